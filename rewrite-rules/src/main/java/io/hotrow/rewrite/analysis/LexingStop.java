package io.hotrow.rewrite.analysis;

import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;

/**
 * What stops the lexer passes that follow a statement's parse (the dialect shim's tokens, the engine's typing passes),
 * which JSqlParser's lexer makes at about a microsecond a character: without it a cancel, close or timeout reached a
 * text of megabytes only after seconds. The analysing thread names its statement's {@link ParseCancellation} for the
 * span of the analysis ({@link #during}); a long text's stream then polls it, and the thread's interrupt, every few
 * thousand characters, and ends the pass with {@link Stopped}. Short texts are lexed without looking. The scans before
 * the parse (the sandbox's words, the lexical forms), which read a text of megabytes for about a second in all, poll
 * it as they go ({@link #poll}).
 */
public final class LexingStop {

    /** Texts up to this long are lexed in well under the second a stop may take. */
    private static final int POLLED_FROM_CHARS = 16_384;
    /** How far a scan reads between two looks, as the lexer's stream reads a chunk ({@link BudgetedText}). */
    private static final int POLLED_EVERY_CHARS = 8192;
    private static final ThreadLocal<ParseCancellation> CURRENT = new ThreadLocal<>();

    private LexingStop() {
    }

    /** Names {@code cancellation} as what stops this thread's lexer passes until the returned scope closes. */
    public static Scope during(ParseCancellation cancellation) {
        ParseCancellation outer = CURRENT.get();
        CURRENT.set(cancellation);
        return () -> {
            if (outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(outer);
            }
        };
    }

    /** The stream of {@code sql} for a lexer pass after the parse, stopped as {@link LexingStop} says. */
    public static SimpleCharStream stream(String sql) {
        ParseCancellation cancellation = polled(sql);
        if (cancellation == null) {
            return new SimpleCharStream(new StringProvider(sql));
        }
        Thread thread = Thread.currentThread();
        return BudgetedText.stream(sql, () -> check(cancellation, thread));
    }

    /**
     * Throws {@link Stopped} if the pass over {@code sql} must stop: for the lexer's caller, since JSqlParser's lexer reads
     * an exception its text throws at a token's start as the end of the text, and one inside a token as an error of its own.
     */
    public static void check(String sql) {
        ParseCancellation cancellation = polled(sql);
        if (cancellation != null) {
            check(cancellation, Thread.currentThread());
        }
    }

    /**
     * What a scan of {@code sql} that reads it character by character tells where it stands, to be stopped as {@link LexingStop}
     * says: it looks every few thousand characters; for a short text, or outside an analysis, never.
     */
    public static Poll poll(String sql) {
        ParseCancellation cancellation = polled(sql);
        return cancellation == null ? Poll.NEVER : new Poll(cancellation, Thread.currentThread());
    }

    private static ParseCancellation polled(String sql) {
        return sql.length() <= POLLED_FROM_CHARS ? null : CURRENT.get();
    }

    private static void check(ParseCancellation cancellation, Thread thread) {
        String reason = thread.isInterrupted() ? "canceling statement: its thread was interrupted" : cancellation.reason();
        if (reason != null) {
            throw new Stopped(reason);
        }
    }

    /** Where a scan stands in its text, told as it goes ({@link #poll}). */
    public static final class Poll {

        static final Poll NEVER = new Poll(null, null);

        private final ParseCancellation cancellation;
        private final Thread thread;
        private long next;

        private Poll(ParseCancellation cancellation, Thread thread) {
            this.cancellation = cancellation;
            this.thread = thread;
            this.next = cancellation == null ? Long.MAX_VALUE : 0;
        }

        /** The scan reached {@code index}: throws {@link Stopped} if it must stop (looked at every few thousand characters). */
        public void at(int index) {
            if (index >= next) {
                next = (long) index + POLLED_EVERY_CHARS;
                check(cancellation, thread);
            }
        }
    }

    /** The span of an analysis; closing it ends the span. */
    public interface Scope extends AutoCloseable {
        @Override
        void close();
    }

    /** A lexer pass stopped by a cancel, a close or the statement's timeout: the statement ends with 57014 (or 08003 for a close). */
    public static final class Stopped extends RuntimeException {

        private Stopped(String reason) {
            super(reason, null, false, false);
        }
    }
}
