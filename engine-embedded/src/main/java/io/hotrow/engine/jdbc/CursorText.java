package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.EngineErrors;
import java.sql.SQLException;
import java.util.Locale;

/**
 * A cursor statement in PostgreSQL's grammar: {@code DECLARE name [BINARY] [ASENSITIVE | INSENSITIVE]
 * [[NO] SCROLL] CURSOR [{WITH | WITHOUT} HOLD] FOR query}, {@code FETCH} and {@code MOVE} with a
 * direction, {@code CLOSE {name | ALL}}. Directions that move forward are run (NEXT, a count, ALL,
 * FORWARD ...); the others refused (0A000), as the engine's cursors read their rows once, in order.
 *
 * @param form  what the statement does
 * @param name  the cursor's name, case-folded unless quoted; null for CLOSE ALL
 * @param count FETCH and MOVE: how many rows at most ({@link Long#MAX_VALUE} for ALL)
 * @param hold  DECLARE: WITH HOLD
 * @param query DECLARE: the query's text, as written
 */
record CursorText(Form form, String name, long count, boolean hold, String query) {

    enum Form { DECLARE, FETCH, MOVE, CLOSE }

    static final long ALL = Long.MAX_VALUE;

    static CursorText of(String sql) throws SQLException {
        Words words = new Words(sql);
        String verb = words.keyword();
        return switch (verb) {
            case "DECLARE" -> declare(words, sql);
            case "FETCH" -> move(Form.FETCH, words, sql);
            case "MOVE" -> move(Form.MOVE, words, sql);
            case "CLOSE" -> close(words, sql);
            default -> throw syntax(sql);
        };
    }

    private static CursorText declare(Words words, String sql) throws SQLException {
        String name = words.name(sql);
        boolean hold = false;
        String word = words.keyword();
        if (word.equals("BINARY")) {
            throw EngineErrors.unsupported("DECLARE ... BINARY CURSOR; declare it without BINARY");
        }
        if (word.equals("ASENSITIVE") || word.equals("INSENSITIVE")) {
            word = words.keyword();
        }
        if (word.equals("NO")) {
            word = words.keyword();
            if (!word.equals("SCROLL")) {
                throw syntax(sql);
            }
            word = words.keyword();
        } else if (word.equals("SCROLL")) {
            word = words.keyword();
        }
        if (!word.equals("CURSOR")) {
            throw syntax(sql);
        }
        word = words.keyword();
        if (word.equals("WITH") || word.equals("WITHOUT")) {
            hold = word.equals("WITH");
            if (!words.keyword().equals("HOLD")) {
                throw syntax(sql);
            }
            word = words.keyword();
        }
        if (!word.equals("FOR") || words.rest().isBlank()) {
            throw syntax(sql);
        }
        return new CursorText(Form.DECLARE, name, 0, hold, words.rest());
    }

    private static CursorText move(Form form, Words words, String sql) throws SQLException {
        long count = 1;
        String word = words.peekKeyword();
        switch (word) {
            case "NEXT" -> words.keyword();
            case "ALL" -> {
                words.keyword();
                count = ALL;
            }
            case "FORWARD" -> {
                words.keyword();
                count = words.peekKeyword().equals("ALL") ? skipAll(words) : words.peekCount() ? words.count(sql) : 1;
            }
            case "PRIOR", "FIRST", "LAST", "ABSOLUTE", "RELATIVE", "BACKWARD" ->
                    throw EngineErrors.unsupported(form + " " + word + ": the engine's cursors move forward only; use NEXT, FORWARD n or ALL");
            default -> {
                if (words.peekCount()) {
                    count = words.count(sql);
                }
            }
        }
        if (count <= 0) {
            throw EngineErrors.unsupported(form + " of " + count + " rows: the engine's cursors move forward only; use NEXT, FORWARD n or ALL");
        }
        String from = words.peekKeyword();
        if (from.equals("FROM") || from.equals("IN")) {
            words.keyword();
        }
        String name = words.name(sql);
        words.expectEnd(sql);
        return new CursorText(form, name, count, false, null);
    }

    private static long skipAll(Words words) {
        words.keyword();
        return ALL;
    }

    private static CursorText close(Words words, String sql) throws SQLException {
        String name = words.peekKeyword().equals("ALL") ? null : words.name(sql);
        if (name == null) {
            words.keyword();
        }
        words.expectEnd(sql);
        return new CursorText(Form.CLOSE, name, 0, false, null);
    }

    static SQLException syntax(String sql) {
        return new SQLException("syntax error in cursor statement: " + sql.strip(), "42601");
    }

    /** The words of a cursor statement, read one at a time from the start; the query of a DECLARE is the rest, as written. */
    private static final class Words {
        private final String sql;
        private int at;

        Words(String sql) {
            this.sql = sql;
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

        long count(String statement) throws SQLException {
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
                throw syntax(statement);
            }
        }

        /** A cursor's name: an identifier, folded to lower case, or a quoted one as written. */
        String name(String statement) throws SQLException {
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
                            throw syntax(statement);
                        }
                        return name.toString();
                    } else {
                        name.append(c);
                    }
                }
                throw syntax(statement);
            }
            String word = peekKeyword();
            if (word.isEmpty()) {
                throw syntax(statement);
            }
            at += word.length();
            return word.toLowerCase(Locale.ROOT);
        }

        String rest() {
            skipSpace();
            return sql.substring(at);
        }

        void expectEnd(String statement) throws SQLException {
            skipSpace();
            while (at < sql.length() && sql.charAt(at) == ';') {
                at++;
                skipSpace();
            }
            if (at < sql.length()) {
                throw syntax(statement);
            }
        }
    }
}
