package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PostgreSQL's interval input text ({@code '1 day'}, {@code '2 hours 30 minutes'}, {@code '-1.5 h'},
 * {@code '3 days 04:05:06'}, {@code '1 week ago'}) as H2 interval literals: one
 * {@code INTERVAL 'n' UNIT} per unit, summed in parentheses when there are several. A fraction of a
 * day, hour or minute carries down to seconds, as PostgreSQL does. H2 cannot add months to days, so
 * a text with both is refused, as are fractions of months and the ISO 8601 forms.
 */
final class IntervalText {

    private record Unit(String h2, BigDecimal factor) {
    }

    /** H2's units, largest first: the order of the fields and of the literals. */
    private static final String[] ORDER = {"YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND"};
    private static final Map<String, Unit> UNITS = units();

    private static final Pattern QUANTITY = Pattern.compile("\\s*([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+))\\s*([a-z]+)");
    private static final Pattern TIME = Pattern.compile("\\s*([+-]?)(\\d+):(\\d+)(?::(\\d+(?:\\.\\d+)?))?");
    private static final Pattern AGO = Pattern.compile("\\s*ago\\s*");
    private static final BigDecimal SECONDS_PER_MINUTE = BigDecimal.valueOf(60);

    private IntervalText() {
    }

    /** The H2 expression for PostgreSQL's interval text (without quotes). */
    static String toH2(String text) throws UnsupportedSqlException {
        String input = text.toLowerCase(Locale.ROOT).trim();
        BigDecimal[] fields = new BigDecimal[ORDER.length];
        Arrays.fill(fields, BigDecimal.ZERO);
        int at = 0;
        boolean any = false;
        boolean ago = false;
        while (at < input.length()) {
            Matcher quantity = QUANTITY.matcher(input).region(at, input.length());
            Matcher time = TIME.matcher(input).region(at, input.length());
            Matcher agoWord = AGO.matcher(input).region(at, input.length());
            if (any && agoWord.matches()) {
                ago = true;
                break;
            } else if (time.lookingAt()) {
                addTime(fields, time);
                at = time.end();
            } else if (quantity.lookingAt() && UNITS.containsKey(quantity.group(2))) {
                Unit unit = UNITS.get(quantity.group(2));
                add(fields, unit.h2(), new BigDecimal(quantity.group(1)).multiply(unit.factor()));
                at = quantity.end();
            } else {
                throw new UnsupportedSqlException("the interval '" + text + "'; write it as a number and a unit, e.g. interval '90 minutes'");
            }
            any = true;
        }
        if (!any) {
            throw new UnsupportedSqlException("the empty interval '" + text + "'");
        }
        return render(text, fields, ago);
    }

    private static void addTime(BigDecimal[] fields, Matcher time) {
        BigDecimal sign = "-".equals(time.group(1)) ? BigDecimal.ONE.negate() : BigDecimal.ONE;
        add(fields, "HOUR", new BigDecimal(time.group(2)).multiply(sign));
        add(fields, "MINUTE", new BigDecimal(time.group(3)).multiply(sign));
        if (time.group(4) != null) {
            add(fields, "SECOND", new BigDecimal(time.group(4)).multiply(sign));
        }
    }

    private static void add(BigDecimal[] fields, String unit, BigDecimal value) {
        int i = Arrays.asList(ORDER).indexOf(unit);
        fields[i] = fields[i].add(value);
    }

    private static String render(String text, BigDecimal[] fields, boolean ago) throws UnsupportedSqlException {
        carryFractionsDown(text, fields);
        boolean months = fields[0].signum() != 0 || fields[1].signum() != 0;
        boolean dayTime = fields[2].signum() != 0 || fields[3].signum() != 0 || fields[4].signum() != 0 || fields[5].signum() != 0;
        if (months && dayTime) {
            throw new UnsupportedSqlException("the interval '" + text + "' mixes months or years with days or times, which the engine"
                    + " cannot add into one interval; add two intervals: x + interval '1 month' + interval '2 days'");
        }
        List<String> literals = new ArrayList<>();
        for (int i = 0; i < ORDER.length; i++) {
            BigDecimal value = ago ? fields[i].negate() : fields[i];
            if (value.signum() != 0) {
                literals.add("INTERVAL '" + value.stripTrailingZeros().toPlainString() + "' " + ORDER[i]);
            }
        }
        if (literals.isEmpty()) {
            return "INTERVAL '0' SECOND";
        }
        return literals.size() == 1 ? literals.get(0) : "(" + String.join(" + ", literals) + ")";
    }

    /** A fraction of a year becomes months; of a day, hour or minute, the next unit down (PostgreSQL's rule); of a month, refused. */
    private static void carryFractionsDown(String text, BigDecimal[] fields) throws UnsupportedSqlException {
        BigDecimal[] next = {BigDecimal.valueOf(12), null, BigDecimal.valueOf(24), SECONDS_PER_MINUTE, SECONDS_PER_MINUTE};
        for (int i = 0; i < ORDER.length - 1; i++) {
            BigDecimal whole = new BigDecimal(fields[i].toBigInteger());
            BigDecimal fraction = fields[i].subtract(whole);
            if (fraction.signum() == 0) {
                continue;
            }
            if (next[i] == null) {
                throw new UnsupportedSqlException("the interval '" + text + "' with a fraction of a month; write days instead");
            }
            fields[i] = whole;
            fields[i + 1] = fields[i + 1].add(fraction.multiply(next[i]));
        }
    }

    private static Map<String, Unit> units() {
        Map<String, Unit> units = new HashMap<>();
        unit(units, "SECOND", "0.000001", "microsecond", "microseconds", "usec", "usecs", "us");
        unit(units, "SECOND", "0.001", "millisecond", "milliseconds", "msec", "msecs", "ms");
        unit(units, "SECOND", "1", "second", "seconds", "sec", "secs", "s");
        unit(units, "MINUTE", "1", "minute", "minutes", "min", "mins", "m");
        unit(units, "HOUR", "1", "hour", "hours", "hr", "hrs", "h");
        unit(units, "DAY", "1", "day", "days", "d");
        unit(units, "DAY", "7", "week", "weeks", "w");
        unit(units, "MONTH", "1", "month", "months", "mon", "mons");
        unit(units, "YEAR", "1", "year", "years", "yr", "yrs", "y");
        unit(units, "YEAR", "10", "decade", "decades");
        unit(units, "YEAR", "100", "century", "centuries");
        unit(units, "YEAR", "1000", "millennium", "millennia");
        return Map.copyOf(units);
    }

    private static void unit(Map<String, Unit> units, String h2, String factor, String... names) {
        for (String name : names) {
            units.put(name, new Unit(h2, new BigDecimal(factor)));
        }
    }
}
