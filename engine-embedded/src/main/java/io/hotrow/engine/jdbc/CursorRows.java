package io.hotrow.engine.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * What one FETCH answered: the next {@code limit} rows of its cursor, read as the application reads
 * them. Closed (by the statement's next execution, or by the next FETCH, MOVE or CLOSE of the
 * cursor), it passes the rows left unread, so the cursor stands after every row the FETCH returned,
 * as PostgreSQL's does.
 */
final class CursorRows extends ForwardingResultSet {

    private long left;
    private boolean closed;

    CursorRows(ResultSet cursor, long limit) {
        super(cursor);
        this.left = limit;
    }

    @Override
    public boolean next() throws SQLException {
        if (closed) {
            throw new SQLException("This ResultSet is closed.", "55000"); // pgjdbc's words
        }
        if (left == 0 || !rows.next()) {
            left = 0;
            return false;
        }
        left--;
        return true;
    }

    /** Passes the rows left unread; the cursor's own rows stay open. */
    @Override
    public void close() throws SQLException {
        if (closed) {
            return;
        }
        closed = true;
        while (left > 0 && rows.next()) {
            left--;
        }
        left = 0;
    }

    @Override
    public boolean isClosed() {
        return closed;
    }
}
