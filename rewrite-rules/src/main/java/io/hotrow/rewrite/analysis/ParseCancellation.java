package io.hotrow.rewrite.analysis;

import java.time.Duration;

/**
 * What may stop a parse before its own budget runs out: the statement's timeout or its
 * cancellation. Polled often during the parse, so it must be cheap. An interrupt of the parsing
 * thread stops the parse too, without being asked here.
 */
@FunctionalInterface
public interface ParseCancellation {

    /** Nothing but the thread's interrupt stops the parse early. */
    ParseCancellation NONE = () -> null;

    /** Why the parse must stop now, in PostgreSQL's words, or null to go on. */
    String reason();

    /**
     * Stops the parse once {@code timeout} has passed from now, as a statement timeout does; zero or
     * negative means no timeout, as in {@link java.sql.Statement#setQueryTimeout}.
     */
    static ParseCancellation after(Duration timeout) {
        if (timeout.isZero() || timeout.isNegative() || timeout.getSeconds() >= Long.MAX_VALUE / 1_000_000_000L / 2) {
            return NONE;
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        return () -> System.nanoTime() - deadline >= 0 ? "canceling statement due to statement timeout" : null;
    }
}
