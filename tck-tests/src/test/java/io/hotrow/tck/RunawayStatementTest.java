package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Statements that would run far past their timeout on the engine (runaway recursion, huge literals,
 * names and comments, deep nesting, cross joins): each must end with a PostgreSQL SQLState of a
 * cancelled or refused statement, within a hang guard of its timeout plus a margin for a busy
 * machine (a guard, not a speed threshold), and the database must keep serving, on the same
 * connection and a new one. A statement whose cost is only its long token (literal, quoted name,
 * comment) may also run to its end: a warm, quiet machine reads 10 MB within the timeout of 1 s
 * (that the timeout stops the lexer inside such a token is shown, by counting, in
 * rewrite-rules' BoundedParseTest).
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class RunawayStatementTest {

    private static final int TIMEOUT_SECONDS = 1;
    /**
     * The hang guard, no measure of speed: the SQLState says what stopped the statement, and this only tells a
     * statement that stopped from one that ran on (these ran for minutes to forever). So it is far beyond what a
     * stopped statement takes on a machine whose cores are busy with other work (a 10 MB literal is read at up to a
     * microsecond a character there, and waits for a core besides).
     */
    private static final Duration GUARD = Duration.ofSeconds(TIMEOUT_SECONDS + 60);
    /** Costly only by their length, so a fast machine may run them within the timeout; the others never end in time. */
    private static final Set<String> MAY_FINISH = Set.of("literal", "quoted name", "comment");
    /** Cancelled (57014), too complex (54001) or too large (54000). */
    private static final Set<String> STOPPED = Set.of("57014", "54001", "54000");

    private static TargetDatabase database;
    private static Connection connection;

    @BeforeAll
    static void createTable() throws SQLException {
        database = new TargetDatabase(Target.ENGINE);
        database.execute("CREATE TABLE t (a int PRIMARY KEY, b text)", "INSERT INTO t SELECT x, 'v' || x FROM generate_series(1, 200) x");
        connection = database.connect();
    }

    @AfterAll
    static void close() throws SQLException {
        connection.close();
        database.close();
    }

    static String derivedTables(int depth) {
        String sql = "SELECT a FROM t";
        for (int i = 0; i < depth; i++) {
            sql = "SELECT * FROM (" + sql + ") d" + i;
        }
        return sql;
    }

    @ParameterizedTest
    @ValueSource(strings = {"recursion", "literal", "quoted name", "comment", "derived tables", "cross join"})
    void aRunawayStatementStopsAloneAndTheDatabaseServes(String kind) throws SQLException {
        String sql = switch (kind) {
            case "recursion" -> "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r";
            case "literal" -> "SELECT length('" + "x".repeat(10_000_000) + "')";
            case "quoted name" -> "SELECT 1 AS \"" + "x".repeat(10_000_000) + "\"";
            case "comment" -> "SELECT 1 /* " + "x".repeat(15_000_000) + " */";
            case "derived tables" -> derivedTables(14);
            case "cross join" -> "SELECT count(*) FROM t a, t b, t c, t d, t e";
            default -> throw new IllegalArgumentException(kind);
        };
        long start = System.nanoTime();
        try (Statement s = connection.createStatement()) {
            s.setQueryTimeout(TIMEOUT_SECONDS);
            try (ResultSet rs = s.executeQuery(sql)) {
                while (rs.next()) {
                    rs.getObject(1);
                }
            }
            if (!MAY_FINISH.contains(kind)) {
                fail(kind + ": ran to its end");
            }
        } catch (SQLException e) {
            assertTrue(STOPPED.contains(e.getSQLState()), kind + ": " + e.getSQLState() + " " + e.getMessage());
        }
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertTrue(took.compareTo(GUARD) < 0, kind + " took " + took.toMillis() + " ms for a timeout of " + TIMEOUT_SECONDS + " s");
        assertServes(connection);
        try (Connection fresh = database.connect()) {
            assertServes(fresh);
        }
    }

    private static void assertServes(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
            assertTrue(rs.next());
            assertEquals(200, rs.getInt(1));
        }
    }
}
