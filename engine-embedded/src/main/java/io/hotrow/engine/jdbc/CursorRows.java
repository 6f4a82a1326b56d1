package io.hotrow.engine.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * What one FETCH answered: the next {@code limit} rows of its cursor forward or backward, or the row
 * it stands on, read as the application reads them. Closed (by the statement's next execution, or by
 * the next FETCH, MOVE or CLOSE of the cursor), it passes the rows left unread, so the cursor stands
 * on the last row the FETCH returned, as PostgreSQL's does.
 */
final class CursorRows extends ForwardingResultSet {

    /** Which way the rows are read: forward, backward, or just the cursor's current row. */
    enum Step { FORWARD, BACKWARD, STAY }

    private final Step step;
    private long left;
    private boolean closed;

    CursorRows(ResultSet cursor, Step step, long limit) {
        super(cursor);
        this.step = step;
        this.left = limit;
    }

    @Override
    public boolean next() throws SQLException {
        if (closed) {
            throw new SQLException("This ResultSet is closed.", "55000"); // pgjdbc's words
        }
        if (left == 0 || !advance()) {
            left = 0;
            return false;
        }
        left--;
        return true;
    }

    private boolean advance() throws SQLException {
        return switch (step) {
            case FORWARD -> rows.next();
            case BACKWARD -> rows.previous();
            case STAY -> rows.getRow() > 0;
        };
    }

    /** Passes the rows left unread; the cursor's own rows stay open. */
    @Override
    public void close() throws SQLException {
        if (closed) {
            return;
        }
        closed = true;
        while (left > 0 && step != Step.STAY && advance()) {
            left--;
        }
        left = 0;
    }

    @Override
    public boolean isClosed() {
        return closed;
    }
}
