package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Arithmetic on columns whose result PostgreSQL types by the columns' types, which the text does not
 * show and H2 answers otherwise without an error:
 * <ul>
 * <li>{@code price / 3}, {@code price / qty}, {@code sum(price) / count(*)} with a numeric
 * {@code price} (or {@code sum(big)} of a bigint, a numeric in PostgreSQL): PostgreSQL's quotient has at least 16 significant digits, H2 scales it by the
 * declared types (22 decimals for a {@code numeric(12,2)}). The numeric operand is cast
 * ({@code price::numeric}), so that {@link NumericDivisions} makes it PostgreSQL's division. Only
 * where the other operand is shown to be an integer or a numeric (a column of that type, a number,
 * {@code count}); where it is a float (a column, {@code x::float8}), the numeric is cast to a double,
 * and so is a decimal literal divided by or into a float column ({@code f / 2.5}): PostgreSQL divides
 * doubles there, H2 gave a numeric. A float column divided by a bigint or what only the database types ({@code f / count(*)},
 * {@code f / sum(n) OVER ()}) is cast to a double, so that {@link NumericDivisions} casts the divisor: H2 divided a DECFLOAT. Anything else keeps H2's division.
 * <li>{@code a - d} of two dates: PostgreSQL's integer number of days, H2's INTERVAL DAY. A date
 * column {@code d} subtracted from a date (a date column, or {@code x::date} in the text) is cast
 * ({@code d::date}), so that {@link DateArithmetic} makes it the engine's date difference.
 * <li>{@code lag(v, 1, 1.5)} (and lead) of an integer column with a numeric default: PostgreSQL
 * types the call by both (numeric: the default is 1.5), H2 converts the default to the column's
 * type (2). The column is cast to numeric.
 * <li>{@code n * 2}, {@code price + n}, {@code n - 1}, {@code sum(n)} of an unconstrained numeric column {@code n} (H2's
 * DECFLOAT) in a statement that returns rows: H2 computes in DECFLOAT, which drops trailing zeros (4.25 for PostgreSQL's
 * 4.250, 11.5 for 11.50). The column is cast ({@code n::numeric}, which keeps each value's scale), so that H2 computes
 * in NUMERIC, whose sums and products have PostgreSQL's scale. Where nothing is returned (an UPDATE's SET, an INSERT)
 * the result goes into a column, which has its own scale, and the text stays H2's.
 * <li>{@code f * 1.1}, {@code f + n} with a float column {@code f} and a decimal literal or a numeric column {@code n} next
 * to it: PostgreSQL computes in double precision (0.1 * 1.1 is 0.11000000000000001), H2 in DECFLOAT (0.11, read as a
 * numeric). The literal or the numeric column is cast ({@code 1.1::float8}) where it is a whole operand of the operator.
 * <li>{@code d + interval '1 hour'}, {@code interval '1 day' + d}, {@code d - interval '1 day'} of a date column: a
 * timestamp in PostgreSQL, a date in H2 (the hour was lost). The column is cast ({@code d::date}), so that
 * {@link DateArithmetic} makes the date a timestamp first; with an interval column ({@code d + iv}) it is cast
 * {@code ::timestamp} itself.
 * <li>{@code sum(iv)} of an interval column, {@code sum(ends - starts)} of timestamp columns: the engine's
 * {@code hotrow_interval_sum}, which adds the days and the times apart as PostgreSQL does.
 * </ul>
 * As for {@link ColumnTypeUses}, the engine asks for the columns here, looks their types up, and
 * has the statement analysed again with the casts written in.
 */
public final class ColumnArithmetic {

