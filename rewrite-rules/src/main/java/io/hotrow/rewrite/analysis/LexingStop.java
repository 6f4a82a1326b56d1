package io.hotrow.rewrite.analysis;

import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;

/**
 * What stops the lexer passes that follow a statement's parse (the dialect shim's tokens, the engine's typing passes),
 * which JSqlParser's lexer makes at about a microsecond a character: without it a cancel, close or timeout reached a
 * text of megabytes only after seconds. The analysing thread names its statement's {@link ParseCancellation} for the
 * span of the analysis ({@link #during}); a long text's stream then polls it, and the thread's interrupt, every few
 * thousand characters, and ends the pass with {@link Stopped}. Short texts are lexed without looking.
 */
public final class LexingStop {

    /** Texts up to this long are lexed in well under the second a stop may take. */
    private static final int POLLED_FROM_CHARS = 16_384;
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

    private static ParseCancellation polled(String sql) {
        return sql.length() <= POLLED_FROM_CHARS ? null : CURRENT.get();
    }

    private static void check(ParseCancellation cancellation, Thread thread) {
        String reason = thread.isInterrupted() ? "canceling statement: its thread was interrupted" : cancellation.reason();
        if (reason != null) {
            throw new Stopped(reason);
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
