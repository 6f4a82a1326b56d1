package io.hotrow.engine.wire;

import java.util.ArrayList;
import java.util.List;

/**
 * One statement of a client's text, and its tokens (positions relative to {@link #text}).
 * PostgreSQL runs each statement of a simple Query message on its own, with its own
 * CommandComplete; the engine runs one statement per text, so the server splits them. Read by
 * its connection's thread only (its tokens are lexed when first needed).
 */
final class StatementText {

    private final String text;
    /** Null until asked for, for a text split without lexing ({@link #plain}): most statements need only their verb. */
    private List<SqlToken> tokens;
    private String firstWord;

    private StatementText(String text, List<SqlToken> tokens) {
        this.text = text;
        this.tokens = tokens;
    }

    /** The statements of {@code sql}, split at semicolons outside parentheses, literals and comments; empty ones left out. */
    static List<StatementText> split(String sql) {
        StatementText plain = plain(sql);
        if (plain != null) {
            return plain.text.isEmpty() ? List.of() : List.of(plain);
        }
        return lexed(sql);
    }

    /** As {@link #split}, from the text's tokens: for any text. */
    static List<StatementText> lexed(String sql) {
        List<StatementText> statements = new ArrayList<>();
        List<SqlToken> current = new ArrayList<>();
        int depth = 0;
        for (SqlToken token : SqlLexer.tokens(sql)) {
            if (token.isSymbol("(")) {
                depth++;
            } else if (token.isSymbol(")")) {
                depth = Math.max(0, depth - 1);
            } else if (token.isSymbol(";") && depth == 0) {
                add(sql, current, statements);
                current = new ArrayList<>();
                continue;
            }
            current.add(token);
        }
        add(sql, current, statements);
        return statements;
    }

    /**
     * The one statement of a text that has nothing a semicolon could hide in (no quote, dollar, dash
     * or slash) and no semicolon but at its end, as the lexer would split it (every other character
     * is part of a token, so the statement runs from its first to its last one that is not
     * whitespace), its tokens not yet lexed; null for any other text. Most statements sent one at
     * a time are such texts (pgbench's are), and need only their verb.
     */
    private static StatementText plain(String sql) {
        int begin = -1;
        int end = 0;
        int depth = 0;
        for (int i = 0; i < sql.length(); i++) {
            char c = sql.charAt(i);
            switch (c) {
                case ';' -> {
                    return depth == 0 && blankFrom(sql, i + 1) ? statement(sql, begin, end) : null;
                }
                case '\'', '"', '$', '-', '/' -> {
                    return null; // may begin a literal, a quoted name, a comment or a parameter, where a semicolon may hide
                }
                case '(' -> depth++;
                case ')' -> depth = Math.max(0, depth - 1); // as lexed counts them
                default -> {
                    if (c > 127 && Character.isWhitespace(c)) {
                        return null; // the lexer takes a word's non-ASCII spaces into the word: it says where such a text ends
                    }
                }
            }
            if (!Character.isWhitespace(c)) {
                begin = begin < 0 ? i : begin;
                end = i + 1;
            }
        }
        return statement(sql, begin, end);
    }

    private static StatementText statement(String sql, int begin, int end) {
        return new StatementText(begin < 0 ? "" : sql.substring(begin, end), null);
    }

    private static boolean blankFrom(String sql, int index) {
        for (int i = index; i < sql.length(); i++) {
            if (!Character.isWhitespace(sql.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static void add(String sql, List<SqlToken> tokens, List<StatementText> into) {
        if (tokens.isEmpty()) {
            return;
        }
        int begin = tokens.get(0).begin();
        into.add(new StatementText(sql.substring(begin, tokens.get(tokens.size() - 1).end()), begin == 0 ? tokens : rebased(tokens, begin)));
    }

    /** The tokens with positions relative to {@code begin}; a text's first statement, at 0 where nothing precedes it, keeps its own. */
    private static List<SqlToken> rebased(List<SqlToken> tokens, int begin) {
        List<SqlToken> rebased = new ArrayList<>(tokens.size());
        for (SqlToken token : tokens) {
            rebased.add(new SqlToken(token.kind(), token.text(), token.begin() - begin, token.end() - begin));
        }
        return rebased;
    }

    String text() {
        return text;
    }

    List<SqlToken> tokens() {
        if (tokens == null) {
            tokens = SqlLexer.tokens(text);
        }
        return tokens;
    }

    /** The first token, lower case, or "" for none; asked several times per statement (plan, tag, settings), so kept. */
    String firstWord() {
        if (firstWord == null) {
            SqlToken first = tokens != null ? (tokens.isEmpty() ? null : tokens.get(0)) : SqlLexer.first(text);
            firstWord = first != null && first.kind() == SqlToken.Kind.WORD ? first.name() : "";
        }
        return firstWord;
    }

    /** The {@code index}th token if it is a word, lower case; "" otherwise. */
    String word(int index) {
        if (index == 0) {
            return firstWord();
        }
        List<SqlToken> all = tokens();
        return index < all.size() && all.get(index).kind() == SqlToken.Kind.WORD ? all.get(index).name() : "";
    }
}