    /** A look before tokenising: texts with none of these have no arithmetic (or decimal to compare) to type. */
    private static final Pattern WORTH_A_LOOK = Pattern.compile("(?i)[/*+-]|\\b(?:lag|lead|sum|sqrt|exp|ln|log|power|sign)\\b|\\d\\.|\\.\\d");
    /** H2's names of the types PostgreSQL calls numeric (an unconstrained numeric column is a DECFLOAT). */
    private static final Set<String> NUMERIC = Set.of("NUMERIC", "DECIMAL", "DECFLOAT");
    private static final Set<String> INTEGER = Set.of("TINYINT", "SMALLINT", "INTEGER", "BIGINT");
    private static final Set<String> FLOAT = Set.of("DOUBLE PRECISION", "REAL");
    private static final String DATE = "DATE";
    private static final Set<String> TIMESTAMPS = Set.of("TIMESTAMP", "TIMESTAMP WITH TIME ZONE");
    /** The engine's aggregate of intervals ({@code PostgresIntervalSum}), labelled sum by {@link RenamedFunctionCalls}. */
    static final String INTERVAL_SUM = "hotrow_interval_sum";
    /** H2's type of an unconstrained numeric column, which keeps no trailing zeros. */
    private static final String DECFLOAT = "DECFLOAT";
    /** What starts a statement that returns rows, besides RETURNING anywhere in it. */
    private static final Set<String> QUERY_STARTS = Set.of("SELECT", "WITH", "VALUES", "TABLE", "(");
    /** Words after which {@code *} is all columns, not a product. */
    private static final Set<String> SELECT_LIST_STARTS = Set.of("SELECT", "DISTINCT", "ALL", "RETURNING");
    /** Calls typed by their first argument, as their operands read: {@code price / nullif(qty, 0)} divides by an integer. */
    private static final Set<String> FIRST_ARGUMENT_TYPED = Set.of("NULLIF", "COALESCE", "ABS");
    /** Aggregates whose result has the type of their argument (avg: of a float). */
    private static final Set<String> TYPE_PRESERVING = Set.of("SUM", "MIN", "MAX", "AVG");
    /** Operators that bind tighter than +, - and *, each: an operand next to one is not the whole operand of those. */
    private static final Map<String, Set<String>> TIGHTER = Map.of("+", Set.of("*", "/", "%", "^", "::", "[", "."), "-",
            Set.of("*", "/", "%", "^", "::", "[", "."), "*", Set.of("^", "::", "[", "."));
    /** Operators that bind as tight as +, - and * or tighter, each: an operand after one belongs to it (left to right). */
    private static final Map<String, Set<String>> AS_TIGHT = Map.of("+", Set.of("+", "-", "*", "/", "%", "^", "::"), "-",
            Set.of("+", "-", "*", "/", "%", "^", "::"), "*", Set.of("*", "/", "%", "^", "::"));
    /** Comparison operators, and BETWEEN's words: a real column compared with a decimal literal. */
    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=", "<", ">", "<=", ">=", "BETWEEN", "AND");
    /** What may follow a decimal literal that is a whole operand of a comparison. */
    private static final Set<String> OPERAND_TIGHTER = Set.of("*", "/", "%", "^", "::", "[", ".", "+", "-", "||");
    /** Operators that take an operand ending before them away from a minus before it. */
    private static final Set<String> OPERATORS = Set.of("+", "-", "*", "/", "%", "^", "::", "||");

    /**
     * Functions that PostgreSQL has for numerics, computed in numeric with its own result scale, where H2 answers a double
     * ({@code sqrt(p)} of 2.00: 1.414213562373095, H2 1.4142135623730951) or an integer ({@code sign}): their numeric column
     * arguments are cast, so that {@link NumericLogarithms}, {@link FloatRanges} and {@link RenamedFunctionCalls} (sign)
     * type the call. A power of a numeric or integer column and an integer or numeric column or number, one a numeric, which the
     * text alone does not type, becomes {@link MathOperators#NUMERIC_POWER} here.
     */
    private static final Set<String> NUMERIC_FUNCTIONS = Set.of("SQRT", "EXP", "LN", "LOG", "POWER", "SIGN");

    /**
     * A bind parameter's type in a call: PostgreSQL resolves {@code power(numeric, unknown)} as numerics'
     * ({@code power(p, ?)}), so next to a numeric it may be the other operand, but it makes no power a numeric's alone.
     */
    private static final String PARAMETER = "?";
    /** PostgreSQL's names of the integer types, as a cast writes them. */
    private static final Set<String> INTEGER_CASTS = Set.of("INT", "INTEGER", "INT2", "INT4", "INT8", "SMALLINT", "BIGINT");

    private enum Use { DIVIDED, SUBTRACTED, LAGGED, COMPUTED, COMPARED, ARGUMENT, DURATIONS }

    /** A cast to write after token {@code token}. */
    private record Cast(int token, String text) {
    }

    /**
     * A use at the operator or call at token {@code at}: the columns are the tokens {@code left} and {@code right} (-1 where
     * that side is no column); a dividend that is a product of columns and numbers has its columns in {@code factors}.
     */
    private record Found(Use use, int at, int left, int right, List<Integer> factors) {

        Found(Use use, int at, int left, int right) {
            this(use, at, left, right, List.of());
        }
    }

    private ColumnArithmetic() {
    }

    /** The names (as PostgreSQL folds them) of the columns whose types decide such arithmetic. */
    public static Set<String> columns(String sql) {
        Set<String> names = new HashSet<>();
        SqlTokens t = worthALook(sql) ? StandardTokens.ofOrNull(sql) : null;
        for (Found found : t == null ? List.<Found>of() : uses(t)) { // no SQL our lexer reads: H2 decides about it
            for (int column : new int[] {found.left(), found.right()}) {
                if (column >= 0) {
                    names.add(name(t, column));
                }
            }
            if (found.use() == Use.DIVIDED) {
                found.factors().forEach(factor -> names.add(name(t, factor)));
            }
        }
        return names;
    }

