package io.hotrow.engine.snapshot;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.RowSink;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * A snapshot's rows inserted on several sessions at once while it is restored: inserting them is
 * most of a restore, and the rows of H2's {@code SCRIPT} do not depend on one another. Its other
 * statements (tables, then constraints other than primary keys, indexes and triggers after the
 * rows) run on the caller's session after every insert submitted before them has finished
 * ({@link #finish}), so each sees the rows it would have seen in order. Each insert commits on its
 * own; a restore that fails leaves a database the opener throws away.
 */
final class ParallelInserts implements AutoCloseable {

    private final ExecutorService workers;
    private final BlockingQueue<Connection> sessions;
    private final List<Connection> opened = new ArrayList<>();
    private final List<Future<?>> pending = new ArrayList<>();

    ParallelInserts(Snapshots.SessionSource source, int count) throws SQLException {
        this.sessions = new ArrayBlockingQueue<>(count);
        try {
            for (int i = 0; i < count; i++) {
                Connection session = source.open();
                opened.add(session);
                session.setAutoCommit(true);
                sessions.add(session);
            }
        } catch (SQLException e) {
            opened.forEach(ParallelInserts::closeQuietly);
            throw e;
        }
        this.workers = Executors.newFixedThreadPool(count, runnable -> {
            Thread thread = new Thread(runnable, "hotrow-restore");
            thread.setDaemon(true);
            return thread;
        });
    }

    void submit(String insert) {
        pending.add(workers.submit(() -> {
            Connection session = sessions.take();
            try (CaptureScope ignored = CaptureScope.bind(RowSink.IGNORE); Statement statement = session.createStatement()) {
                statement.execute(insert);
            } finally {
                sessions.put(session);
            }
            return null;
        }));
    }

    /** Waits until every insert submitted has committed; throws the first failure. */
    void finish() throws SQLException {
        try {
            for (Future<?> insert : pending) {
                insert.get();
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof SQLException failure) {
                throw failure;
            }
            throw new SQLException("restoring a snapshot failed: " + e.getCause(), "XX000", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while restoring a snapshot", "57014", e);
        } finally {
            pending.clear();
        }
    }

    /** Stops the workers (after a failure, once the inserts under way ended) and closes their sessions. */
    @Override
    public void close() {
        workers.shutdownNow();
        try {
            workers.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        opened.forEach(ParallelInserts::closeQuietly);
    }

    private static void closeQuietly(Connection session) {
        try {
            session.close();
        } catch (SQLException ignored) {
            // the restore's outcome is decided; a session that fails to close changes nothing
        }
    }
}
