package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetTime;
import java.time.ZoneOffset;
import java.time.temporal.IsoFields;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.h2.api.Interval;
import org.h2.util.JSR310Utils;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code extract(field FROM x)} (numeric, as PostgreSQL 14 and later) and
 * {@code date_part('field', x)} (double precision), which the dialect shim calls as
 * {@code hotrow_extract('field', x)} and {@code date_part}: the fields of a {@code timestamptz} in
 * the session's TimeZone (H2's EXTRACT reads the offset each value was written with), epoch and
 * seconds with PostgreSQL's six decimals, weeks as ISO weeks, years before 1 as PostgreSQL counts
 * them (no year 0).
 */
public final class DateFields {

    private static final int MICROS_SCALE = 6;
    private static final long MICROS_PER_SECOND = 1_000_000L;
    private static final long MICROS_PER_MINUTE = 60 * MICROS_PER_SECOND;
    private static final long MICROS_PER_HOUR = 60 * MICROS_PER_MINUTE;
    private static final long SECONDS_PER_DAY = 86_400L;
    private static final BigDecimal LONG_MAX = BigDecimal.valueOf(Long.MAX_VALUE);

    /** PostgreSQL's unit names and abbreviations, by the field each reads. */
    private static final Map<String, String> UNITS = units();

    private DateFields() {
    }

    private static Map<String, String> units() {
        Map<String, String[]> spellings = Map.ofEntries(Map.entry("microseconds", new String[] {"microsecond", "usec", "usecs", "us", "useconds"}),
                Map.entry("milliseconds", new String[] {"millisecond", "msec", "msecs", "ms", "mseconds"}),
                Map.entry("second", new String[] {"seconds", "sec", "secs", "s"}), Map.entry("minute", new String[] {"minutes", "min", "mins", "m"}),
                Map.entry("hour", new String[] {"hours", "hr", "hrs", "h"}), Map.entry("day", new String[] {"days", "d"}),
                Map.entry("month", new String[] {"months", "mon", "mons"}), Map.entry("year", new String[] {"years", "yr", "yrs", "y"}),
                Map.entry("quarter", new String[] {"qtr"}), Map.entry("week", new String[] {"weeks", "w"}),
                Map.entry("decade", new String[] {"decades", "dec", "decs"}), Map.entry("century", new String[] {"centuries", "c", "cent"}),
                Map.entry("millennium", new String[] {"millennia", "mil", "mils", "millenniums"}), Map.entry("dow", new String[0]),
                Map.entry("isodow", new String[0]), Map.entry("doy", new String[0]), Map.entry("isoyear", new String[0]),
                Map.entry("epoch", new String[0]), Map.entry("julian", new String[] {"j"}), Map.entry("timezone", new String[0]),
                Map.entry("timezone_hour", new String[0]), Map.entry("timezone_minute", new String[0]));
        Map<String, String> units = new HashMap<>();
        spellings.forEach((unit, others) -> {
            units.put(unit, unit);
            for (String other : others) {
                units.put(other, unit);
            }
        });
        return Map.copyOf(units);
    }

    /** {@code extract(field FROM value)}: numeric. */
    public static BigDecimal extract(Connection connection, String field, Value value) throws SQLException {
        if (field == null || value == ValueNull.INSTANCE) {
            return null;
        }
        String unit = fieldUnit(field, value);
        int type = value.getValueType();
        if (type == Value.DATE) {
            return dateField(unit, JSR310Utils.valueToLocalDate(value, null), value);
        }
        return field(connection, unit, value);
    }

    /** {@code date_part('field', value)}: double precision; a date is read as a timestamp, as PostgreSQL casts it. */
    public static Double datePart(Connection connection, String field, Value value) throws SQLException {
        if (field == null || value == ValueNull.INSTANCE) {
            return null;
        }
        return field(connection, fieldUnit(field, value), value).doubleValue();
    }

    private static BigDecimal field(Connection connection, String unit, Value value) throws SQLException {
        int type = value.getValueType();
        if (type == Value.TIME) {
            return timeField(unit, JSR310Utils.valueToLocalTime(value, null), null, value);
        }
        if (type == Value.TIME_TZ) {
            OffsetTime time = JSR310Utils.valueToOffsetTime(value, null);
            return timeField(unit, time.toLocalTime(), time.getOffset(), value);
        }
        if (DataType.isIntervalType(type)) {
            return intervalField(unit, ((ValueInterval) value).getInterval(), value);
        }
        LocalDateTime local = SessionTime.wallClock(value, connection);
        if (local == null) {
            throw new SQLException("function date_part(unknown, " + typeName(value) + ") does not exist", "42883");
        }
        ZoneOffset offset = type == Value.TIMESTAMP_TZ ? SessionTime.inSessionZone(value, connection).getOffset() : null;
        return timestampField(unit, local, offset, value);
    }

