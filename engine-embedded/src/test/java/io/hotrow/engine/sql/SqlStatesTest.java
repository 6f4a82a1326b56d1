package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.hotrow.rewrite.analysis.ParseOutcome;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.api.ErrorCode;
import org.h2.message.DbException;
import org.h2.mvstore.DataUtils;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** H2's errors in PostgreSQL's words: one test per family of mappings, then the table itself. */
class SqlStatesTest {

    private static final Pattern H2_SUFFIX = Pattern.compile("\\[\\d+-\\d+]");
    /** States that make HikariCP discard a connection, allowed only where the database is gone for it. */
    private static final Set<String> POOL_FATAL = Set.of("0A000", "57P01", "57P02", "57P03", "01002", "JZ0C0", "JZ0C1");
    private static final Set<Integer> CONNECTION_REALLY_GONE = Set.of(ErrorCode.DATABASE_IS_CLOSED, ErrorCode.DATABASE_CALLED_AT_SHUTDOWN,
            ErrorCode.DATABASE_IS_IN_EXCLUSIVE_MODE, ErrorCode.ERROR_OPENING_DATABASE_1, ErrorCode.CONNECTION_BROKEN_1);

    private final Connection h2;

    SqlStatesTest() throws SQLException {
        h2 = DriverManager.getConnection("jdbc:h2:mem:sqlstates;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH");
        try (Statement s = h2.createStatement()) {
            s.execute("CREATE TABLE parent (id int PRIMARY KEY)");
            s.execute("CREATE TABLE t (id int PRIMARY KEY, v varchar(10) CHECK (length(v) < 4), n int NOT NULL, p int REFERENCES parent (id))");
            s.execute("INSERT INTO t VALUES (1, 'a', 1, NULL), (2, 'b', 2, NULL)");
            String functions = Functions.class.getName();
            for (String name : new String[] {"npe", "deep", "oom", "ownError"}) {
                s.execute("CREATE ALIAS " + name + " FOR '" + functions + "." + name + "'");
            }
        }
    }

    @AfterEach
    void close() throws SQLException {
        try (Statement s = h2.createStatement()) {
            s.execute("DROP ALL OBJECTS");
        }
        h2.close();
    }

    /** Called by H2 through the aliases created above. */
    public static final class Functions {

        private Functions() {
        }

        public static int npe(int x) {
            throw new NullPointerException("a Java detail the application must not see");
        }

        public static int deep(int x) {
            return deep(x + 1) + 1;
        }

        public static int oom(int x) {
            throw new OutOfMemoryError("a Java detail the application must not see");
        }

        public static String ownError(String x) throws SQLException {
            throw new SQLException("invalid input syntax for type inet: \"" + x + "\"", "22P02");
        }
    }

    private SQLException failing(String sql) {
        SQLException e = assertThrows(SQLException.class, () -> {
            try (Statement s = h2.createStatement()) {
                s.execute(sql);
            }
        });
        return SqlStates.translate(e, StatementAnalysis.ofKind(sql, StatementKind.WRITE));
    }

    private void assertState(String state, String sql) {
        SQLException e = failing(sql);
        assertEquals(state, e.getSQLState(), sql + ": " + e.getMessage());
        assertFalse(H2_SUFFIX.matcher(e.getMessage()).find(), e.getMessage());
        assertInstanceOf(org.h2.jdbc.JdbcException.class, e.getCause(), "H2's exception stays the cause");
    }

    @Test
    void syntaxErrorsAre42601AndPointIntoTheApplicationsText() {
        SQLException e = failing("SELECT * FORM t");
        assertEquals("42601", e.getSQLState());
        assertEquals("Syntax error in SQL statement \"SELECT * [*]FORM t\"", e.getMessage(), "the statement quoted once, marked where parsing stopped");
        assertState("42601", "SELECT abs(1,, 2)");
    }

