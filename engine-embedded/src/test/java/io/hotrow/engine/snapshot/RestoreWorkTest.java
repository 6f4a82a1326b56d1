package io.hotrow.engine.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The work a restore hands to other cores: results in the order asked, failures thrown as they were. */
class RestoreWorkTest {

    @Test
    @Timeout(30)
    void withOneCoreEveryTaskRunsOnTheCallersThreadWhenStarted() throws Exception {
        Thread caller = Thread.currentThread();
        AtomicInteger ran = new AtomicInteger();
        try (RestoreWork work = new RestoreWork(1)) {
            assertEquals(0, work.ahead());
            Future<Thread> task = work.start(() -> {
                ran.incrementAndGet();
                return Thread.currentThread();
            });
            assertEquals(1, ran.get());
            assertSame(caller, RestoreWork.result(task));
        }
    }

    @Test
    @Timeout(30)
    void resultsComeBackInTheOrderTheTasksWereStarted() throws Exception {
        try (RestoreWork work = new RestoreWork(4)) {
            assertEquals(6, work.ahead());
            List<Future<Integer>> tasks = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                int n = i;
                tasks.add(work.start(() -> n * n));
            }
            for (int i = 0; i < 50; i++) {
                assertEquals(i * i, RestoreWork.result(tasks.get(i)));
            }
        }
    }

    @Test
    @Timeout(30)
    void aFailedTaskThrowsItsOwnExceptionToWhoeverWaitsForIt() {
        for (int cores : new int[] {1, 2}) {
            try (RestoreWork work = new RestoreWork(cores)) {
                Future<Object> damaged = work.start(() -> {
                    throw new IOException("two rows hold 7");
                });
                assertEquals("two rows hold 7", assertThrows(IOException.class, () -> RestoreWork.result(damaged)).getMessage());
                Future<Object> broken = work.start(() -> {
                    throw new IllegalStateException("no root");
                });
                assertEquals("no root", assertThrows(IllegalStateException.class, () -> RestoreWork.result(broken)).getMessage());
            }
        }
    }

    @Test
    @Timeout(30)
    void finishWaitsForEveryBackgroundTaskAndThrowsTheFirstFailure() throws Exception {
        AtomicInteger built = new AtomicInteger();
        try (RestoreWork work = new RestoreWork(2)) {
            for (int i = 0; i < 8; i++) {
                work.startInBackground(() -> {
                    built.incrementAndGet();
                    return null;
                });
            }
            work.finish();
            assertEquals(8, built.get());
            work.startInBackground(() -> {
                throw new IOException("two entries of line_by_v are (1, 2)");
            });
            work.startInBackground(() -> null);
            IOException failure = assertThrows(IOException.class, work::finish);
            assertTrue(failure.getMessage().contains("line_by_v"), failure.getMessage());
        }
    }
}
