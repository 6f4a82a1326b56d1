package io.hotrow.rewrite.analysis;

import java.io.IOException;
import net.sf.jsqlparser.parser.Provider;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;

/**
 * A text as JSqlParser's lexer reads it, in chunks, checking a {@link ParseBudget} (or, after the parse, the
 * {@link LexingStop}) before each: its
 * lexer takes about a microsecond a character, so one token (a multi-megabyte literal, quoted name
 * or comment) took seconds between the checks made at each token, and a 10 MB literal ran seconds
 * past its timeout. (Given JSqlParser's own {@link StringProvider}, the lexer reads the whole text
 * at once.)
 */
final class BudgetedText implements Provider {

    /** Characters handed to the lexer at a time: about 8 ms of its work. */
    private static final int CHUNK = 8192;

    private final StringProvider text;
    private final Runnable check;

    private BudgetedText(String sql, Runnable check) {
        this.text = new StringProvider(sql);
        this.check = check;
    }

    /** The character stream of {@code sql} for JSqlParser's lexer, within {@code budget}. */
    static SimpleCharStream stream(String sql, ParseBudget budget) {
        return stream(sql, (Runnable) budget::check);
    }

    /** The character stream of {@code sql}, {@code check} run before each chunk (it stops the lexer by throwing). */
    static SimpleCharStream stream(String sql, Runnable check) {
        // A buffer for the whole text, as JSqlParser sizes it for a StringProvider: JavaCC would grow a smaller one
        // by 2 KiB at a time, copying it each time, quadratic in the length of a token.
        return new SimpleCharStream(new BudgetedText(sql, check), 1, 1, sql.length() + 1);
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        check.run();
        return text.read(buffer, offset, Math.min(length, CHUNK));
    }

    @Override
    public void close() throws IOException {
        text.close();
    }
}
