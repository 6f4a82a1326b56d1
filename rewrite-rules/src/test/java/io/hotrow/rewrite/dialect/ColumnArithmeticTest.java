package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Arithmetic PostgreSQL types by its columns' types: the columns named for the engine to look up, then the casts written in. */
class ColumnArithmeticTest {

    private static final Map<String, String> TYPES = Map.ofEntries(Map.entry("price", "NUMERIC"), Map.entry("n", "DECFLOAT"),
            Map.entry("qty", "INTEGER"), Map.entry("big", "BIGINT"), Map.entry("f", "DOUBLE PRECISION"), Map.entry("d", "DATE"),
            Map.entry("e", "DATE"), Map.entry("at", "TIMESTAMP"), Map.entry("disc", "REAL"), Map.entry("iv", "INTERVAL DAY TO SECOND"), Map.entry("ends", "TIMESTAMP"));

    @Test
    void theColumnsOfDivisionsSubtractionsAndLagsAreNamed() {
        assertEquals(Set.of("price", "qty", "d", "e", "v"), ColumnArithmetic.columns(
                "SELECT price / 3, sum(qty) / count(*), x::date - d, e - d, lag(v, 1, 1.5) OVER (ORDER BY id) FROM t"));
        assertEquals(Set.of(), ColumnArithmetic.columns("SELECT f(a) / 2, f(a) + 1, count(*), t.* FROM t"));
        assertEquals(Set.of(), ColumnArithmetic.columns("SELECT * FROM t WHERE EXISTS (SELECT DISTINCT * FROM u)"));
    }

    @Test
    void operatorsInStringsAloneCallForNoLookButQuotesThatOpenNoStringDoNotHideOperators() {
        assertEquals(Set.of(), ColumnArithmetic.columns("INSERT INTO t (sku, at) VALUES ('SKU-1', '2024-03-01 10:00:00+00') RETURNING price"));
        assertEquals(Set.of("price"), ColumnArithmetic.columns("INSERT INTO t (sku, note) VALUES ('SKU-1', 'it''s') RETURNING price * 2"));
        assertEquals(Set.of("price", "qty"), ColumnArithmetic.columns("SELECT 'a-b', price / qty, 'c' FROM t"));
        assertEquals(Set.of("price"), ColumnArithmetic.columns("SELECT $$it's$$, price / 2 FROM t"));
        assertEquals(Set.of("price"), ColumnArithmetic.columns("SELECT E'it\\'s', price / 2 FROM t"));
        assertEquals(Set.of("price"), ColumnArithmetic.columns("SELECT \"it's\", price / 2 FROM t"));
        assertEquals(Set.of("price"), ColumnArithmetic.columns("SELECT price / 2 -- it's\nFROM t"));
        assertEquals(Set.of("price"), ColumnArithmetic.columns("SELECT 'x', sum(price) FROM t"));
    }

