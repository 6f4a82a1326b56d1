package io.hotrow.engine.wire;

import java.util.ArrayList;
import java.util.List;

/**
 * One statement of a client's text, and its tokens (positions relative to {@link #text}).
 * PostgreSQL runs each statement of a simple Query message on its own, with its own
 * CommandComplete; the engine runs one statement per text, so the server splits them.
 */
record StatementText(String text, List<SqlToken> tokens) {

    /** The statements of {@code sql}, split at semicolons outside parentheses, literals and comments; empty ones left out. */
    static List<StatementText> split(String sql) {
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

    private static void add(String sql, List<SqlToken> tokens, List<StatementText> into) {
        if (tokens.isEmpty()) {
            return;
        }
        int begin = tokens.get(0).begin();
        List<SqlToken> rebased = new ArrayList<>(tokens.size());
        for (SqlToken token : tokens) {
            rebased.add(new SqlToken(token.kind(), token.text(), token.begin() - begin, token.end() - begin));
        }
        into.add(new StatementText(sql.substring(begin, tokens.get(tokens.size() - 1).end()), rebased));
    }

    /** The first token, lower case, or "" for none. */
    String firstWord() {
        return word(0);
    }

    /** The {@code index}th token if it is a word, lower case; "" otherwise. */
    String word(int index) {
        return index < tokens.size() && tokens.get(index).kind() == SqlToken.Kind.WORD ? tokens.get(index).name() : "";
    }
}
