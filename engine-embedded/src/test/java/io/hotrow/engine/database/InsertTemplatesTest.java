package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.LANE_TIMEOUT;
import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A data script's INSERTs of one shape analysed once ({@link InsertTemplates}): each text made from the
 * template is analysed as the full path analyses it, for every kind of literal, and what the template
 * cannot hold (a value a column types by what it says, one too long for its column) goes the full way.
 */
class InsertTemplatesTest {

    /** Each shape at least three times: learned at its second text, made from the template after; one the sandbox refuses each time. */
    private static final List<List<String>> SHAPES = List.of(
            List.of("INSERT INTO kinds (v, t) VALUES ('ab', 'it''s')", "INSERT INTO kinds (v, t) VALUES ('abcde', '')",
                    "INSERT INTO kinds (v, t) VALUES ('abcdefg', 'too long')", "INSERT INTO kinds (v, t) VALUES ('ab   ', 'ab''''')",
                    "INSERT INTO kinds (v, t) VALUES ('abcde   ', 'cut')", "INSERT INTO kinds (v, t) VALUES ('a''b', 'tab\there')",
                    "INSERT INTO kinds (v, t) VALUES ('é€', '2024-01-01')", "INSERT INTO kinds (v, t) VALUES ('1 day', 't')"),
            List.of("INSERT INTO kinds (i, si, bi) VALUES (1, -2, 3)", "INSERT INTO kinds (i, si, bi) VALUES (2147483647, 32767, 922337203)",
                    "INSERT INTO kinds (i, si, bi) VALUES (5, 40000, 1)", "INSERT INTO kinds (i, si, bi) VALUES (0, -0, 7)"),
            List.of("INSERT INTO kinds (bi, n) VALUES (9223372036, 1.5)", "INSERT INTO kinds (bi, n) VALUES (1234567890, -2.25)",
                    "INSERT INTO kinds (bi, n) VALUES (9999999999, 123456.78)", "INSERT INTO kinds (bi, n) VALUES (1, 1234567.89)"),
            List.of("INSERT INTO kinds (n, i) VALUES (1.555, NULL)", "INSERT INTO kinds (n, i) VALUES (2.005, NULL)", "INSERT INTO kinds (n, i) VALUES (0.001, NULL)"),
            List.of("INSERT INTO kinds (d, ts, tz) VALUES (DATE '2024-02-29', TIMESTAMP '2024-01-01 10:00:00', TIMESTAMPTZ '2024-01-01 10:00:00+02')",
                    "INSERT INTO kinds (d, ts, tz) VALUES (DATE '2023-12-31', TIMESTAMP '1999-12-31 23:59:59', TIMESTAMPTZ '2024-07-01 00:00:00-05')",
                    "INSERT INTO kinds (d, ts, tz) VALUES (DATE '0001-01-01', TIMESTAMP '2000-02-29 00:00:00', TIMESTAMPTZ '2024-03-10 02:30:00+00')"),
            List.of("INSERT INTO kinds (b, c) VALUES ('t', 'ab')", "INSERT INTO kinds (b, c) VALUES ('no', 'abc')", "INSERT INTO kinds (b, c) VALUES ('on', 'a')"),
            List.of("INSERT INTO kinds (r, iv, j) VALUES (1.5, '1 day', '{\"a\": 1}')", "INSERT INTO kinds (r, iv, j) VALUES (2.5, '2 hours', '[1, 2]')",
                    "INSERT INTO kinds (r, iv, j) VALUES (3.5, '@ 3 mins', '\"s\"')"),
            List.of("insert into kinds(t,i)values('x',DEFAULT)", "insert into kinds(t,i)values('y',DEFAULT)", "insert into kinds(t,i)values('z',DEFAULT)"),
            List.of("INSERT INTO hotrow.settings (a) VALUES ('x')", "INSERT INTO hotrow.settings (a) VALUES ('y')",
                    "INSERT INTO hotrow.settings (a) VALUES ('z')"),
            List.of("INSERT INTO missing (a) VALUES (1)", "INSERT INTO missing (a) VALUES (2)", "INSERT INTO missing (a) VALUES (3)"));

