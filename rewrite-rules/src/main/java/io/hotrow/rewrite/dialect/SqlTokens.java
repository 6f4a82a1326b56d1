package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.LexingStop;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.regex.Pattern;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;

/**
 * The tokens of one SQL text, as JSqlParser's own lexer sees them: string literals, quoted names,
 * dollar-quoted bodies and comments are single tokens or skipped, so a word found here is a word of
 * the statement. Offsets are 0-based, end exclusive (JSqlParser's are 1-based).
 */
final class SqlTokens {

    private static final Pattern NAME_LIKE = Pattern.compile("[A-Za-z_][A-Za-z0-9_$]*");

    record Token(String image, int begin, int end, int kind) {
        boolean is(String word) {
            return image.equalsIgnoreCase(word);
        }

        /** A name that is no keyword of JSqlParser's: a table, column or alias (or a function). */
        boolean isIdentifier() {
            return kind == CCJSqlParserConstants.S_IDENTIFIER || kind == CCJSqlParserConstants.S_QUOTED_IDENTIFIER;
        }

        /**
         * A word that can name an object where a name is expected: an identifier, or one of the
         * many words JSqlParser lexes as keywords but PostgreSQL lets name a schema or table
         * ({@code public}, {@code data}, ...), as in pg_dump's {@code public.customer}.
         */
        boolean isName() {
            return isIdentifier() || NAME_LIKE.matcher(image).matches();
        }
    }

    /**
     * A lexer per thread, started again on each text: making one builds JSqlParser's feature configuration (a map of
     * every feature), which was a sixth of the cost of tokenising a data script's short INSERTs.
     */
    private static final ThreadLocal<CCJSqlParserTokenManager> LEXERS = ThreadLocal.withInitial(() -> new CCJSqlParserTokenManager(null));
    /** Texts longer than this get a lexer of their own: a thread's lexer keeps the buffer of its longest token. */
    private static final int REUSED_LEXER_MAX_CHARS = 16_384;

    private final List<Token> tokens = new ArrayList<>();
    /** Made on first need and kept: every rule labelling select items reads the same text's lists. */
    private OutputItems outputItems;

    SqlTokens(String sql) {
        CCJSqlParserTokenManager lexer = sql.length() <= REUSED_LEXER_MAX_CHARS ? LEXERS.get() : new CCJSqlParserTokenManager(null);
        lexer.ReInit(LexingStop.stream(sql)); // a cancel reaches a pass over megabytes
        try {
            for (var t = lexer.getNextToken(); t.kind != 0; t = lexer.getNextToken()) {
                tokens.add(new Token(t.image, t.absoluteBegin - 1, t.absoluteEnd - 1, t.kind));
            }
            LexingStop.check(sql); // a stop at a token's start ends the lexer as if the text ended there
        } catch (RuntimeException e) {
            LexingStop.check(sql); // a stop inside a token fails the lexer with an error of its own
            throw e;
        } finally {
            lexer.ReInit(null); // keeps no reference to this text
        }
    }

    /** The tokens of {@code sql}, or null when it is not tokens of SQL (an unclosed quoted name): the parser refuses it then. */
    static SqlTokens lexedOrNull(String sql) {
        try {
            return new SqlTokens(sql);
        } catch (net.sf.jsqlparser.parser.TokenMgrException e) {
            return null;
        }
    }

    int size() {
        return tokens.size();
    }

    /** Where this text's lists of output columns and their items are ({@link OutputItems}), found in one pass for all rules. */
    OutputItems outputItems() {
        if (outputItems == null) {
            outputItems = new OutputItems(this);
        }
        return outputItems;
    }

    Token get(int i) {
        return tokens.get(i);
    }

    boolean is(int i, String word) {
        return i >= 0 && i < tokens.size() && tokens.get(i).is(word);
    }

