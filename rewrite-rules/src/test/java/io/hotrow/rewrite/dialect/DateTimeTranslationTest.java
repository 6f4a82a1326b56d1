package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Dates, times and intervals: casts to text, AT TIME ZONE, extract, date_trunc, date arithmetic,
 * OVERLAPS, now() and interval literals go to the engine's functions or H2's forms that answer as
 * PostgreSQL, and nest either way round.
 */
class DateTimeTranslationTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT at::text, CAST(at AS varchar), t.at::character varying(30) FROM t"
            + " => SELECT hotrow_text(at)::text, CAST(hotrow_text(at) AS varchar), hotrow_text(t.at)::character varying(30) AS \"at\" FROM t",
        "SELECT 'x'::text, ?::text, true::text, x::text::int, arr[1]::text FROM t"
            + " => SELECT 'x'::text AS \"text\", ?::text AS \"text\", 'true' AS \"text\", hotrow_int4(x::text) AS \"x\", CASE WHEN (1) BETWEEN 1 AND CARDINALITY(arr) THEN arr[1] END::text AS \"arr\" FROM t",
        "SELECT 15::text, 1.5::text, 1e3::text, CAST(2.5E-7 AS varchar)"
            + " => SELECT 15::text AS \"text\", 1.5::text AS \"text\", hotrow_text(1e3)::text AS \"text\", CAST(hotrow_text(2.5E-7) AS varchar) AS \"varchar\"",
        "SELECT timestamptz '2024-01-01 00:00+00'::text, (interval '1 day')::text"
            + " => SELECT hotrow_text(TIMESTAMP WITH TIME ZONE '2024-01-01 00:00+00')::text AS \"text\", hotrow_text((INTERVAL '1 0:00:00' DAY TO SECOND))::text AS \"text\"",
    })
    void castsToTextHandTheirOperandToTheEngine(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** Only string literals change: a parameter, a column or an expression cast to these types stays as written. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT '2026-03-02 +00'::date, CAST('2026-03-02 +00' AS date), date '2026-03-02 +00', ?::date, d::date, ('x' || '+00')::date FROM t"
            + " => SELECT '2026-03-02'::date AS \"date\", CAST('2026-03-02' AS date) AS \"date\", date '2026-03-02' AS \"date\", hotrow_temporal_param(?, 'DATE')::date AS \"date\", d::date AS \"d\", ('x' || '+00')::date AS \"date\" FROM t",
        "SELECT '2026-03-02 10:00:00+02'::timestamp, '10:00:00.5-03:30'::time, timestamp '2026-03-02T10:00Z', '2026-03-02 00:00'::timestamp"
            + " => SELECT '2026-03-02 10:00:00'::timestamp AS \"timestamp\", '10:00:00.5'::TIME(6) AS \"time\", timestamp '2026-03-02 10:00:00' AS \"timestamp\", '2026-03-02 00:00'::timestamp AS \"timestamp\"",
        "SELECT '2026-03-02 +05'::timestamptz, '10:00 +0530'::timetz, '2026-03-02 10:00+02'::timestamptz, '2026-03-02 +00 x'::date"
            + " => SELECT '2026-03-02 00:00:00+05:00'::TIMESTAMP WITH TIME ZONE AS \"timestamptz\", '10:00:00+05:30'::TIME(6) WITH TIME ZONE AS \"timetz\","
            + " '2026-03-02 10:00+02'::TIMESTAMP WITH TIME ZONE AS \"timestamptz\", '2026-03-02 +00 x'::date AS \"date\"",
        "SELECT timestamptz '2024-07-01 02:00:00+00'::date, TIMESTAMPTZ '2024-07-01 02:00+00'::timestamp"
            + " => SELECT TIMESTAMP WITH TIME ZONE '2024-07-01 02:00:00+00'::date AS \"date\", TIMESTAMP WITH TIME ZONE '2024-07-01 02:00+00'::timestamp AS \"timestamp\"",
    })
    void dateAndTimeLiteralsAreReadAsPostgresReadsThem(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT at AT TIME ZONE 'UTC', timestamp '2024-01-01' AT TIME ZONE ? FROM t"
            + " => SELECT hotrow_at_time_zone(at, 'UTC') AS \"timezone\", hotrow_timestamp_at_time_zone(timestamp '2024-01-01', ?) AS \"timezone\" FROM t",
        "SELECT ts::timestamp without time zone AT TIME ZONE 'UTC', CAST(ts AS timestamp(3)) AT TIME ZONE z, localtimestamp AT TIME ZONE 'UTC' FROM t"
            + " => SELECT hotrow_timestamp_at_time_zone(ts::timestamp without time zone, 'UTC') AS \"timezone\", hotrow_timestamp_at_time_zone(CAST(ts AS timestamp(3)), z) AS \"timezone\","
            + " hotrow_timestamp_at_time_zone(localtimestamp, 'UTC') AS \"timezone\" FROM t",
        "SELECT at AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Tokyo' FROM t"
            + " => SELECT hotrow_timestamp_at_time_zone(hotrow_at_time_zone(at, 'UTC'), 'Asia/Tokyo') AS \"timezone\" FROM t",
        "SELECT now() AT TIME ZONE tz::text, (at AT TIME ZONE 'UTC')::text FROM t"
            + " => SELECT hotrow_at_time_zone(CURRENT_TIMESTAMP, tz::text) AS \"timezone\", hotrow_text((hotrow_at_time_zone(at, 'UTC')))::text FROM t",
        "SELECT at AT TIME ZONE INTERVAL '+02:00' FROM t => SELECT hotrow_at_time_zone(at, INTERVAL '2:00:00' HOUR TO SECOND) AS \"timezone\" FROM t",
    })
    void atTimeZoneGoesByTheTypeTheTextShows(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT extract(year FROM at), EXTRACT(EPOCH FROM d) FROM t GROUP BY extract(year FROM at)"
            + " => SELECT hotrow_extract('year', at) AS \"extract\", hotrow_extract('epoch', d) AS \"extract\" FROM t GROUP BY hotrow_extract('year', at)",
        "SELECT date_trunc('week', d), pg_catalog.date_trunc(?, at + ?) FROM t"
            + " => SELECT (DATE_TRUNC('microseconds', d) + hotrow_date_trunc_shift('week', d)) AS \"date_trunc\","
            + " (DATE_TRUNC('microseconds', at + ?2) + hotrow_date_trunc_shift(?1, at + ?2)) AS \"date_trunc\" FROM t",
        "SELECT date_trunc('day', at)::text, date_trunc('day', x::timestamp AT TIME ZONE 'UTC') FROM t"
            + " => SELECT hotrow_text((DATE_TRUNC('microseconds', at) + hotrow_date_trunc_shift('day', at)))::text AS \"date_trunc\","
            + " (DATE_TRUNC('microseconds', hotrow_timestamp_at_time_zone(x::timestamp, 'UTC'))"
            + " + hotrow_date_trunc_shift('day', hotrow_timestamp_at_time_zone(x::timestamp, 'UTC'))) AS \"date_trunc\" FROM t",
    })
    void fieldsAndTruncationAreTheEngines(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT a - b::date, date '2024-03-01' - date '2024-02-01', current_date - CAST(d AS date) FROM t"
            + " => SELECT hotrow_date_minus(a, b::date) AS \"?column?\", hotrow_date_minus(date '2024-03-01', date '2024-02-01') AS \"?column?\", hotrow_date_minus(current_date, CAST(d AS date)) AS \"?column?\" FROM t",
        "SELECT date '2024-01-01' + interval '1 day', interval '2 hours' + d::date FROM t"
            + " => SELECT CAST(date '2024-01-01' AS TIMESTAMP) + INTERVAL '1 0:00:00' DAY TO SECOND, INTERVAL '2:00:00' HOUR TO SECOND + CAST(d::date AS TIMESTAMP) FROM t",
        "SELECT at + interval '1 day', at - '1 month'::interval FROM t"
            + " => SELECT (at + INTERVAL '1 0:00:00' DAY TO SECOND + hotrow_interval_shift(at, INTERVAL '1 0:00:00' DAY TO SECOND, 1)),"
            + " (at - INTERVAL '0-1' YEAR TO MONTH + hotrow_interval_shift(at, INTERVAL '0-1' YEAR TO MONTH, -1)) FROM t",
        "SELECT * FROM t WHERE at > CAST(? AS timestamptz) - interval '7 days' AND id = ?"
            + " => SELECT * FROM t WHERE at > (CAST(hotrow_temporal_param(?1, 'TIMESTAMPTZ') AS TIMESTAMP WITH TIME ZONE) - INTERVAL '7 0:00:00' DAY TO SECOND"
            + " + hotrow_interval_shift(CAST(hotrow_temporal_param(?1, 'TIMESTAMPTZ') AS TIMESTAMP WITH TIME ZONE), INTERVAL '7 0:00:00' DAY TO SECOND, -1)) AND id = ?2",
        "SELECT (a, b) OVERLAPS (c, d), ROW(a, interval '1 day') OVERLAPS ROW(?, ?) FROM t"
            + " => SELECT hotrow_overlaps(a, b, c, d) AS \"overlaps\", hotrow_overlaps(a, INTERVAL '1 0:00:00' DAY TO SECOND, ?, ?) AS \"overlaps\" FROM t",
        "SELECT now(), pg_catalog.now(), transaction_timestamp(), x.now() FROM t => SELECT CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, x.now() FROM t",
        "SELECT d - d, v.d + interval '1 hour' FROM (VALUES (date '2024-01-01'), (NULL)) v(d)"
            + " => SELECT hotrow_date_minus(d, d) AS \"?column?\", CAST(v.d AS TIMESTAMP) + INTERVAL '1:00:00' HOUR TO SECOND FROM (VALUES (date '2024-01-01'), (NULL)) v(d)",
        "SELECT x FROM t WHERE x = (SELECT d - d FROM (VALUES ('2024-01-01'::date)) AS v(d))"
            + " => SELECT x FROM t WHERE x = (SELECT hotrow_date_minus(d, d) AS \"?column?\" FROM (VALUES ('2024-01-01'::date)) AS v(d))",
        "SELECT interval '-27 hours', interval '14 months', interval '1.5 days', interval '3 days ago'"
            + " => SELECT INTERVAL '-27:00:00' HOUR TO SECOND AS \"interval\", INTERVAL '1-2' YEAR TO MONTH AS \"interval\", INTERVAL '1 12:00:00' DAY TO SECOND AS \"interval\", INTERVAL '-3 0:00:00' DAY TO SECOND AS \"interval\"",
    })
    void dateArithmeticAnswersAsPostgres(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** What the text does not show to be a date, an interval or a timestamptz stays H2's; so do a - b - c and a - b * c. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT current_date - d, d - 1, x - y::date * 2, a - b - c::date FROM t",
        "SELECT d - d, n - n FROM (VALUES (1, date '2024-01-01')) v(n, d2), (VALUES (date '2024-01-01')) w(e)",
        "SELECT at + interval '2 hours', ts::timestamp + interval '1 day', at + INTERVAL '1' DAY, clock_timestamp() - interval '1 day' FROM t",
        "SELECT * FROM t WHERE at > ? - interval '7 days'",
        "SELECT date_trunc('day', clock_timestamp()), date_trunc('day', at, 'UTC') FROM t"})
    void whatTheTextDoesNotShowStaysH2s(String sql) throws UnsupportedSqlException {
        String translated = translate(sql);
        assertTrue(!translated.contains("hotrow_date_minus") && !translated.contains("hotrow_interval_shift")
                && !translated.contains("hotrow_date_trunc_shift"), translated);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT a[1] AT TIME ZONE 'UTC' FROM t", "SELECT x AT TIME ZONE FROM t"})
    void atTimeZoneWithOperandsItCannotDelimitIsRefused(String sql) {
        assertTrue(assertThrows(UnsupportedSqlException.class, () -> translate(sql)).getMessage().contains("put each in parentheses"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 'at time zone', extract_year, \"now\"() FROM t", "SELECT x AS text FROM t"})
    void wordsOnlyLookingLikeTheConstructsStay(String sql) throws UnsupportedSqlException {
        assertSame(sql, translate(sql));
    }

    /** Times and numbers PostgreSQL has no operator for (42883) or no one operator for (42725), which H2 answered: refused so. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT timestamp '2024-01-01' + 1 => 42883", "SELECT timestamp '2024-01-01' - 1 => 42883", "SELECT 2 + x::timestamp FROM t => 42883",
        "SELECT timestamptz '2024-01-01 00:00+00' + 1 => 42883", "SELECT current_timestamp + 1 > now() => 42883",
        "SELECT localtimestamp - 1.5 => 42883", "SELECT now() - 1 => 42883", "SELECT time '10:00' + 1 => 42883",
        "SELECT time '10:00' + time '11:00' => 42725", "SELECT date '2024-01-01' - time '10:00' => 42000",
        "SELECT CAST(x AS timestamp) - time '10:00' FROM t => 42000"})
    void timesWithoutPostgresOperatorAreRefused(String sql, String state) {
        assertEquals(state, assertThrows(UnsupportedSqlException.class, () -> translate(sql)).sqlState());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT now - 1 FROM t", "SELECT timestamp '2024-01-01' - interval '1 day'", "SELECT time '10:00' - time '08:00'",
        "SELECT date '2024-01-01' + time '10:00'", "SELECT timestamp '2024-01-01' + time '10:00'", "SELECT date '2024-01-01' + 1"})
    void timesWithPostgresOperatorsAreNotRefusedForIt(String sql) {
        assertDoesNotThrow(() -> translate(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT timestamp '294277-01-01 00:00:00'", "SELECT '1000000-01-01'::timestamptz", "SELECT x FROM t WHERE at < TIMESTAMP '300000-06-01'",
        "SELECT '300000-01-01 BC'::timestamp", "SELECT date '4714-11-23 BC'", "SELECT '0000-01-01'::date", "SELECT timestamp(3) '0000-01-01 10:00'",
        "SELECT '5874898-01-01'::date", "SELECT date '12345678-01-01'"})
    void datesAndTimestampsOutsidePostgresRangeAreOutOfRange(String sql) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals("22008", e.sqlState());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT timestamp '294276-12-31 23:59:59.999999'", "SELECT '4714-11-24 BC'::timestamp", "SELECT '300000-01-01'::date",
        "SELECT date '5874897-12-31'"})
    void timestampsInPostgresRangeAreNotRefusedForIt(String sql) {
        assertDoesNotThrow(() -> translate(sql));
    }

    /**
     * A literal's fraction of a second is rounded as PostgreSQL's input rounds it ({@link FractionalSecondsTest}): here without a
     * precision, by the engine's function at run time with one (a translation may not depend on an integer literal's value).
     */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT timestamp '2024-01-01 10:00:00.1234565', '2024-01-01 23:59:59.9999999'::timestamp, '10:00:00.1234565'::time"
            + " => SELECT timestamp '2024-01-01 10:00:00.123456' AS \"timestamp\", '2024-01-02 00:00:00'::timestamp AS \"timestamp\", '10:00:00.123456'::TIME(6) AS \"time\"",
        "SELECT '1999-12-31 23:59:59.5'::timestamp(0), CAST('10:00:00.45' AS time(1)), time(1) '23:59:59.96', '10:00:00'::time(0)"
            + " => SELECT hotrow_temporal_round('1999-12-31 23:59:59.5', 'TIMESTAMP', 0)::timestamp(0) AS \"timestamp\","
            + " CAST(hotrow_temporal_round('10:00:00.45', 'TIME', 1) AS time(1)) AS \"time\", CAST(hotrow_temporal_round('23:59:59.96', 'TIME', 1) AS time(1)) AS \"time\","
            + " '10:00:00'::time(0) AS \"time\"",
        "SELECT '2000-01-01 00:30:00.5+01'::timestamptz(0) => SELECT hotrow_temporal_round('2000-01-01 00:30:00.5+01', 'TIMESTAMPTZ', 0)::TIMESTAMP(0) WITH TIME ZONE AS \"timestamptz\"",
    })
    void fractionsOfSecondsRoundAsPostgresRoundsThem(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** PostgreSQL rounds it up to 24:00:00, which H2's times cannot hold. */
    @Test
    void aTimeRoundingToMidnightIsRefused() {
        assertTrue(assertThrows(UnsupportedSqlException.class, () -> translate("SELECT '23:59:59.9999999'::time")).getMessage().contains("24:00:00"));
    }

    /** An interval of months times or divided by a factor has the factor checked by the engine: a fraction of a month is refused. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT interval '3 months' / 2, 1.5 * interval '1 year', interval '1 month' * -n, interval '-1 year 2 months' / (a + b)"
            + " => SELECT INTERVAL '0-3' YEAR TO MONTH / hotrow_month_factor(3, 2, '/'), hotrow_month_factor(12, 1.5, '*') * INTERVAL '1-0' YEAR TO MONTH,"
            + " INTERVAL '0-1' YEAR TO MONTH * hotrow_month_factor(1, -n, '*'), INTERVAL '-0-10' YEAR TO MONTH / hotrow_month_factor(-10, (a + b), '/')",
        "SELECT ? * interval '1 month', interval '1 day' / 2, interval '1 month' / f(x), t.n * '1 year'::interval FROM t"
            + " => SELECT hotrow_month_factor(1, CAST(? AS NUMERIC), '*') * INTERVAL '0-1' YEAR TO MONTH, hotrow_interval_scale(INTERVAL '1 0:00:00' DAY TO SECOND, 2, '/') AS \"?column?\","
            + " INTERVAL '0-1' YEAR TO MONTH / hotrow_month_factor(1, f(x), '/'), hotrow_month_factor(12, t.n, '*') * INTERVAL '1-0' YEAR TO MONTH FROM t",
    })
    void monthsScaledByAFactorAreChecked(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /**
     * A day-time interval literal times or divided by factors is the engine's arithmetic, left to right (H2's failed on
     * {@code / 7} and truncated {@code interval '1' hour / 2} to 0); one without days is cast back to hours. A factor after a
     * tighter operator is part of a product that starts before it, and a cast factor is left to H2.
     */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT interval '1 day' / 7, 2 * interval '1' hour, interval '90 minutes' * -n / t.k"
            + " => SELECT hotrow_interval_scale(INTERVAL '1 0:00:00' DAY TO SECOND, 7, '/') AS \"?column?\","
            + " CAST(hotrow_interval_scale(interval '1' hour, 2, '*') AS INTERVAL HOUR(18) TO SECOND(6)) AS \"?column?\","
            + " CAST(hotrow_interval_scale(CAST(hotrow_interval_scale(INTERVAL '1:30:00' HOUR TO SECOND, -n, '*') AS INTERVAL HOUR(18) TO SECOND(6)), t.k, '/')"
            + " AS INTERVAL HOUR(18) TO SECOND(6)) AS \"?column?\"",
        "SELECT interval '1 day' / 7.0::float8, x::double precision * interval '1' minute"
            + " => SELECT hotrow_interval_scale(INTERVAL '1 0:00:00' DAY TO SECOND, 7.0::float8, '/') AS \"?column?\","
            + " CAST(hotrow_interval_scale(interval '1' minute, x::double precision, '*') AS INTERVAL HOUR(18) TO SECOND(6)) AS \"?column?\"",
        "SELECT a / 2 * interval '1 day', interval '1 day' * x[1], interval '1' day to second * 2"
            + " => SELECT a / 2 * INTERVAL '1 0:00:00' DAY TO SECOND, INTERVAL '1 0:00:00' DAY TO SECOND * CASE WHEN (1) BETWEEN 1 AND CARDINALITY(x) THEN x[1] END, interval '1' day to second * 2",
    })
    void dayTimeIntervalsScaledByAFactorAreTheEngines(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** A value cast to a time of fewer digits goes through the engine's check of a rounding to 24:00:00; a literal is rounded as text. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT ts::time(0) FROM t => SELECT CAST(hotrow_time_limit(CAST(ts AS TIME(6)), 0) AS TIME(0)) AS \"ts\" FROM t",
        "SELECT CAST(t.ts + interval '1 second' AS time(3)) FROM t => SELECT CAST(hotrow_time_limit(CAST(t.ts"
            + " + INTERVAL '0:00:01' HOUR TO SECOND AS TIME(6)), 3) AS TIME(3)) AS \"time\" FROM t",
        "SELECT ts::time(6), ts::time FROM t => SELECT ts::time(6) AS \"ts\", ts::TIME(6) AS \"ts\" FROM t",
    })
    void castsToTimeOfFewerDigitsAreChecked(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** date_bin is the origin plus the engine's interval to the bin's start; an origin that cannot be written twice is H2's. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT date_bin('15 minutes', ts, o) FROM t => SELECT (o + hotrow_date_bin(INTERVAL '0:15:00' HOUR TO SECOND, ts, o)) AS \"date_bin\" FROM t",
        "SELECT date_bin(s, ts, ?) FROM t => SELECT date_bin(s, ts, ?) FROM t",
    })
    void dateBinIsTheOriginPlusTheEnginesInterval(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }
}
