package io.hotrow.engine.jdbc;

import io.hotrow.engine.database.Session;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A connection's server-side cursors (DECLARE, FETCH, MOVE, CLOSE), as Django's
 * {@code QuerySet.iterator()}, SQLAlchemy's streamed results and psql's FETCH_COUNT use them. A
 * cursor is its query's H2 result, read in order: H2 computes a query's whole result when it runs
 * (and spills a large one to disk), so a cursor sees what its query saw at DECLARE, as
 * PostgreSQL's does, and a WITH HOLD cursor keeps it after its transaction commits. A cursor without
 * HOLD closes when its transaction ends; a WITH HOLD one when the transaction that declared it rolls back.
 */
final class Cursors {

    private static final class Cursor {
        final Statement statement;
        /** H2's result of the query, scrollable: where it stands is where the cursor stands. */
        final ResultSet rows;
        final boolean hold;
        final boolean noScroll;
        /** Declared in the open transaction: a rollback of it closes even a WITH HOLD cursor. */
        boolean declaredInTransaction;
        /** What the last FETCH answered, closed before the cursor moves again. */
        CursorRows lastFetch;

        Cursor(Statement statement, ResultSet rows, CursorText declared, boolean declaredInTransaction) {
            this.statement = statement;
            this.rows = rows;
            this.hold = declared.hold();
            this.noScroll = declared.noScroll();
            this.declaredInTransaction = declaredInTransaction;
        }

        /** Moves past the rows the last FETCH left unread. */
        void settle() throws SQLException {
            if (lastFetch != null) {
                lastFetch.close();
                lastFetch = null;
            }
        }

        /** Stands on the row an ABSOLUTE or RELATIVE direction names, or before the first or after the last. */
        void position(CursorText text) throws SQLException {
            boolean absolute = text.direction() == CursorText.Direction.ABSOLUTE;
            if (absolute && text.count() < 0) {
                forwardOnlyCheck(true); // PostgreSQL counts from the end by reading to it and back
                rows.absolute((int) Math.max(Integer.MIN_VALUE + 1, text.count())); // JDBC counts from the end alike
                return;
            }
            long here = position();
            long target = absolute ? text.count() : here + text.count();
            forwardOnlyCheck(target < here);
            if (target <= 0) {
                rows.beforeFirst();
            } else {
                rows.absolute((int) Math.min(Integer.MAX_VALUE, target));
            }
        }

        /** PostgreSQL's position: 0 before the first row, the row's number on it, one past the last after it. */
        private long position() throws SQLException {
            return rows.isAfterLast() ? size() + 1 : rows.getRow();
        }

        /** The number of rows; the cursor stays where it stands. */
        private long size() throws SQLException {
            boolean after = rows.isAfterLast();
            int here = rows.getRow();
            long size = rows.last() ? rows.getRow() : 0;
            if (after) {
                rows.afterLast();
            } else if (here == 0) {
                rows.beforeFirst();
            } else {
                rows.absolute(here);
            }
            return size;
        }

        void forwardOnlyCheck(boolean backward) throws SQLException {
            if (backward && noScroll) {
                throw new SQLException("cursor can only scan forward: declare it with SCROLL to move it backward", "55000");
            }
        }

        void close() {
            try {
                statement.close();
            } catch (SQLException e) {
                // H2 closes a statement in memory; a failure means its session is gone, and the result with it
            }
        }
    }

    private final Session session;
    /** Concurrent: a close() or abort() from another thread ends the transaction, and with it cursors, while a statement may run. */
    private final Map<String, Cursor> open = new ConcurrentHashMap<>();

    Cursors(Session session) {
        this.session = session;
        session.onTransactionEnd(this::transactionEnded);
    }

    /**
     * Runs a DECLARE, FETCH, MOVE or CLOSE text; {@code timeout} bounds the query of a DECLARE.
     * {@code bound}: the DECLARE's query, prepared with its parameters bound (a prepared DECLARE with
     * parameters, as psycopg 3 sends a named cursor's), which the cursor then owns; null for a text.
     */
    HandledAnswer run(String sql, Duration timeout, PreparedStatement bound) throws SQLException {
        return session.runSessionWork(() -> {
            CursorText text = CursorText.of(sql);
            return switch (text.form()) {
                case DECLARE -> declare(text, timeout, bound);
                case FETCH -> fetch(text);
                case MOVE -> move(text);
                case CLOSE -> close(text);
            };
        });
    }

    /**
     * What a FETCH text would return, described before it runs (the wire protocol's Describe): its
     * cursor's columns; null for the other cursor statements, and for a cursor not open (the FETCH
     * then fails when it runs, 34000).
     */
    ResultSetMetaData describe(String sql) throws SQLException {
        CursorText text = CursorText.of(sql);
        Cursor cursor = text.form() == CursorText.Form.FETCH ? open.get(text.name()) : null;
        return cursor == null ? null : new PostgresResultSetMetaData(cursor.rows.getMetaData(), cursor.rows.getStatement());
    }

