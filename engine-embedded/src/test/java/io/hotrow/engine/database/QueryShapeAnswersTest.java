package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.OneDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Query shapes the dialect shim writes for H2 (WITH RECURSIVE and an outer LIMIT, LATERAL, grouping
 * sets, data-modifying WITH queries, WITH queries named like tables) and the engine's statistical
 * aggregates, with PostgreSQL 15's answers (each expected row read from PostgreSQL).
 */
class QueryShapeAnswersTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("shapes");
        c = database.connection();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE sales (id int PRIMARY KEY, region text, units int, amount numeric(10, 2), ratio float8)");
            s.execute("INSERT INTO sales VALUES (1, 'north', 2, 100.00, 0.5), (2, 'north', 5, 250.50, 1.5), (3, 'south', 1, 75.25, NULL),"
                    + " (4, 'south', 3, NULL, 2.0), (5, 'east', 10, 500.00, 0.25)");
        }
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT stddev_samp(units), var_pop(units), stddev(amount), variance(ratio), stddev_pop(ratio) FROM sales"
            + " => 3.5637059362410923|10.1600000000000000|195.072248901956|0.6822916666666666|0.7153451963912248",
        "SELECT region, sum(units), grouping(region) FROM sales GROUP BY ROLLUP (region) ORDER BY region"
            + " => east|10|0; north|7|0; south|4|0; null|21|1",
        "SELECT corr(amount, units), covar_pop(units, ratio), covar_samp(amount, id), regr_slope(amount, units), regr_intercept(amount, units),"
            + " regr_r2(ratio, id) FROM sales => 0.9986257287587346|-1.0624999999999998|260.3125|48.2015306122449|14.530612244897924|0.0",
        "SELECT regr_count(amount, ratio), regr_avgx(units, ratio), regr_avgy(units, ratio), regr_sxx(amount, units), regr_syy(amount, units),"
            + " regr_sxy(amount, units) FROM sales => 3|1.0625|5.0|48.99999999999999|114159.546875|2361.875",
        "SELECT corr(units, 1), regr_r2(1, units), regr_count(units, id), covar_samp(units, id) FROM sales WHERE id = 1 => null|null|1|null",
        "SELECT regr_count(units, id), regr_slope(units, id) FROM sales WHERE id > 10 => 0|null",
        "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY units) FROM sales => 3.0",
        "SELECT s.region, top.id FROM (SELECT DISTINCT region FROM sales) s CROSS JOIN LATERAL (SELECT id FROM sales x"
            + " WHERE x.region = s.region ORDER BY x.units DESC LIMIT 1) top ORDER BY s.region => east|5; north|2; south|4",
        "WITH RECURSIVE t(n) AS (VALUES (1) UNION ALL SELECT n * 2 FROM t) SELECT * FROM t LIMIT 5 => 1; 2; 4; 8; 16",
        "WITH sales AS (SELECT 1 AS id) SELECT count(*) FROM sales => 1",
    })
    void answersAsPostgres(String sql, String expected) throws SQLException {
        assertEquals(expected, String.join("; ", rows(sql)));
    }

    @Test
    void statisticsOfExactValuesAreNumericAndOfFloatsDouble() throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT stddev(units), var_samp(amount), stddev(ratio) FROM sales")) {
            assertEquals(Types.NUMERIC, rs.getMetaData().getColumnType(1));
            assertEquals(Types.NUMERIC, rs.getMetaData().getColumnType(2));
            assertEquals(Types.DOUBLE, rs.getMetaData().getColumnType(3));
        }
        assertEquals("42883", assertThrows(SQLException.class, () -> rows("SELECT stddev(region) FROM sales")).getSQLState());
    }

    /** H2 ran these into a StackOverflowError, or until the statement timeout. */
    @Test
    @Timeout(30)
    void aRecursiveQueryThatReadsItselfWronglyFailsAsInPostgres() {
        assertEquals("42P19", assertThrows(SQLException.class,
                () -> rows("WITH RECURSIVE bad(n) AS (SELECT n FROM bad UNION ALL SELECT 1) SELECT * FROM bad")).getSQLState());
        assertEquals("42P19", assertThrows(SQLException.class,
                () -> rows("WITH RECURSIVE b(n) AS (SELECT 1 UNION ALL SELECT (SELECT max(n) + 1 FROM b) FROM b WHERE n < 3) SELECT * FROM b"))
                .getSQLState());
        assertEquals("42000", assertThrows(SQLException.class,
                () -> rows("WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT n FROM t WHERE n > 5 LIMIT 2")).getSQLState());
    }

    /** The engine looks the names up again once the schema changed: a table created later hides the query from H2 no more. */
    @Test
    void aWithQueryIsReadEvenWhenATableOfItsNameAppearsLater() throws SQLException {
        String sql = "WITH later AS (SELECT 1 AS id) SELECT count(*) FROM later";
        assertEquals(List.of("1"), rows(sql));
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE later (id int)");
            s.execute("INSERT INTO later VALUES (1), (2), (3)");
        }
        assertEquals(List.of("1"), rows(sql));
        assertEquals(List.of("3"), rows("SELECT count(*) FROM later"));
    }

    @Test
    void aDataModifyingWithQueryChangesRowsOnce() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE jobs (id int PRIMARY KEY, state text)");
            s.execute("INSERT INTO jobs VALUES (1, 'new'), (2, 'new'), (3, 'done')");
        }
        assertEquals(List.of("2"), rows("WITH moved AS (UPDATE jobs SET state = 'running' WHERE state = 'new' RETURNING id) SELECT count(*) FROM moved"));
        assertEquals(List.of("1|running", "2|running", "3|done"), rows("SELECT id, state FROM jobs ORDER BY id"));
    }

    private static List<String> rows(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            List<String> rows = new ArrayList<>();
            while (rs.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    values.add(String.valueOf(rs.getObject(i)));
                }
                rows.add(String.join("|", values));
            }
            return rows;
        }
    }
}
