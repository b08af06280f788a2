/* review_svg.c - a review's graph as SVG, written by hand (see review.h)
 *
 * One image: the move numbers across, Black's win rate on the left axis (0 to 100%), Black's
 * score lead on the right axis (symmetric about 0, to a round number above the largest lead).
 * Each curve is one polyline with one point per move (its id says which: "winrate", "lead"),
 * so a program can read the figures back. The review's mistakes, the moves it marks BM or DO
 * (review_worst), are circled on the win rate curve (class "swing", each circle's id
 * "mistake-N") and numbered in a band above the plot, where no curve runs (numbers over the plot
 * hid under the curves on 19x19), in up to three staggered rows so that close moves do not
 * overprint: the same moves as the marks and the summary, rather than the biggest swings of the
 * curve, mostly noise at a few hundred playouts a position. A legend at the bottom says what
 * the curves and the circles are.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "review/review.h"
#include "util/textbuf.h"

#define WIDTH 900
#define HEIGHT 470
#define LEFT 70.0
#define RIGHT 830.0
#define TOP 80.0 /* above it, the title and the band of move numbers */
#define BOTTOM 390.0
#define LABEL_ROWS 3
#define LABEL_ROW_HEIGHT 12.0
#define LABEL_GAP 22.0 /* the least distance of two numbers on a row: three digits at 11 px */
#define WINRATE_COLOR "#1f4e9c"
#define LEAD_COLOR "#d9731a"
#define BAD_COLOR "#c00"
#define DOUBTFUL_COLOR "#d99400"

/* The smallest of 1, 2, 5, 10, 20, 50... at least `v`. */
static double round_up(double v)
{
    double step = 1;
    for (;;) {
        for (int k = 0; k < 3; k++) {
            double s = step * (k == 0 ? 1 : k == 1 ? 2 : 5);
            if (s >= v)
                return s;
        }
        step *= 10;
    }
}

static double x_of(size_t move, size_t moves)
{
    return LEFT + (RIGHT - LEFT) * (double)move / (double)(moves > 0 ? moves : 1);
}

static double y_of_winrate(double w)
{
    return BOTTOM - (BOTTOM - TOP) * w;
}

static double y_of_lead(double lead, double range)
{
    return BOTTOM - (BOTTOM - TOP) * (lead + range) / (2 * range);
}

static void axes(struct textbuf *o, size_t moves, double range)
{
    textbuf_printf(o, "<g id=\"axes\" stroke=\"#444\" stroke-width=\"1\" fill=\"none\">\n");
    textbuf_printf(o, "<rect x=\"%.0f\" y=\"%.0f\" width=\"%.0f\" height=\"%.0f\"/>\n", LEFT, TOP,
                   RIGHT - LEFT, BOTTOM - TOP);
    textbuf_printf(
        o, "<line x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\" stroke-dasharray=\"4 4\"/>\n",
        LEFT, y_of_winrate(0.5), RIGHT, y_of_winrate(0.5));
    textbuf_printf(o, "</g>\n<g font-family=\"sans-serif\" font-size=\"12\" fill=\"#222\">\n");
    for (int k = 0; k <= 4; k++) { /* win rate: left; lead: right */
        double y = y_of_winrate(k / 4.0);
        textbuf_printf(o, "<text x=\"%.0f\" y=\"%.1f\" text-anchor=\"end\">%d%%</text>\n", LEFT - 6,
                       y + 4, 25 * k);
        double lead = -range + range * k / 2.0;
        textbuf_printf(o, "<text x=\"%.0f\" y=\"%.1f\">%s%g</text>\n", RIGHT + 6, y + 4,
                       lead > 0 ? "+" : "", lead);
    }
    double step = round_up((double)moves / 10);
    for (double n = 0; n <= (double)moves; n += step) {
        double x = x_of((size_t)n, moves);
        textbuf_printf(o,
                       "<line x1=\"%.1f\" y1=\"%.0f\" x2=\"%.1f\" y2=\"%.0f\" stroke=\"#444\"/>\n",
                       x, BOTTOM, x, BOTTOM + 5);
        textbuf_printf(o, "<text x=\"%.1f\" y=\"%.0f\" text-anchor=\"middle\">%.0f</text>\n", x,
                       BOTTOM + 20, n);
    }
    textbuf_printf(o, "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"middle\">move</text>\n",
                   (LEFT + RIGHT) / 2, BOTTOM + 40);
    textbuf_printf(o,
                   "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"middle\" "
                   "transform=\"rotate(-90 %.0f %.0f)\" fill=\"" WINRATE_COLOR
                   "\">"
                   "Black's win rate</text>\n",
                   LEFT - 48, (TOP + BOTTOM) / 2, LEFT - 48, (TOP + BOTTOM) / 2);
    textbuf_printf(o,
                   "<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"middle\" "
                   "transform=\"rotate(90 %.0f %.0f)\" fill=\"" LEAD_COLOR
                   "\">"
                   "Black's score lead (points)</text>\n",
                   RIGHT + 52, (TOP + BOTTOM) / 2, RIGHT + 52, (TOP + BOTTOM) / 2);
    textbuf_printf(o,
                   "<text x=\"%.0f\" y=\"24\" text-anchor=\"middle\" font-size=\"15\">"
                   "kosumi review: Black's win rate and score lead after each move</text>\n",
                   (LEFT + RIGHT) / 2);
    textbuf_printf(o, "</g>\n");
}

