/* model_data.c - a neutral model (every gamma 1), until tools/train writes the trained one */
#include "config.h"

#include "engine/model.h"

const struct model_table model_data = {
    .family = {{1, 1}, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1}, {1, 1, 1, 1, 1, 1},
               {1, 1, 1}, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
               {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, {1, 1, 1, 1}},
    .spatial_max = 0,
};
