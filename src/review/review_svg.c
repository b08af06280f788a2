/* review_svg.c - a review's graph as SVG, written by hand (see review.h)
 *
 * One image: the move numbers across, Black's win rate on the left axis (0 to 100%), Black's
 * score lead on the right axis (symmetric about 0, to a round number above the largest lead).
 * Each curve is one polyline with one point per move (its id says which: "winrate", "lead"),
 * so a program can read the figures back. The review's worst mistakes, of either side, are
 * circled and numbered (class "swing"): ranked by severity, as the summary and the BM and DO
 * marks rank them, rather than by the swing of the curve, which is mostly noise at a few
 * hundred playouts a position.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "review/review.h"
#include "util/textbuf.h"

#define WIDTH 900
#define HEIGHT 420
#define LEFT 70.0
#define RIGHT 830.0
#define TOP 50.0
#define BOTTOM 360.0
#define SWINGS 5
#define WINRATE_COLOR "#1f4e9c"
#define LEAD_COLOR "#d9731a"

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

/* The SWINGS worst mistakes (review_worst), circled and numbered. */
static void swings(struct textbuf *o, const struct review *r)
{
    size_t chosen[SWINGS];
    size_t count = review_worst(r, COLOR_EMPTY, chosen, SWINGS);
    textbuf_printf(o, "<g class=\"swing\" font-family=\"sans-serif\" font-size=\"11\">\n");
    for (size_t k = 0; k < count; k++) {
        const struct review_move *m = &r->moves[chosen[k]];
        double x = x_of(chosen[k] + 1, r->move_count), y = y_of_winrate(m->winrate_after);
        textbuf_printf(o,
                       "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"none\" stroke=\"#c00\" "
                       "stroke-width=\"1.5\"/>\n",
                       x, y);
        textbuf_printf(
            o, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" fill=\"#c00\">%zu</text>\n", x,
            y > TOP + 20 ? y - 9 : y + 18, chosen[k] + 1);
    }
    textbuf_printf(o, "</g>\n");
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
        swings(&o, r);
    }
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