    @Test
    void missingObjectsAreUndefinedTableColumnFunctionOrType() {
        assertState("42P01", "SELECT * FROM missing");
        assertState("42703", "SELECT nope FROM t");
        assertState("42883", "SELECT no_such_function(1)");
        assertState("42704", "SELECT CAST(1 AS no_such_type)");
        assertState("42883", "SELECT sum('a')");
    }

    @Test
    void groupingCardinalityAndShapeErrors() {
        assertState("42803", "SELECT v, count(*) FROM t");
        assertState("21000", "SELECT (SELECT id FROM t)");
        assertState("42601", "INSERT INTO t (id) VALUES (3, 4)");
        assertState("42601", "SELECT 1 UNION SELECT 1, 2");
    }

    @Test
    void integrityViolations() {
        assertState("23505", "INSERT INTO t VALUES (1, 'a', 1, NULL)");
        assertState("23514", "INSERT INTO t VALUES (3, 'abcd', 1, NULL)");
        assertState("23502", "INSERT INTO t VALUES (3, 'a', NULL, NULL)");
        assertState("23503", "INSERT INTO t VALUES (3, 'a', 1, 42)");
    }

    @Test
    void dataErrors() {
        assertState("22P02", "SELECT CAST('x' AS int)");
        assertState("22012", "SELECT 1 / 0");
        assertState("22003", "SELECT CAST(99999999999 AS int)");
        assertState("22001", "INSERT INTO t VALUES (3, 'abcdefghijkl', 1, NULL)");
    }

    @Test
    void aParameterLeftUnsetIs22023AsInPgjdbc() throws SQLException {
        try (PreparedStatement p = h2.prepareStatement("SELECT * FROM t WHERE id = ?")) {
            SQLException e = SqlStates.translate(assertThrows(SQLException.class, p::executeQuery));
            assertEquals("22023", e.getSQLState());
            assertEquals("Parameter \"#1\" is not set", e.getMessage());
        }
    }

    @Test
    void aGetterThatCannotConvertIs22P02() throws SQLException {
        try (Statement s = h2.createStatement(); var rs = s.executeQuery("SELECT 'abc'")) {
            rs.next();
            SQLException e = SqlStates.translate(assertThrows(SQLException.class, () -> rs.getInt(1)));
            assertEquals("22P02", e.getSQLState());
            assertEquals("Data conversion error converting \"abc\"", e.getMessage());
        }
    }

    @Test
    void internalFailuresAreShortAndNameNoJavaClass() {
        SQLException internal = failing("SELECT npe(1)");
        assertEquals("XX000", internal.getSQLState());
        assertFalse(internal.getMessage().contains("Java") || internal.getMessage().contains("java."), internal.getMessage());
        assertTrue(internal.getMessage().length() < 200, internal.getMessage());
        assertInstanceOf(NullPointerException.class, internal.getCause().getCause(), "the details stay in the cause");

        SQLException deep = failing("SELECT deep(1)");
        assertEquals("54001", deep.getSQLState());
        assertTrue(deep.getMessage().startsWith("statement too complex"), deep.getMessage());

        SQLException memory = failing("SELECT oom(1)");
        assertEquals("53200", memory.getSQLState());
        assertEquals("out of memory while running the statement", memory.getMessage());
    }

    /**
     * H2 marks a deadlock's victim from the thread that found the cycle: the victim's next write, or
     * a second check that picks it again, meets H2's storage error, a "General error" (XX000) before
     * (ConcurrentMixReopenTest retried it as DeadlockVictimTest's bug). PostgreSQL says 40P01.
     */
    @Test
    void aTransactionH2ChoseAsADeadlockVictimGets40P01() {
        for (String storage : new String[] {"Transaction 7 has status ROLLING_BACK, not OPEN",
                "Transaction was illegally transitioned from ROLLING_BACK to ROLLING_BACK",
                "Transaction was illegally transitioned from ROLLED_BACK to ROLLING_BACK"}) {
            assertTrue(SqlStates.isDeadlockVictim(storageError(storage)), "the session takes its transaction for lost: " + storage);
            SQLException e = SqlStates.translate(storageError(storage));
            assertEquals("40P01", e.getSQLState(), storage);
            assertTrue(e.getMessage().startsWith("deadlock detected"), e.getMessage());
        }
        assertFalse(SqlStates.isDeadlockVictim(storageError("Transaction 7 concurrently modified while rollback to savepoint was in progress")));
        assertEquals("XX000", SqlStates.translate(storageError("Transaction 7 concurrently modified while rollback to savepoint was in progress"))
                .getSQLState(), "another illegal state stays an internal error");
    }

