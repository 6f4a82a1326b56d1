package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's interval literals, {@code interval '1 day'}, {@code '2 hours'::interval} and
 * {@code CAST('7 days' AS interval)}, which H2 cannot parse: as H2's {@code INTERVAL '1' DAY}
 * (see {@link IntervalText}). Hibernate writes date arithmetic this way ({@code (?)*interval '1 day'}),
 * and so do applications ({@code now() - interval '7 days'}). The standard form
 * {@code interval '1' day}, which both accept, is left alone. An interval cast from anything but
 * a literal has no H2 counterpart and is refused. An interval of months times or divided by a number is checked by the engine
 * ({@code hotrow_month_factor}): PostgreSQL carries a fraction of a month into days, which H2's interval cannot hold.
 */
final class IntervalLiterals implements Rule {

    /** H2's literal of an interval of months, as {@link IntervalText} writes it: sign, years, months. */
    private static final Pattern MONTHS = Pattern.compile("INTERVAL '(-?)(\\d+)-(\\d+)' YEAR TO MONTH");
    /** A number of seconds, as {@code interval '4.5' second(2)} writes it. */
    private static final Pattern SECONDS = Pattern.compile("\\s*[+-]?(\\d+(\\.\\d*)?|\\.\\d+)\\s*");
    private static final Set<String> H2_UNITS = Set.of("YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND");
    /** The fields of a standard day-time literal ({@code interval '1' hour}) whose products {@link #scaledTime} reads. */
    private static final Set<String> TIME_UNITS = Set.of("DAY", "HOUR", "MINUTE", "SECOND");
    /** Operators that bind as tightly as {@code *}: a factor after one is part of a product that starts before it. */
    static final Set<String> TIGHTER = Set.of("*", "/", "%", "^", "::");