    private static BigDecimal timestampField(String unit, LocalDateTime t, ZoneOffset offset, Value value) throws SQLException {
        BigDecimal fromDate = calendarField(unit, t.toLocalDate());
        if (fromDate != null) {
            return fromDate;
        }
        switch (unit) {
            case "epoch":
                return epoch(t.toEpochSecond(offset != null ? offset : ZoneOffset.UTC), t.getNano() / 1000);
            case "timezone", "timezone_hour", "timezone_minute":
                if (offset == null) {
                    throw unsupported(unit, value);
                }
                return zoneField(unit, offset);
            default:
                BigDecimal fromTime = clockField(unit, t.toLocalTime());
                if (fromTime == null) {
                    throw unsupported(unit, value);
                }
                return fromTime;
        }
    }

    /**
     * A timestamp's epoch: the seconds with six decimals, exact while its microseconds since 1970 fit a long. Beyond that
     * (the last 29 years of PostgreSQL's range) PostgreSQL divides them as numerics, at its division's scale, and rounds the
     * quotient to six decimals, so that the last microsecond of 294276 is 9224318016000.000000 there.
     */
    private static BigDecimal epoch(long seconds, long micros) throws SQLException {
        BigDecimal exact = BigDecimal.valueOf(seconds).add(BigDecimal.valueOf(micros, MICROS_SCALE));
        BigDecimal allMicros = exact.movePointRight(MICROS_SCALE);
        if (allMicros.compareTo(LONG_MAX) < 0) {
            return exact;
        }
        return NumericDivision.divide(allMicros, BigDecimal.valueOf(MICROS_PER_SECOND)).setScale(MICROS_SCALE, RoundingMode.HALF_UP);
    }

    private static BigDecimal dateField(String unit, LocalDate date, Value value) throws SQLException {
        BigDecimal field = calendarField(unit, date);
        if (field != null) {
            return field;
        }
        if (unit.equals("epoch")) {
            return BigDecimal.valueOf(date.toEpochDay() * SECONDS_PER_DAY);
        }
        throw unsupported(unit, value);
    }

    private static BigDecimal timeField(String unit, LocalTime time, ZoneOffset offset, Value value) throws SQLException {
        BigDecimal field = clockField(unit, time);
        if (field != null) {
            return field;
        }
        if (unit.equals("epoch")) {
            long micros = time.toNanoOfDay() / 1000 - (offset == null ? 0 : offset.getTotalSeconds() * MICROS_PER_SECOND);
            return BigDecimal.valueOf(micros, MICROS_SCALE);
        }
        if (offset != null && unit.startsWith("timezone")) {
            return zoneField(unit, offset);
        }
        throw unsupported(unit, value);
    }

    /** timezone (seconds east), timezone_hour, timezone_minute: of the session's offset for a timestamptz, the value's for a timetz. */
    private static BigDecimal zoneField(String unit, ZoneOffset offset) {
        int seconds = offset.getTotalSeconds();
        return BigDecimal.valueOf(unit.equals("timezone") ? seconds : unit.equals("timezone_hour") ? seconds / 3600 : seconds / 60 % 60);
    }

