/* evaluator_default.c - the one place the search's knowledge is chosen (see evaluator.h) */
#include "config.h"

#include "engine/evaluator.h"

#include "engine/pattern.h"
#include "engine/policy.h"
#include "engine/prior.h"

const struct evaluator evaluator_default = {
    .init = pattern_init,
    .priors = prior_rules,
    .later_priors = prior_model,
    .value = policy_value,
};
