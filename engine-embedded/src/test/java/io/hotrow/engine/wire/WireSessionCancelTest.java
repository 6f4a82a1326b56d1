package io.hotrow.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.OneDatabase;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A CancelRequest ends the statement of the call it finds running, however early in that call it
 * comes: pgjdbc sends one per query, so one that is lost leaves the query running to its end.
 */
@Timeout(120)
class WireSessionCancelTest {

    private static final String LONG_QUERY = "SELECT count(*) FROM system_range(1, 100000) a, system_range(1, 100000) b";

    /** The call has started, its statement not yet (the engine checks it first): the cancel finds nothing running in the session. */
    @Test
    void aCancelBeforeTheCallsStatementStartsInTheSessionEndsIt() throws Exception {
        ExecutorService threads = Executors.newCachedThreadPool();
        try (OneDatabase db = new OneDatabase("wire-cancel"); WireSession session = new WireSession(db.connection());
             Statement s = session.connection().createStatement()) {
            CountDownLatch inCall = new CountDownLatch(1), cancelTried = new CountDownLatch(1);
            Statement watched = (Statement) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Statement.class},
                    (proxy, method, args) -> {
                        try {
                            return method.invoke(s, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        } finally {
                            if (method.getName().equals("cancel")) {
                                cancelTried.countDown();
                            }
                        }
                    });
            session.busy(true);
            Future<Boolean> call = threads.submit(() -> session.run(watched, () -> {
                inCall.countDown();
                await(cancelTried); // the cancel came while the session ran no statement yet
                return s.execute(LONG_QUERY);
            }));
            inCall.await();
            threads.submit(session::cancel);
            SQLException e = assertInstanceOf(SQLException.class,
                    assertThrows(ExecutionException.class, () -> call.get(60, TimeUnit.SECONDS)).getCause());
            assertEquals("57014", e.getSQLState(), e.getMessage());
        } finally {
            threads.shutdownNow();
            assertTrue(threads.awaitTermination(30, TimeUnit.SECONDS));
        }
    }

    private static void await(CountDownLatch latch) throws SQLException {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while it waited for the cancel", e);
        }
    }
}