    /**
     * The query of a DECLARE text prepared in H2 when it has parameters ({@code DECLARE c CURSOR FOR
     * SELECT ... WHERE id >= $1}), so a prepared DECLARE binds them as a query would; null when it has none.
     */
    PreparedStatement parameterizedQuery(String sql) throws SQLException {
        CursorText text = CursorText.of(sql);
        if (text.form() != CursorText.Form.DECLARE) {
            return null;
        }
        String query = session.analyze(text.query()).executableSql();
        if (query.indexOf('?') < 0) {
            return null; // no parameter, most DECLAREs: the text runs as it is
        }
        PreparedStatement prepared = session.h2().prepareStatement(query, ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY);
        if (prepared.getParameterMetaData().getParameterCount() == 0) {
            prepared.close();
            return null;
        }
        return prepared;
    }

    private HandledAnswer declare(CursorText text, Duration timeout, PreparedStatement bound) throws SQLException {
        Statement statement = bound != null ? bound : session.h2().createStatement(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY);
        try {
            boolean inTransaction = !session.autoCommit();
            if (!text.hold() && !inTransaction) {
                throw new SQLException("DECLARE CURSOR can only be used in transaction blocks", "25P01");
            }
            if (open.containsKey(text.name())) {
                throw new SQLException("cursor \"" + text.name() + "\" already exists", "42P03");
            }
            StatementAnalysis query = session.analyze(text.query(), timeout);
            session.checkRunnable(query);
            if (query.kind() != StatementKind.READ && !query.locksRows()) {
                throw new SQLException("DECLARE CURSOR takes a query (SELECT, VALUES, TABLE): " + text.query().strip(), "42601");
            }
            ResultSet rows = session.run(query, () -> bound != null ? bound.executeQuery() : statement.executeQuery(query.executableSql()), timeout);
            open.put(text.name(), new Cursor(statement, rows, text, inTransaction));
        } catch (SQLException | RuntimeException e) {
            statement.close();
            throw e;
        }
        return new HandledAnswer(null, 0);
    }

    private HandledAnswer fetch(CursorText text) throws SQLException {
        Cursor cursor = cursor(text.name());
        cursor.settle();
        cursor.lastFetch = rowsOf(cursor, text);
        return new HandledAnswer(PostgresTextRows.of(cursor.lastFetch), -1);
    }

    /** A MOVE passes the rows the same FETCH would return, and counts them. */
    private HandledAnswer move(CursorText text) throws SQLException {
        Cursor cursor = cursor(text.name());
        cursor.settle();
        CursorRows passed = rowsOf(cursor, text);
        long moved = 0;
        while (passed.next()) {
            moved++;
        }
        return new HandledAnswer(null, moved);
    }

    /** The rows {@code text}'s direction reads from {@code cursor}: forward or backward from where it stands, or the row it moves to. */
    private static CursorRows rowsOf(Cursor cursor, CursorText text) throws SQLException {
        return switch (text.direction()) {
            case FORWARD -> new CursorRows(cursor.rows, CursorRows.Step.FORWARD, text.count());
            case BACKWARD -> {
                cursor.forwardOnlyCheck(true);
                yield new CursorRows(cursor.rows, CursorRows.Step.BACKWARD, text.count());
            }
            case ABSOLUTE, RELATIVE -> {
                cursor.position(text);
                yield new CursorRows(cursor.rows, CursorRows.Step.STAY, 1);
            }
        };
    }

    private HandledAnswer close(CursorText text) throws SQLException {
        if (text.name() == null) {
            closeAll();
        } else {
            cursor(text.name()).close();
            open.remove(text.name());
        }
        return new HandledAnswer(null, 0);
    }

    /** CLOSE ALL, and DISCARD ALL. */
    void closeAll() {
        open.values().forEach(Cursor::close);
        open.clear();
    }

    private Cursor cursor(String name) throws SQLException {
        Cursor cursor = open.get(name);
        if (cursor == null) {
            throw new SQLException("cursor \"" + name + "\" does not exist", "34000");
        }
        return cursor;
    }

    private void transactionEnded(boolean committed) {
        for (Iterator<Cursor> cursors = open.values().iterator(); cursors.hasNext(); ) {
            Cursor cursor = cursors.next();
            if (!cursor.hold || !committed && cursor.declaredInTransaction) {
                cursor.close();
                cursors.remove();
            } else {
                cursor.declaredInTransaction = false;
            }
        }
    }
}
