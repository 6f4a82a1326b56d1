package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.EngineErrors;
import java.sql.SQLException;

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
        StatementWords words = new StatementWords(sql, "cursor statement");
        String verb = words.keyword();
        return switch (verb) {
            case "DECLARE" -> declare(words, sql);
            case "FETCH" -> move(Form.FETCH, words, sql);
            case "MOVE" -> move(Form.MOVE, words, sql);
            case "CLOSE" -> close(words, sql);
            default -> throw syntax(sql);
        };
    }

    private static CursorText declare(StatementWords words, String sql) throws SQLException {
        String name = words.name();
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

    private static CursorText move(Form form, StatementWords words, String sql) throws SQLException {
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
                count = words.peekKeyword().equals("ALL") ? skipAll(words) : words.peekCount() ? words.count() : 1;
            }
            case "PRIOR", "FIRST", "LAST", "ABSOLUTE", "RELATIVE", "BACKWARD" ->
                    throw EngineErrors.unsupported(form + " " + word + ": the engine's cursors move forward only; use NEXT, FORWARD n or ALL");
            default -> {
                if (words.peekCount()) {
                    count = words.count();
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
        String name = words.name();
        words.expectEnd();
        return new CursorText(form, name, count, false, null);
    }

    private static long skipAll(StatementWords words) {
        words.keyword();
        return ALL;
    }

    private static CursorText close(StatementWords words, String sql) throws SQLException {
        String name = words.peekKeyword().equals("ALL") ? null : words.name();
        if (name == null) {
            words.keyword();
        }
        words.expectEnd();
        return new CursorText(Form.CLOSE, name, 0, false, null);
    }

    static SQLException syntax(String sql) {
        return StatementWords.syntax("cursor statement", sql);
    }
}
