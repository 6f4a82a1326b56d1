package io.hotrow.engine;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Waits for a condition another thread brings about, with a deadline: a test that waits for
 * something that never happens fails saying what it waited for, instead of hanging. Between checks
 * it parks briefly rather than spinning, so the thread it waits for gets a CPU on a small machine.
 */
public final class Await {

    private static final long DEADLINE_NANOS = TimeUnit.SECONDS.toNanos(30);
    private static final long PAUSE_NANOS = TimeUnit.MICROSECONDS.toNanos(100);

    private Await() {
    }

    /** Returns once {@code condition} holds; fails the test if it does not within 30 s. */
    public static void until(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + DEADLINE_NANOS;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("waited 30 s for " + what);
            }
            LockSupport.parkNanos(PAUSE_NANOS);
        }
    }
}
