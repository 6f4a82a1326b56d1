package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PostgreSQL's interval input text ({@code '1 day'}, {@code '2 hours 30 minutes'}, {@code '-1.5 h'},
 * {@code '3 days 04:05:06'}, {@code '1 week ago'}) as one H2 interval literal: YEAR TO MONTH, DAY
 * TO SECOND with days, else HOUR TO SECOND, so that multiplying or dividing it keeps the smaller
 * fields ({@code interval '1 hour' / 2} is 30 minutes, where H2's INTERVAL '1' HOUR gives 0 hours),
 * and 27 hours stay 27 hours, as PostgreSQL keeps them. A fraction of a day, hour or minute carries
 * down to seconds, as PostgreSQL does, rounded to the microsecond as PostgreSQL rounds it: each quantity's fraction in
 * doubles, a tie toward zero ({@code '0.0000015 seconds'} is 1 microsecond), and the seconds of a time half to even
 * ({@code '00:00:00.0000015'} is 2). H2 cannot add months to days, so a text with both is refused,
 * as are fractions of months and the ISO 8601 forms.
 */
final class IntervalText {

    private record Unit(String h2, BigDecimal factor) {
    }

    /** H2's units, largest first: the order of the fields. */
    private static final String[] ORDER = {"YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND"};
    private static final Map<String, Unit> UNITS = units();

    private static final Pattern QUANTITY = Pattern.compile("\\s*([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+))\\s*([a-z]+)");
    private static final Pattern TIME = Pattern.compile("\\s*([+-]?)(\\d+):(\\d+)(?::(\\d+(?:\\.\\d+)?))?");
    private static final Pattern AGO = Pattern.compile("\\s*ago\\s*");
    private static final BigDecimal SECONDS_PER_MINUTE = BigDecimal.valueOf(60);
    private static final BigDecimal SECONDS_PER_HOUR = BigDecimal.valueOf(3600);
    private static final BigDecimal SECONDS_PER_DAY = BigDecimal.valueOf(86_400);
    private static final BigDecimal MONTHS_PER_YEAR = BigDecimal.valueOf(12);
    private static final Map<String, BigDecimal> MICROSECONDS_PER_UNIT = Map.of("DAY", BigDecimal.valueOf(86_400_000_000L),
            "HOUR", BigDecimal.valueOf(3_600_000_000L), "MINUTE", BigDecimal.valueOf(60_000_000), "SECOND", BigDecimal.valueOf(1_000_000));

    private IntervalText() {
    }

    /**
     * Whether {@code text} may be interval text at all, by its first character: every field starts with a sign, a digit or a
     * point, so {@link #toH2} refuses a text that starts otherwise. A look that types a string by its column takes first.
     */
    static boolean mayRead(String text) {
        String input = text.trim();
        if (input.isEmpty()) {
            return false;
        }
        char first = input.charAt(0);
        return first == '+' || first == '-' || first == '.' || first >= '0' && first <= '9';
    }

    /** The H2 expression for PostgreSQL's interval text (without quotes). */
    static String toH2(String text) throws UnsupportedSqlException {
        return render(text, parts(text));
    }

    /** PostgreSQL's three fields of its interval text: months, days and seconds, each with its own sign. */
    static BigDecimal[] parts(String text) throws UnsupportedSqlException {
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
                addQuantity(fields, UNITS.get(quantity.group(2)), quantity.group(1));
                at = quantity.end();
            } else {
                throw new UnsupportedSqlException("the interval '" + text + "'; write it as a number and a unit, e.g. interval '90 minutes'");
            }
            any = true;
        }
        if (!any) {
            throw new UnsupportedSqlException("the empty interval '" + text + "'");
        }
        carryFractionsDown(text, fields);
        if (ago) {
            Arrays.setAll(fields, i -> fields[i].negate());
        }
        BigDecimal months = fields[0].multiply(MONTHS_PER_YEAR).add(fields[1]);
        BigDecimal seconds = fields[3].multiply(SECONDS_PER_HOUR).add(fields[4].multiply(SECONDS_PER_MINUTE)).add(fields[5]);
        return new BigDecimal[] {months, fields[2], seconds};
    }

    /**
     * Whether H2 holds days {@code days} and a time of {@code seconds} as PostgreSQL does: H2 holds one sign and carries whole
     * days out of the time, so '1 day -2 hours' would be 22:00:00 and '1 day 25 hours' 2 days 01:00:00, of the same length but
     * not PostgreSQL's fields or text.
     */
    static boolean keepsDaysApart(BigDecimal days, BigDecimal seconds) {
        return days.signum() == 0 || seconds.signum() != -days.signum() && seconds.abs().compareTo(SECONDS_PER_DAY) < 0;
    }

    private static void addTime(BigDecimal[] fields, Matcher time) {
        BigDecimal sign = "-".equals(time.group(1)) ? BigDecimal.ONE.negate() : BigDecimal.ONE;
        add(fields, "HOUR", new BigDecimal(time.group(2)).multiply(sign));
        add(fields, "MINUTE", new BigDecimal(time.group(3)).multiply(sign));
        if (time.group(4) != null) {
            // ParseFractionalSecond: rint of the fraction as a double times a million, a tie to even
            BigDecimal seconds = new BigDecimal(time.group(4));
            BigDecimal whole = new BigDecimal(seconds.toBigInteger());
            double micros = Math.rint(seconds.subtract(whole).doubleValue() * 1_000_000);
            add(fields, "SECOND", whole.add(BigDecimal.valueOf((long) micros, 6)).multiply(sign));
        }
    }

    /**
     * A number of a unit: its whole part exact, the fraction of a unit below a month as microseconds (a week's first as
     * days), as PostgreSQL's DecodeInterval spreads it (AdjustFractDays, AdjustFractMicroseconds), in doubles, so that the
     * microsecond rounds as there. Fractions of years and months are left to {@link #carryFractionsDown}.
     */
    private static void addQuantity(BigDecimal[] fields, Unit unit, String number) {
        BigDecimal value = new BigDecimal(number);
        if (unit.h2().equals("YEAR") || unit.h2().equals("MONTH")) {
            add(fields, unit.h2(), value.multiply(unit.factor()));
            return;
        }
        BigDecimal whole = new BigDecimal(value.toBigInteger());
        add(fields, unit.h2(), whole.multiply(unit.factor()));
        double fraction = value.subtract(whole).doubleValue();
        if (fraction == 0) {
            return;
        }
        BigDecimal micros = MICROSECONDS_PER_UNIT.get(unit.h2()).multiply(unit.factor());
        if (unit.h2().equals("DAY") && unit.factor().intValue() > 1) {
            double days = fraction * unit.factor().intValue();
            long wholeDays = (long) days;
            add(fields, "DAY", BigDecimal.valueOf(wholeDays));
            fraction = days - wholeDays;
            micros = MICROSECONDS_PER_UNIT.get("DAY");
        }
        add(fields, "SECOND", BigDecimal.valueOf(microseconds(fraction, micros.doubleValue()), 6));
    }

    /** AdjustFractMicroseconds: {@code fraction} of {@code scale} microseconds, cut toward zero and then up past a half. */
    private static long microseconds(double fraction, double scale) {
        double micros = fraction * scale;
        long whole = (long) micros;
        double rest = micros - whole;
        return whole + (rest > 0.5 ? 1 : rest < -0.5 ? -1 : 0);
    }

    private static void add(BigDecimal[] fields, String unit, BigDecimal value) {
        int i = Arrays.asList(ORDER).indexOf(unit);
        fields[i] = fields[i].add(value);
    }

    /** The H2 expression for the fields {@link #parts} read from {@code text}, which names them in a refusal. */
    static String render(String text, BigDecimal[] parts) throws UnsupportedSqlException {
        BigDecimal months = parts[0];
        BigDecimal days = parts[1];
        BigDecimal seconds = parts[2];
        if (months.signum() != 0 && (days.signum() != 0 || seconds.signum() != 0)) {
            throw new UnsupportedSqlException("the interval '" + text + "' mixes months or years with days or times, which the engine"
                    + " cannot add into one interval; add two intervals: x + interval '1 month' + interval '2 days'");
        }
        if (months.signum() != 0) {
            BigInteger[] yearsMonths = months.toBigInteger().abs().divideAndRemainder(BigInteger.valueOf(12));
            return "INTERVAL '" + sign(months) + yearsMonths[0] + "-" + yearsMonths[1] + "' YEAR TO MONTH";
        }
        if (days.signum() == 0) {
            return "INTERVAL '" + sign(seconds) + clock(seconds.abs()) + "' HOUR TO SECOND";
        }
        if (!keepsDaysApart(days, seconds)) {
            throw new UnsupportedSqlException("the interval '" + text + "' has days and a time of another sign or of a day or more,"
                    + " which the engine cannot keep apart as PostgreSQL does; write days and a time of one sign below a day");
        }
        BigDecimal total = days.multiply(SECONDS_PER_DAY).add(seconds);
        BigDecimal[] daysAndTime = total.abs().divideAndRemainder(SECONDS_PER_DAY);
        return "INTERVAL '" + sign(total) + daysAndTime[0].toBigInteger() + " " + clock(daysAndTime[1]) + "' DAY TO SECOND";
    }

    private static String sign(BigDecimal value) {
        return value.signum() < 0 ? "-" : "";
    }

    /** Seconds as {@code h:mm:ss[.ffffff]}, to PostgreSQL's microsecond. */
    private static String clock(BigDecimal seconds) {
        BigDecimal[] minutesAndSeconds = seconds.setScale(6, RoundingMode.HALF_EVEN).divideAndRemainder(SECONDS_PER_MINUTE);
        BigInteger[] hoursAndMinutes = minutesAndSeconds[0].toBigInteger().divideAndRemainder(BigInteger.valueOf(60));
        BigDecimal rest = minutesAndSeconds[1].stripTrailingZeros();
        String secondsText = (rest.compareTo(BigDecimal.TEN) < 0 ? "0" : "") + (rest.scale() <= 0 ? String.valueOf(rest.intValue()) : rest.toPlainString());
        return hoursAndMinutes[0] + ":" + twoDigits(hoursAndMinutes[1].intValue()) + ":" + secondsText;
    }

    /** {@code 0} to {@code 59} in two digits; not by String.format, which a data script's typing called for every string it tried. */
    private static String twoDigits(int value) {
        return (value < 10 ? "0" : "") + value;
    }

    /** A fraction of a year becomes months, a fraction of a month is refused ({@link #addQuantity} spreads the smaller units'). */
    private static void carryFractionsDown(String text, BigDecimal[] fields) throws UnsupportedSqlException {
        BigDecimal years = new BigDecimal(fields[0].toBigInteger());
        fields[1] = fields[1].add(fields[0].subtract(years).multiply(MONTHS_PER_YEAR));
        fields[0] = years;
        if (fields[1].stripTrailingZeros().scale() > 0) {
            throw new UnsupportedSqlException("the interval '" + text + "' with a fraction of a month; write days instead");
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
