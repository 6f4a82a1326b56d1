package io.hotrow.engine.database;

import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.api.ErrorCode;

/**
 * The row that holds a unique key H2 reports taken (23505), for a statement that must wait while
 * another open transaction is changing that row (docs/concurrency.md, "A unique key another
 * transaction is moving away from"). H2 counts the key as taken while the transaction that moves
 * the row's key away (or deletes the row) is open, and fails at once; PostgreSQL waits for that
 * transaction and looks again. H2 names the row in its message, by its row key: {@code ON
 * public.t(code NULLS FIRST) VALUES ( /* 3 *&#47; 'c' )}, or {@code ( /* key:3 *&#47; 3)} for a
 * primary key.
 */
final class HeldKeys {

    private static final String NAME = "(?:\"(?:[^\"]|\"\")*\"|[^\\s(.\"]+)";
    private static final Pattern KEY_ROW = Pattern.compile(" ON (" + NAME + "\\." + NAME + ")\\(.*?\\) (?:VALUES )?\\( /\\* (?:key:)?(-?\\d+) \\*/",
            Pattern.DOTALL);

    private HeldKeys() {
    }

    /**
     * A query that locks the row holding the key {@code e} reports taken ({@code FOR UPDATE}: it fails, or waits, while
     * another transaction holds the row), or null when {@code e} is no such report (a batch is never run again).
     */
    static String lockOfRow(SQLException e) {
        if (e.getErrorCode() != ErrorCode.DUPLICATE_KEY_1 || e instanceof java.sql.BatchUpdateException) {
            return null;
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            Matcher row = KEY_ROW.matcher(String.valueOf(cause.getMessage()));
            if (row.find()) {
                return "SELECT 1 FROM " + row.group(1) + " WHERE _ROWID_ = " + row.group(2) + " FOR UPDATE";
            }
        }
        return null;
    }
}