    private static Database database;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = open("insert-templates", new MemoryObjectStore("insert-templates-test"));
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE kinds (id serial PRIMARY KEY, v varchar(5), t text, c char(3), b boolean, i int, si smallint, bi bigint,"
                    + " n numeric(8,2), r real, d date, ts timestamp, tz timestamptz, j jsonb, iv interval)");
        }
    }

    @AfterAll
    static void closeDatabase() {
        database.shutdown();
    }

    @Test
    void everyTextOfAShapeIsAnalysedAsTheFullPathAnalysesIt() throws SQLException {
        Session shared = database.openSession(LANE_TIMEOUT);
        try {
            for (List<String> shape : SHAPES) {
                for (String sql : shape) {
                    Session fresh = database.openSession(LANE_TIMEOUT);
                    try {
                        assertSameAnalysis(outcome(fresh, sql), outcome(shared, sql), sql);
                    } finally {
                        fresh.close();
                    }
                }
            }
        } finally {
            shared.close();
        }
    }

    @Test
    void aShapeSeenTwiceIsAnalysedFromItsTemplateAfter() throws SQLException {
        Session session = database.openSession(LANE_TIMEOUT);
        try {
            StatementAnalysis first = session.analyze("INSERT INTO kinds (v, i, tz) VALUES ('a', 1, TIMESTAMPTZ '2024-01-01 10:00:00+00')");
            StatementAnalysis second = session.analyze("INSERT INTO kinds (v, i, tz) VALUES ('b', 2, TIMESTAMPTZ '2024-01-02 10:00:00+00')");
            StatementAnalysis third = session.analyze("INSERT INTO kinds (v, i, tz) VALUES ('c''d', 3, TIMESTAMPTZ '2024-01-03 10:00:00+00')");
            assertNotSame(first.ast(), second.ast());
            assertSame(second.ast(), third.ast(), "the third text is the template's, not parsed again");
            assertEquals("INSERT INTO kinds (v, i, tz) VALUES ('c''d', 3, TIMESTAMPTZ '2024-01-03 10:00:00+00')", third.sql());
            StatementAnalysis tooLong = session.analyze("INSERT INTO kinds (v, i, tz) VALUES ('abcdef', 4, TIMESTAMPTZ '2024-01-03 10:00:00+00')");
            assertNotSame(second.ast(), tooLong.ast(), "a string longer than its varchar(n) is analysed in full");
        } finally {
            session.close();
        }
    }

    @Test
    void aSchemaChangeLearnsTheShapeAgain() throws SQLException {
        Session session = database.openSession(LANE_TIMEOUT);
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE retyped (a text)");
            session.analyze("INSERT INTO retyped (a) VALUES ('x')");
            session.analyze("INSERT INTO retyped (a) VALUES ('y')");
            s.execute("DROP TABLE retyped");
            s.execute("CREATE TABLE retyped (a boolean)");
            Session fresh = database.openSession(LANE_TIMEOUT);
            try {
                assertEquals(fresh.analyze("INSERT INTO retyped (a) VALUES ('yes')").executableSql(),
                        session.analyze("INSERT INTO retyped (a) VALUES ('yes')").executableSql());
            } finally {
                fresh.close();
            }
        } finally {
            session.close();
        }
    }

    @Test
    void theShapeOfADataScriptsRowKeepsEveryLiteralAsWritten() {
        InsertValuesShape shape = InsertValuesShape.of(" INSERT INTO s.t (a, B, c_1, d, e) VALUES ('it''s', -12.50, NULL, DATE '2024-02-29', 7)\n");
        assertNotNull(shape);
        assertEquals(List.of("'it''s'", "12.50", "DATE '2024-02-29'".substring(5), "7"), shape.literals());
        assertEquals(List.of("a", "b", "c_1", "d", "e"), shape.columns());
        assertEquals("s.t", shape.table());
        assertEquals(" INSERT INTO s.t (a, B, c_1, d, e) VALUES ('x', -99.99, NULL, DATE '2999-01-01', 8)\n",
                shape.fill(List.of("'x'", "99.99", "'2999-01-01'", "8")));
        assertEquals(shape.key(), InsertValuesShape.of(" INSERT INTO s.t (a, B, c_1, d, e) VALUES ('', -1.25, NULL, DATE '1999-12-31', 123)\n").key());
        assertNotEquals(shape.key(), InsertValuesShape.of(" INSERT INTO s.t (a, B, c_1, d, e) VALUES ('', 1.25, NULL, DATE '1999-12-31', 123)\n").key(),
                "a sign is the shape's");
        assertNotEquals(shape.key(), InsertValuesShape.of(" INSERT INTO s.t (a, B, c_1, d, e) VALUES ('', -1.2, NULL, DATE '1999-12-31', 123)\n").key(),
                "a scale is the shape's");
        assertNotEquals(shape.key(), InsertValuesShape.of(" INSERT INTO s.t (a, B, c_1, d, e) VALUES ('', -1.25, NULL, DATE '1999-12-31', 1234567890)\n").key(),
                "a bigint is not an integer");
        assertEquals(4, InsertValuesShape.valueLength("'it''s'"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "INSERT INTO t (a) VALUES (E'x')", "INSERT INTO t (a) VALUES ('x'::text)", "INSERT INTO t (a) VALUES (upper('x'))",
        "INSERT INTO t (a) VALUES (1e5)", "INSERT INTO t (a) VALUES (1), (2)", "INSERT INTO t (a) VALUES (1) RETURNING a",
        "INSERT INTO t (a) VALUES (1) -- note", "INSERT INTO t (a) VALUES ('a\\b')", "INSERT INTO t (a) VALUES (DATE '2023-02-29')",
        "INSERT INTO t (a) VALUES (DATE 'today')", "INSERT INTO t (a) VALUES (TIMESTAMPTZ '2024-01-01 10:00:00 Europe/Paris')",
        "INSERT INTO t (a, b) VALUES (1)", "INSERT INTO t VALUES (1)", "INSERT INTO \"T\" (a) VALUES (1)", "INSERT INTO t (a) VALUES (NULL)",
        "INSERT INTO t (a) VALUES (12345678901234567890)", "INSERT INTO t (a) VALUES (+1)", "INSERT INTO t (a) VALUES (DATE '0000-01-01')",
        "INSERT INTO t (a) VALUES ('x'); DROP TABLE t", "INSERT INTO t (a) VALUES ($1)"})
    void aTextOfAnyOtherFormHasNoShape(String sql) {
        assertNull(InsertValuesShape.of(sql));
    }

    /** The session's analysis of {@code sql}, or its refusal. */
    private static Object outcome(Session session, String sql) {
        try {
            return session.analyze(sql);
        } catch (SQLException e) {
            return e.getSQLState() + " " + e.getMessage();
        }
    }

    private static void assertSameAnalysis(Object expected, Object actual, String sql) {
        if (!(expected instanceof StatementAnalysis full) || !(actual instanceof StatementAnalysis made)) {
            assertEquals(expected, actual, sql);
            return;
        }
        assertEquals(full.sql(), made.sql(), sql);
        assertEquals(full.executableSql(), made.executableSql(), sql);
        assertEquals(full.kind(), made.kind(), sql);
        assertEquals(full.tables(), made.tables(), sql);
        assertEquals(full.locksRows(), made.locksRows(), sql);
        assertEquals(full.rowPin(), made.rowPin(), sql);
        assertEquals(full.refusal(), made.refusal(), sql);
        assertEquals(full.refusalState(), made.refusalState(), sql);
        assertEquals(full.multiStatement(), made.multiStatement(), sql);
    }
}