    /** The fields a date has, which a timestamp shares; null for others. */
    private static BigDecimal calendarField(String unit, LocalDate date) {
        int year = date.getYear();
        long field = switch (unit) {
            case "day" -> date.getDayOfMonth();
            case "month" -> date.getMonthValue();
            case "year" -> year > 0 ? year : year - 1;
            case "quarter" -> (date.getMonthValue() - 1) / 3 + 1;
            case "week" -> date.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR);
            case "isoyear" -> {
                int isoYear = date.get(IsoFields.WEEK_BASED_YEAR);
                yield isoYear > 0 ? isoYear : isoYear - 1;
            }
            case "decade" -> year > 0 ? year / 10 : -((8 - (year - 1)) / 10);
            case "century" -> year > 0 ? (year + 99) / 100 : -((99 - (year - 1)) / 100);
            case "millennium" -> year > 0 ? (year + 999) / 1000 : -((999 - (year - 1)) / 1000);
            case "dow" -> date.getDayOfWeek().getValue() % 7;
            case "isodow" -> date.getDayOfWeek().getValue();
            case "doy" -> date.getDayOfYear();
            default -> Long.MIN_VALUE;
        };
        return field == Long.MIN_VALUE ? null : BigDecimal.valueOf(field);
    }

    /** The fields of a time of day; null for others. */
    private static BigDecimal clockField(String unit, LocalTime time) {
        long micros = time.getSecond() * MICROS_PER_SECOND + time.getNano() / 1000;
        return switch (unit) {
            case "microseconds" -> BigDecimal.valueOf(micros);
            case "milliseconds" -> BigDecimal.valueOf(micros, 3);
            case "second" -> BigDecimal.valueOf(micros, MICROS_SCALE);
            case "minute" -> BigDecimal.valueOf(time.getMinute());
            case "hour" -> BigDecimal.valueOf(time.getHour());
            default -> null;
        };
    }

    /** An interval's fields, PostgreSQL's way: each from its part (months, days, time), time fields not carried into days. */
    private static BigDecimal intervalField(String unit, Interval interval, Value value) throws SQLException {
        long months = IntervalParts.months(interval);
        long days = IntervalParts.days(interval);
        long micros = IntervalParts.micros(interval);
        return switch (unit) {
            case "microseconds" -> BigDecimal.valueOf(micros % MICROS_PER_MINUTE);
            case "milliseconds" -> BigDecimal.valueOf(micros % MICROS_PER_MINUTE, 3);
            case "second" -> BigDecimal.valueOf(micros % MICROS_PER_MINUTE, MICROS_SCALE);
            case "minute" -> BigDecimal.valueOf(micros / MICROS_PER_MINUTE % 60);
            case "hour" -> BigDecimal.valueOf(micros / MICROS_PER_HOUR);
            case "day" -> BigDecimal.valueOf(days);
            case "month" -> BigDecimal.valueOf(months % 12);
            case "quarter" -> BigDecimal.valueOf(months % 12 / 3 + 1);
            case "year" -> BigDecimal.valueOf(months / 12);
            case "decade" -> BigDecimal.valueOf(months / 120);
            case "century" -> BigDecimal.valueOf(months / 1200);
            case "millennium" -> BigDecimal.valueOf(months / 12000);
            case "epoch" -> {
                // PostgreSQL's year is 365.25 days, its month 30: counted in quarter days, which are whole seconds.
                long quarterDays = 1461 * (months / 12) + 120 * (months % 12) + 4 * days;
                yield BigDecimal.valueOf(quarterDays * (SECONDS_PER_DAY / 4) * MICROS_PER_SECOND + micros, MICROS_SCALE);
            }
            default -> throw unsupported(unit, value);
        };
    }

    /** The field a unit names, spelled out ({@code mins} is {@code minute}); 22023 as PostgreSQL's for what is none. */
    static String unit(String field, Value value) throws SQLException {
        String unit = UNITS.get(field.strip().toLowerCase(Locale.ROOT));
        if (unit == null) {
            throw new SQLException("unit \"" + field + "\" not recognized for type " + typeName(value), "22023");
        }
        return unit;
    }

    private static String fieldUnit(String field, Value value) throws SQLException {
        String unit = unit(field, value);
        if (unit.equals("julian")) {
            throw EngineErrors.unsupported("the julian field of extract and date_part; compute it from the epoch:"
                    + " extract(epoch FROM x) / 86400 + 2440587.5");
        }
        return unit;
    }

    /** PostgreSQL says 0A000 (feature_not_supported) here, which connection pools treat as fatal (docs/errors.md). */
    static SQLException unsupported(String unit, Value value) {
        return new SQLException("unit \"" + unit + "\" not supported for type " + typeName(value), "22023");
    }

    static String typeName(Value value) {
        int type = value.getValueType();
        return switch (type) {
            case Value.DATE -> "date";
            case Value.TIME -> "time without time zone";
            case Value.TIME_TZ -> "time with time zone";
            case Value.TIMESTAMP -> "timestamp without time zone";
            case Value.TIMESTAMP_TZ -> "timestamp with time zone";
            default -> DataType.isIntervalType(type) ? "interval" : value.getType().toString().toLowerCase(Locale.ROOT);
        };
    }
}
