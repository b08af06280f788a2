/* model-t.c - the model's lookups over tables the test makes: family gammas multiply, a shape
 * and the largest known spatial pattern count (a smaller one then does not), every legal move
 * gets its gamma and the others 0, one move's gamma agrees with all moves', and the built-in
 * model gives a finite, positive gamma to every legal move */
#include <math.h>

#include "engine/model.h"
#include "tap/basic.h"
#include "unit/diagram.h"

/* Black to move; a takes white's stone, b is an ordinary point, c the 3x3 shape of a. */
static const char position[] = ". . . . .\n"
                               ". X . b .\n"
                               "X O a . .\n"
                               ". X . . .\n"
                               ". . . . .\n";

static struct model_table neutral(void)
{
    struct model_table t = {.spatial_max = 0};
    for (int f = 0; f < FEATURES_FAMILIES; f++)
        for (int v = 0; v < MODEL_MAX_VALUES; v++)
            t.family[f][v] = 1;
    return t;
}

int main(void)
{
    plan(12);
    features_init();
    struct board b;
    if (diagram_setup(&b, 5, position) != 0)
        bail("bad diagram");
    int a = diagram_mark(&b, position, 'a'), bp = diagram_mark(&b, position, 'b');
    struct features_move fa;
    features_move(&b, COLOR_BLACK, -1, a, FEATURES_SPATIAL_MAX, &fa);

    struct model_table t = neutral();
    t.family[FEATURES_CAPTURE][fa.value[FEATURES_CAPTURE] - 1] = 10;
    t.family[FEATURES_EDGE][fa.value[FEATURES_EDGE] - 1] = 2;
    struct model_shape shape = {fa.value[FEATURES_SHAPE3], 3};
    struct model_pattern patterns[2] = {{fa.spatial[0], 5}, {fa.spatial[2], 7}};
    t.shapes = &shape;
    t.shape_count = 1;
    t.patterns = patterns;
    t.pattern_count = 2;
    t.spatial_max = FEATURES_SPATIAL_MAX;
    struct model *m = model_new(&t);
    ok(m != NULL, "a model over a table");
    float gamma[BOARD_MAX_POINTS];
    double sum = model_gammas(m, &b, COLOR_BLACK, -1, gamma);
    ok(fabs(gamma[a] - 10 * 2 * 3 * 7) < 1e-3,
       "capture x edge x shape x the larger pattern only: %g", (double)gamma[a]);
    is_int(0, (int)gamma[board_point(&b, 1, 2)], "an occupied point gets 0");
    ok(gamma[bp] >= 1, "an ordinary point keeps its edge factor at least: %g", (double)gamma[bp]);
    double total = gamma[BOARD_PASS];
    int legal = 0;
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (board_on_board(&b, p)) {
            total += gamma[p];
            legal += gamma[p] > 0;
        }
    ok(fabs(total - sum) < 1e-3 * sum, "the sum returned is the sum of the gammas");
    is_int(25 - 4, legal, "every empty point is legal here and gets a gamma");
    ok(fabs(model_gamma(m, &b, COLOR_BLACK, -1, a) - gamma[a]) < 1e-3,
       "one move's gamma agrees with all moves'");
    ok(fabs(gamma[BOARD_PASS] - 1) < 1e-6, "the pass, neutral here, gets 1");
    model_free(m);

    /* A suicide is refused and gets 0. */
    static const char corner[] = ". . .\n"
                                 "O . .\n"
                                 "a O .\n";
    struct board c;
    diagram_setup(&c, 5, corner);
    const struct model *builtin = model_builtin();
    ok(builtin != NULL, "the built-in model");
    model_gammas(builtin, &c, COLOR_BLACK, -1, gamma);
    is_int(0, (int)gamma[diagram_mark(&c, corner, 'a')], "a suicide gets 0");
    bool finite = true;
    int positive = 0;
    for (int p = 0; p < BOARD_MAX_POINTS; p++)
        if (board_on_board(&c, p) && c.color[p] == COLOR_EMPTY) {
            finite &= isfinite(gamma[p]);
            positive += gamma[p] > 0;
        }
    ok(finite, "the built-in model's gammas are finite");
    is_int(25 - 2 - 1, positive, "and positive on every legal point");
    return 0;
}
