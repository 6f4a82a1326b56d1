package io.hotrow.engine.database;

import io.hotrow.engine.Await;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;

/** A read of one number in another thread, started and known to wait at the schema gate. */
final class GateWaitingRead {

    private GateWaitingRead() {
    }

    /** Starts {@code sql} on {@code reader} and returns once its thread waits; fails if it ends without waiting. */
    static Future<Long> start(ExecutorService threads, Connection reader, String sql) {
        AtomicReference<Thread> thread = new AtomicReference<>();
        Future<Long> read = threads.submit(() -> {
            thread.set(Thread.currentThread());
            try (Statement s = reader.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                rs.next();
                return rs.getLong(1);
            }
        });
        Await.until("the reader to wait at the schema gate", () -> {
            if (read.isDone()) {
                throw new AssertionError("the reader did not wait for the schema transaction");
            }
            Thread reading = thread.get();
            return reading != null && (reading.getState() == Thread.State.WAITING || reading.getState() == Thread.State.TIMED_WAITING);
        });
        return read;
    }
}
