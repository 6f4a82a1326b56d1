package io.hotrow.engine.jdbc;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words of a statement the session runs itself (a cursor statement, PREPARE, EXECUTE,
 * DEALLOCATE), read one at a time from the start; what follows them (a DECLARE's query, a PREPARE's
 * statement) is the rest, as written.
 */
final class StatementWords {

    private final String sql;
    /** What the statement is, for the message of a syntax error. */
    private final String what;
    private int at;

    StatementWords(String sql, String what) {
        this.sql = sql;
        this.what = what;
    }

    static SQLException syntax(String what, String sql) {
        return new SQLException("syntax error in " + what + ": " + sql.strip(), "42601");
    }

    SQLException syntax() {
        return syntax(what, sql);
    }

    private void skipSpace() {
        while (at < sql.length()) {
            char c = sql.charAt(at);
            if (Character.isWhitespace(c)) {
                at++;
            } else if (sql.startsWith("--", at)) {
                int end = sql.indexOf('\n', at);
                at = end < 0 ? sql.length() : end + 1;
            } else if (sql.startsWith("/*", at)) {
                int end = sql.indexOf("*/", at + 2);
                at = end < 0 ? sql.length() : end + 2;
            } else {
                return;
            }
        }
    }

    /** The next bare word, upper case; empty at the end or before anything else. */
    String peekKeyword() {
        skipSpace();
        int end = at;
        while (end < sql.length() && (Character.isLetterOrDigit(sql.charAt(end)) || sql.charAt(end) == '_')) {
            end++;
        }
        String word = sql.substring(at, end);
        return word.isEmpty() || Character.isDigit(word.charAt(0)) ? "" : word.toUpperCase(Locale.ROOT);
    }

    String keyword() {
        String word = peekKeyword();
        at += word.length();
        return word;
    }

    boolean peekCount() {
        skipSpace();
        int i = at < sql.length() && (sql.charAt(at) == '-' || sql.charAt(at) == '+') ? at + 1 : at;
        return i < sql.length() && Character.isDigit(sql.charAt(i));
    }

    long count() throws SQLException {
        skipSpace();
        int end = at + 1;
        while (end < sql.length() && Character.isDigit(sql.charAt(end))) {
            end++;
        }
        try {
            long count = Long.parseLong(sql.substring(at, end));
            at = end;
            return count;
        } catch (NumberFormatException e) {
            throw syntax();
        }
    }

    /** A name: an identifier, folded to lower case, or a quoted one as written. */
    String name() throws SQLException {
        skipSpace();
        if (at < sql.length() && sql.charAt(at) == '"') {
            StringBuilder name = new StringBuilder();
            for (int i = at + 1; i < sql.length(); i++) {
                char c = sql.charAt(i);
                if (c == '"' && i + 1 < sql.length() && sql.charAt(i + 1) == '"') {
                    name.append('"');
                    i++;
                } else if (c == '"') {
                    at = i + 1;
                    if (name.isEmpty()) {
                        throw syntax();
                    }
                    return name.toString();
                } else {
                    name.append(c);
                }
            }
            throw syntax();
        }
        String word = peekKeyword();
        if (word.isEmpty()) {
            throw syntax();
        }
        at += word.length();
        return word.toLowerCase(Locale.ROOT);
    }

    /** Whether a parenthesised list follows. */
    boolean peekList() {
        skipSpace();
        return at < sql.length() && sql.charAt(at) == '(';
    }

    /**
     * The items of the parenthesised list that follows, each as written (trimmed), split at the commas
     * outside strings, quoted names and inner parentheses: {@code (numeric(10, 2), 'a,b')} is two items.
     */
    List<String> list() throws SQLException {
        if (!peekList()) {
            throw syntax();
        }
        List<String> items = new ArrayList<>();
        int depth = 0;
        int itemStart = at + 1;
        for (int i = at; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                i = closingQuote(i, c);
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0 || c == ',' && depth == 1) {
                String item = sql.substring(itemStart, i).strip();
                if (item.isEmpty()) {
                    throw syntax();
                }
                items.add(item);
                itemStart = i + 1;
                if (c == ')') {
                    at = i + 1;
                    return items;
                }
            }
        }
        throw syntax();
    }

    /** Where the quote opened at {@code open} closes (a doubled quote is part of the text). */
    private int closingQuote(int open, char quote) throws SQLException {
        for (int i = open + 1; i < sql.length(); i++) {
            if (sql.charAt(i) == quote) {
                if (i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                    i++;
                } else {
                    return i;
                }
            }
        }
        throw syntax();
    }

    String rest() {
        skipSpace();
        return sql.substring(at);
    }

    void expectEnd() throws SQLException {
        skipSpace();
        while (at < sql.length() && sql.charAt(at) == ';') {
            at++;
            skipSpace();
        }
        if (at < sql.length()) {
            throw syntax();
        }
    }
}
