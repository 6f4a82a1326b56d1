package io.hotrow.engine.jdbc;

import io.hotrow.engine.database.SqlAction;
import io.hotrow.engine.sql.ScriptPart;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;

/**
 * Runs an SQL text of several statements as PostgreSQL runs what pgjdbc sends for it: in order,
 * each on a statement of its own as if sent alone (analysed, sandboxed, run under the lane rules
 * and logged by itself), stopping at the first error. In autocommit the statements share one
 * implicit transaction, so a failing statement leaves nothing of the text behind; a BEGIN, COMMIT
 * or ROLLBACK in the text acts on it as PostgreSQL's do (see
 * {@link io.hotrow.engine.database.Session#beginImplicitTransaction}). Inside a transaction they
 * simply run in it, and an error aborts it.
 */
final class ScriptRunner {

    /**
     * Makes the statement that runs one part, once the parts before it have run (a part may use a
     * table an earlier one created). {@code parametersBefore}: how many parameters the parts before
     * it hold, as parameters are numbered across the whole text.
     */
    @FunctionalInterface
    interface PartStatements {
        Part open(ScriptPart part, int parametersBefore, StatementAnalysis analysis, Duration timeLeft) throws SQLException;
    }

    /** The statement of one part, and how to run it: true when its result is rows. */
    record Part(EngineStatement statement, SqlAction<Boolean> run) {
    }

    private final EngineConnection connection;
    private final List<ScriptPart> parts;
    private final Duration timeout;
    private final long started = System.nanoTime();

    private ScriptRunner(EngineConnection connection, List<ScriptPart> parts, Duration timeout) {
        this.connection = connection;
        this.parts = parts;
        this.timeout = timeout;
    }

    /**
     * The parts of {@code sql} when it holds several statements or none (nothing but semicolons and
     * comments, which PostgreSQL answers as an empty query), split as H2 would split them
     * ({@link ScriptPart#split}); null when it holds one, which runs as it always has.
     */
    static List<ScriptPart> partsOf(String sql) {
        if (sql == null || sql.indexOf(';') < 0 && !sql.isBlank() && !startsWithComment(sql) && !ScriptPart.mayBeSeveral(sql)) {
            return null; // the common case, decided without reading the text
        }
        List<ScriptPart> parts = ScriptPart.split(sql);
        return parts.size() != 1 ? parts : null;
    }

    private static boolean startsWithComment(String sql) {
        String text = sql.stripLeading();
        return text.startsWith("--") || text.startsWith("/*") || text.startsWith("//");
    }

    /**
     * Runs {@code parts} into {@code results}; {@code timeout} (zero: none) bounds the whole text.
     * On failure the implicit transaction is rolled back, the results are closed and the failing
     * statement's error is thrown.
     */
    static void run(EngineConnection connection, List<ScriptPart> parts, PartStatements statements, Duration timeout,
                    ScriptResults results) throws SQLException {
        new ScriptRunner(connection, parts, timeout).run(statements, results);
    }

    private void run(PartStatements statements, ScriptResults results) throws SQLException {
        try {
            int parametersBefore = 0;
            for (int n = 0; n < parts.size(); n++) {
                StatementAnalysis analysis = connection.analyze(parts.get(n).text(), timeLeft());
                boolean last = n == parts.size() - 1;
                // Transaction control acts on the session as it finds it; a statement alone in autocommit
                // is its own transaction already, so the last one needs no implicit one.
                if (!last && connection.getAutoCommit() && analysis.kind() != StatementKind.TRANSACTION_CONTROL) {
                    connection.beginImplicitTransaction();
                }
                Part part = statements.open(parts.get(n), parametersBefore, analysis, timeLeft());
                results.starting(part.statement());
                part.run().run();
                results.ran(part.statement());
                if (parts.get(n).continues()) {
                    results.fold(part.statement()); // one statement to the application, with one result
                }
                parametersBefore += parts.get(n).parameters();
            }
        } catch (SQLException | RuntimeException | Error e) {
            try {
                connection.endImplicitTransaction(false);
            } catch (SQLException rollback) {
                e.addSuppressed(rollback);
            }
            closeQuietly(results, e);
            throw e;
        }
        try {
            connection.endImplicitTransaction(true);
        } catch (SQLException e) {
            closeQuietly(results, e);
            throw e;
        }
    }

    /** What is left of the text's timeout for the next statement (zero: no timeout). */
    private Duration timeLeft() throws SQLException {
        if (timeout.isZero()) {
            return Duration.ZERO;
        }
        Duration left = timeout.minusNanos(System.nanoTime() - started);
        if (left.isNegative() || left.isZero()) {
            throw new SQLException("canceling statement due to statement timeout (" + timeout.toMillis() + " ms for the whole text)", "57014");
        }
        return left;
    }

    private static void closeQuietly(ScriptResults results, Throwable failure) {
        try {
            results.close();
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }
}