    /** The index of the token starting at {@code offset}, or -1. */
    int at(int offset) {
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).begin() == offset) {
                return i;
            }
        }
        return -1;
    }

    /** The index of the parenthesis closing the one at {@code open}. */
    int closing(int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            if (is(i, "(")) {
                depth++;
            } else if (is(i, ")") && --depth == 0) {
                return i;
            }
        }
        return tokens.size() - 1;
    }

    /** Whether every parenthesis and bracket closes, in order: a statement cut off inside a call does not. */
    boolean balanced() {
        ArrayDeque<String> open = new ArrayDeque<>();
        for (Token token : tokens) {
            switch (token.image()) {
                case "(" -> open.push(")");
                case "[" -> open.push("]");
                case ")", "]" -> {
                    if (open.isEmpty() || !open.pop().equals(token.image())) {
                        return false;
                    }
                }
                default -> {
                }
            }
        }
        return open.isEmpty();
    }

    /** The index of the parenthesis opening the one at {@code close}. */
    int opening(int close) {
        return backTo(close, "(", ")");
    }

    /** The index of the bracket closing the one at {@code open}. */
    int closingBracket(int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            if (is(i, "[")) {
                depth++;
            } else if (is(i, "]") && --depth == 0) {
                return i;
            }
        }
        return tokens.size() - 1;
    }

    /** The index of the bracket opening the one at {@code close}. */
    int openingBracket(int close) {
        return backTo(close, "[", "]");
    }

    private int backTo(int close, String open, String closer) {
        int depth = 0;
        for (int i = close; i >= 0; i--) {
            if (is(i, closer)) {
                depth++;
            } else if (is(i, open) && --depth == 0) {
                return i;
            }
        }
        return 0;
    }

    /** The last token outside all parentheses that is {@code word} followed by {@code next} (null: anything), or -1. */
    int lastTopLevel(String word, String next) {
        int depth = 0;
        int found = -1;
        for (int i = 0; i < tokens.size(); i++) {
            if (is(i, "(")) {
                depth++;
            } else if (is(i, ")")) {
                depth--;
            } else if (depth == 0 && is(i, word) && (next == null || is(i + 1, next))) {
                found = i;
            }
        }
        return found;
    }

    /** The first token index at or after {@code from} that is {@code word} outside parentheses opened after {@code from}, or -1. */
    int nextTopLevel(int from, int to, String word) {
        int depth = 0;
        for (int i = from; i < to; i++) {
            if (depth == 0 && is(i, word)) {
                return i;
            } else if (is(i, "(")) {
                depth++;
            } else if (is(i, ")")) {
                depth--;
            }
        }
        return -1;
    }

    /** The first token index in {@code [from, to)} outside parentheses opened after {@code from} whose upper-case image is one of {@code words}, or -1. */
    int nextTopLevelOf(int from, int to, Set<String> words) {
        int depth = 0;
        for (int i = from; i < to; i++) {
            if (is(i, "(")) {
                depth++;
            } else if (is(i, ")")) {
                depth--;
            } else if (depth == 0 && words.contains(tokens.get(i).image().toUpperCase(Locale.ROOT))) {
                return i;
            }
        }
        return -1;
    }

    /** The index just past the statement's last token, a trailing semicolon excluded. */
    int statementEnd() {
        int end = tokens.size();
        while (end > 0 && is(end - 1, ";")) {
            end--;
        }
        return end;
    }

    /**
     * Whether a call named at a token {@code isCall} accepts (its parenthesis next) holds a bind parameter among its arguments:
     * a rule that moves such arguments has the parameters numbered first.
     */
    boolean callHasParameter(IntPredicate isCall) {
        for (int i = 0; i < tokens.size(); i++) {
            if (isCall.test(i) && hasParameter(i + 2, closing(i + 1))) {
                return true;
            }
        }
        return false;
    }

    /** Whether tokens {@code from} (inclusive) to {@code to} (exclusive) hold a bind parameter. */
    boolean hasParameter(int from, int to) {
        for (int i = Math.max(0, from); i < to && i < tokens.size(); i++) {
            if (is(i, "?")) {
                return true;
            }
        }
        return false;
    }
}