    /**
     * Whether {@link #WORTH_A_LOOK} occurs outside the text's string literals: a data script's
     * INSERTs have dates, codes and addresses ({@code '2024-03-01 10:00:00+00'}, {@code 'SKU-00001'})
     * but no arithmetic, and tokenising each was a tenth of such a script's time (docs/benchmarks.md).
     * Where a quote may not open a literal (a dollar-quoted or escape string, a quoted name, a comment) the whole text is looked at.
     */
    private static boolean worthALook(String sql) {
        Matcher look = WORTH_A_LOOK.matcher(sql).useTransparentBounds(true);
        if (sql.indexOf('$') >= 0 || sql.indexOf('\\') >= 0 || sql.indexOf('"') >= 0 || sql.contains("--") || sql.contains("/*")) {
            return look.find();
        }
        int from = 0;
        while (true) {
            int quote = sql.indexOf('\'', from);
            if (look.region(from, quote < 0 ? sql.length() : quote).find()) {
                return true;
            }
            int close = quote < 0 ? -1 : sql.indexOf('\'', quote + 1);
            if (close < 0) {
                return false; // the end, or an unclosed literal, which the lexer refuses
            }
            from = close + 1; // a doubled quote inside a literal reads as two literals side by side, with nothing between
        }
    }

    /** The text (its strings in standard form) with the casts written in that the columns' types {@code types} (name to H2's type name) call for. */
    public static String typed(String sql, Map<String, String> types) {
        if (types.isEmpty() || !WORTH_A_LOOK.matcher(sql).find()) {
            return sql;
        }
        String standard = LexicalForms.standard(sql);
        SqlTokens t = new SqlTokens(standard);
        Splice splice = new Splice(standard);
        Set<Integer> castToNumeric = new HashSet<>(); // a column may stand by two operators: cast once
        Map<Integer, String> casts = new HashMap<>(); // token to the cast written after it, once
        boolean returnsRows = returnsRows(t);
        for (Found found : uses(t)) {
            String left = found.left() < 0 ? null : types.get(name(t, found.left()));
            String right = found.right() < 0 ? null : types.get(name(t, found.right()));
            switch (found.use()) {
                case DIVIDED -> (found.factors().isEmpty() ? divided(t, found, left, right) : product(t, found, right, types))
                        .ifPresent(cast -> casts.put(cast.token(), cast.text()));
                case SUBTRACTED -> {
                    if (DATE.equals(right) && (found.left() < 0 || DATE.equals(left))) {
                        // after the column, or after the whole min(d) / max(d), where DateArithmetic reads it
                        casts.put(found.factors().isEmpty() ? found.right() : found.factors().get(0), "::date");
                    }
                }
                case LAGGED -> {
                    int close = t.closing(found.at() + 1);
                    int defaultStart = t.nextTopLevel(found.left() + 2, close, ",") + 1;
                    if (isOf(left, INTEGER) && defaultStart > 0 && ArithmeticType.of(t, defaultStart, close) == ArithmeticType.NUMERIC) {
                        casts.put(found.left(), "::numeric");
                    }
                }
                case ARGUMENT -> {
                    if (t.is(found.at(), "POWER") && isNumericPower(t, found, left, right)) {
                        // power(p, qty), power(qty, 2::numeric): PostgreSQL's numeric power, which the text alone does not show the shim
                        splice.replace(t.get(found.at()).begin(), t.get(found.at()).end(), MathOperators.NUMERIC_POWER);
                    }
                    if (isOf(left, NUMERIC)) {
                        castToNumeric.add(found.left());
                    }
                    if (isOf(right, NUMERIC)) {
                        castToNumeric.add(found.right());
                    }
                }
                case DURATIONS -> {
                    if (TIMESTAMPS.contains(left) && TIMESTAMPS.contains(right)) {
                        // sum(ends - starts): intervals of days and a time, which PostgreSQL adds apart (H2 carried 30 hours into a day)
                        splice.replace(t.get(found.at()).begin(), t.get(found.at()).end(), INTERVAL_SUM);
                    }
                }
                case COMPARED -> {
                    if ("REAL".equals(left)) {
                        casts.put(found.at(), "::float8"); // the literal: PostgreSQL compares a real with a numeric as doubles
                    }
                }
                case COMPUTED -> {
                    if (isOf(left, FLOAT) || isOf(right, FLOAT)) {
                        floated(t, found, isOf(left, FLOAT) ? right : left, isOf(left, FLOAT)).ifPresent(token -> casts.put(token, "::float8"));
                    } else if (DATE.equals(left) && !t.is(found.at(), "*") && isIntervalLiteral(t, found.at() + 1, true)
                            || DATE.equals(right) && t.is(found.at(), "+") && isIntervalLiteral(t, found.at() - 1, false)) {
                        casts.put(DATE.equals(left) ? found.left() : found.right(), "::date");
                    } else if (t.is(found.at(), "SUM") && isInterval(left)) {
                        // PostgreSQL adds the days and the times apart (20:00:00 and 10:00:00 make 30:00:00; H2 said 1 day 06:00:00)
                        splice.replace(t.get(found.at()).begin(), t.get(found.at()).end(), INTERVAL_SUM);
                    } else if (DATE.equals(left) && isInterval(right) && (t.is(found.at(), "+") || t.is(found.at(), "-"))
                            || DATE.equals(right) && isInterval(left) && t.is(found.at(), "+")) {
                        // of an interval column: the date a timestamp first, as PostgreSQL adds them (H2 answered a date)
                        casts.put(DATE.equals(left) ? found.left() : found.right(), "::timestamp");
                    }
                    if (returnsRows && DECFLOAT.equals(left)) {
                        castToNumeric.add(found.left());
                    }
                    if (returnsRows && DECFLOAT.equals(right)) {
                        castToNumeric.add(found.right());
                    }
                }
            }
        }
        castToNumeric.forEach(column -> casts.putIfAbsent(column, "::numeric")); // a numeric column next to a float is a float
        casts.forEach((token, cast) -> splice.insert(t.get(token).end(), cast));
        return splice.changed() ? splice.render() : sql;
    }

