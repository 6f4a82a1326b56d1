package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A float column that is an operand of {@code + - * /}, the argument of power, exp or sqrt ({@code f * 10}, {@code exp(f)}), or
 * a value of coalesce, greatest, least or a CASE ({@code coalesce(f, 0)}, {@code THEN f}, whose common type {@link FloatCommonTypes}
 * gives): only the
 * database knows it is a float, so the engine asks for such columns ({@link #columns}), looks them up, and has the statement
 * analysed again with each cast to its type ({@code f::float8 * 10}, {@link #typed}), which {@link FloatRanges} then
 * makes the engine's arithmetic with PostgreSQL's range checks (H2 answered {@code 1e308 * 10} of a column Infinity, without an error).
 */
public final class FloatColumns {

    private static final Set<String> OPERATORS = Set.of("+", "-", "*", "/");
    /** Functions a float argument of which the engine types: power, exp and sqrt check the range, the others take its type ({@link FloatCommonTypes}). */
    private static final Set<String> FUNCTIONS = Set.of("power", "pow", "exp", "sqrt", "coalesce", "greatest", "least");
    /** What follows a whole value of a CASE. */
    private static final Set<String> CASE_VALUE_ENDS = Set.of("WHEN", "ELSE", "END");
    /** Operators binding an operand tighter than arithmetic: a column next to one is part of a larger operand. */
    private static final Set<String> TIGHTER = Set.of("^", "::", ".", "[");

    private FloatColumns() {
    }

    /** The names (as PostgreSQL folds them) of the columns that are operands of arithmetic; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        SqlTokens t = mayHoldArithmetic(analysis.sql()) ? StandardTokens.ofOrNull(analysis.sql()) : null;
        if (t != null) {
            for (int[] ref : operands(t)) {
                names.add(Names.normalize(t.get(ref[1]).image()));
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the operands named in {@code typed} cast to their float type. */
    public static String typed(StatementAnalysis analysis, Map<String, String> typed) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            Set<Integer> cast = new LinkedHashSet<>(); // a column between two operators is cast once
            for (int[] ref : operands(t)) {
                String type = typed.get(Names.normalize(t.get(ref[1]).image()));
                if (type != null && cast.add(ref[1])) {
                    splice.insert(t.get(ref[1]).end(), "REAL".equals(type) ? "::float4" : "::float8");
                }
            }
        });
    }

    private static boolean mayHoldArithmetic(String sql) {
        String lower = sql.toLowerCase(Locale.ROOT);
        return sql.indexOf('+') >= 0 || sql.indexOf('-') >= 0 || sql.indexOf('*') >= 0 || sql.indexOf('/') >= 0 || lower.contains("pow")
                || lower.contains("exp") || lower.contains("sqrt") || lower.contains("coalesce") || lower.contains("greatest")
                || lower.contains("least") || lower.contains("case");
    }

    /** Each column reference (its first and last token) that is a whole operand of arithmetic, argument of the functions, or CASE value. */
    private static List<int[]> operands(SqlTokens t) {
        List<int[]> refs = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            if (OPERATORS.contains(t.get(i).image()) && Operands.isBinary(t, i)) {
                addBefore(t, i, refs);
                int first = t.is(i + 1, "-") || t.is(i + 1, "+") ? i + 2 : i + 1;
                addFrom(t, first, refs);
            } else if (FUNCTIONS.contains(t.get(i).image().toLowerCase(Locale.ROOT)) && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                int close = t.closing(i + 1);
                for (int start = i + 2; start < close; ) {
                    int comma = t.nextTopLevel(start, close, ",");
                    int end = comma < 0 ? close : comma;
                    if (JsonbColumnKeys.refEnd(t, start) == end - 1) {
                        refs.add(new int[] {start, end - 1});
                    }
                    start = end + 1;
                }
            } else if (t.is(i, "THEN") || t.is(i, "ELSE")) {
                int last = JsonbColumnKeys.refEnd(t, i + 1);
                if (last >= 0 && CASE_VALUE_ENDS.contains(Operands.upper(t, last + 1))) {
                    refs.add(new int[] {i + 1, last});
                }
            }
        }
        return refs;
    }

    /** The reference ending just before the operator at {@code operator}, if it is a whole operand. */
    private static void addBefore(SqlTokens t, int operator, List<int[]> refs) {
        int first = operator - 1;
        while (t.is(first - 1, ".") && Operands.isWord(t, first - 2)) {
            first -= 2;
        }
        if (!TIGHTER.contains(Operands.upper(t, first - 1)) && JsonbColumnKeys.refEnd(t, first) == operator - 1) {
            refs.add(new int[] {first, operator - 1});
        }
    }

    /** The reference starting at {@code first}, if it is a whole operand: nothing binding tighter follows it. */
    private static void addFrom(SqlTokens t, int first, List<int[]> refs) {
        int last = JsonbColumnKeys.refEnd(t, first);
        if (last >= 0 && !TIGHTER.contains(Operands.upper(t, last + 1))) {
            refs.add(new int[] {first, last});
        }
    }
}
