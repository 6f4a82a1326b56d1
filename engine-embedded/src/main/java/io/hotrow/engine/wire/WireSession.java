package io.hotrow.engine.wire;

import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.sql.EngineErrors;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A client's engine session as the protocol sees it: the connection its statements run on, the
 * transaction status ReadyForQuery reports, the statement a CancelRequest would cancel, and the
 * settings reported with ParameterStatus.
 */
final class WireSession implements AutoCloseable {

    /** The settings PostgreSQL reports to the client (GUC_REPORT), read from the engine so both agree. */
    static final List<String> REPORTED = List.of("server_version", "server_encoding", "client_encoding", "application_name",
            "default_transaction_read_only", "in_hot_standby", "is_superuser", "session_authorization", "DateStyle", "IntervalStyle",
            "TimeZone", "integer_datetimes", "standard_conforming_strings");

    static final char IDLE = 'I';
    static final char IN_TRANSACTION = 'T';
    static final char FAILED_TRANSACTION = 'E';

    /** How long a CancelRequest keeps cancelling the call it found running, and how often. */
    private static final long STOP_PATIENCE_NANOS = TimeUnit.SECONDS.toNanos(10), RECANCEL_EVERY_NANOS = TimeUnit.MILLISECONDS.toNanos(5);

    private final Connection connection;
    private final Map<String, String> reported = new LinkedHashMap<>();
    /** The last statement failed inside a transaction: it stays aborted until it ends or rolls back to a savepoint. */
    private boolean failed;
    /** A SET ran inside the open transaction: its end is reported. */
    private boolean settingsChangedInTransaction;
    /** The call {@link #run} runs now, or null: its own instance, so a cancel that found it never reaches a later one. */
    private volatile Run running;
    private volatile boolean busy;
    private volatile boolean cancelPending;
    /**
     * The statement the server runs texts on (the simple protocol's, and its own BEGIN and COMMIT):
     * one for the session rather than a JDBC statement made and closed per text. Texts run on it one
     * after the other, each result read to its end before the next, as the protocol runs them.
     */
    private Statement texts;

    WireSession(Connection connection) {
        this.connection = connection;
    }

    Connection connection() {
        return connection;
    }

    /** Runs {@code call} on {@code statement}, which a CancelRequest may cancel meanwhile. */
    <T> T run(Statement statement, StatementCall<T> call) throws SQLException {
        running = new Run(statement);
        try {
            if (cancelPending) { // arrived while the request was parsed or bound: it is for this statement
                cancelPending = false;
                throw EngineErrors.cancelledByRequest();
            }
            return call.run();
        } finally {
            running = null;
        }
    }

    private record Run(Statement statement) {
    }

    @FunctionalInterface
    interface StatementCall<T> {
        T run() throws SQLException;
    }

    /** The client's request is being handled (a Query, or extended messages up to Sync): a cancel now is for it. */
    void busy(boolean busy) {
        this.busy = busy;
        if (!busy) {
            cancelPending = false;
        }
    }

    /**
     * Cancels the running statement; when none runs yet (the request is still parsed or bound),
     * the next statement of the request is cancelled as it starts, as PostgreSQL's cancel
     * interrupts whatever the backend is doing for the request. A call found running is cancelled
     * until it has ended (at most {@link #STOP_PATIENCE_NANOS}), never a later one.
     */
    void cancel() {
        if (busy) {
            cancelPending = true;
        }
        // The call runs engine code (checks, notices) before the session's statement starts: a cancel there finds no
        // statement to stop, and this call has already looked at cancelPending. pgjdbc sends one CancelRequest per
        // query, so it is applied again until the call has ended (lost under load: WireServerTest).
        Run run = running;
        long deadline = System.nanoTime() + STOP_PATIENCE_NANOS;
        while (run != null && running == run && System.nanoTime() - deadline < 0) {
            try {
                run.statement().cancel(); // returns once the statement it stopped has ended, or at once when none runs
            } catch (SQLException finishedMeanwhile) {
                return; // nothing left to cancel
            }
            LockSupport.parkNanos(RECANCEL_EVERY_NANOS);
        }
    }

    // ---- transaction status ----

    boolean inTransaction() throws SQLException {
        return !connection.getAutoCommit();
    }

    boolean aborted() {
        return failed;
    }

    void succeeded() {
        failed = false;
    }

