package io.hotrow.driver.rewrite;

import io.hotrow.rewrite.counter.CounterRewriter;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The roll-up job of the event-log counters: one daemon thread for the driver, folding each
 * database's appended events into their rows every {@code eventRollupEvery}.
 */
public final class EventRollups {

    private static final Logger LOG = LoggerFactory.getLogger(EventRollups.class);

    private final List<CounterRewriter> rewriters = new CopyOnWriteArrayList<>();
    private ScheduledExecutorService scheduler;

    /** Rolls up {@code rewriter}'s events every {@code every}; never when it is zero (then only {@link #rollUpNow()}). */
    public synchronized void schedule(CounterRewriter rewriter, Duration every) {
        rewriters.add(rewriter);
        if (every.isZero()) {
            return;
        }
        if (scheduler == null) {
            scheduler = Executors.newSingleThreadScheduledExecutor(runnable -> {
                Thread thread = new Thread(runnable, "hotrow-event-rollup");
                thread.setDaemon(true);
                return thread;
            });
        }
        scheduler.scheduleWithFixedDelay(() -> rollUp(rewriter), every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Rolls up every database's events now, on the calling thread. */
    public void rollUpNow() throws SQLException {
        for (CounterRewriter rewriter : rewriters) {
            rewriter.rollUpEvents();
        }
    }

    public synchronized void shutdown() {
        if (scheduler != null) {
            scheduler.shutdownNow();
            scheduler = null;
        }
        rewriters.clear();
    }

    private static void rollUp(CounterRewriter rewriter) {
        try {
            rewriter.rollUpEvents();
        } catch (SQLException | RuntimeException e) {
            // The events stay where they are and reads stay exact; the next round tries again.
            LOG.warn("hotrow: rolling up event counters failed, will retry: {}", e.toString());
        }
    }
}
