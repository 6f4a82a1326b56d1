package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.EngineErrors;
import java.sql.SQLException;

/**
 * A cursor statement in PostgreSQL's grammar: {@code DECLARE name [BINARY] [ASENSITIVE | INSENSITIVE]
 * [[NO] SCROLL] CURSOR [{WITH | WITHOUT} HOLD] FOR query}, {@code FETCH} and {@code MOVE} with a
 * direction, {@code CLOSE {name | ALL}}. Every direction reads as one of four: forward or backward a
 * number of rows, or to an absolute or relative position.
 *
 * @param form      what the statement does
 * @param name      the cursor's name, case-folded unless quoted; null for CLOSE ALL
 * @param direction FETCH and MOVE: which way
 * @param count     FETCH and MOVE: how many rows at most forward or backward ({@link Long#MAX_VALUE} for ALL), or the
 *                  position (negative: from the end) or offset
 * @param hold      DECLARE: WITH HOLD
 * @param noScroll  DECLARE: NO SCROLL, which PostgreSQL's cursor then refuses to move backward
 * @param query     DECLARE: the query's text, as written
 */
record CursorText(Form form, String name, Direction direction, long count, boolean hold, boolean noScroll, String query) {

    enum Form { DECLARE, FETCH, MOVE, CLOSE }

    enum Direction { FORWARD, BACKWARD, ABSOLUTE, RELATIVE }

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
        boolean hold = false, noScroll = false;
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
            noScroll = true;
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
        return new CursorText(Form.DECLARE, name, null, 0, hold, noScroll, words.rest());
    }

    private static CursorText move(Form form, StatementWords words, String sql) throws SQLException {
        Direction direction = Direction.FORWARD;
        long count = 1;
        String word = words.peekKeyword();
        switch (word) {
            case "NEXT" -> words.keyword();
            case "PRIOR" -> {
                words.keyword();
                direction = Direction.BACKWARD;
            }
            case "FIRST", "LAST" -> {
                words.keyword();
                direction = Direction.ABSOLUTE;
                count = word.equals("FIRST") ? 1 : -1;
            }
            case "ABSOLUTE", "RELATIVE" -> {
                words.keyword();
                direction = word.equals("ABSOLUTE") ? Direction.ABSOLUTE : Direction.RELATIVE;
                if (!words.peekCount()) {
                    throw syntax(sql);
                }
                count = words.count();
            }
            case "ALL" -> {
                words.keyword();
                count = ALL;
            }
            case "FORWARD", "BACKWARD" -> {
                words.keyword();
                direction = word.equals("FORWARD") ? Direction.FORWARD : Direction.BACKWARD;
                count = words.peekKeyword().equals("ALL") ? skipAll(words) : words.peekCount() ? words.count() : 1;
            }
            default -> {
                if (words.peekCount()) {
                    count = words.count();
                }
            }
        }
        if (direction == Direction.FORWARD || direction == Direction.BACKWARD) {
            if (count == 0) {
                direction = Direction.RELATIVE; // the current row again
            } else if (count < 0) {
                direction = direction == Direction.FORWARD ? Direction.BACKWARD : Direction.FORWARD;
                count = -count;
            }
        }
        String from = words.peekKeyword();
        if (from.equals("FROM") || from.equals("IN")) {
            words.keyword();
        }
        String name = words.name();
        words.expectEnd();
        return new CursorText(form, name, direction, count, false, false, null);
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
        return new CursorText(Form.CLOSE, name, null, 0, false, false, null);
    }

    static SQLException syntax(String sql) {
        return StatementWords.syntax("cursor statement", sql);
    }
}
