package io.hotrow.engine.wire;

import java.sql.PreparedStatement;

/**
 * A portal made by Bind: a parsed statement with its parameter values and result formats, and,
 * once executed, its open result (kept across Execute messages with a row limit).
 */
final class Portal {

    private final ParsedStatement statement;
    private final Object[] values;
    private final FormatCodes resultFormats;
    private PreparedStatement leased;
    private ResultRows rows;
    private boolean completed;

    Portal(ParsedStatement statement, Object[] values, FormatCodes resultFormats) {
        this.statement = statement;
        this.values = values;
        this.resultFormats = resultFormats;
    }

    ParsedStatement statement() {
        return statement;
    }

    Object[] values() {
        return values;
    }

    FormatCodes resultFormats() {
        return resultFormats;
    }

    ResultRows rows() {
        return rows;
    }

    boolean completed() {
        return completed;
    }

    void started(PreparedStatement leased, ResultRows rows) {
        this.leased = leased;
        this.rows = rows;
    }

    /** The statement finished: its result is closed and its prepared statement free for other portals. */
    void complete() {
        completed = true;
        close();
    }

    void close() {
        if (rows != null) {
            rows.close();
            rows = null;
        }
        if (leased != null) {
            statement.release(leased);
            leased = null;
        }
    }
}