static void curve(struct textbuf *o, const struct review *r, bool winrate, double range)
{
    textbuf_printf(
        o, "<polyline id=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" points=\"",
        winrate ? "winrate" : "lead", winrate ? WINRATE_COLOR : LEAD_COLOR, winrate ? "2" : "1.5");
    for (size_t i = 0; i < r->move_count; i++) {
        const struct review_move *m = &r->moves[i];
        double y = winrate ? y_of_winrate(m->winrate_after) : y_of_lead(m->lead_after, range);
        textbuf_printf(o, "%s%.1f,%.1f", i ? " " : "", x_of(i + 1, r->move_count), y);
    }
    textbuf_printf(o, "\"/>\n");
}

/* The mistakes (review_worst: every move marked BM or DO), circled on the win rate curve, a
 * dotted line up to the number in the band above the plot; the number goes on the first row
 * whose last number is at least LABEL_GAP away, else on the row whose last is farthest. */
static void mistakes(struct textbuf *o, const struct review *r)
{
    size_t *chosen = malloc((r->move_count + 1) * sizeof *chosen);
    if (chosen == NULL) {
        o->failed = true;
        return;
    }
    size_t count = review_worst(r, COLOR_EMPTY, chosen, r->move_count);
    for (size_t i = 1; i < count; i++) /* by move number, for the rows: left to right */
        for (size_t k = i; k > 0 && chosen[k - 1] > chosen[k]; k--) {
            size_t t = chosen[k];
            chosen[k] = chosen[k - 1];
            chosen[k - 1] = t;
        }
    double last[LABEL_ROWS];
    for (int row = 0; row < LABEL_ROWS; row++)
        last[row] = -1e9;
    textbuf_printf(o, "<g class=\"swing\" font-family=\"sans-serif\" font-size=\"11\">\n");
    for (size_t k = 0; k < count; k++) {
        const struct review_move *m = &r->moves[chosen[k]];
        double x = x_of(chosen[k] + 1, r->move_count), y = y_of_winrate(m->winrate_after);
        int row = 0;
        for (int i = 0; i < LABEL_ROWS; i++)
            if (x - last[i] >= LABEL_GAP || last[i] < last[row]) {
                row = i;
                if (x - last[i] >= LABEL_GAP)
                    break;
            }
        last[row] = x;
        const char *color = m->mark == REVIEW_BAD ? BAD_COLOR : DOUBTFUL_COLOR;
        double label_y = TOP - 6 - LABEL_ROW_HEIGHT * row;
        textbuf_printf(o,
                       "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                       "stroke-width=\"0.5\" stroke-dasharray=\"1 2\"/>\n",
                       x, label_y + 2, x, y - 5, color);
        textbuf_printf(o,
                       "<circle id=\"mistake-%zu\" cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"none\" "
                       "stroke=\"%s\" stroke-width=\"1.5\"/>\n",
                       chosen[k] + 1, x, y, color);
        textbuf_printf(o,
                       "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"%s\">"
                       "%zu</text>\n",
                       x, label_y, color, chosen[k] + 1);
    }
    textbuf_printf(o, "</g>\n");
    free(chosen);
}

/* What the curves and the circles are, in a line under the axes. */
static void legend(struct textbuf *o)
{
    double y = HEIGHT - 14;
    textbuf_printf(o, "<g id=\"legend\" font-family=\"sans-serif\" font-size=\"12\" "
                      "fill=\"#222\">\n");
    textbuf_printf(o,
                   "<line x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" stroke=\"" WINRATE_COLOR
                   "\" stroke-width=\"2\"/>\n<text x=\"%.0f\" y=\"%.0f\">Black's win rate</text>\n",
                   LEFT, y - 4, LEFT + 24, y - 4, LEFT + 30, y);
    textbuf_printf(o,
                   "<line x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" stroke=\"" LEAD_COLOR
                   "\" stroke-width=\"1.5\"/>\n<text x=\"%.0f\" y=\"%.0f\">"
                   "Black's score lead</text>\n",
                   LEFT + 150, y - 4, LEFT + 174, y - 4, LEFT + 180, y);
    textbuf_printf(o,
                   "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"5\" fill=\"none\" stroke=\"" BAD_COLOR
                   "\" stroke-width=\"1.5\"/>\n<text x=\"%.0f\" y=\"%.0f\">BM: bad move</text>\n",
                   LEFT + 318, y - 4, LEFT + 328, y);
    textbuf_printf(o,
                   "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"5\" fill=\"none\" stroke=\"" DOUBTFUL_COLOR
                   "\" stroke-width=\"1.5\"/>\n<text x=\"%.0f\" y=\"%.0f\">DO: doubtful</text>\n",
                   LEFT + 428, y - 4, LEFT + 438, y);
    textbuf_printf(o,
                   "<text x=\"%.0f\" y=\"%.0f\">(the moves so marked in the record and listed in "
                   "the summary)</text>\n</g>\n",
                   LEFT + 528, y);
}

int review_svg(const struct review *r, char **text, size_t *len)
{
    struct textbuf o = {NULL, 0, 0, false};
    double largest = 0;
    for (size_t i = 0; i < r->move_count; i++)
        if (fabs(r->moves[i].lead_after) > largest)
            largest = fabs(r->moves[i].lead_after);
    double range = round_up(largest > 1 ? largest : 1);
    textbuf_printf(&o, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    textbuf_printf(&o,
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                   "viewBox=\"0 0 %d %d\">\n",
                   WIDTH, HEIGHT, WIDTH, HEIGHT);
    textbuf_printf(&o, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
    axes(&o, r->move_count, range);
    if (r->move_count > 0) {
        curve(&o, r, false, range);
        curve(&o, r, true, range);
        mistakes(&o, r);
    }
    legend(&o);
    textbuf_printf(&o, "</svg>\n");
    if (o.failed) {
        free(o.text);
        *text = NULL;
        return -1;
    }
    *text = o.text;
    *len = o.len;
    return 0;
}
