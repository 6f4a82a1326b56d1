package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * json columns (not jsonb: text as written) that are the first operand of {@code ->}, {@code ->>}, {@code #>} or {@code #>>}:
 * PostgreSQL answers the member's text exactly as written (spaces, of duplicate keys the last), where the engine read the json
 * as a jsonb (normalised). Only the database knows which columns are json: the engine looks up the names {@link #columns} gives
 * and has the statement analysed again with each json one cast {@code ::json} ({@link #cast}), which {@link JsonOperators} reads
 * as a json operand.
 */
public final class JsonColumnOperands {

    /** The name the engine gives the type of a json column (H2's VARCHAR of {@link JsonVarchar#LENGTH}) for these rewrites. */
    public static final String JSON_COLUMN = "JSON TEXT";

    private JsonColumnOperands() {
    }

    /** Whether the engine's name of a column's type ({@link #JSON_COLUMN}) is a json's. */
    public static boolean isJson(String type) {
        return JSON_COLUMN.equals(type);
    }

    /** The names (as PostgreSQL folds them) of the columns that are the first operand of a path operator; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        String sql = analysis.sql();
        if (!sql.contains("->") && !sql.contains("#>")) {
            return names;
        }
        SqlTokens t = StandardTokens.ofOrNull(sql);
        if (t != null) {
            for (int i = 1; i < t.size(); i++) {
                int first = operand(t, i);
                if (first >= 0) {
                    names.add(Names.normalize(t.get(i - 1).image()));
                }
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the columns named in {@code typed} cast {@code ::json} where they are operands. */
    public static String cast(StatementAnalysis analysis, Map<String, String> typed) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            for (int i = 1; i < t.size(); i++) {
                if (operand(t, i) >= 0 && typed.containsKey(Names.normalize(t.get(i - 1).image()))) {
                    splice.insert(t.get(i - 1).end(), "::json");
                }
            }
        });
    }

    /** The first token of the column reference right before the path operator at {@code i} that starts its chain, or -1. */
    private static int operand(SqlTokens t, int i) {
        if (!t.is(i, "->") && !t.is(i, "->>") && !t.is(i, "#>") && !t.is(i, "#>>")) {
            return -1;
        }
        int first = JsonbColumnKeys.refStart(t, i - 1);
        return first >= 0 && JsonOperators.leftStart(t, i) == first ? first : -1;
    }
}
