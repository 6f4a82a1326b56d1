package io.hotrow.rewrite.analysis;

import java.io.IOException;
import net.sf.jsqlparser.parser.Provider;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;

/**
 * A text as JSqlParser's lexer reads it, in chunks, checking a {@link ParseBudget} before each: its
 * lexer takes about a microsecond a character, so one token (a multi-megabyte literal, quoted name
 * or comment) took seconds between the checks made at each token, and a 10 MB literal ran seconds
 * past its timeout. (Given JSqlParser's own {@link StringProvider}, the lexer reads the whole text
 * at once.)
 */
final class BudgetedText implements Provider {

    /** Characters handed to the lexer at a time: about 8 ms of its work. */
    private static final int CHUNK = 8192;

    private final StringProvider text;
    private final ParseBudget budget;

    private BudgetedText(String sql, ParseBudget budget) {
        this.text = new StringProvider(sql);
        this.budget = budget;
    }

    /** The character stream of {@code sql} for JSqlParser's lexer, within {@code budget}. */
    static SimpleCharStream stream(String sql, ParseBudget budget) {
        // A buffer for the whole text, as JSqlParser sizes it for a StringProvider: JavaCC would grow a smaller one
        // by 2 KiB at a time, copying it each time, quadratic in the length of a token.
        return new SimpleCharStream(new BudgetedText(sql, budget), 1, 1, sql.length() + 1);
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        budget.check();
        return text.read(buffer, offset, Math.min(length, CHUNK));
    }

    @Override
    public void close() throws IOException {
        text.close();
    }
}
