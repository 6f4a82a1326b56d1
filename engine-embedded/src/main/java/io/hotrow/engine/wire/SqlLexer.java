package io.hotrow.engine.wire;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a PostgreSQL text into tokens by PostgreSQL's lexical rules: {@code --} and nested
 * block comments are skipped; {@code '...'} (doubled quotes), {@code E'...'} (backslash escapes),
 * {@code $tag$...$tag$} and {@code "..."} are single tokens; {@code $1} is a parameter. It needs no
 * grammar, so it reads any text, valid or not; the engine's parser judges validity later.
 */
final class SqlLexer {

    private final String sql;
    private final List<SqlToken> tokens = new ArrayList<>();
    private int i;

    private SqlLexer(String sql) {
        this.sql = sql;
    }

    static List<SqlToken> tokens(String sql) {
        SqlLexer lexer = new SqlLexer(sql);
        lexer.read(Integer.MAX_VALUE);
        return lexer.tokens;
    }

    /** The first token of {@code sql}, or null for none: what a statement's verb needs, without lexing the rest. */
    static SqlToken first(String sql) {
        SqlLexer lexer = new SqlLexer(sql);
        lexer.read(1);
        return lexer.tokens.isEmpty() ? null : lexer.tokens.get(0);
    }

    /** Reads tokens until the text ends or {@code limit} are read. */
    private void read(int limit) {
        int n = sql.length();
        while (i < n && tokens.size() < limit) {
            char c = sql.charAt(i);
            int start = i;
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '-' && next(1) == '-') {
                int eol = sql.indexOf('\n', i);
                i = eol < 0 ? n : eol + 1;
            } else if (c == '/' && next(1) == '*') {
                skipBlockComment(start);
            } else if (c == '\'') {
                quoted(start, '\'', false, SqlToken.Kind.STRING);
            } else if ((c == 'e' || c == 'E') && next(1) == '\'') {
                i++;
                quoted(start, '\'', true, SqlToken.Kind.STRING);
            } else if ((c == 'b' || c == 'B' || c == 'x' || c == 'X' || c == 'n' || c == 'N') && next(1) == '\'') {
                i++;
                quoted(start, '\'', false, SqlToken.Kind.STRING);
            } else if ((c == 'u' || c == 'U') && next(1) == '&' && (next(2) == '\'' || next(2) == '"')) {
                i += 2;
                quoted(start, sql.charAt(i), false, next(0) == '"' ? SqlToken.Kind.QUOTED : SqlToken.Kind.STRING);
            } else if (c == '"') {
                quoted(start, '"', false, SqlToken.Kind.QUOTED);
            } else if (c == '$') {
                dollar(start);
            } else if (Character.isLetter(c) || c == '_' || c > 127) {
                while (i < n && isWordPart(sql.charAt(i))) {
                    i++;
                }
                add(SqlToken.Kind.WORD, start);
            } else if (Character.isDigit(c) || c == '.' && Character.isDigit(next(1))) {
                number(start);
            } else if (c == ':' && next(1) == ':') {
                i += 2;
                add(SqlToken.Kind.SYMBOL, start);
            } else {
                i++;
                add(SqlToken.Kind.SYMBOL, start);
            }
        }
    }

    private char next(int ahead) {
        return i + ahead < sql.length() ? sql.charAt(i + ahead) : '\0';
    }

    private static boolean isWordPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c > 127;
    }

    private void add(SqlToken.Kind kind, int start) {
        tokens.add(new SqlToken(kind, sql.substring(start, i), start, i));
    }

    private void skipBlockComment(int start) {
        int depth = 0;
        while (i < sql.length()) {
            if (sql.startsWith("/*", i)) {
                depth++;
                i += 2;
            } else if (sql.startsWith("*/", i)) {
                depth--;
                i += 2;
                if (depth == 0) {
                    return;
                }
            } else {
                i++;
            }
        }
        add(SqlToken.Kind.UNTERMINATED, start);
    }

    /** From the opening quote at {@code i}; a doubled quote stays inside, and with {@code backslashes} so does {@code \'}. */
    private void quoted(int start, char quote, boolean backslashes, SqlToken.Kind kind) {
        i++;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (backslashes && c == '\\') {
                i += 2;
            } else if (c == quote) {
                if (next(1) == quote) {
                    i += 2;
                } else {
                    i++;
                    add(kind, start);
                    return;
                }
            } else {
                i++;
            }
        }
        i = sql.length();
        add(SqlToken.Kind.UNTERMINATED, start);
    }

    private void dollar(int start) {
        if (Character.isDigit(next(1))) {
            i++;
            while (i < sql.length() && Character.isDigit(sql.charAt(i))) {
                i++;
            }
            add(SqlToken.Kind.PARAMETER, start);
            return;
        }
        int tagEnd = i + 1;
        while (tagEnd < sql.length() && (Character.isLetterOrDigit(sql.charAt(tagEnd)) || sql.charAt(tagEnd) == '_')) {
            tagEnd++;
        }
        if (tagEnd >= sql.length() || sql.charAt(tagEnd) != '$') {
            i++;
            add(SqlToken.Kind.SYMBOL, start);
            return;
        }
        String tag = sql.substring(i, tagEnd + 1);
        int close = sql.indexOf(tag, tagEnd + 1);
        if (close < 0) {
            i = sql.length();
            add(SqlToken.Kind.UNTERMINATED, start);
        } else {
            i = close + tag.length();
            add(SqlToken.Kind.STRING, start);
        }
    }

    private void number(int start) {
        while (i < sql.length() && (Character.isLetterOrDigit(sql.charAt(i)) || sql.charAt(i) == '.' || sql.charAt(i) == '_')) {
            char c = sql.charAt(i);
            i++;
            if ((c == 'e' || c == 'E') && (next(0) == '+' || next(0) == '-')) {
                i++;
            }
        }
        add(SqlToken.Kind.NUMBER, start);
    }
}