    /**
     * A statement failed: inside a transaction it is now aborted, as in PostgreSQL. The engine
     * aborted it already when the failure came from running the statement; a failure before that
     * (Parse, Bind) aborts it here.
     */
    void failed() {
        try {
            failed = inTransaction();
            if (failed && connection.isWrapperFor(EngineConnection.class)) {
                connection.unwrap(EngineConnection.class).abortTransaction();
            }
        } catch (SQLException closed) {
            failed = false;
        }
    }

    char status() {
        try {
            return !inTransaction() ? IDLE : failed ? FAILED_TRANSACTION : IN_TRANSACTION;
        } catch (SQLException closed) {
            return IDLE;
        }
    }

    /**
     * Opens the engine's implicit transaction for statements a client sent together, as PostgreSQL
     * runs them in autocommit: a COMMIT or ROLLBACK among them ends it with PostgreSQL's warning, a
     * BEGIN makes it the client's own (see {@link EngineConnection#beginImplicitTransaction}).
     */
    void beginImplicitTransaction() throws SQLException {
        connection.unwrap(EngineConnection.class).beginImplicitTransaction();
    }

    /** Ends the implicit transaction if it is still open: commits it, or rolls it back when a statement failed. */
    void endImplicitTransaction(boolean ranToEnd) throws SQLException {
        connection.unwrap(EngineConnection.class).endImplicitTransaction(ranToEnd);
    }

    /** Runs a text of the server's own (SET of a startup parameter, BEGIN around texts that stand for one statement), not the client's. */
    void execute(String sql) throws SQLException {
        textStatement().execute(sql);
    }

    /**
     * The session's statement for texts ({@link #texts}), its last warnings cleared. A closed
     * session or database fails here as making a statement on it would (08003, 57P01).
     */
    Statement textStatement() throws SQLException {
        if (texts == null || !connection.isValid(0)) {
            texts = connection.createStatement();
        }
        texts.clearWarnings(); // the warnings read after a text are its own, not an earlier text's
        return texts;
    }

    // ---- ParameterStatus ----

    /** Sends every reported setting; at startup. */
    void reportAll(MessageWriter writer) throws IOException {
        reported.clear();
        reportChanged(writer);
    }

    /**
     * After a statement ran: ParameterStatus for each reported setting it changed. A SET is
     * reported at once; inside a transaction it is remembered, since the transaction's end may
     * undo it (a rollback, or the end of a SET LOCAL).
     */
    void afterStatement(StatementPlan plan, MessageWriter writer) throws IOException {
        if (plan.changesSettings()) {
            reportChanged(writer);
            settingsChangedInTransaction |= status() != IDLE;
        } else if (plan.endsTransaction() && settingsChangedInTransaction) {
            reportChanged(writer); // ROLLBACK TO SAVEPOINT too: it undoes the SETs since the savepoint
            settingsChangedInTransaction = status() != IDLE;
        }
    }

    /** The transaction ended (also one the server opened itself): what its SETs changed back is reported again. */
    void transactionEnded(MessageWriter writer) throws IOException {
        if (settingsChangedInTransaction) {
            settingsChangedInTransaction = false;
            reportChanged(writer);
        }
    }

    /** Sends the reported settings whose value changed since last sent. */
    private void reportChanged(MessageWriter writer) throws IOException {
        for (String name : REPORTED) {
            String value = show(name);
            if (value != null && !value.equals(reported.get(name))) {
                reported.put(name, value);
                writer.parameterStatus(name, value);
            }
        }
    }

    /** server_version as the engine's DatabaseMetaData reports it (what pgjdbc's metadata answers embedded), the rest as SHOW answers. */
    private String show(String name) {
        if (name.equals("server_version")) {
            try {
                return connection.getMetaData().getDatabaseProductVersion();
            } catch (SQLException notNow) {
                return null;
            }
        }
        try (Statement statement = connection.createStatement(); ResultSet rs = statement.executeQuery("SHOW " + name)) {
            return rs.next() ? rs.getString(1) : null;
        } catch (SQLException notNow) {
            return null; // an aborted transaction refuses SHOW; the next transaction end reports it
        }
    }

    static void sendWarnings(SQLWarning warning, MessageWriter writer) throws IOException {
        for (SQLWarning w = warning; w != null; w = w.getNextWarning()) {
            writer.report('N', ErrorFields.notice(w));
        }
    }

    /** Ends the session: an open transaction rolls back and the writer lane is released. */
    @Override
    public void close() {
        try {
            connection.close(); // closes the statements made on it, texts among them
        } catch (SQLException alreadyGone) {
            // the session is closed either way
        }
    }
}