    /**
     * Casts the numeric column of a division by the other operand's type: to numeric where that is an
     * integer or a numeric, to a double where it is a float (PostgreSQL divides a numeric by a double
     * as doubles; H2 makes the quotient a numeric, with other digits). A decimal literal with a float
     * column is cast to a double for the same reason.
     */
    private static Optional<Cast> divided(SqlTokens t, Found found, String leftColumn, String rightColumn) {
        boolean averagedLeft = t.is(Operands.leftStart(t, found.at()), "AVG");
        if (averagedLeft || t.is(found.at() + 1, "AVG")) {
            // avg(f) of a float is a float: shown so (avg(f::float8)), NumericDivisions divides doubles; of anything else a numeric, as it reads
            int column = averagedLeft ? found.left() : found.right();
            return isOf(averagedLeft ? leftColumn : rightColumn, FLOAT) ? Optional.of(new Cast(column, "::float8")) : Optional.empty();
        }
        String left = summed(t, Operands.leftStart(t, found.at()), leftColumn);
        String right = summed(t, found.at() + 1, rightColumn);
        String leftType = found.left() >= 0 ? left : numberType(t, Operands.leftStart(t, found.at()), found.at());
        String rightType = found.right() >= 0 ? right : numberType(t, found.at() + 1, Operands.rightEnd(t, found.at()));
        if (isOf(left, FLOAT) && found.right() < 0 && "NUMERIC".equals(rightType)) {
            return Optional.of(new Cast(found.at() + 1, "::float8")); // f / 2.5: not the numeric division the literal would make it
        }
        if (isOf(right, FLOAT) && found.left() < 0 && "NUMERIC".equals(leftType)) {
            return Optional.of(new Cast(found.at() - 1, "::float8"));
        }
        if (isOf(left, FLOAT) && found.left() >= 0 && (rightType == null || "BIGINT".equals(rightType))
                || isOf(right, FLOAT) && found.right() >= 0 && "BIGINT".equals(leftType)) {
            // f / count(*), f / sum(n) OVER (), count(*) / f: the float shown, NumericDivisions divides doubles (H2 made a DECFLOAT)
            return Optional.of(new Cast(isOf(left, FLOAT) ? found.left() : found.right(), "::float8"));
        }
        int column = isOf(left, NUMERIC) ? found.left() : isOf(right, NUMERIC) ? found.right() : -1;
        String other = column == found.left() ? rightType : leftType;
        if (column < 0 || other == null) {
            return Optional.empty();
        }
        if (isOf(other, INTEGER) || isOf(other, NUMERIC)) {
            return Optional.of(new Cast(column, "::numeric"));
        }
        return isOf(other, FLOAT) ? Optional.of(new Cast(column, "::float8")) : Optional.empty();
    }

