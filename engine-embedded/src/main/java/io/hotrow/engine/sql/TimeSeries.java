package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.function.Function;
import org.h2.api.Interval;
import org.h2.tools.SimpleResultSet;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code generate_series} of timestamps ({@code generate_series(date '2024-01-01', date '2024-01-31', interval
 * '1 day')}), which H2's counts in integers only (it failed converting a timestamp to a bigint). The dialect shim calls
 * {@code hotrow_series_timestamp} where PostgreSQL resolves the call to its {@code timestamp} form (an argument shows a
 * {@code timestamp} and the other no {@code timestamptz}), else {@code hotrow_series_timestamptz}, as PostgreSQL prefers it
 * for dates. Each value is the one before plus the step, as PostgreSQL adds it (months, then days, then the time; a
 * {@code timestamptz} in the session's TimeZone, so a day across a change of clocks is 23 or 25 hours), while it has not
 * passed the stop. Arguments whose types the text did not show and which would resolve otherwise are refused (42725) rather
 * than typed differently. Installed by {@link PostgresFunctions}.
 */
public final class TimeSeries {

    /** A bound on the rows one call builds, as the series is held whole: PostgreSQL streams it, so a runaway one fails here. */
    static final int MAX_ROWS = 10_000_000;
    private static final long MICROS_PER_DAY = 86_400_000_000L;
    private static final String COLUMN = "generate_series";

    private TimeSeries() {
    }

    /** The series of {@code timestamp} values. */
    public static ResultSet timestamps(Connection c, Value start, Value stop, Value step) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        rows.addColumn(COLUMN, Types.TIMESTAMP, "TIMESTAMP", 26, 6);
        if (isNull(start, stop, step)) {
            return rows;
        }
        if (start.getValueType() == Value.TIMESTAMP_TZ || stop.getValueType() == Value.TIMESTAMP_TZ) {
            throw ambiguous();
        }
        ZoneId utc = ZoneId.of("UTC"); // wall-clock arithmetic: a zone without changes of clocks
        series(rows, wallClock(start, c).atZone(utc), wallClock(stop, c).atZone(utc), interval(step), ZonedDateTime::toLocalDateTime);
        return rows;
    }

    /** The series of {@code timestamptz} values, stepped in the session's TimeZone. */
    public static ResultSet timestamptzs(Connection c, Value start, Value stop, Value step) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        rows.addColumn(COLUMN, Types.TIMESTAMP_WITH_TIMEZONE, "TIMESTAMP WITH TIME ZONE", 32, 6);
        if (isNull(start, stop, step)) {
            return rows;
        }
        boolean zoned = start.getValueType() == Value.TIMESTAMP_TZ || stop.getValueType() == Value.TIMESTAMP_TZ;
        if (!zoned && (start.getValueType() == Value.TIMESTAMP || stop.getValueType() == Value.TIMESTAMP)) {
            throw ambiguous(); // PostgreSQL's timestamp form, whose values the text did not show
        }
        ZoneId zone = SessionTime.zone(c);
        series(rows, zoned(start, c, zone), zoned(stop, c, zone), interval(step), ZonedDateTime::toOffsetDateTime);
        return rows;
    }

    private static void series(SimpleResultSet rows, ZonedDateTime start, ZonedDateTime stop, Interval step,
            Function<ZonedDateTime, Object> value) throws SQLException {
        long months = IntervalParts.months(step);
        long days = IntervalParts.days(step);
        long micros = IntervalParts.micros(step);
        // PostgreSQL's sign of an interval: its length with a month of 30 days.
        int sign = Long.signum(Math.addExact(Math.multiplyExact(Math.addExact(months * 30, days), MICROS_PER_DAY), micros));
        if (sign == 0) {
            throw new SQLException("step size cannot equal zero", "22023");
        }
        int count = 0;
        for (ZonedDateTime t = start; sign > 0 ? !t.isAfter(stop) : !t.isBefore(stop);
                t = ZonedArithmetic.plus(t, months, days, micros)) {
            if (++count > MAX_ROWS) {
                throw new SQLException("generate_series of more than " + MAX_ROWS + " values; the engine builds a series whole", "54000");
            }
            rows.addRow(value.apply(t));
        }
    }

    private static ZonedDateTime zoned(Value value, Connection c, ZoneId zone) throws SQLException {
        return value.getValueType() == Value.TIMESTAMP_TZ ? SessionTime.inSessionZone(value, c) : SessionTime.atZone(wallClock(value, c), zone);
    }

    private static LocalDateTime wallClock(Value value, Connection c) throws SQLException {
        LocalDateTime wallClock = SessionTime.wallClock(value, c);
        if (wallClock == null) {
            throw new SQLException("function generate_series(" + value.getType() + ", ...) does not exist", "42883");
        }
        return wallClock;
    }

    private static boolean isNull(Value... values) {
        for (Value v : values) {
            if (v == null || v == ValueNull.INSTANCE) {
                return true;
            }
        }
        return false;
    }

    private static Interval interval(Value step) throws SQLException {
        if (!DataType.isIntervalType(step.getValueType())) {
            throw new SQLException("function generate_series(timestamp, timestamp, " + step.getType() + ") does not exist", "42883");
        }
        return ((ValueInterval) step).getInterval();
    }

    private static SQLException ambiguous() {
        return new SQLException("function generate_series is not unique for these arguments; cast the start and stop to timestamp or"
                + " timestamptz", "42725");
    }
}
