package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Matcher;

/**
 * The fraction of a second in date and time text, rounded as PostgreSQL's input rounds it, for a literal cast to a time
 * type of precision p: first to microseconds as a double ({@code rint}, so {@code .1234565} is {@code .123456}; H2 rounds
 * the decimal half up), then to p digits, half away from zero from PostgreSQL's epoch (2000-01-01) for a timestamp, so
 * {@code '1999-12-31 23:59:59.5'::timestamp(0)} is {@code 23:59:59} (H2 rounds every tie up, to the next day), and half up
 * for a time. A time that rounds up to 24:00:00, which PostgreSQL keeps and H2's times cannot hold (H2 kept
 * {@code 23:59:59.9}), is refused. The rounded text is exact, so H2's own rounding to the type's precision changes nothing.
 * A literal cast with a precision ({@code '...'::time(1)}, {@code timestamp(0) '...'}) is rounded by the engine's
 * {@link #ROUND} at run time: a translation must not depend on the value of an integer literal, which texts of one shape share.
 */
public final class FractionalSeconds {

    /** The engine's function that rounds text so at run time, for a cast with a precision: (text, kind, precision). */
    static final String ROUND = "hotrow_temporal_round";

    private static final long MICROS = 1_000_000L;
    private static final long DAY = 86_400L * MICROS;
    private static final LocalDateTime EPOCH = LocalDateTime.of(2000, 1, 1, 0, 0);
    /** PostgreSQL's greatest precision of a time type, which it takes for a greater one. */
    private static final int MAX_PRECISION = 6;

    private FractionalSeconds() {
    }

    /**
     * The text H2 reads to PostgreSQL's value of {@code text} as a {@code kind} of precision {@code precision}, or null where
     * H2 reads the text as written alike (see {@link TemporalText#forH2}).
     */
    public static String forH2(String text, TemporalText.Kind kind, int precision) throws UnsupportedSqlException {
        String rounded = rounded(text, kind, Math.min(precision, MAX_PRECISION));
        String read = TemporalText.forH2(rounded, kind);
        return read != null ? read : rounded.equals(text) ? null : rounded;
    }

    /** Whether string literal {@code image} holds a fraction of a second, which a cast with a precision may round. */
    static boolean holdsFraction(String image) {
        return image.matches("(?s)'.*\\d:\\d\\d:\\d\\d\\.\\d.*'");
    }

    /** The call of {@link #ROUND} that reads string literal {@code image} as a {@code kind} of precision {@code precision} (its text). */
    static String call(String image, TemporalText.Kind kind, String precision) {
        return ROUND + "(" + image + ", '" + kind + "', " + precision + ")";
    }

    /** {@code text} with its seconds rounded as PostgreSQL rounds them; the text itself when nothing rounds, or it is no ISO text. */
    private static String rounded(String text, TemporalText.Kind kind, int precision) throws UnsupportedSqlException {
        if (kind == TemporalText.Kind.DATE) {
            return text;
        }
        Matcher m = TemporalText.DATE_TIME.matcher(text);
        boolean dated = m.matches();
        if (!dated && !(m = TemporalText.TIME_ONLY.matcher(text)).matches()) {
            return text;
        }
        int group = dated ? 5 : 1;
        String time = m.group(group);
        int dot = time == null ? -1 : time.indexOf('.');
        if (dot < 0 || time.length() - dot - 1 <= precision) {
            return text;
        }
        String[] fields = time.substring(0, dot).split(":");
        long hour = Long.parseLong(fields[0]);
        long minute = Long.parseLong(fields[1]);
        long second = Long.parseLong(fields[2]);
        if (hour > 24 || minute > 59 || second > 60) {
            return text; // out of range: left to H2, which refuses it
        }
        long micros = (((hour * 60) + minute) * 60 + second) * MICROS + (long) Math.rint(Double.parseDouble("0" + time.substring(dot)) * MICROS);
        long scale = pow10(MAX_PRECISION - precision);
        if (kind == TemporalText.Kind.TIME || kind == TemporalText.Kind.TIMETZ) {
            long rounded = (micros + scale / 2) / scale * scale;
            if (rounded >= DAY) {
                throw new UnsupportedSqlException("time " + text.strip() + " rounds to 24:00:00, which PostgreSQL keeps and the engine's times"
                        + " cannot hold (they end before midnight)");
            }
            return text.substring(0, m.start(group)) + clock(rounded) + text.substring(m.end(group));
        }
        return dated ? timestamp(m, kind, micros, scale) : text;
    }

    /** The text of a timestamp match {@code m} whose time of day is {@code micros}, rounded to {@code scale} microseconds. */
    private static String timestamp(Matcher m, TemporalText.Kind kind, long micros, long scale) {
        boolean bc = "BC".equalsIgnoreCase(TemporalText.era(m));
        LocalDateTime local;
        try {
            long year = Long.parseLong(bc ? TemporalText.astronomicalYear(m.group(1)) : m.group(1));
            local = LocalDate.of(Math.toIntExact(year), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))).atStartOfDay()
                    .plus(micros, ChronoUnit.MICROS);
        } catch (DateTimeException | ArithmeticException | NumberFormatException e) {
            return m.group(); // no date: left to H2
        }
        String zone = m.group(6);
        // PostgreSQL rounds the microseconds since its epoch, a timestamptz's in UTC
        long offset = kind == TemporalText.Kind.TIMESTAMPTZ && zone != null ? offsetSeconds(zone) : 0;
        long sinceEpoch = ChronoUnit.MICROS.between(EPOCH, local.minusSeconds(offset));
        long rounded = sinceEpoch >= 0 ? (sinceEpoch + scale / 2) / scale * scale : -((-sinceEpoch + scale / 2) / scale * scale);
        LocalDateTime out = local.plus(rounded - sinceEpoch, ChronoUnit.MICROS);
        int year = out.getYear();
        return String.format(Locale.ROOT, "%04d-%02d-%02d %s%s%s", year > 0 ? year : 1 - year, out.getMonthValue(), out.getDayOfMonth(),
                clock(out.toLocalTime().toNanoOfDay() / 1000), zone == null ? "" : zone, year > 0 ? "" : " BC");
    }

    /** A zone's offset in seconds: {@code Z}, {@code +05}, {@code -0330}, {@code +05:30:15}. */
    private static long offsetSeconds(String zone) {
        if (zone.equalsIgnoreCase("Z")) {
            return 0;
        }
        String digits = zone.substring(1).replace(":", "");
        int hourDigits = digits.length() % 2 == 1 ? 1 : 2;
        long seconds = Long.parseLong(digits.substring(0, hourDigits)) * 3600;
        for (int at = hourDigits, unit = 60; at < digits.length(); at += 2, unit /= 60) {
            seconds += Long.parseLong(digits.substring(at, at + 2)) * unit;
        }
        return zone.charAt(0) == '-' ? -seconds : seconds;
    }

    /** {@code hh:mm:ss[.ffffff]} of a time of day in microseconds, without trailing zeros. */
    private static String clock(long micros) {
        long seconds = micros / MICROS;
        String text = String.format(Locale.ROOT, "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
        long fraction = micros % MICROS;
        return fraction == 0 ? text : text + String.format(Locale.ROOT, ".%06d", fraction).replaceFirst("0+$", "");
    }

    private static long pow10(int exponent) {
        long value = 1;
        for (int i = 0; i < exponent; i++) {
            value *= 10;
        }
        return value;
    }
}