    /**
     * The cast of the first numeric column of a dividend that is a product of integer and numeric columns and numbers
     * ({@code price * 100 / 3}), divided by an integer or a numeric: PostgreSQL's numeric quotient, as for a lone column;
     * or of a decimal divisor of a product with a float column, as for a lone float column.
     */
    private static Optional<Cast> product(SqlTokens t, Found found, String rightColumn, Map<String, String> types) {
        String divisor = found.right() >= 0 ? rightColumn : numberType(t, found.at() + 1, Operands.rightEnd(t, found.at()));
        List<String> factorTypes = found.factors().stream().map(factor -> types.get(name(t, factor))).toList();
        if (found.right() < 0 && "NUMERIC".equals(divisor) && factorTypes.stream().anyMatch(type -> isOf(type, FLOAT))) {
            return Optional.of(new Cast(found.at() + 1, "::float8")); // f * 2 / 2.5: a double's quotient
        }
        if (!(isOf(divisor, INTEGER) || isOf(divisor, NUMERIC)) || !factorTypes.stream().allMatch(type -> isOf(type, INTEGER) || isOf(type, NUMERIC))) {
            return Optional.empty();
        }
        int numeric = factorTypes.indexOf(factorTypes.stream().filter(type -> isOf(type, NUMERIC)).findFirst().orElse(null));
        return numeric < 0 ? Optional.empty() : Optional.of(new Cast(found.factors().get(numeric), "::numeric"));
    }

    /**
     * The token to cast to a double at a {@code +}, {@code -} or {@code *} with a float column on one side ({@code floatOnLeft}):
     * the other side's decimal literal, or its numeric column ({@code otherType}), where that is a whole operand of the operator.
     */
    private static Optional<Integer> floated(SqlTokens t, Found found, String otherType, boolean floatOnLeft) {
        String operator = t.get(found.at()).image();
        int column = floatOnLeft ? found.right() : found.left();
        int other = column >= 0 ? column : floatOnLeft ? found.at() + 1 : found.at() - 1;
        boolean decimal = column < 0 && Operands.isLiteral(t, other) && "NUMERIC".equals(numberType(t, other, other + 1));
        if (!(column >= 0 && isOf(otherType, NUMERIC) || decimal)) {
            return Optional.empty();
        }
        int before = t.is(other - 1, ".") ? other - 3 : other - 1;
        boolean whole = floatOnLeft ? !TIGHTER.get(operator).contains(Operands.upper(t, other + 1))
                : !AS_TIGHT.get(operator).contains(Operands.upper(t, before));
        return whole ? Optional.of(other) : Optional.empty();
    }

    /**
     * Whether the power call at {@code found} is PostgreSQL's of numerics: each argument an integer or a numeric (a column of the
     * type {@code left} or {@code right}, or what the text shows), one at least a numeric.
     */
    private static boolean isNumericPower(SqlTokens t, Found found, String leftColumn, String rightColumn) {
        int close = t.closing(found.at() + 1);
        int comma = t.nextTopLevel(found.at() + 2, close, ",");
        if (comma < 0) {
            return false;
        }
        String left = found.left() >= 0 ? leftColumn : shownType(t, found.at() + 2, comma);
        String right = found.right() >= 0 ? rightColumn : shownType(t, comma + 1, close);
        return (isOf(left, NUMERIC) || isOf(right, NUMERIC)) && isPowerOperand(left) && isPowerOperand(right);
    }

    /** Whether an operand of type {@code type} may stand in a numeric's power: an integer, a numeric, a bind parameter. */
    private static boolean isPowerOperand(String type) {
        return isOf(type, NUMERIC) || isOf(type, INTEGER) || PARAMETER.equals(type);
    }

    /**
     * H2's type name of tokens {@code [from, to)} where the text shows it to be a number of a type (a number, a cast to an
     * integer type or to numeric), {@link #PARAMETER} for a lone bind parameter, else null.
     */
    private static String shownType(SqlTokens t, int from, int to) {
        if (from + 1 == to && t.is(from, "?")) {
            return PARAMETER;
        }
        int cast = Operands.lastCast(t, from, to);
        if (cast >= 0 && cast + 2 == to && INTEGER_CASTS.contains(Operands.upper(t, cast + 1))) {
            return "INTEGER";
        }
        String number = numberType(t, from, to);
        return number != null || ArithmeticType.of(t, from, to) != ArithmeticType.NUMERIC ? number : "NUMERIC";
    }

    private static boolean isInterval(String type) {
        return type != null && type.startsWith("INTERVAL");
    }

