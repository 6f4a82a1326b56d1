package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;

/**
 * PostgreSQL's {@code pg_sleep}: waits in short slices and asks H2 after each whether the statement
 * ran out of time or was cancelled, so {@code statement_timeout}, {@code setQueryTimeout} and
 * {@code cancel()} end it as they end any statement (57014). Public: H2 calls it by reflection.
 */
public final class Sleep {

    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private Sleep() {
    }

    public static void pgSleep(Connection connection, double seconds) throws SQLException {
        if (!(seconds > 0)) {
            return; // zero, negative and NaN return at once, as in PostgreSQL
        }
        SessionLocal session = (SessionLocal) connection.unwrap(JdbcConnection.class).getSession();
        long end = System.nanoTime() + (long) Math.min(seconds * 1e9, Long.MAX_VALUE / 2.0);
        for (long left = end - System.nanoTime(); left > 0; left = end - System.nanoTime()) {
            session.checkCanceled();
            LockSupport.parkNanos(Math.min(left, SLICE_NANOS));
            if (Thread.interrupted()) {
                Thread.currentThread().interrupt();
                throw EngineErrors.cancelledByRequest();
            }
        }
    }
}
