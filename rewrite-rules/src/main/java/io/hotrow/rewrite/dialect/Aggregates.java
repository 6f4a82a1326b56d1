package io.hotrow.rewrite.dialect;

import java.util.Locale;
import java.util.Set;

/** PostgreSQL's built-in aggregate functions, as calls in the tokens. */
final class Aggregates {

    static final Set<String> NAMES = Set.of("count", "sum", "avg", "min", "max", "array_agg", "string_agg", "bool_and",
            "bool_or", "every", "json_agg", "jsonb_agg", "json_object_agg", "jsonb_object_agg", "stddev", "stddev_pop", "stddev_samp",
            "variance", "var_pop", "var_samp", "percentile_cont", "percentile_disc", "mode", "corr", "covar_pop", "covar_samp",
            "bit_and", "bit_or", "xmlagg");

    private Aggregates() {
    }

    /** Whether token {@code i} names an aggregate it calls: {@code count(}, {@code pg_catalog.sum(}. */
    static boolean isCall(SqlTokens t, int i) {
        boolean qualified = t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog");
        return i + 1 < t.size() && t.is(i + 1, "(") && !qualified && NAMES.contains(t.get(i).image().toLowerCase(Locale.ROOT));
    }
}