    /** Whether an interval literal ({@code interval '1 day'}, {@code '1 day'::interval}) starts (or ends) at token {@code i}. */
    private static boolean isIntervalLiteral(SqlTokens t, int i, boolean starts) {
        if (starts) {
            return t.is(i, "INTERVAL") && isString(t, i + 1) && !t.is(i + 2, "::")
                    || isString(t, i) && t.is(i + 1, "::") && t.is(i + 2, "INTERVAL") && !t.is(i + 3, "(");
        }
        return isString(t, i) && t.is(i - 1, "INTERVAL") && !t.is(i - 2, "::") || t.is(i, "INTERVAL") && t.is(i - 1, "::") && isString(t, i - 2);
    }

    private static boolean isString(SqlTokens t, int i) {
        return Operands.isLiteral(t, i) && t.get(i).image().startsWith("'");
    }

    /** The type of an operand starting at token {@code start} of a column of type {@code type}: PostgreSQL's sum of a bigint is a numeric, of a smaller integer a bigint. */
    private static String summed(SqlTokens t, int start, String type) {
        if (!t.is(start, "SUM")) {
            return type;
        }
        return "BIGINT".equals(type) ? "NUMERIC" : isOf(type, INTEGER) ? "BIGINT" : type;
    }

    /** H2's type name of tokens {@code [from, to)} where they are a number, a count or shown to be a float, else null. */
    private static String numberType(SqlTokens t, int from, int to) {
        if (from + 1 == to && Operands.isLiteral(t, from) && Character.isDigit(t.get(from).image().charAt(0))) {
            return t.get(from).image().matches("\\d+") ? "INTEGER" : "NUMERIC";
        }
        if (t.is(from, "COUNT") && t.is(from + 1, "(") && callEnd(t, t.closing(from + 1) + 1) == to) {
            return "BIGINT";
        }
        return ArithmeticType.of(t, from, to) == ArithmeticType.FLOAT ? "DOUBLE PRECISION" : null;
    }

    private static List<Found> uses(SqlTokens t) {
        List<Found> found = new ArrayList<>();
        boolean returnsRows = returnsRows(t);
        for (int i = 1; i + 1 < t.size(); i++) {
            computed(t, i, returnsRows).ifPresent(found::add);
            compared(t, i).ifPresent(found::add);
            argument(t, i).ifPresent(found::add);
            if (t.is(i, "/") && !t.is(i - 1, "|") && !t.is(i - 1, "||")) {
                int begin = Operands.leftStart(t, i);
                int end = begin < 0 ? -1 : Operands.rightEnd(t, i);
                int left = begin < 0 ? -1 : columnOf(t, begin, i);
                int right = end < 0 ? -1 : columnOf(t, i + 1, end);
                List<Integer> factors = left < 0 && end >= 0 ? productColumns(t, begin, i) : List.of();
                if (left >= 0 || right >= 0 || !factors.isEmpty()) {
                    found.add(new Found(Use.DIVIDED, i, left, right, factors));
                }
            } else if (t.is(i, "-")) {
                int right = ColumnTypeUses.columnStartingAt(t, i + 1);
                if (right >= 0 && !OPERATORS.contains(Operands.upper(t, right + 1))) {
                    int left = ColumnTypeUses.columnEndingAt(t, i - 1);
                    int leftStart = left < 0 ? -1 : t.is(left - 1, ".") ? left - 2 : left;
                    if (showsDate(t, i - 1)) {
                        found.add(new Found(Use.SUBTRACTED, i, -1, right));
                    } else if (left >= 0 && !OPERATORS.contains(Operands.upper(t, leftStart - 1))) {
                        found.add(new Found(Use.SUBTRACTED, i, left, right));
                    }
                } else {
                    extremes(t, i).ifPresent(found::add);
                }
            } else if ((t.is(i, "LAG") || t.is(i, "LEAD")) && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                int column = ColumnTypeUses.columnStartingAt(t, i + 2);
                if (column >= 0 && t.is(column + 1, ",")) {
                    found.add(new Found(Use.LAGGED, i, column, -1));
                }
            }
        }
        return found;
    }

    /**
     * {@code max(d) - min(d)} at the minus at token {@code i}: min or max of a lone column on both sides (the right one without
     * FILTER or OVER, which a cast after it would not follow), the columns as {@code left} and {@code right}, and the right
     * call's closing parenthesis as the one factor, where the cast goes.
     */
    private static Optional<Found> extremes(SqlTokens t, int i) {
        int begin = Operands.leftStart(t, i);
        int end = begin < 0 ? -1 : Operands.rightEnd(t, i);
        if (end < 0 || !isExtreme(t, begin) || !isExtreme(t, i + 1) || t.closing(i + 2) != end - 1 || OPERATORS.contains(Operands.upper(t, begin - 1))) {
            return Optional.empty();
        }
        int left = columnOf(t, begin, i);
        int right = columnOf(t, i + 1, end);
        return left >= 0 && right >= 0 ? Optional.of(new Found(Use.SUBTRACTED, i, left, right, List.of(end - 1))) : Optional.empty();
    }

