package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A timestamp, {@code timestamptz} or time column plus or minus a number column ({@code t + n}): PostgreSQL has no such operator
 * (42883), where H2 added days. Only the database knows the columns' types, so the engine asks for the columns that are the two
 * whole operands of a {@code +} or {@code -} ({@link #columns}), looks them up, and where one is such a moment and the other a
 * number has the statement analysed again with both cast to their types ({@code t::timestamp + n::numeric}, {@link #typed}), which
 * {@link DateArithmetic} then refuses as it refuses {@code timestamp '...' + 1}.
 */
public final class TimestampColumnArithmetic {

    /** H2's names of the moment types, with PostgreSQL's cast. */
    private static final Map<String, String> MOMENTS = Map.of("TIMESTAMP", "::timestamp", "TIMESTAMP WITH TIME ZONE", "::timestamptz",
            "TIME", "::time");
    /** H2's names of the number types (a numeric with its precision and scale starts with NUMERIC). */
    private static final Set<String> NUMBERS = Set.of("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "REAL", "DOUBLE PRECISION", "DECFLOAT");
    /** Operators binding an operand tighter than + and -, or another + or -: a column next to one is no whole operand of this one. */
    private static final Set<String> TIGHTER = Set.of("*", "/", "%", "^", "::", ".", "[", "+", "-");

    private TimestampColumnArithmetic() {
    }

    /** Whether H2's type name {@code h2Type} (of a column) is a moment's or a number's. */
    public static boolean isMomentOrNumber(String h2Type) {
        return MOMENTS.containsKey(h2Type) || isNumber(h2Type);
    }

    /** The names (as PostgreSQL folds them) of the columns that are both operands of a {@code +} or {@code -}; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        String sql = analysis.sql();
        SqlTokens t = sql.indexOf('+') >= 0 || sql.indexOf('-') >= 0 ? StandardTokens.ofOrNull(sql) : null;
        if (t != null) {
            for (int[] pair : pairs(t)) {
                names.add(Names.normalize(t.get(pair[1]).image()));
                names.add(Names.normalize(t.get(pair[3]).image()));
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with both columns of a moment and a number cast to their types. */
    public static String typed(StatementAnalysis analysis, Map<String, String> typed) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            for (int[] pair : pairs(t)) {
                String left = typed.get(Names.normalize(t.get(pair[1]).image()));
                String right = typed.get(Names.normalize(t.get(pair[3]).image()));
                if (left != null && right != null && (MOMENTS.containsKey(left) && isNumber(right) || isNumber(left) && MOMENTS.containsKey(right))) {
                    splice.insert(t.get(pair[1]).end(), cast(left));
                    splice.insert(t.get(pair[3]).end(), cast(right));
                }
            }
        });
    }

    private static boolean isNumber(String h2Type) {
        return NUMBERS.contains(h2Type) || h2Type.startsWith("NUMERIC");
    }

    private static String cast(String h2Type) {
        return MOMENTS.getOrDefault(h2Type, "::numeric");
    }

    /** Each {@code a + b} or {@code a - b} of two column references, as the first and last tokens of each. */
    private static List<int[]> pairs(SqlTokens t) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 1; i + 1 < t.size(); i++) {
            if ((t.is(i, "+") || t.is(i, "-")) && Operands.isBinary(t, i)) {
                int first = i - 1;
                while (t.is(first - 1, ".") && Operands.isWord(t, first - 2)) {
                    first -= 2;
                }
                int last = JsonbColumnKeys.refEnd(t, i + 1);
                boolean alone = !TIGHTER.contains(Operands.upper(t, first - 1)) && !TIGHTER.contains(Operands.upper(t, last + 1));
                if (alone && last >= 0 && JsonbColumnKeys.refEnd(t, first) == i - 1) {
                    pairs.add(new int[] {first, i - 1, i + 1, last});
                }
            }
        }
        return pairs;
    }
}
