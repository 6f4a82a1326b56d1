package io.hotrow.engine.database;

import io.hotrow.engine.Await;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/** A write run on a thread of its own while another transaction holds what it needs, and its outcome once that one ends. */
final class WaitingWrite {

    private WaitingWrite() {
    }

    /**
     * Runs {@code sql} on {@code c} (committed unless in autocommit) until it waits in one of {@code sessionMethods} (or is
     * done), then ends {@code other}: "n rows", or the SQLState it failed with (then rolled back).
     */
    static String outcome(ExecutorService threads, Connection c, String sql, Connection other, boolean otherCommits,
                          String... sessionMethods) throws Exception {
        boolean autoCommit = c.getAutoCommit();
        AtomicReference<Thread> thread = new AtomicReference<>();
        Future<Integer> write = threads.submit(() -> {
            thread.set(Thread.currentThread());
            try (Statement s = c.createStatement()) {
                return s.executeUpdate(sql);
            }
        });
        Await.until("the write waits in " + Arrays.toString(sessionMethods) + ", or is done",
                () -> write.isDone() || waitsIn(thread.get(), Set.of(sessionMethods)));
        if (otherCommits) {
            other.commit();
        } else {
            other.rollback();
        }
        try {
            String outcome = write.get(30, TimeUnit.SECONDS) + " rows";
            if (!autoCommit) {
                c.commit();
            }
            return outcome;
        } catch (ExecutionException e) {
            if (!autoCommit) {
                c.rollback();
            }
            return ((SQLException) e.getCause()).getSQLState();
        }
    }

    /** Whether {@code thread} waits (is not running) inside one of the session's {@code methods}. */
    static boolean waitsIn(Thread thread, Set<String> methods) {
        return thread != null && Arrays.stream(thread.getStackTrace())
                .anyMatch(frame -> frame.getClassName().equals(Session.class.getName()) && methods.contains(frame.getMethodName()))
                && thread.getState() != Thread.State.RUNNABLE;
    }
}