    private static boolean isExtreme(SqlTokens t, int i) {
        return (t.is(i, "MIN") || t.is(i, "MAX")) && t.is(i + 1, "(") && !t.is(i - 1, ".");
    }

    /** Whether the statement returns rows: a query, or a statement with RETURNING. */
    private static boolean returnsRows(SqlTokens t) {
        if (t.size() > 0 && QUERY_STARTS.contains(Operands.upper(t, 0))) {
            return true;
        }
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "RETURNING")) {
                return true;
            }
        }
        return false;
    }

    /**
     * A column computed with at token {@code i}: a lone column next to {@code +}, {@code -} or {@code *} (either side), or
     * summed ({@code sum(c)}) in a statement that returns rows; its type decides what H2 computes otherwise (a float, a date)
     * or what its DECFLOAT loses (an unconstrained numeric's scale).
     */
    private static Optional<Found> computed(SqlTokens t, int i, boolean returnsRows) {
        boolean multiplied = t.is(i, "*") && endsOperand(t, i - 1); // not the * of SELECT *, t.* or count(*)
        if (t.is(i, "+") || t.is(i, "-") || multiplied) {
            int left = ColumnTypeUses.columnEndingAt(t, i - 1);
            int right = ColumnTypeUses.columnStartingAt(t, i + 1);
            return left >= 0 || right >= 0 ? Optional.of(new Found(Use.COMPUTED, i, left, right)) : Optional.empty();
        }
        if (returnsRows && t.is(i, "SUM") && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
            int column = ColumnTypeUses.columnStartingAt(t, i + 2);
            if (column >= 0 && t.is(column + 1, "-")) {
                int subtracted = ColumnTypeUses.columnStartingAt(t, column + 2);
                return subtracted >= 0 && t.is(subtracted + 1, ")") ? Optional.of(new Found(Use.DURATIONS, i, column, subtracted)) : Optional.empty();
            }
            return column >= 0 && t.is(column + 1, ")") ? Optional.of(new Found(Use.COMPUTED, i, column, -1)) : Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * The columns that are whole arguments of a call at token {@code i} to one of {@link #NUMERIC_FUNCTIONS} with one or two
     * arguments ({@code sqrt(p)}, {@code power(p, q)}, {@code log(2, p)}): the first as {@code left}, the second as {@code right}.
     */
    private static Optional<Found> argument(SqlTokens t, int i) {
        if (!NUMERIC_FUNCTIONS.contains(Operands.upper(t, i)) || !t.is(i + 1, "(") || t.is(i - 1, ".") && !t.is(i - 2, "PG_CATALOG")) {
            return Optional.empty();
        }
        int close = t.closing(i + 1);
        int comma = t.nextTopLevel(i + 2, close, ",");
        if (!t.is(close, ")") || comma >= 0 && t.nextTopLevel(comma + 1, close, ",") >= 0) {
            return Optional.empty();
        }
        int left = columnOf(t, i + 2, comma < 0 ? close : comma);
        int right = comma < 0 ? -1 : columnOf(t, comma + 1, close);
        return left >= 0 || right >= 0 ? Optional.of(new Found(Use.ARGUMENT, i, left, right)) : Optional.empty();
    }

    /**
     * A lone column compared at token {@code i} with a decimal literal ({@code disc > 0.1}, {@code 0.1 < disc},
     * {@code disc BETWEEN 0.05 AND 0.1}): the column as {@code left}, the literal's token as {@code at}.
     */
    private static Optional<Found> compared(SqlTokens t, int i) {
        if (!COMPARISONS.contains(Operands.upper(t, i))) {
            return Optional.empty();
        }
        boolean upperBound = t.is(i, "AND");
        int before = upperBound ? (t.is(i - 2, "BETWEEN") && isDecimal(t, i - 1) ? i - 3 : -1) : i - 1; // x BETWEEN low AND high
        int column = before < 0 ? -1 : ColumnTypeUses.columnEndingAt(t, before);
        int columnStart = column >= 0 && t.is(column - 1, ".") ? column - 2 : column;
        if (column >= 0 && isWholeDecimal(t, i + 1) && !OPERAND_TIGHTER.contains(Operands.upper(t, columnStart - 1))) {
            return Optional.of(new Found(Use.COMPARED, i + 1, column, -1));
        }
        int reversed = upperBound || t.is(i, "BETWEEN") ? -1 : ColumnTypeUses.columnStartingAt(t, i + 1);
        if (reversed >= 0 && isDecimal(t, i - 1) && !OPERAND_TIGHTER.contains(Operands.upper(t, i - 2))
                && !OPERAND_TIGHTER.contains(Operands.upper(t, reversed + 1))) {
            return Optional.of(new Found(Use.COMPARED, i - 1, reversed, -1));
        }
        return Optional.empty();
    }

    /** A decimal literal at token {@code i} that is a whole operand of what comes before it. */
    private static boolean isWholeDecimal(SqlTokens t, int i) {
        return isDecimal(t, i) && !OPERAND_TIGHTER.contains(Operands.upper(t, i + 1));
    }

    private static boolean isDecimal(SqlTokens t, int i) {
        return Operands.isLiteral(t, i) && "NUMERIC".equals(numberType(t, i, i + 1));
    }

    /** Whether token {@code i} can end an operand: a name (not a word a select list follows), a literal, a closing parenthesis or bracket. */
    private static boolean endsOperand(SqlTokens t, int i) {
        return i >= 0 && (t.get(i).isName() && !SELECT_LIST_STARTS.contains(Operands.upper(t, i)) || Operands.isLiteral(t, i) || t.is(i, ")")
                || t.is(i, "]"));
    }

    /** Whether the operand ending at token {@code last} is a date by its text: {@code x::date}, {@code date '...'}, {@code current_date}. */
    private static boolean showsDate(SqlTokens t, int last) {
        return t.is(last, "DATE") && t.is(last - 1, "::") || t.is(last, "CURRENT_DATE")
                || last > 0 && t.get(last).image().startsWith("'") && t.is(last - 1, "DATE");
    }

    /**
     * The column token of tokens {@code [from, to)} that are a lone column, a type-preserving
     * aggregate of one (with FILTER or OVER), or nullif, coalesce or abs of one (first), or -1.
     */
    private static int columnOf(SqlTokens t, int from, int to) {
        if (TYPE_PRESERVING.contains(Operands.upper(t, from)) && t.is(from + 1, "(")) {
            int close = t.closing(from + 1);
            if (callEnd(t, close + 1) != to) {
                return -1;
            }
            from += 2;
            to = close;
        } else if (FIRST_ARGUMENT_TYPED.contains(Operands.upper(t, from)) && t.is(from + 1, "(") && t.closing(from + 1) == to - 1) {
            int comma = t.nextTopLevel(from + 2, to - 1, ",");
            from += 2;
            to = comma < 0 ? to - 1 : comma;
        }
        int column = ColumnTypeUses.columnStartingAt(t, from);
        return column >= 0 && column + 1 == to ? column : -1;
    }

    /**
     * The column tokens of tokens {@code [from, to)} that are a product of lone columns and numbers ({@code price * 100},
     * {@code price * qty}), or the sum of one, the dividend of {@code price * qty / 3}; none when they are anything else.
     */
    private static List<Integer> productColumns(SqlTokens t, int from, int to) {
        if (t.is(from, "SUM") && t.is(from + 1, "(") && callEnd(t, t.closing(from + 1) + 1) == to) {
            return productColumns(t, from + 2, t.closing(from + 1)); // sum(price * qty) / sum(qty)
        }
        List<Integer> columns = new ArrayList<>();
        int factor = from;
        for (int star = t.nextTopLevel(from, to, "*"); factor < to; star = t.nextTopLevel(factor, to, "*")) {
            int end = star < 0 ? to : star;
            int column = ColumnTypeUses.columnStartingAt(t, factor);
            if (column >= 0 && column + 1 == end) {
                columns.add(column);
            } else if (!(end == factor + 1 && Operands.isLiteral(t, factor) && Character.isDigit(t.get(factor).image().charAt(0)))) {
                return List.of();
            }
            factor = end + 1;
        }
        return columns.size() > 0 && from < to && t.nextTopLevel(from, to, "*") >= 0 ? columns : List.of();
    }

    /** Past the FILTER and OVER clauses of an aggregate call, if any, starting at token {@code i}. */
    private static int callEnd(SqlTokens t, int i) {
        if (t.is(i, "FILTER") && t.is(i + 1, "(")) {
            i = t.closing(i + 1) + 1;
        }
        if (t.is(i, "OVER")) {
            i = t.is(i + 1, "(") ? t.closing(i + 1) + 1 : i + 2;
        }
        return i;
    }

    /** Whether H2's type name {@code type} (null: not known) is one of {@code types}. */
    private static boolean isOf(String type, Set<String> types) {
        return type != null && types.contains(type);
    }

    private static String name(SqlTokens t, int column) {
        return Names.normalize(t.get(column).image());
    }
}
