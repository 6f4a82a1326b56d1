package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Columns concatenated with {@code ||} as whole operands ({@code 'took ' || t.duration}, {@code price || ' EUR'}), or in
 * arithmetic and calls that are one ({@code 'x' || f * 2}, which PostgreSQL reads as {@code 'x' || (f * 2)}, {@code 'y' || abs(f) * 2}), whose type
 * H2 writes otherwise than PostgreSQL: a float ({@code 1.0E-7}, PostgreSQL {@code 1e-07}), an interval ({@code INTERVAL '1'
 * DAY}, PostgreSQL {@code 1 day}), a {@code timestamptz} (in the offset it was written with, PostgreSQL in the session's
 * TimeZone), an unconstrained numeric (H2's DECFLOAT: {@code 1E+1}, PostgreSQL {@code 10}). Only the database knows the
 * column's type: the engine asks for the columns concatenated ({@link #columns}), looks them up, and has the statement analysed again with those of such a type handed to {@code hotrow_text}
 * ({@link #texted}), as {@link ConcatenatedText} does for operands whose text shows the type. Other columns keep H2's
 * operator alone, with no call per row.
 */
public final class ConcatenatedColumns {

    /** Operators that bind tighter than {@code ||}: a column next to one is part of a larger operand. */
    private static final Set<String> TIGHTER = Set.of("+", "-", "*", "/", "%", "^", "::", "[", ".", "(");
    /** The arithmetic an operand of {@code ||} may be made of: its value has the type of its columns. */
    private static final Set<String> ARITHMETIC = Set.of("+", "-", "*", "/", "%");

    private ConcatenatedColumns() {
    }

    /** Whether H2's type name {@code h2Type} (of a column) is one whose text H2 writes otherwise than PostgreSQL. */
    public static boolean isWrittenOtherwise(String h2Type) {
        return h2Type != null && (h2Type.equals("DOUBLE PRECISION") || h2Type.equals("REAL") || h2Type.equals("TIMESTAMP WITH TIME ZONE")
                || h2Type.equals("DECFLOAT") || h2Type.startsWith("INTERVAL"));
    }

    /** The names (as PostgreSQL folds them) of the columns the statement concatenates as whole operands; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        if (analysis.sql().contains("||")) {
            SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
            if (t != null) {
                operands(t).forEach(operand -> operand.columns().forEach(column -> names.add(Names.normalize(t.get(column).image()))));
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the concatenated columns named in {@code typed} as text. */
    public static String texted(StatementAnalysis analysis, Set<String> typed) {
        return StandardTokens.edited(analysis.sql(), (t, splice) -> {
            for (Operand operand : operands(t)) {
                if (operand.columns().stream().anyMatch(column -> typed.contains(Names.normalize(t.get(column).image())))) {
                    Splice.Span span = new Splice.Span(t.get(operand.first()).begin(), t.get(operand.last()).end());
                    splice.wrap(span.begin(), span.end(), List.of(span), parts -> "hotrow_text(" + parts.get(0) + ")");
                }
            }
        });
    }

    /** A whole operand of {@code ||}: its first and last token, and the last token of each column reference in it. */
    private record Operand(int first, int last, List<Integer> columns) {
    }

    /** The operands of {@code ||} that are column references or arithmetic on them and numbers, each once. */
    private static Set<Operand> operands(SqlTokens t) {
        Set<Operand> operands = new LinkedHashSet<>();
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!t.is(i, "||")) {
                continue;
            }
            int first = operandStart(t, i - 1);
            while (first > 1 && ARITHMETIC.contains(t.get(first - 1).image()) && operandStart(t, first - 2) >= 0) {
                first = operandStart(t, first - 2);
            }
            int last = operandEnd(t, t.is(i + 1, "-") || t.is(i + 1, "+") ? i + 2 : i + 1);
            while (last >= 0 && last + 2 < t.size() && ARITHMETIC.contains(t.get(last + 1).image()) && operandEnd(t, last + 2) >= 0) {
                last = operandEnd(t, last + 2);
            }
            add(operands, t, first, i - 1);
            add(operands, t, i + 1, last);
        }
        return operands;
    }

    /** Tokens {@code first} to {@code last} as an operand, if they are one: nothing tighter than {@code ||} joins them to more. */
    private static void add(Set<Operand> operands, SqlTokens t, int first, int last) {
        List<Integer> columns = new ArrayList<>();
        if (first >= 0 && last >= first && (first == 0 || !TIGHTER.contains(t.get(first - 1).image()))
                && (last + 1 >= t.size() || !TIGHTER.contains(t.get(last + 1).image())) && chain(t, first, last, columns)) {
            operands.add(new Operand(first, last, columns));
        }
    }

    /** The first token of the column reference, number or parenthesised group ending at {@code last}, or -1. */
    private static int operandStart(SqlTokens t, int last) {
        if (t.is(last, ")")) {
            int open = t.opening(last);
            if (!Operands.isWord(t, open - 1)) {
                return open;
            }
            return isCall(t, open - 1) ? open - 1 : -1;
        }
        return isNumber(t, last) ? last : JsonbColumnKeys.refStart(t, last);
    }

    /** The last token of the column reference, number or parenthesised group starting at {@code first}, or -1. */
    private static int operandEnd(SqlTokens t, int first) {
        if (t.is(first, "(")) {
            return t.closing(first);
        }
        if (isCall(t, first)) {
            return t.closing(first + 1);
        }
        return isNumber(t, first) ? first : JsonbColumnKeys.refEnd(t, first);
    }

    /**
     * Whether a function call starts at {@code name} ({@code abs(f)}, {@code round(f * 1)}): its value has its arguments'
     * type as often as not, so the columns in its arguments decide (a call over a subquery is left alone). The text
     * {@code hotrow_text} writes of another type is H2's, so a call of another type loses nothing.
     */
    private static boolean isCall(SqlTokens t, int name) {
        if (!Operands.isWord(t, name) || !t.is(name + 1, "(") || t.is(name - 1, ".") || !t.get(name).isIdentifier()) {
            return false;
        }
        int close = t.closing(name + 1);
        for (int i = name + 2; i < close; i++) {
            if (t.is(i, "SELECT")) {
                return false;
            }
        }
        return close > name;
    }

    /** The last tokens of the column references among tokens {@code from} to {@code to} (exclusive): a call's arguments. */
    private static void argumentColumns(SqlTokens t, int from, int to, List<Integer> columns) {
        for (int i = from; i < to; i++) {
            int end = JsonbColumnKeys.refEnd(t, i);
            if (end >= 0 && t.get(i).isIdentifier() && !t.is(i - 1, ".")) {
                columns.add(end);
                i = end;
            }
        }
    }

    private static boolean isNumber(SqlTokens t, int i) {
        return Operands.isLiteral(t, i) && !t.get(i).image().startsWith("'") && !t.get(i).image().startsWith("$");
    }

    /**
     * Whether tokens {@code first} to {@code last} are arithmetic: column references, numbers and parenthesised
     * arithmetic joined by {@code + - * / %}, after a sign or none; the column references' last tokens go to {@code columns}.
     */
    private static boolean chain(SqlTokens t, int first, int last, List<Integer> columns) {
        for (int i = t.is(first, "-") || t.is(first, "+") ? first + 1 : first; ; i += 2) {
            int end = operandEnd(t, i);
            if (end < 0 || end > last || t.is(i, "(") && !chain(t, i + 1, end - 1, columns)) {
                return false;
            }
            if (isCall(t, i)) {
                argumentColumns(t, i + 2, end, columns);
            } else if (!t.is(i, "(") && !isNumber(t, i)) {
                columns.add(end);
            }
            if (end == last) {
                return true;
            }
            if (!ARITHMETIC.contains(t.get(end + 1).image())) {
                return false;
            }
            i = end;
        }
    }
}