    /** An error of H2's transaction storage as H2's JDBC layer reports it. */
    private static SQLException storageError(String message) {
        return DbException.convert(DataUtils.newMVStoreException(DataUtils.ERROR_TRANSACTION_ILLEGAL_STATE, message)).getSQLException();
    }

    @Test
    void anSqlExceptionOfTheEnginesOwnFunctionsKeepsItsState() {
        SQLException e = failing("SELECT ownError('x')");
        assertEquals("22P02", e.getSQLState());
        assertEquals("invalid input syntax for type inet: \"x\"; SQL statement: SELECT ownError('x')", e.getMessage());
    }

    @Test
    void messagesQuoteTheApplicationsTextNotTheTranslation() {
        String application = "UPDATE t SET n = n + 1 WHERE nope = 1 RETURNING n";
        String translation = "SELECT n FROM FINAL TABLE (UPDATE t SET n = n + 1 WHERE nope = 1)";
        StatementAnalysis analysis = new StatementAnalysis(application, StatementKind.WRITE, null, ParseOutcome.PARSED, null, false, Set.of(), false, null,
                translation, null, null);
        SQLException h2Error = assertThrows(SQLException.class, () -> h2.createStatement().executeQuery(translation));
        SQLException e = SqlStates.translate(h2Error, analysis);
        assertEquals("42703", e.getSQLState());
        assertEquals("Column \"nope\" not found; SQL statement: " + application, e.getMessage());

        String broken = "SELECT n FROM FINAL TABLE (UPDATE t SET n = WHERE id = 1)";
        SQLException syntax = SqlStates.translate(assertThrows(SQLException.class, () -> h2.createStatement().executeQuery(broken)),
                new StatementAnalysis(application, StatementKind.WRITE, null, ParseOutcome.PARSED, null, false, Set.of(), false, null, broken,
                        null, null));
        assertEquals("42601", syntax.getSQLState());
        assertEquals("syntax error in the engine's translation of the statement; SQL statement: " + application, syntax.getMessage());
    }

    @Test
    void aFailureOnAnotherTextQuotesNoStatement() throws SQLException {
        try (Statement s = h2.createStatement()) {
            s.addBatch("INSERT INTO t VALUES (5, 'a', 5, NULL)");
            s.addBatch("INSERT INTO t VALUES (1, 'a', 1, NULL)");
            BatchUpdateException batch = assertThrows(BatchUpdateException.class, s::executeBatch);
            SQLException e = SqlStates.translate(batch, StatementAnalysis.ofKind("INSERT INTO t VALUES (5, 'a', 5, NULL)", StatementKind.WRITE));
            BatchUpdateException translated = assertInstanceOf(BatchUpdateException.class, e);
            assertEquals("23505", translated.getSQLState());
            assertFalse(translated.getMessage().contains("SQL statement"), "the batch failed on its second text: " + translated.getMessage());
            assertEquals("23505", translated.getNextException().getSQLState());
            assertSame(batch, translated.getCause());
        }
    }

