package io.hotrow.engine.database;

import io.hotrow.engine.capture.TransactionChanges;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.h2.api.DatabaseEventListener;
import org.h2.command.Command;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;

/**
 * Undoes a statement's failed run before H2 runs it again (docs/concurrency.md, "H2 runs a statement again").
 *
 * <p>H2 runs a statement again (the loop of {@code Command.executeUpdate} and {@code executeQuery}) when a run failed
 * with what it calls a concurrent update: an index entry of a row another transaction was changing at that moment, a
 * unique key another transaction is inserting, a row gone when it came to delete it. It does not undo the failed run:
 * only a failure of the last run undoes the statement. A failed run may have changed rows already, and the next one
 * then acts on them again as the transaction's own: a multi-row UPDATE whose cascade to a child met such a key had
 * updated every row, and its next run updated them again ({@code n = n + 1} applied twice); a DELETE's next run found
 * its rows gone and counted none, and a parent it removed kept the children its cascade never reached.
 *
 * <p>H2 lets no code run between two runs but a database event listener: on the running thread it reports that a
 * statement starts ({@code STATE_STATEMENT_START}) before each run. So a session binds its {@link Runs} to the thread
 * while its statement runs, and on each start this tells a first run from a run again by H2's current command and the
 * moment H2 noted it (once per execution, not per run: a batch's next row is a new execution of the same command). A
 * first run is noted with a savepoint; a run again rolls back to it, with the rows captured and the parent keys taken
 * since, so it runs as the first did. A query the engine runs on the statement's own session while it runs (it looks
 * at parents and children there) ends H2's note of the current command; a start with no command noted is then the run
 * again of the execution whose SQL text (the same string, as H2 passes its own) is being run.
 */
final class StatementReruns implements DatabaseEventListener {

    private static final ThreadLocal<Runs> BOUND = new ThreadLocal<>();
    private static final VarHandle CURRENT_COMMAND = field("currentCommand", Command.class);
    private static final VarHandle COMMAND_NOTED = field("commandStartOrEnd", Instant.class);
    /**
     * The H2 session whose command runs on the thread: a statement may run a command of another session inside it (the
     * engine reads what is committed now on a session of its own), whose runs are that session's, not a run again of this one.
     */
    private static final ThreadLocal<?> RUNNING_SESSION = runningSession();

    private StatementReruns() {
    }

    /** Makes H2 report each run of a statement of {@code h2}'s database here. */
    static void install(Connection h2) throws SQLException {
        ((SessionLocal) h2.unwrap(JdbcConnection.class).getSession()).getDatabase().setEventListener(new StatementReruns());
    }

    /** Whether the H2 internals this reads are there (see docs/concurrency.md, "Relies on H2's internals"). */
    static boolean reachesH2Internals() {
        return CURRENT_COMMAND != null && COMMAND_NOTED != null && RUNNING_SESSION != null;
    }

    @Override
    public void setProgress(int state, String name, long x, long max) {
        Runs runs = BOUND.get();
        if (runs != null && RUNNING_SESSION.get() == runs.h2) {
            if (state == STATE_STATEMENT_START) {
                runs.started(name);
            } else if (state == STATE_STATEMENT_END) {
                runs.ended(name);
            }
        }
    }

    /** One session's executions of H2 statements in the statement now running, the innermost last. */
    static final class Runs implements AutoCloseable {

        private final SessionLocal h2;
        private final TransactionChanges changes;
        private final ReferenceGuard references;
        private final List<Execution> executions = new ArrayList<>();
        /** Where the running statement began. */
        private Execution statementStart;
        /** An undo that failed (H2 swallows what its listener throws): the statement must not stand. */
        private RuntimeException undoFailed;

        private record Execution(Command command, String sql, Instant noted, SessionLocal.Savepoint savepoint, int changesMark,
                                 int referencesMark) {
        }

        Runs(Connection h2, TransactionChanges changes, ReferenceGuard references) throws SQLException {
            this.h2 = (SessionLocal) h2.unwrap(JdbcConnection.class).getSession();
            this.changes = changes;
            this.references = references;
        }

        /**
         * Binds these runs to the thread for the statement about to run, if it may write ({@code writes}): a read has
         * nothing to undo, and runs as H2 runs it. {@link #close} unbinds them.
         */
        Runs bind(boolean writes) {
            undoFailed = null;
            if (writes) {
                statementStart = new Execution(null, null, null, h2.setSavepoint(), changes.mark(), references.mark());
                BOUND.set(this);
            }
            return this;
        }

        /**
         * Undoes the whole statement, which H2 ran to its end: a check after it (a deferrable unique key that is immediate)
         * failed it, and what it changed must go as H2 undoes a statement that fails, its rows' locks with it.
         */
        void undoStatement() throws SQLException {
            undo(statementStart);
            checkUndone();
        }

        /** Throws if undoing a failed run failed, after the statement ran: its work is then not what it would be alone. */
        void checkUndone() throws SQLException {
            RuntimeException failed = undoFailed;
            if (failed != null) {
                undoFailed = null;
                throw new PartDoneStatementException("could not serialize access due to concurrent update: H2 ran the statement again"
                        + " after a concurrent change, and its first run could not be undone; the transaction was rolled back", failed);
            }
        }

        @Override
        public void close() {
            BOUND.remove();
            executions.clear();
        }

        private void started(String sql) {
            Command command = (Command) CURRENT_COMMAND.getVolatile(h2);
            Execution execution = command == null ? lastOf(sql) : of(command);
            if (execution != null && (command == null || execution.noted() == COMMAND_NOTED.getVolatile(h2))) {
                undo(execution);
                return;
            }
            if (command != null) {
                executions.remove(execution);
                executions.add(new Execution(command, sql, (Instant) COMMAND_NOTED.getVolatile(h2), h2.setSavepoint(), changes.mark(),
                        references.mark()));
            }
        }

        private void ended(String sql) {
            Command command = (Command) CURRENT_COMMAND.getVolatile(h2);
            executions.remove(command == null ? lastOf(sql) : of(command));
        }

        private void undo(Execution execution) {
            try {
                h2.rollbackTo(execution.savepoint());
                changes.truncate(execution.changesMark());
                references.undoTo(execution.referencesMark());
            } catch (RuntimeException e) {
                undoFailed = e;
            }
        }

        private Execution of(Command command) {
            for (Execution execution : executions) {
                if (execution.command() == command) {
                    return execution;
                }
            }
            return null;
        }

        private Execution lastOf(String sql) {
            for (int i = executions.size() - 1; i >= 0; i--) {
                if (executions.get(i).sql() == sql) { // H2 passes its command's own string: identity tells the commands apart
                    return executions.get(i);
                }
            }
            return null;
        }
    }

    private static ThreadLocal<?> runningSession() {
        try {
            return (ThreadLocal<?>) MethodHandles.privateLookupIn(SessionLocal.class, MethodHandles.lookup())
                    .findStaticVarHandle(SessionLocal.class, "THREAD_LOCAL_SESSION", ThreadLocal.class).get();
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static VarHandle field(String name, Class<?> type) {
        try {
            return MethodHandles.privateLookupIn(SessionLocal.class, MethodHandles.lookup()).findVarHandle(SessionLocal.class, name, type);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
