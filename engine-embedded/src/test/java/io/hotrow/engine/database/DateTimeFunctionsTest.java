package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.OneDatabase;
import io.hotrow.engine.sql.TemporalText;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.h2.api.Interval;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Dates, times and intervals on the engine as PostgreSQL 15 answers them with TimeZone
 * Europe/Paris (each expected row was read from PostgreSQL, through psql's text): the shim's
 * translation, the installed functions and the text of results together. Values are read with
 * getString, as pgjdbc's text; doubles and booleans by their Java value.
 */
class DateTimeFunctionsTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("datetimes");
        c = database.connection();
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @BeforeEach
    void inParis() throws SQLException {
        execute("SET TIME ZONE 'Europe/Paris'");
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT '2024-07-01 08:00:00+00'::timestamptz::text, timestamptz '2024-01-15 10:30:00+02' => 2024-07-01 10:00:00+02|2024-01-15 09:30:00+01",
        "SELECT interval '1 day' + interval '3 hours', interval '1 hour' / 2, - interval '5 minutes', interval '27 hours',"
            + " (interval '1 day 02:03:04')::text => 1 day 03:00:00|00:30:00|-00:05:00|27:00:00|1 day 02:03:04",
        "SELECT extract(hour FROM timestamptz '2024-07-01 08:00:00+00'), extract(epoch FROM timestamptz '2024-01-01 00:00:00+00'),"
            + " extract(dow FROM date '2024-01-14'), extract(second FROM interval '90.5 seconds'), extract(epoch FROM interval '1 year')"
            + " => 10|1704067200.000000|0|30.500000|31557600.000000",
        "SELECT date_part('hour', timestamptz '2024-07-01 08:00:00+00'), date_part('epoch', timestamp '2024-01-01 00:00:05.5') => 10.0|1.7040672055E9",
        "SELECT timestamptz '2024-07-01 08:00:00+00' AT TIME ZONE 'UTC', timestamp '2024-01-15 10:30:00' AT TIME ZONE 'America/New_York',"
            + " timezone('Asia/Tokyo', timestamptz '2024-01-15 10:30:00+00') => 2024-07-01 08:00:00|2024-01-15 16:30:00+01|2024-01-15 19:30:00",
        "SELECT date_trunc('week', date '2024-01-17'), date_trunc('day', timestamptz '2024-01-15 23:30:00+00')::text,"
            + " date_trunc('month', timestamp '2024-05-17 10:00'), date_trunc('century', timestamp '2024-05-17 10:00')"
            + " => 2024-01-15 00:00:00+01|2024-01-16 00:00:00+01|2024-05-01 00:00:00|2001-01-01 00:00:00",
        "SELECT date '2024-03-01' - date '2024-02-01', date '2024-02-28' + interval '1 day', make_date(2024, 2, 29),"
            + " make_timestamp(2024, 1, 2, 3, 4, 5.5) => 29|2024-02-29 00:00:00|2024-02-29|2024-01-02 03:04:05.5",
        // a VALUES column of dates is a date: days between two, a timestamp plus an interval (H2: 00:00:00 and the date 2024-01-01)
        "SELECT d - d, d + interval '1 hour' FROM (VALUES (date '2024-01-01')) t(d) => 0|2024-01-01 01:00:00",
        "SELECT to_char(timestamptz '2024-07-05 14:07:09.123456+00', 'YYYY-MM-DD HH24:MI:SS.US TZ OF'), to_char(date '2024-01-02', 'FMDay DDth Mon')"
            + " => 2024-07-05 16:07:09.123456 CEST +02|Tuesday 02nd Jan",
        "SELECT age(timestamp '2024-03-01', timestamp '2024-02-28'), justify_hours(interval '27 hours'), to_timestamp(1.5)::text"
            + " => 2 days|1 day 03:00:00|1970-01-01 01:00:01.5+01",
        "SELECT (date '2024-01-01', date '2024-02-01') OVERLAPS (date '2024-01-15', date '2024-03-01'),"
            + " (timestamp '2024-01-01', interval '1 day') OVERLAPS (timestamp '2024-01-02', timestamp '2024-01-03') => true|false",
        // A series of timestamps: a month added to the last value (January 30th, then February 29th, then March 29th), a
        // timestamptz one stepped on the session's wall clock (the hour of the change to summer time skipped), dates and
        // strings as PostgreSQL resolves them (its preferred timestamptz), a string step read as an interval.
        "SELECT string_agg(x::text, ',') FROM generate_series(timestamp '2024-01-30', timestamp '2024-04-30', interval '1 month') x"
            + " => 2024-01-30 00:00:00,2024-02-29 00:00:00,2024-03-29 00:00:00,2024-04-29 00:00:00",
        "SELECT string_agg(x::text, ',') FROM generate_series(date '2024-03-30', date '2024-04-01', interval '1 day') x"
            + " => 2024-03-30 00:00:00+01,2024-03-31 00:00:00+01,2024-04-01 00:00:00+02",
        "SELECT string_agg(g::text, ',') FROM generate_series(timestamptz '2024-03-31 00:00+01', timestamptz '2024-03-31 04:00+02', '1 hour') g"
            + " => 2024-03-31 00:00:00+01,2024-03-31 01:00:00+01,2024-03-31 03:00:00+02,2024-03-31 04:00:00+02",
        "SELECT string_agg(x::text, ',') FROM generate_series('2024-01-01 10:00'::timestamp, '2024-01-01 08:00'::timestamp, '-1 hour') x"
            + " => 2024-01-01 10:00:00,2024-01-01 09:00:00,2024-01-01 08:00:00",
        "SELECT count(*), min(pg_typeof(x)::text) FROM generate_series('2024-01-01', '2024-01-03', interval '1 day') x => 3|timestamp with time zone",
        "SELECT generate_series(date '2024-01-01', date '2024-01-02', '12 hours') => 2024-01-01 00:00:00+01",
        "SELECT count(*) FROM generate_series(NULL::timestamp, timestamp '2024-01-02', interval '1 hour') => 0",
        // A field of an age across months, which the age itself cannot be (42000), is PostgreSQL's: a person's age in years.
        "SELECT extract(year FROM age(date '2024-06-01', date '1990-05-01')), extract(month FROM age(date '2024-06-01', date '1990-05-15')),"
            + " extract(day FROM age(date '2024-06-01', date '1990-05-15')) => 34|0|17",
        "SELECT extract(epoch FROM age(timestamp '2024-06-01 10:00', timestamp '1990-05-15 08:30:15.5')),"
            + " extract(second FROM age(timestamp '2024-06-01 10:00', timestamp '1990-05-15 08:30:15.5')),"
            + " extract(hour FROM age(timestamp '2024-06-01 10:00', timestamp '1990-05-15 08:30:15.5')) => 1074432584.500000|44.500000|1",
        "SELECT extract(year FROM age(date '1990-05-01', date '2024-06-01')), date_part('year', age(date '2024-06-01', date '1990-05-01')),"
            + " extract(quarter FROM age(date '2024-06-01', date '1990-01-15')) => -34|34.0|2",
        "SELECT extract(milliseconds FROM age(timestamp '2024-06-01 10:00:01.5', timestamp '2024-06-01 10:00')) => 1500.000",
        "SELECT make_interval(1, 2), make_interval(0, 0, 1, 2, 3, 4, 5.5), make_interval() => 1 year 2 mons|9 days 03:04:05.5|00:00:00",
        "SELECT justify_days(interval '20 days 3 hours'), justify_days(interval '2 hours'), justify_interval(interval '50 hours'),"
            + " justify_interval(interval '-27 hours') => 20 days 03:00:00|02:00:00|2 days 02:00:00|-1 days -03:00:00",
        // make_timestamptz reads a numeric zone east of Greenwich, as timestamp input (it was read as AT TIME ZONE's POSIX zone, west)
        "SELECT make_timestamptz(2024, 7, 1, 10, 0, 0, '+05')::text, make_timestamptz(2024, 7, 1, 10, 0, 0, '-03:30')::text,"
            + " make_timestamp(2024, 1, 1, 24, 0, 0) => 2024-07-01 07:00:00+02|2024-07-01 15:30:00+02|2024-01-02 00:00:00",
        // a CASE of date and timestamp literals is a timestamp (timestamptz with one) whichever branch H2's folding keeps: it was the date
        "SELECT CASE WHEN true THEN date '2024-01-01' ELSE timestamp '2024-01-01 10:00' END,"
            + " CASE WHEN 1 = 1 THEN date '2024-07-01' ELSE timestamp with time zone '2024-01-01 10:00+00' END => 2024-01-01 00:00:00|2024-07-01 00:00:00+02",
        // avg divides the days and the time apart as PostgreSQL's interval_div: H2's average of 25:00:00s was 1 day 01:00:00
        "SELECT avg(x)::text, sum(x)::text FROM (VALUES (interval '25 hours'), (interval '25 hours')) v(x) => 25:00:00|50:00:00",
        "SELECT avg(x)::text FROM (VALUES (interval '1 day'), (interval '2 days'), (interval '2 hours')) v(x) => 1 day 00:40:00",
        "SELECT avg(x)::text FROM (VALUES (interval '1 day 02:00'), (interval '2 days 03:00'), (interval '90 minutes')) v(x) => 1 day 02:10:00",
        // dates and timestamps before Christ read through getString as PostgreSQL prints them (H2: -0043-03-15)
        "SELECT date '0001-01-01' - 1, make_date(-44, 3, 15), timestamp '0044-03-15 10:00:00.5 BC'"
            + " => 0001-12-31 BC|0044-03-15 BC|0044-03-15 10:00:00.5 BC",
        // to_timestamp's last seconds, from PostgreSQL's epoch in doubles (the microseconds since 1970 passed a long's end)
        "SELECT to_timestamp(9224318015999.5)::text => 294277-01-01 00:59:59.500288+01",
        // to_char of a date is of its midnight as a timestamptz (its zone's TZ and OF); FM writes OF's hours unpadded
        "SELECT to_char(date '2024-07-01', 'TZ OF'), to_char(timestamptz '2024-01-01 12:00+00', 'FMOF OF'), to_char(timestamp '2024-07-01 12:00', 'TZ|OF')"
            + " => CEST +02|+1 +01||+00",
    })
    void answersAsPostgres(String sql, String expected) throws SQLException {
        assertEquals(expected, String.join("|", row(sql)));
    }

    /** make_interval's named arguments (PostgreSQL's text read through psql). */
    @Test
    void makeIntervalTakesNamedArguments() throws SQLException {
        assertEquals("10 days|25:00:00|00:00:01.5|2 years|14 days|1 day 02:00:00", String.join("|", row("SELECT make_interval(days => 10),"
                + " make_interval(hours => 25), make_interval(secs => 1.5), make_interval(years => 2), make_interval(weeks => 2),"
                + " make_interval(days => 1, hours => 2)")));
    }

    /** An interval PostgreSQL would make of months and days, or of days and a time of a day or more, is refused: H2's cannot hold it. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT make_interval(1, 2, 3, 4, 5, 6, 7.5)", "SELECT make_interval(days => 1, hours => 30)",
        "SELECT make_interval(days => 1, hours => -2)", "SELECT justify_days(interval '35 days')", "SELECT justify_days(interval '27 hours')",
        "SELECT justify_interval(interval '35 days')", "SELECT justify_interval(interval '1 month')",
        "SELECT v FROM (VALUES (interval '1 day'), (interval '25 hours')) t(v)",
        "SELECT sum(v) FROM (VALUES (interval '1 day'), (interval '20 hours'), (interval '10 hours')) t(v)"})
    void intervalsTheEngineCannotHoldAreRefused(String sql) {
        assertEquals("42000", assertThrows(SQLException.class, () -> row(sql)).getSQLState());
    }

    /** PostgreSQL's timestamp form of a series whose types the text does not show is refused, not answered as timestamptz. */
    @Test
    void aSeriesOfColumnsOfNoVisibleTypeIsRefusedWhereItWouldDiffer() throws SQLException {
        execute("CREATE TABLE IF NOT EXISTS span(starts timestamp, ends timestamptz)");
        execute("DELETE FROM span");
        execute("INSERT INTO span VALUES ('2024-01-01 10:00', '2024-01-01 12:00+01')");
        assertEquals("42725", assertThrows(SQLException.class, () -> row("SELECT count(*) FROM generate_series((SELECT starts FROM span),"
                + " (SELECT starts FROM span) + interval '2 hours', interval '1 hour')")).getSQLState());
        assertEquals(List.of("3"), row("SELECT count(*) FROM generate_series((SELECT ends FROM span) - interval '2 hours', (SELECT ends FROM span),"
                + " interval '1 hour')"));
    }

    /** A day added across the change to summer time is 23 hours; truncating to a day finds that day's offset. */
    @Test
    void daysFollowTheWallClockOfTheSessionsZone() throws SQLException {
        execute("SET TIME ZONE 'America/New_York'");
        assertEquals(List.of("2024-03-10 12:00:00-04", "2024-03-09 12:00:00-05", "2024-03-10 00:00:00-05"),
                row("SELECT (timestamptz '2024-03-09 12:00:00' + interval '1 day')::text, (timestamptz '2024-03-10 12:00:00' - interval '1 day')::text,"
                        + " date_trunc('day', timestamptz '2024-03-10 12:00:00')::text"));
    }

    /**
     * A local time in a summer-time change, read as a timestamptz as PostgreSQL reads it: in the gap at the offset before
     * the change, in the overlap at the one after it (H2 read 01:30-05 and 01:30-04). Literals, casts of text and of a
     * timestamp, text written into a column and bound text alike; answers from psql.
     */
    @Test
    void aLocalTimeInASummerTimeChangeIsReadAsPostgresReadsIt() throws SQLException {
        execute("SET TIME ZONE 'America/New_York'");
        List<String> expected = List.of("2024-03-10 03:30:00-04", "2024-11-03 01:30:00-05");
        assertEquals(expected, row("SELECT '2024-03-10 02:30:00'::timestamptz::text, CAST('2024-11-03 01:30:00' AS timestamptz)::text"));
        assertEquals(expected, row("SELECT timestamptz '2024-03-10 02:30:00', timestamptz '2024-11-03 01:30:00'"));
        assertEquals(expected, row("SELECT (timestamp '2024-03-10 02:30:00')::timestamptz::text, (timestamp '2024-11-03 01:30:00')::timestamptz::text"));
        execute("CREATE TABLE changes (t timestamptz)");
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO changes VALUES ('2024-03-10 02:30:00'), (?::timestamptz)")) {
            insert.setString(1, "2024-11-03 01:30:00");
            insert.executeUpdate();
            assertEquals(List.of(String.join(",", expected)), row("SELECT string_agg(t::text, ',' ORDER BY t) FROM changes"));
        } finally {
            execute("DROP TABLE changes");
        }
    }

    /** A POSIX offset without a name counts hours west, as PostgreSQL reads it. */
    @Test
    void aPosixOffsetIsATimeZone() throws SQLException {
        execute("SET TIME ZONE '+05:30'");
        assertEquals(List.of("+05:30"), row("SHOW TIME ZONE"));
        assertEquals(List.of("2023-12-31 18:30:00-05:30"), row("SELECT '2024-01-01 00:00:00+00'::timestamptz::text"));
    }

    /** What a driver reads: the session's offset on a timestamptz, PostgreSQL's name of the interval type. */
    @Test
    void resultsCarryTheSessionsOffsetAndPostgresTypeNames() throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT timestamptz '2024-07-01 08:00:00+00', interval '90 minutes', timestamptz '2024-07-01 08:00:00+00'")) {
            rs.next();
            assertEquals(OffsetDateTime.of(2024, 7, 1, 10, 0, 0, 0, ZoneOffset.ofHours(2)), rs.getObject(1, OffsetDateTime.class));
            assertEquals("2024-07-01 10:00:00+02", rs.getString(1));
            assertEquals(java.sql.Timestamp.from(Instant.parse("2024-07-01T08:00:00Z")), rs.getObject(3), "pgjdbc's class for a timestamptz");
            assertEquals("01:30:00", rs.getString(2));
            assertEquals("interval", rs.getMetaData().getColumnTypeName(2));
            assertEquals("timestamptz", rs.getMetaData().getColumnTypeName(1));
            assertEquals(Types.TIMESTAMP, rs.getMetaData().getColumnType(1), "as pgjdbc reports a timestamptz");
        }
    }

    /** hotrow serve reads intervals this way for its text and binary forms: H2's own conversion dropped the sign (-1 days came out as 1 day). */
    @Test
    void aNegativeIntervalKeepsItsSignAsAnH2Interval() throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT interval '-1 day -2 hours', interval '-25 hours', interval '-1 year -2 months'")) {
            rs.next();
            assertEquals("-1 days -02:00:00", TemporalText.interval(rs.getObject(1, Interval.class)));
            assertEquals("-25:00:00", TemporalText.interval(rs.getObject(2, Interval.class)));
            assertEquals("-1 years -2 mons", TemporalText.interval(rs.getObject(3, Interval.class)));
        }
    }

    /**
     * An interval column times or divided by a number is PostgreSQL's arithmetic (H2 failed on {@code d / 3} and on any product
     * of {@code interval second(6)}), with a time of a day or more carried into days as the column holds it: {@code d * 2} is
     * PostgreSQL's {@code 2 days 40:00:00}, {@code h * 2} its {@code 52:00:00}, {@code d / 3 * 2} its {@code 29:20:00}; the same lengths.
     * A chain scales the carried product, so its rounding to microseconds may differ in the last digit: {@code 2 * d / 7} is
     * PostgreSQL's {@code 12:34:17.142857}.
     */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT d * 2, d / 3, 2 * d / 7, d / 3 * 2, iv.d * 0.5 FROM iv => 3 days 16:00:00|14:40:00|12:34:17.142858|1 day 05:20:00|22:00:00",
        "SELECT h * 2, h / 3, s * 2, s / 7, (d * 2)::text FROM iv => 2 days 04:00:00|08:40:00|00:03:00|00:00:12.857143|3 days 16:00:00",
        "SELECT count(*) FROM iv WHERE d / 2 > interval '20 hours' AND d * 2 = interval '3 days 16:00:00' => 1",
        "SELECT e * 2, d * n, n * d FROM iv => null|null|null",
    })
    void anIntervalColumnScalesAsPostgres(String sql, String expected) throws SQLException {
        execute("CREATE TABLE IF NOT EXISTS iv(d interval, h interval hour to second, s interval second(6), e interval, n int)");
        execute("DELETE FROM iv");
        execute("INSERT INTO iv VALUES ('1 day 20:00:00', '26:00:00', '90 seconds', NULL, NULL)");
        assertEquals(expected, String.join("|", row(sql).stream().map(String::valueOf).toList()), sql);
    }

    /** A product of an interval column is labelled as PostgreSQL labels an operator's result, not by the engine's function. */
    @Test
    void sumsOfIntervalColumnsAddDaysAndTimesApart() throws SQLException {
        execute("CREATE TABLE IF NOT EXISTS spans(starts timestamp, ends timestamp, d interval)");
        execute("DELETE FROM spans");
        execute("INSERT INTO spans VALUES ('2024-01-01 08:00', '2024-01-02 04:00', '20 hours'), ('2024-01-03 08:00', '2024-01-03 18:00', '10 hours')");
        // PostgreSQL's 30:00:00 twice (H2's sum was 1 day 06:00:00), labelled sum
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT sum(d), sum(ends - starts) FROM spans")) {
            r.next();
            assertEquals("30:00:00|30:00:00|sum|sum", r.getString(1) + "|" + r.getString(2) + "|" + r.getMetaData().getColumnLabel(1) + "|"
                    + r.getMetaData().getColumnLabel(2));
        }
        execute("INSERT INTO spans VALUES ('2024-01-05 08:00', '2024-01-06 10:00', '1 day 02:00:00')");
        // PostgreSQL's 1 day 30:00:00 and 1 day 32:00:00: days beside a time of a day or more, which the engine cannot hold
        assertEquals("42000", assertThrows(SQLException.class, () -> row("SELECT sum(d) FROM spans")).getSQLState());
    }

    @Test
    void temporalLiteralsOverlapsAndIntervalProductsArePostgresLabelled() throws SQLException {
        String sql = "SELECT (date '2024-01-01', date '2024-02-01') OVERLAPS (date '2024-01-15', date '2024-03-01'), interval '1 day' / 7,"
                + " interval '1' hour, interval '1:30' hour to minute, timestamp(0) '2024-01-01 10:00:00.5', interval '1 hour' * 2 / 7";
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            List<String> labels = new ArrayList<>();
            for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
                labels.add(r.getMetaData().getColumnLabel(i));
            }
            // H2's were hotrow_overlaps, hotrow_interval_scale, ?column?, ?column?, cast and cast
            assertEquals(List.of("overlaps", "?column?", "interval", "interval", "timestamp", "?column?"), labels);
        }
    }

    @Test
    void anIntervalColumnsProductIsLabelledAsAnOperator() throws SQLException {
        execute("CREATE TABLE IF NOT EXISTS ivl(d interval)");
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT d * 2, d / 3 AS third FROM ivl")) {
            assertEquals("?column? third", r.getMetaData().getColumnLabel(1) + " " + r.getMetaData().getColumnLabel(2));
        }
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT extract(foo FROM now()) => 22023",
        "SELECT extract(hour FROM date '2024-01-01') => 22023",
        "SELECT make_date(2024, 2, 30) => 22008",
        "SELECT '2024-02-30'::date => 22008",
        "SELECT 'not a date'::date => 22007",
        "SELECT timestamptz '2024-01-01 00:00+00' AT TIME ZONE 'bogus' => 22023",
        "SELECT to_timestamp('NaN'::float8) => 22008",
        "SELECT make_timestamptz(2024, 7, 1, 10, 0, 0, '5') => 22023",
        "SELECT make_timestamptz(2024, 7, 1, 10, 0, 0, '+16') => 22023",
        // PostgreSQL's 1 day -03:00:00, days and a time of two signs, which H2's intervals cannot hold (it answered 21:00:00)
        "SELECT avg(x) FROM (VALUES (interval '3 days'), (interval '-30 hours')) v(x) => 42000",
        // refused, not answered differently: H2's intervals hold months or days, and the text does not show a timestamp's type
        "SELECT age(timestamp '2024-03-15', timestamp '2023-01-10') => 42000",
        "SELECT ts AT TIME ZONE 'UTC' FROM (SELECT timestamp '2024-01-01 00:00' AS ts) s => 42000",
        "SELECT ts - date '2024-01-01' FROM (SELECT timestamp '2024-01-02 00:00' AS ts) s => 42000",
        // PostgreSQL: 1 day -02:00:00 and 02:03:04; H2 answered 22:00:00 and its own literal INTERVAL '1 02:03:04' DAY TO SECOND
        "SELECT interval '1 day' - interval '2 hours' => 42000",
        "SELECT to_char(interval '1 day 02:03:04', 'HH24:MI:SS') => 42000",
        "SELECT to_char('abc'::text, 'x') => 42883",
        "SELECT * FROM generate_series(timestamp '2024-01-01', timestamp '2024-01-02', interval '0 hours') => 22023",
        // past PostgreSQL's range, made by a constructor, H2's arithmetic or a template: 22008 (H2 answered 5874898-01-01, ...)
        "SELECT make_date(5874898, 1, 1) => 22008",
        "SELECT make_timestamp(294277, 1, 1, 0, 0, 0) => 22008",
        "SELECT to_timestamp(1e13) => 22008",
        "SELECT to_date('5874898-01-01', 'YYYY-MM-DD') => 22008",
        "SELECT to_timestamp('294277-01-02', 'YYYY-MM-DD') => 22008",
        "SELECT date '5874897-12-31' + 1 => 22008",
        "SELECT date '2024-01-01' - 2147483647 => 22008",
        "SELECT timestamp '294276-12-31 23:59:59.999999' + interval '1 microsecond' => 22008",
        "SELECT ('294277-01-01'::date)::timestamp => 22008",
        "SELECT timestamptz '4714-11-24 00:00:00+00 BC' - interval '1 day' => 22008",
        // operators PostgreSQL does not have: 42883 (H2's refusal was 42601), not H2's answer of days
        "SELECT date '2024-01-01' + date '2024-01-02' => 42883",
        "SELECT d * 2 FROM (VALUES (date '2024-01-01')) t(d) => 42883",
        "SELECT interval '1 day' + 1 => 42883",
        "SELECT timestamp '2024-01-01' + 1 => 42883",
        "SELECT time '10:00' + time '11:00' => 42725",

    })
    void failsAsPostgres(String sql, String sqlState) {
        assertEquals(sqlState, assertThrows(SQLException.class, () -> row(sql), sql).getSQLState(), sql);
    }

    /** A timestamp column plus or minus a number column has no operator in PostgreSQL (42883); H2 added days. A date's is days. */
    @Test
    void aTimestampColumnPlusANumberColumnIsRefused() throws SQLException {
        execute("CREATE TABLE moments (d date, t timestamp, at timestamptz, n int, q numeric(4, 1))");
        execute("INSERT INTO moments VALUES ('2024-01-01', '2024-01-01 10:00', '2024-01-01 10:00+00', 3, 1.5)");
        for (String sql : List.of("SELECT t + n FROM moments", "SELECT n + t FROM moments", "SELECT at - n FROM moments",
                "SELECT count(*) FROM moments WHERE t - q < now()")) {
            assertEquals("42883", assertThrows(SQLException.class, () -> row(sql), sql).getSQLState(), sql);
        }
        assertEquals("2024-01-04|4.5", String.join("|", row("SELECT d + n, n + q FROM moments")));
    }

    private static void execute(String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private static List<String> row(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            List<String> values = new ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                int type = rs.getMetaData().getColumnType(i);
                values.add(type == Types.BIT ? String.valueOf(rs.getBoolean(i))
                        : type == Types.DOUBLE ? String.valueOf(rs.getDouble(i)) : rs.getString(i));
            }
            return values;
        }
    }
}
