package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * Date and time arithmetic H2 answers differently:
 * <ul>
 * <li>{@code a - b} of two dates is an integer number of days in PostgreSQL, an INTERVAL DAY in H2:
 * where the text shows b is a date ({@code date '...'}, {@code x::date}, {@code CAST(x AS date)},
 * {@code current_date}, a column of a VALUES list whose first row shows a date) it becomes the engine's {@code hotrow_date_minus(a, b)}, which refuses an a
 * that turns out not to be a date rather than answer with the wrong type (a date minus a column of
 * unknown type may be a date minus days, so that is left alone).
 * <li>A date the text shows plus or minus an interval literal is a {@code timestamp} in PostgreSQL,
 * a date in H2: the date is cast to a timestamp first.
 * <li>{@code x ± interval '1 day'} (an interval literal with days or months) adds them to the
 * wall-clock time in the session's TimeZone in PostgreSQL when x is a {@code timestamptz}, so a day
 * across a change to summer time is 23 hours; H2 adds 24 hours at the offset x was written with. The
 * engine's {@code hotrow_interval_shift(x, interval, ±1)}, zero for anything but a
 * {@code timestamptz}, makes up the difference: {@code (x + interval + hotrow_interval_shift(...))}.
 * x is written twice, so its bind parameters are numbered; an x that changes between two reads
 * ({@code clock_timestamp()}) is left to H2.
 * <li>A date plus or minus a decimal literal ({@code date '2024-01-01' + 1.5}) has no operator in PostgreSQL (42883), where H2
 * answered: refused.
 * <li>A timestamp, {@code timestamptz} or time the text shows plus or minus a number ({@code timestamp '...' + 1},
 * {@code now() - 1}, or a timestamp column plus a number column the engine has cast to their types, {@code t::timestamp + n::numeric})
 * has no operator in PostgreSQL (42883), where H2 added days: refused with 42883. Two times added
 * ({@code time '10:00' + time '11:00'}) are ambiguous there (42725), where H2 added them: refused with 42725. A date or
 * timestamp minus a time ({@code date '...' - time '10:00'}) is a timestamp there (the time read as an interval), an
 * interval in H2: refused (42000).
 * </ul>
 * An operand is what PostgreSQL's precedence makes it; an operation whose operands the tokens do
 * not delimit for sure is left alone.
 */
final class DateArithmetic implements Rule {

    /** Operators that bind tighter than + and -: an operand followed by one is not the whole operand. */
    private static final Set<String> TIGHTER = Set.of("*", "/", "%", "^");
    /** Words after which a sign is no binary operator. */
    private static final Set<String> BEFORE_OPERAND = Set.of("SELECT", "WHERE", "AND", "OR", "NOT", "THEN", "ELSE", "WHEN", "RETURNING", "BY",
            "SET", "VALUES", "ON", "HAVING", "CASE", "IS", "IN", "BETWEEN", "LIKE", "AS", "DEFAULT", "INTERVAL");
    /** The fields of the standard interval literal, INTERVAL '1' DAY, whose operand the tokens before them do not end. */
    private static final Set<String> UNITS = Set.of("YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND");
    /** Calls without arguments that are a timestamp or {@code timestamptz} (the first two also without parentheses). */
    private static final Set<String> CURRENT_TIMESTAMPS = Set.of("CURRENT_TIMESTAMP", "LOCALTIMESTAMP", "NOW", "TRANSACTION_TIMESTAMP");
    /** A number literal, whole or not. */
    private static final String NUMBER = "\\d+|" + MathOperators.DECIMAL;
    /** PostgreSQL's number types, as a cast names them. */
    private static final Set<String> NUMBER_TYPES = Set.of("SMALLINT", "INT2", "INTEGER", "INT", "INT4", "BIGINT", "INT8", "NUMERIC", "DECIMAL",
            "REAL", "FLOAT4", "FLOAT8");
    /** Calls whose value differs between two reads in one statement. */
    private static final Set<String> VOLATILE = Set.of("CLOCK_TIMESTAMP", "TIMEOFDAY", "RANDOM", "NEXTVAL", "GEN_RANDOM_UUID");

    /** A binary + or - at {@code operator}, its left operand from {@code first}, its right one up to {@code end} (exclusive). */
    private record Operation(int first, int operator, int end) {
    }

    @Override
    public List<String> words() {
        return List.of("date", "current_date", "interval", "time", "timestamp", "timestamptz", "current_timestamp", "localtimestamp",
                "now", "transaction_timestamp");
    }

