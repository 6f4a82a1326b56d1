package io.hotrow.rewrite.analysis;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;

/**
 * The budget of one parse, checked by the parser at every token it reads and every decision that
 * depends on a parser feature (see {@link BudgetedParser}). The time spent is the parsing thread's
 * CPU time where the JVM measures it, so that a thread waiting for a core, or for the garbage
 * collector, does not make a text look complex; the cheap wall clock decides when the CPU clock is
 * worth reading, as CPU time never runs ahead of it.
 */
final class ParseBudget {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_CLOCK = THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();

    private final ParseCancellation cancellation;
    private final Thread thread = Thread.currentThread();
    private final long started = clock();
    private long limitNanos;
    private long nextClockRead;

    ParseBudget(Duration limit, ParseCancellation cancellation) {
        this.cancellation = cancellation;
        setLimit(limit);
    }

    /** Changes the total the parse may spend, counted from its start (the limit grows with the text's tokens once they are counted). */
    void setLimit(Duration limit) {
        limitNanos = limit.toNanos();
        nextClockRead = System.nanoTime() - spent() + limitNanos;
    }

    /** Throws {@link ParseFailure} when the parse must stop. */
    void check() {
        if (thread.isInterrupted()) {
            throw new ParseFailure(ParseOutcome.CANCELLED, "canceling statement: its thread was interrupted");
        }
        String reason = cancellation.reason();
        if (reason != null) {
            throw new ParseFailure(ParseOutcome.CANCELLED, reason);
        }
        long now = System.nanoTime();
        if (now - nextClockRead >= 0) {
            long spent = spent();
            if (spent >= limitNanos) {
                throw ParseFailure.tooComplex("parsing it took more than " + limitNanos / 1_000_000 + " ms");
            }
            nextClockRead = now + (limitNanos - spent);
        }
    }

    private long spent() {
        return clock() - started;
    }

    private static long clock() {
        return CPU_CLOCK ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