    @Test
    void theColumnsComputedWithAreNamed() {
        assertEquals(Set.of("a", "b", "c", "d", "e"), ColumnArithmetic.columns("SELECT a - 1, (a + b) / 2, sum(c), 2 * t.d FROM t WHERE e + 1 > 2"));
        assertEquals(Set.of("a", "b"), ColumnArithmetic.columns("UPDATE t SET b = b + 1 RETURNING a * 2"));
        assertEquals(Set.of("a", "b", "c"), ColumnArithmetic.columns("UPDATE t SET a = a + 1, b = b * 2 WHERE c - 1 > 0"),
                "a float or a date column's arithmetic differs wherever it is");
        assertEquals(Set.of("a"), ColumnArithmetic.columns("UPDATE t SET b = sum(a) RETURNING sum(a)"), "sums where rows are returned");
        assertEquals(Set.of("disc"), ColumnArithmetic.columns("SELECT id FROM t WHERE disc > 0.1"), "a column compared with a decimal");
        assertEquals(Set.of(), ColumnArithmetic.columns("SELECT id FROM t WHERE disc > 1 AND code = '0.1'"));
        assertEquals(Set.of("a", "b", "c"), ColumnArithmetic.columns("SELECT sqrt(a), power(b, 2), sign(c), round(d) FROM t"),
                "arguments of PostgreSQL's numeric functions");
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT price / 3, price / qty, t.price / t.qty FROM t => SELECT price::numeric / 3, price::numeric / qty, t.price::numeric / t.qty FROM t",
        "SELECT qty / price, n / 2.5, sum(price) / count(*), sum(price) OVER (ORDER BY id) / 4 FROM t"
            + " => SELECT qty / price::numeric, n::numeric / 2.5, sum(price::numeric) / count(*), sum(price::numeric) OVER (ORDER BY id) / 4 FROM t",
        "SELECT price / f, f / price, price / 2.5::float8 FROM t => SELECT price::float8 / f, f / price::float8, price::float8 / 2.5::float8 FROM t",
        "SELECT f / 2.5, 1.5 / f, f / 2 FROM t => SELECT f / 2.5::float8, 1.5::float8 / f, f / 2 FROM t",
        "SELECT sum(big) / count(*), sum(qty) / count(*), big / 2 FROM t => SELECT sum(big::numeric) / count(*), sum(qty) / count(*), big / 2 FROM t",
        "SELECT qty / 2, big / qty, price / ?, price / (qty + 1), price / abs(qty + 1) FROM t"
            + " => SELECT qty / 2, big / qty, price / ?, price / (qty + 1), price / abs(qty + 1) FROM t",
        "SELECT price / nullif(qty, 0), price / abs(qty), coalesce(price, 0) / 3, f / nullif(big, 0), price / nullif(f, 0) FROM t"
            + " => SELECT price::numeric / nullif(qty, 0), price::numeric / abs(qty), coalesce(price::numeric, 0) / 3, f::float8 / nullif(big, 0),"
            + " price::float8 / nullif(f, 0) FROM t",
        "SELECT x::date - d, e - d, current_date - d, at - d, d - 1, e - d * 2 FROM t"
            + " => SELECT x::date - d::date, e - d::date, current_date - d::date, at - d, d - 1, e - d * 2 FROM t",
        "SELECT n * 2, price + n, t.n - qty, -n, sum(n), sum(n) * 2, n + n, n::numeric * 2, n / 2 FROM t"
            + " => SELECT n::numeric * 2, price + n::numeric, t.n::numeric - qty, -n::numeric, sum(n::numeric), sum(n::numeric) * 2,"
            + " n::numeric + n::numeric, n::numeric * 2, n::numeric / 2 FROM t",
        "UPDATE t SET n = n * 2, price = price * 2 => UPDATE t SET n = n * 2, price = price * 2",
        "UPDATE t SET qty = qty + 1 RETURNING n * qty => UPDATE t SET qty = qty + 1 RETURNING n::numeric * qty",
        "SELECT lag(qty, 1, 1.5) OVER w, lead(big, 1, 0.5) OVER w, lag(qty, 1, 2) OVER w, lag(f, 1, 1.5) OVER w, lag(z, 1, 1.5) OVER w FROM t"
            + " => SELECT lag(qty::numeric, 1, 1.5) OVER w, lead(big::numeric, 1, 0.5) OVER w, lag(qty, 1, 2) OVER w, lag(f, 1, 1.5) OVER w, lag(z, 1, 1.5) OVER w FROM t",
        "SELECT f + 0.2, f * 1.1, 1.1 * f, t.f - 2.5, f * 3, f + price, price * t.f, f + n, n * f FROM t"
            + " => SELECT f + 0.2::float8, f * 1.1::float8, 1.1::float8 * f, t.f - 2.5::float8, f * 3, f + price::float8, price::float8 * t.f,"
            + " f + n::float8, n::float8 * f FROM t",
        "SELECT f + 0.2 * 3, f * 1.1::numeric, 0.5 - 0.2 + f, 2 * 1.5 * f, f * 1.1 * 2 FROM t"
            + " => SELECT f + 0.2 * 3, f * 1.1::numeric, 0.5 - 0.2 + f, 2 * 1.5 * f, f * 1.1::float8 * 2 FROM t",
        "SELECT price * 100 / 3, 2 * t.price * qty / qty, qty * 2 / 3, price * f / 2, f * 2 / 2.5, price * abs(qty) / 3 FROM t"
            + " => SELECT price::numeric * 100 / 3, 2 * t.price::numeric * qty / qty, qty * 2 / 3, price::float8 * f / 2, f * 2 / 2.5::float8,"
            + " price * abs(qty) / 3 FROM t",
        "SELECT f / count(*), f / sum(qty) OVER (), f / big, count(*) / f, f / qty, f / abs(qty), qty / f FROM t"
            + " => SELECT f::float8 / count(*), f::float8 / sum(qty) OVER (), f::float8 / big, count(*) / f::float8, f / qty, f / abs(qty), qty / f FROM t",
        "SELECT id FROM t WHERE disc > 0.1 AND 0.25 <= t.disc OR disc BETWEEN 0.05 AND 0.1 OR disc = 1 OR disc < 0.5 * 2 OR f = 0.1"
            + " => SELECT id FROM t WHERE disc > 0.1::float8 AND 0.25::float8 <= t.disc OR disc BETWEEN 0.05::float8 AND 0.1::float8 OR disc = 1"
            + " OR disc < 0.5 * 2 OR f = 0.1",
        "SELECT avg(f) / count(*), sum(qty) / avg(f), avg(price) / qty, avg(qty) / 2 FROM t"
            + " => SELECT avg(f::float8) / count(*), sum(qty) / avg(f::float8), avg(price) / qty, avg(qty) / 2 FROM t",
        "SELECT sum(qty * price) / sum(qty), max(d) - min(e), max(d) - min(d) FILTER (WHERE qty > 0), max(qty) - min(qty), 1 - max(d) - min(d) FROM t"
            + " => SELECT sum(qty * price::numeric) / sum(qty), max(d) - min(e)::date, max(d) - min(d) FILTER (WHERE qty > 0), max(qty) - min(qty),"
            + " 1 - max(d) - min(d) FROM t",
        "UPDATE t SET f = f * 1.1 WHERE f + 0.5 > 1 => UPDATE t SET f = f * 1.1::float8 WHERE f + 0.5::float8 > 1",
        "SELECT d + interval '1 hour', d - INTERVAL '1 day', interval '2 hours' + d, d + '1 hour'::interval, '1 day'::interval + t.d FROM t"
            + " => SELECT d::date + interval '1 hour', d::date - INTERVAL '1 day', interval '2 hours' + d::date, d::date + '1 hour'::interval,"
            + " '1 day'::interval + t.d::date FROM t",
        // an interval column: the date a timestamp (H2's date + interval was a date, its time lost)
        "SELECT d + iv, iv + d, t.d - iv, iv - d, at + iv, d * iv FROM t => SELECT d::timestamp + iv, iv + d::timestamp, t.d::timestamp - iv, iv - d, at + iv, d * iv FROM t",
        // sums of intervals: the engine's aggregate, which adds days and times apart (H2 carried 30 hours into a day)
        "SELECT sum(iv), sum(t.iv) OVER (), sum(ends - at), sum(at - d), sum(qty) FROM t"
            + " => SELECT hotrow_interval_sum(iv), hotrow_interval_sum(t.iv) OVER (), hotrow_interval_sum(ends - at), sum(at - d), sum(qty) FROM t",
        "SELECT d + 1, at + interval '1 hour', d + interval '1' hour, interval '1 day' - d, d * interval '1 day' FROM t"
            + " => SELECT d + 1, at + interval '1 hour', d::date + interval '1' hour, interval '1 day' - d, d * interval '1 day' FROM t",
        "SELECT sqrt(price), exp(t.n), ln(abs(price)), log(price), log(2, n), power(price, qty), power(2, price), sign(sum(n)) FROM t"
            + " => SELECT sqrt(price::numeric), exp(t.n::numeric), ln(abs(price::numeric)), log(price::numeric), log(2, n::numeric),"
            + " hotrow_numeric_power(price::numeric, qty), hotrow_numeric_power(2, price::numeric), sign(sum(n::numeric)) FROM t",
        "SELECT sqrt(qty), sqrt(f), exp(price + 1), round(price), pg_catalog.sqrt(price), x.sqrt(price), log(price, 2, 3) FROM t"
            + " => SELECT sqrt(qty), sqrt(f), exp(price + 1), round(price), sqrt(price::numeric), x.sqrt(price), log(price, 2, 3) FROM t",
        "UPDATE t SET f = sqrt(price) => UPDATE t SET f = sqrt(price::numeric)",
        "SELECT power(price, ?), power(price, ?::int), power(qty, ?), power(?, price), power(price, ?::float8) FROM t"
            + " => SELECT hotrow_numeric_power(price::numeric, ?), hotrow_numeric_power(price::numeric, ?::int), power(qty, ?),"
            + " hotrow_numeric_power(?, price::numeric), power(price::numeric, ?::float8) FROM t",
        "SELECT power(qty, n), power(price, n), power(qty, qty), power(price, f), power(price, 2), power(qty, 2::numeric), power(qty, 2) FROM t"
            + " => SELECT hotrow_numeric_power(qty, n::numeric), hotrow_numeric_power(price::numeric, n::numeric), power(qty, qty),"
            + " power(price::numeric, f), hotrow_numeric_power(price::numeric, 2), hotrow_numeric_power(qty, 2::numeric), power(qty, 2) FROM t",
    })
    void castsAreWrittenWhereTheColumnsTypesCallForThem(String sql, String expected) {
        assertEquals(expected, ColumnArithmetic.typed(sql, TYPES));
    }
}