    @Override
    public List<String> symbols() {
        return List.of("-", "+");
    }

    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        return operations(t).stream().anyMatch(op -> shifts(t, op) && t.hasParameter(op.first(), op.operator()));
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (Operation op : operations(t)) {
            int i = op.operator();
            boolean minus = t.is(i, "-");
            Splice.Span left = new Splice.Span(t.get(op.first()).begin(), t.get(i - 1).end());
            Splice.Span right = new Splice.Span(t.get(i + 1).begin(), t.get(op.end() - 1).end());
            boolean leftDate = isDate(t, op.first(), i - 1);
            boolean rightDate = isDate(t, i + 1, op.end() - 1);
            if (leftDate && Operands.isSignedNumber(t, i + 1, op.end(), MathOperators.DECIMAL)
                    || !minus && rightDate && Operands.isSignedNumber(t, op.first(), i, MathOperators.DECIMAL)) {
                // PostgreSQL adds whole days to a date (date + integer); H2 took a fraction of a day without an error
                throw UnsupportedSqlException.rejectedByPostgres("42883", "operator does not exist: " + (leftDate ? "date " + t.get(i).image()
                        + " numeric" : "numeric + date") + " (a date takes whole days; add an interval or an integer)");
            }
            refuseWithoutOperator(t, op);
            if (minus && rightDate && !isInterval(t, op.first(), i - 1)) {
                splice.wrap(left.begin(), right.end(), List.of(left, right),
                        parts -> "hotrow_date_minus(" + parts.get(0) + ", " + parts.get(1) + ")");
                if (t.outputItems().mayLabel(op.first(), op.end() - 1, "?column?")) {
                    t.outputItems().label(splice, op.end() - 1, "?column?"); // an operator's result, as PostgreSQL labels it
                }
            } else if (leftDate && isInterval(t, i + 1, op.end() - 1)) {
                splice.wrap(left.begin(), left.end(), List.of(left), parts -> "CAST(" + parts.get(0) + " AS TIMESTAMP)");
            } else if (!minus && rightDate && isInterval(t, op.first(), i - 1)) {
                splice.wrap(right.begin(), right.end(), List.of(right), parts -> "CAST(" + parts.get(0) + " AS TIMESTAMP)");
            } else if (shifts(t, op)) {
                String sign = minus ? " - " : " + ";
                splice.wrap(left.begin(), right.end(), List.of(left, right), parts -> "(" + parts.get(0) + sign + parts.get(1)
                        + " + hotrow_interval_shift(" + parts.get(0) + ", " + parts.get(1) + (minus ? ", -1))" : ", 1))"));
            }
        }
    }

    /** The operations of times and numbers PostgreSQL has no operator for, or no one operator, which H2 answered. */
    private static void refuseWithoutOperator(SqlTokens t, Operation op) throws UnsupportedSqlException {
        int i = op.operator();
        String left = moment(t, op.first(), i - 1);
        String right = moment(t, i + 1, op.end() - 1);
        String sign = t.get(i).image();
        if (left != null && isNumber(t, i + 1, op.end()) || sign.equals("+") && right != null && isNumber(t, op.first(), i)) {
            throw UnsupportedSqlException.rejectedByPostgres("42883", "operator does not exist: " + (left != null ? left + " " + sign + " a number"
                    : "a number + " + right) + " (add an interval: x + interval '1 day')");
        }
        if ("time without time zone".equals(left) && left.equals(right) && sign.equals("+")) {
            throw UnsupportedSqlException.rejectedByPostgres("42725", "operator is not unique: time without time zone + time without time zone");
        }
        if (sign.equals("-") && "time without time zone".equals(right) && (isDate(t, op.first(), i - 1) || left != null && left.startsWith("timestamp "))) {
            throw new UnsupportedSqlException("a date or timestamp minus a time, which PostgreSQL reads as an interval and H2 does not;"
                    + " subtract an interval: x - interval '10:00:00'");
        }
    }

    /**
     * Whether tokens {@code [from, to)} are a number by their text: a number literal, or a cast to a number type last (as the engine
     * writes a number column next to a timestamp column, {@link TimestampColumnArithmetic}).
     */
    private static boolean isNumber(SqlTokens t, int from, int to) {
        return Operands.isSignedNumber(t, from, to, NUMBER) || to - from >= 3 && t.is(to - 2, "::") && NUMBER_TYPES.contains(Operands.upper(t, to - 1));
    }

    /** PostgreSQL's name of the type tokens {@code first} to {@code last} show as a timestamp, {@code timestamptz} or time, else null. */
    private static String moment(SqlTokens t, int first, int last) {
        if (isTyped(t, first, last, "TIMESTAMP")) {
            return "timestamp without time zone";
        }
        boolean bare = first == last && (t.is(first, "CURRENT_TIMESTAMP") || t.is(first, "LOCALTIMESTAMP"));
        if (isTyped(t, first, last, "TIMESTAMPTZ") || bare
                || CURRENT_TIMESTAMPS.contains(Operands.upper(t, first)) && last == first + 2 && t.is(first + 1, "(") && t.is(last, ")")) {
            return Operands.upper(t, first).equals("LOCALTIMESTAMP") ? "timestamp without time zone" : "timestamp with time zone";
        }
        return isTyped(t, first, last, "TIME") ? "time without time zone" : null;
    }

    /** The binary + and - whose operands the tokens delimit. */
    private static List<Operation> operations(SqlTokens t) {
        List<Operation> operations = new ArrayList<>();
        for (int i = 1; i < t.size(); i++) {
            if (!t.is(i, "-") && !t.is(i, "+") || !endsOperand(t, i - 1)) {
                continue;
            }
            int first = Operands.leftStart(t, i);
            int end = Operands.rightEnd(t, i);
            if (first < 0 || end < 0 || t.is(end, "[") || TIGHTER.contains(Operands.upper(t, end)) || UNITS.contains(Operands.upper(t, end))
                    || hasTighter(t, first, i)
                    || (t.is(first - 1, "-") || t.is(first - 1, "+")) && endsOperand(t, first - 2)) {
                continue; // a left operand that is the right one of an operator before: (a - b) - c is not a - (b - c)
            }
            operations.add(new Operation(first, i, end));
        }
        return operations;
    }

    /** Whether the operation adds an interval literal with days or months to what may be a {@code timestamptz}. */
    private static boolean shifts(SqlTokens t, Operation op) {
        int i = op.operator();
        if (!isInterval(t, i + 1, op.end() - 1) || isDate(t, op.first(), i - 1) || isInterval(t, op.first(), i - 1)
                || isTyped(t, op.first(), i - 1, "TIMESTAMP") || Operands.isLiteral(t, op.first()) && op.first() == i - 1) {
            return false;
        }
        for (int j = op.first(); j < i; j++) {
            if (VOLATILE.contains(Operands.upper(t, j)) && t.is(j + 1, "(")) {
                return false;
            }
        }
        String literal = t.get(t.is(i + 1, "INTERVAL") ? i + 2 : i + 1).image();
        try {
            String h2 = IntervalText.toH2(literal.substring(1, literal.length() - 1).replace("''", "'"));
            return h2.endsWith("DAY TO SECOND") || h2.endsWith("YEAR TO MONTH");
        } catch (UnsupportedSqlException refusedByIntervalLiterals) {
            return false;
        }
    }

    /** Whether token {@code i} can end an operand, so that a sign after it is a binary operator. */
    private static boolean endsOperand(SqlTokens t, int i) {
        return t.is(i, ")") || Operands.isLiteral(t, i) || Operands.isWord(t, i) && !BEFORE_OPERAND.contains(Operands.upper(t, i));
    }

    private static boolean hasTighter(SqlTokens t, int from, int to) {
        int depth = 0;
        for (int i = from; i < to; i++) {
            depth += t.is(i, "(") ? 1 : t.is(i, ")") ? -1 : 0;
            if (depth == 0 && TIGHTER.contains(Operands.upper(t, i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether tokens {@code first} to {@code last} are a date by their text, or a column of a VALUES list whose first row shows
     * one ({@code d} of {@code (VALUES (date '2024-01-01')) t(d)}), which H2 types a date too.
     */
    private static boolean isDate(SqlTokens t, int first, int last) {
        return showsDate(t, first, last) || ValuesColumns.shows(t, first, last, ValuesColumns.fromOf(t, first), DateArithmetic::showsDate);
    }

    private static boolean showsDate(SqlTokens t, int first, int last) {
        return isTyped(t, first, last, "DATE") || first == last && t.is(first, "CURRENT_DATE");
    }

    /** Whether tokens {@code first} to {@code last} are a PostgreSQL interval literal: {@code interval '1 day'}, {@code '1 day'::interval}. */
    private static boolean isInterval(SqlTokens t, int first, int last) {
        if (t.is(first, "INTERVAL")) {
            return last == first + 1 && isString(t, last);
        }
        return t.is(last, "INTERVAL") && t.is(last - 1, "::") && last - 2 == first && isString(t, first);
    }

    private static boolean isString(SqlTokens t, int i) {
        return i < t.size() && t.get(i).image().startsWith("'");
    }

    /** {@code type '...'}, {@code x::type} or {@code CAST(x AS type)}, spanning tokens {@code first} to {@code last}. */
    private static boolean isTyped(SqlTokens t, int first, int last, String type) {
        if (last == first + 1 && t.is(first, type) && isString(t, last)) {
            return true;
        }
        if (t.is(last, type) && t.is(last - 1, "::") && last - 1 > first) {
            return true;
        }
        return t.is(last, ")") && t.is(first, "CAST") && t.is(first + 1, "(") && t.closing(first + 1) == last && t.is(last - 1, type)
                && t.is(last - 2, "AS");
    }
}
