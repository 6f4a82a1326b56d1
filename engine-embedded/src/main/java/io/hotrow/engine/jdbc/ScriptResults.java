package io.hotrow.engine.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The results of a text of several statements: one per statement, in order, each held by the
 * statement that ran it, walked with getResultSet, getUpdateCount and getMoreResults as pgjdbc
 * walks them. Re-executing or closing the statement that ran the text closes them all. A text of
 * no statement has one result, as PostgreSQL's empty query: an update count of 0.
 */
final class ScriptResults {

    private final List<EngineStatement> statements = new ArrayList<>();
    /** Statements passed with KEEP_CURRENT_RESULT: their rows stay open until CLOSE_ALL_RESULTS or close. */
    private final List<EngineStatement> kept = new ArrayList<>();
    private int current;
    private SQLWarning warnings;
    /** The statement running now, for a cancel from another thread. */
    private volatile EngineStatement running;

    /** {@code statement} is about to run the next part: it is cancelled with the text, and closed with it. */
    void starting(EngineStatement statement) {
        statements.add(statement);
        running = statement;
    }

    /** The part {@link #starting} named ran: what it warned about joins the text's warnings. */
    void ran(EngineStatement statement) throws SQLException {
        running = null;
        SQLWarning warning = statement.getWarnings();
        if (warning != null) {
            if (warnings == null) {
                warnings = warning;
            } else {
                warnings.setNextWarning(warning);
            }
        }
    }

    /** The part {@code statement} ran continues the statement before it: its result is that one's, so it is no result of its own. */
    void fold(EngineStatement statement) throws SQLException {
        statements.remove(statement);
        statement.close();
    }

    void cancel() throws SQLException {
        EngineStatement statement = running;
        if (statement != null) {
            statement.cancel();
        }
    }

    SQLWarning warnings() {
        return warnings;
    }

    // ---- what the execution methods return ----

    /** execute: whether the first result is rows. */
    boolean firstIsRows() throws SQLException {
        return !statements.isEmpty() && statements.get(0).getResultSet() != null;
    }

    /** executeQuery, as pgjdbc answers it: the text must have had exactly one result, and rows. */
    ResultSet queryAnswer() throws SQLException {
        if (!firstIsRows()) {
            throw EngineStatement.noResultSet();
        }
        throw new SQLException("Multiple ResultSets were returned by the query.", "0100E"); // pgjdbc's words and state
    }

    /** executeUpdate, as pgjdbc answers it: the first statement's count, if no statement returned rows. */
    long updateAnswer() throws SQLException {
        for (EngineStatement statement : statements) {
            if (statement.getResultSet() != null) {
                throw new SQLException("A result was returned when none was expected.", "0100E"); // pgjdbc's words and state
            }
        }
        return statements.isEmpty() ? 0 : statements.get(0).getLargeUpdateCount();
    }

    // ---- walking the results ----

    ResultSet currentRows() throws SQLException {
        return current < statements.size() ? statements.get(current).getResultSet() : null;
    }

    long currentCount() throws SQLException {
        if (current >= statements.size()) {
            return statements.isEmpty() && current == 0 ? 0 : -1; // the empty query's result, then none
        }
        return statements.get(current).getLargeUpdateCount();
    }

    /** Moves to the next result, doing with the current one as {@code mode} says; whether the next is rows. */
    boolean next(int mode) throws SQLException {
        if (current < statements.size()) {
            EngineStatement passed = statements.get(current);
            if (mode == Statement.KEEP_CURRENT_RESULT) {
                kept.add(passed);
            } else {
                passed.close();
            }
        }
        current++;
        if (mode == Statement.CLOSE_ALL_RESULTS) {
            closeAll(kept);
        }
        return currentRows() != null;
    }

    void close() throws SQLException {
        closeAll(statements);
    }

    private static void closeAll(List<EngineStatement> statements) throws SQLException {
        SQLException failure = null;
        for (EngineStatement statement : statements) {
            try {
                statement.close();
            } catch (SQLException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        statements.clear();
        if (failure != null) {
            throw failure;
        }
    }
}