    @Test
    void aHugeStatementGivesABoundedMessage() {
        String filler = "x".repeat(1 << 20);
        SQLException syntax = failing("SELECT '" + filler + "' FORM t");
        assertEquals("42601", syntax.getSQLState());
        assertTrue(syntax.getMessage().length() <= MessageText.MAX_MESSAGE + 3, "length " + syntax.getMessage().length());
        assertTrue(syntax.getMessage().endsWith("xxx' FORM [*]t\""), syntax.getMessage());

        SQLException column = failing("SELECT nope, '" + filler + "' FROM t");
        assertEquals("42703", column.getSQLState());
        assertTrue(column.getMessage().length() <= MessageText.MAX_MESSAGE + 3, "length " + column.getMessage().length());
        assertTrue(column.getMessage().startsWith("Column \"nope\" not found; SQL statement: SELECT nope, 'xxx"), column.getMessage());

        SQLException value = failing("INSERT INTO t VALUES (1, 'a', 1, NULL), (1, 'a', 1, NULL) -- " + filler);
        assertTrue(value.getMessage().length() <= MessageText.MAX_MESSAGE + 3, "length " + value.getMessage().length());
    }

    @Test
    void exceptionsNotFromH2AreLeftAlone() {
        SQLException ours = new SQLException("lane timeout", "55P03");
        assertSame(ours, SqlStates.translate(ours, StatementAnalysis.ofKind("SELECT 1", StatementKind.READ)));
    }

    // ---- the table ----

    @Test
    void everyH2ErrorCodeIsMapped() throws IllegalAccessException {
        Set<String> unmapped = new TreeSet<>();
        for (Map.Entry<Integer, String> code : h2ErrorCodes().entrySet()) {
            if (!SqlStates.BY_H2_ERROR.containsKey(code.getKey())) {
                unmapped.add(code.getKey() + " " + code.getValue());
            }
        }
        assertEquals(Set.of(), unmapped);
        assertEquals(h2ErrorCodes().keySet(), SqlStates.BY_H2_ERROR.keySet(), "and nothing else");
    }

    @Test
    void noStatementErrorMakesAPoolDiscardItsConnection() {
        SqlStates.BY_H2_ERROR.forEach((code, state) -> {
            boolean fatal = POOL_FATAL.contains(state) || state.startsWith("08");
            assertEquals(CONNECTION_REALLY_GONE.contains(code), fatal, code + " -> " + state);
        });
    }

    @Test
    void everyStateIsOneOfPostgresOrPgjdbcs() throws IOException {
        Path errcodes = Path.of("/usr/share/postgresql/15/errcodes.txt");
        assumeTrue(Files.exists(errcodes), "PostgreSQL's errcodes.txt is installed");
        Set<String> known = new TreeSet<>(Set.of("0100E")); // pgjdbc's own, for executeUpdate of a query
        for (String line : Files.readAllLines(errcodes)) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length >= 2 && fields[0].length() == 5 && Set.of("E", "W", "S").contains(fields[1])) {
                known.add(fields[0]);
            }
        }
        Set<String> unknown = new TreeSet<>(SqlStates.BY_H2_ERROR.values());
        unknown.removeAll(known);
        assertEquals(Set.of(), unknown);
    }

    @Test
    void theDocumentedTableIsTheCodesTable() throws IOException {
        Pattern row = Pattern.compile("^\\| (\\d+) \\| [^|]+ \\| [^|]+ \\| (\\w{5}) \\|");
        Map<Integer, String> documented = new TreeMap<>();
        for (String line : Files.readAllLines(Path.of("..", "docs", "errors.md"))) {
            Matcher m = row.matcher(line);
            if (m.find()) {
                documented.put(Integer.parseInt(m.group(1)), m.group(2));
            }
        }
        assertEquals(new TreeMap<>(SqlStates.BY_H2_ERROR), documented, "docs/errors.md lists every mapping as the code has it");
    }

    private static Map<Integer, String> h2ErrorCodes() throws IllegalAccessException {
        Map<Integer, String> codes = new HashMap<>();
        for (Field field : ErrorCode.class.getFields()) {
            if (field.getType() == int.class && Modifier.isStatic(field.getModifiers())) {
                codes.merge(field.getInt(null), field.getName(), (a, b) -> a + ", " + b);
            }
        }
        return codes;
    }
}