    @Override
    public List<String> words() {
        return List.of("interval");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            if (!t.is(i, "INTERVAL") || t.is(i - 1, ".")) {
                continue;
            }
            if (TypePositions.isLiteralType(t, i)) {
                if (!isUnit(t, i + 2)) {
                    translate(t, splice, i, i + 1, i + 1);
                } else if (t.is(i + 2, "SECOND") && t.is(i + 3, "(") && t.is(i + 5, ")") && SECONDS.matcher(literal(t, i + 1)).matches()
                        && t.get(i + 4).image().matches("[0-6]")) {
                    roundedSeconds(t, splice, i, Integer.parseInt(t.get(i + 4).image()));
                    scaledTime(t, splice, i, i + 5, false);
                } else if (TIME_UNITS.contains(t.get(i + 2).image().toUpperCase(Locale.ROOT)) && !t.is(i + 3, "(") && !t.is(i + 3, "TO")) {
                    scaledTime(t, splice, i, i + 2, t.is(i + 2, "DAY"));
                }
            } else if (t.is(i - 1, "::")) {
                if (!isString(t, i - 2)) {
                    throw castRefused();
                }
                translate(t, splice, i - 2, i, i - 2);
            } else if (t.is(i - 1, "AS") && t.is(i + 1, ")") && t.is(i - 4, "CAST") && t.is(i - 3, "(")) {
                if (!isString(t, i - 2)) {
                    throw castRefused();
                }
                translate(t, splice, i - 4, i + 1, i - 2);
            } else if (TypePositions.isCastTarget(t, i)) {
                throw castRefused();
            }
        }
    }

    /**
     * Replaces tokens {@code [first, last]} by the H2 form of the string at {@code text}. A bind
     * parameter multiplying it ({@code (?)*interval '1 day'}, Hibernate's date arithmetic) is typed
     * as NUMERIC: PostgreSQL infers a number there, H2 cannot type a bare parameter next to an interval.
     */
    private static void translate(SqlTokens t, Splice splice, int first, int last, int text) throws UnsupportedSqlException {
        String h2 = IntervalText.toH2(literal(t, text));
        splice.replace(t.get(first).begin(), t.get(last).end(), h2);
        Matcher months = MONTHS.matcher(h2);
        if (months.matches()) {
            scaledMonths(t, splice, first, last, (months.group(1).isEmpty() ? 1 : -1) * (Long.parseLong(months.group(2)) * 12 + Long.parseLong(months.group(3))));
        } else {
            scaledTime(t, splice, first, last, h2.endsWith("DAY TO SECOND"));
        }
        int factor = t.is(first - 1, "*") ? first - 2 : t.is(last + 1, "*") ? last + 2 : -1;
        if (factor >= 0 && t.is(factor, ")") && t.is(factor - 1, "?") && t.is(factor - 2, "(")) {
            factor--;
        }
        if (t.is(factor, "?")) {
            splice.insert(t.get(factor).begin(), "CAST(");
            splice.insert(t.get(factor).end(), " AS NUMERIC)");
        }
    }

    /**
     * {@code interval '4.56789' second(2)} (tokens from {@code first}): PostgreSQL's precision counts the fraction's digits and
     * rounds the seconds to them, half away from zero ({@code 00:00:04.57}); H2's counts the leading digits and kept the
     * fraction. The rounded seconds are written as H2's literal.
     */
    private static void roundedSeconds(SqlTokens t, Splice splice, int first, int digits) throws UnsupportedSqlException {
        BigDecimal seconds = new BigDecimal(literal(t, first + 1).strip()).setScale(digits, RoundingMode.HALF_UP);
        splice.replace(t.get(first).begin(), t.get(first + 5).end(), IntervalText.toH2(seconds.toPlainString() + " seconds"));
    }

    /**
     * An interval of {@code months} (tokens {@code first} to {@code last}) times or divided by a factor: the factor checked by
     * {@code hotrow_month_factor}, which refuses a result with a fraction of a month (PostgreSQL carries it into days, H2
     * truncated it). A factor of one token (a number, a name, a parameter, with a sign), a dotted name, a call or in parentheses.
     */
    private static void scaledMonths(SqlTokens t, Splice splice, int first, int last, long months) {
        String operator = t.is(last + 1, "*") || t.is(last + 1, "/") ? t.get(last + 1).image() : t.is(first - 1, "*") ? "*" : null;
        if (operator == null) {
            return;
        }
        int start;
        int end;
        if (t.is(last + 1, operator)) {
            start = last + 2;
            end = factorEnd(t, start);
        } else {
            end = first - 2;
            start = factorStart(t, end);
        }
        if (!isFactor(t, start, end)) {
            return;
        }
        Splice.Span factor = new Splice.Span(t.get(start).begin(), t.get(end).end());
        splice.wrap(factor.begin(), factor.end(), List.of(factor), parts -> "hotrow_month_factor(" + months + ", " + parts.get(0) + ", '" + operator + "')");
    }

    /**
     * A day-time interval (tokens {@code first} to {@code last}) times or divided by factors, one on its left
     * ({@code 2 * interval '1 hour'}) and any on its right, left to right as PostgreSQL's precedence reads them: each step the
     * engine's {@code hotrow_interval_scale}, PostgreSQL's arithmetic (H2's failed on {@code / 7}, truncated
     * {@code interval '1' hour / 2} to 0 hours and carried a product's hours into days). Where the literal has no days its
     * result is cast back to hours, which the function's type (DAY TO SECOND) would carry into days ({@code 27:00:00}).
     * A factor read otherwise (after a tighter operator, or cast, or subscripted) leaves the rest to H2.
     */
    private static void scaledTime(SqlTokens t, Splice splice, int first, int last, boolean days) {
        int begin = first;
        if (t.is(first - 1, "*")) {
            int start = factorStart(t, first - 2);
            if (!isFactor(t, start, first - 2) || start > 0 && TIGHTER.contains(t.get(start - 1).image())) {
                return;
            }
            begin = start;
            step(t, splice, begin, first, last, start, first - 2, "*", days);
        }
        int end = last;
        while (t.is(end + 1, "*") || t.is(end + 1, "/")) {
            int factorEnd = factorEnd(t, end + 2);
            if (!isFactor(t, end + 2, factorEnd)) {
                return;
            }
            step(t, splice, begin, first, end, end + 2, factorEnd, t.get(end + 1).image(), days);
            end = factorEnd;
        }
    }

    /**
     * One product of {@link #scaledTime}, from token {@code begin}: the literal ({@code from} to {@code to}) and the factor on its left
     * ({@code start} to {@code end}), or the product up to {@code to} and the factor on its right.
     */
    private static void step(SqlTokens t, Splice splice, int begin, int from, int to, int start, int end, String operator, boolean days) {
        boolean leftFactor = start < from;
        Splice.Span interval = new Splice.Span(t.get(leftFactor ? from : begin).begin(), t.get(to).end());
        Splice.Span factor = new Splice.Span(t.get(start).begin(), t.get(end).end());
        int spanEnd = Math.max(to, end);
        splice.wrap(t.get(begin).begin(), t.get(spanEnd).end(), List.of(interval, factor), parts -> {
            String call = "hotrow_interval_scale(" + parts.get(0) + ", " + parts.get(1) + ", '" + operator + "')";
            return days ? call : "CAST(" + call + " AS INTERVAL HOUR(18) TO SECOND(6))";
        });
        if (t.outputItems().mayLabel(begin, spanEnd, "?column?")) {
            t.outputItems().label(splice, spanEnd, "?column?"); // an operator's result, as PostgreSQL labels it; H2's was the call's or cast
        }
    }

    /**
     * The last token of a factor opening at {@code start}: one token with its sign, a dotted name, a call, or in parentheses,
     * with the casts after it ({@code 7.0::float8}, which binds tighter than {@code *}).
     */
    static int factorEnd(SqlTokens t, int start) {
        int operand = t.is(start, "-") || t.is(start, "+") ? start + 1 : start;
        int end = t.is(operand, "(") ? t.closing(operand) : operand;
        while (t.is(end + 1, ".") && end + 2 < t.size()) {
            end += 2;
        }
        end = t.is(end + 1, "(") ? t.closing(end + 1) : end; // a call
        while (t.is(end + 1, "::") && end + 2 < t.size()) {
            end += 2;
            end = t.is(end, "double") && t.is(end + 1, "precision") ? end + 1 : end;
            end = t.is(end + 1, "(") ? t.closing(end + 1) : end; // a precision
        }
        return end;
    }

    /** The first token of a factor ending at {@code end}, read as {@link #factorEnd} reads it. */
    static int factorStart(SqlTokens t, int end) {
        if (t.is(end, "precision") && t.is(end - 1, "double") && t.is(end - 2, "::")) {
            return factorStart(t, end - 3);
        }
        int start = t.is(end, ")") ? t.opening(end) : end;
        start = t.is(start, "(") && start > 0 && Operands.isWord(t, start - 1) ? start - 1 : start; // a call
        while (t.is(start - 1, ".") && start >= 2) {
            start -= 2;
        }
        return t.is(start - 1, "::") && start >= 2 ? factorStart(t, start - 2) : start;
    }

    /** Whether tokens {@code start} to {@code end} are a factor read here: not subscripted or another interval. */
    static boolean isFactor(SqlTokens t, int start, int end) {
        return start >= 0 && end < t.size() && end >= start && !t.is(end + 1, "::") && !t.is(end + 1, "[") && !t.is(start, "INTERVAL");
    }

    private static UnsupportedSqlException castRefused() {
        return new UnsupportedSqlException("a cast to interval from a parameter or an expression; write the interval as a literal"
                + " (interval '5 minutes'), or multiply one by a parameter: ? * interval '1 minute'");
    }

    static boolean isUnit(SqlTokens t, int i) {
        return i < t.size() && H2_UNITS.contains(t.get(i).image().toUpperCase(Locale.ROOT));
    }

    static boolean isString(SqlTokens t, int i) {
        return i >= 0 && t.get(i).image().startsWith("'");
    }

    /** The text of a plain string literal token, quotes removed and doubled quotes undone. */
    static String literal(SqlTokens t, int i) {
        String image = t.get(i).image();
        return image.substring(1, image.length() - 1).replace("''", "'");
    }
}
