package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.RowSink;
import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.log.Change;
import io.hotrow.engine.log.CommitRecord;
import io.hotrow.engine.log.RowChange;
import io.hotrow.engine.log.SequenceChange;
import io.hotrow.engine.log.StatementChange;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Rebuilds a database from its log: statements re-executed, row images written back, generator
 * positions restored. Foreign keys are not enforced while replaying, because cascaded rows are in
 * the log as rows of their own. Open from the first record to {@link #close()}.
 */
final class LogReplayer implements AutoCloseable {

    private final Connection system;
    private final TableCatalog catalog;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();
    /** Generator positions are applied lazily: only the last one of each matters, and each costs DDL. */
    private final Map<String, SequenceChange> pendingPositions = new LinkedHashMap<>();
    private final CaptureScope scope;

    LogReplayer(Connection system, TableCatalog catalog) throws SQLException {
        this.system = system;
        this.catalog = catalog;
        this.scope = CaptureScope.bind(RowSink.IGNORE);
        execute("SET REFERENTIAL_INTEGRITY FALSE");
    }

    /** Applies one committed transaction as one H2 transaction. */
    void replay(CommitRecord record) throws SQLException {
        for (Change change : record.changes()) {
            if (change instanceof StatementChange statement) {
                applyPositions(); // the statement may drop or redefine a generator
                closePrepared(); // the schema may change under them
                execute(statement.sql());
                catalog.refresh(system);
            } else if (change instanceof RowChange row) {
                applyRow(record.lsn(), row);
            } else if (change instanceof SequenceChange position) {
                pendingPositions.put(position.schema() + "." + position.object() + "." + position.identityColumn(), position);
            }
        }
        system.commit();
    }

    /** Restores the last generator positions and turns foreign-key checks back on. */
    @Override
    public void close() throws SQLException {
        try {
            applyPositions();
            closePrepared();
            execute("SET REFERENTIAL_INTEGRITY TRUE");
            system.commit();
        } finally {
            scope.close();
        }
    }

    private void applyPositions() throws SQLException {
        for (SequenceChange position : pendingPositions.values()) {
            execute(positionStatement(position));
        }
        pendingPositions.clear();
    }

    /**
     * The statement that puts a generator where the log says it stands: restarted there, or
     * exhausted if that lies outside its bounds (see {@link SequenceChange#exhausted}). H2 gives a
     * descending bigint generator with the default bounds an overflowed (negative) cache size, with
     * which it refuses every change: such a generator also gets no cache, which an in-memory
     * database does not need.
     */
    private String positionStatement(SequenceChange position) throws SQLException {
        boolean exhausted = false, noCache = false;
        try (PreparedStatement query = system.prepareStatement(position.isIdentity()
                ? "SELECT IDENTITY_MINIMUM, IDENTITY_MAXIMUM, IDENTITY_CACHE FROM INFORMATION_SCHEMA.COLUMNS"
                        + " WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND COLUMN_NAME = ?"
                : "SELECT MINIMUM_VALUE, MAXIMUM_VALUE, CACHE FROM INFORMATION_SCHEMA.SEQUENCES WHERE SEQUENCE_SCHEMA = ? AND SEQUENCE_NAME = ?")) {
            query.setString(1, position.schema());
            query.setString(2, position.object());
            if (position.isIdentity()) {
                query.setString(3, position.identityColumn());
            }
            try (ResultSet row = query.executeQuery()) {
                if (row.next()) {
                    exhausted = position.isExhausted(row.getLong(1), row.getLong(2));
                    noCache = row.getLong(3) < 1;
                }
            }
        }
        String target = quote(position.schema()) + "." + quote(position.object());
        if (position.isIdentity()) {
            return "ALTER TABLE " + target + " ALTER COLUMN " + quote(position.identityColumn())
                    + (exhausted ? " SET EXHAUSTED" : " RESTART WITH " + position.nextValue()) + (noCache ? " SET NO CACHE" : "");
        }
        return "ALTER SEQUENCE " + target + (exhausted ? " EXHAUSTED" : " RESTART WITH " + position.nextValue()) + (noCache ? " NO CACHE" : "");
    }

    private void execute(String sql) throws SQLException {
        try (Statement statement = system.createStatement()) {
            statement.execute(sql);
        }
    }

    private void applyRow(long lsn, RowChange row) throws SQLException {
        TableShape shape = catalog.forTable(row.schema(), row.table());
        if (shape == null) {
            throw diverged(lsn, "table " + row.schema() + "." + row.table() + " does not exist");
        }
        List<Integer> written = writableColumns(row, shape);
        if (row.isInsert()) {
            PreparedStatement insert = insertStatement(row, written);
            bind(insert, 1, row.after(), written);
            insert.executeUpdate();
            return;
        }
        List<Integer> match = matchColumns(row, shape);
        PreparedStatement statement;
        int next = 1;
        if (row.isDelete()) {
            statement = deleteStatement(row, match);
        } else {
            statement = updateStatement(row, written, match);
            next = bind(statement, next, row.after(), written);
        }
        bind(statement, next, row.before(), match);
        int count = statement.executeUpdate();
        if (count != 1) {
            throw diverged(lsn, (row.isDelete() ? "delete" : "update") + " of a row in " + row.schema() + "." + row.table() + " matched " + count + " rows");
        }
    }

    /** Positions (in the logged row) of the columns replay writes: all but computed ones. */
    private static List<Integer> writableColumns(RowChange row, TableShape shape) {
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < row.columns().size(); i++) {
            if (!shape.generatedColumns().contains(row.columns().get(i))) {
                positions.add(i);
            }
        }
        return positions;
    }

    /** Positions of the columns that identify the old row: the primary key, or every writable column. */
    private static List<Integer> matchColumns(RowChange row, TableShape shape) {
        if (shape.keyColumns().isEmpty()) {
            return writableColumns(row, shape);
        }
        List<Integer> positions = new ArrayList<>();
        for (String key : shape.keyColumns()) {
            positions.add(row.columns().indexOf(key));
        }
        return positions;
    }

    private PreparedStatement insertStatement(RowChange row, List<Integer> written) throws SQLException {
        StringJoiner names = new StringJoiner(", ", "(", ")");
        StringJoiner marks = new StringJoiner(", ", "(", ")");
        for (int i : written) {
            names.add(quote(row.columns().get(i)));
            marks.add("?");
        }
        return prepare("INSERT INTO " + table(row) + " " + names + " OVERRIDING SYSTEM VALUE VALUES " + marks);
    }

    private PreparedStatement updateStatement(RowChange row, List<Integer> written, List<Integer> match) throws SQLException {
        StringJoiner sets = new StringJoiner(", ");
        for (int i : written) {
            sets.add(quote(row.columns().get(i)) + " = ?");
        }
        return prepare("UPDATE " + table(row) + " SET " + sets + where(row, match));
    }

    private PreparedStatement deleteStatement(RowChange row, List<Integer> match) throws SQLException {
        return prepare("DELETE FROM " + table(row) + where(row, match));
    }

    private static String where(RowChange row, List<Integer> match) {
        StringJoiner conditions = new StringJoiner(" AND ", " WHERE ", " FETCH FIRST 1 ROWS ONLY");
        for (int i : match) {
            conditions.add(quote(row.columns().get(i)) + " IS NOT DISTINCT FROM ?");
        }
        return conditions.toString();
    }

    private static String table(RowChange row) {
        return quote(row.schema()) + "." + quote(row.table());
    }

    private static int bind(PreparedStatement statement, int first, Object[] image, List<Integer> positions) throws SQLException {
        int index = first;
        for (int position : positions) {
            statement.setObject(index++, image[position]);
        }
        return index;
    }

    private PreparedStatement prepare(String sql) throws SQLException {
        PreparedStatement statement = prepared.get(sql);
        if (statement == null) {
            statement = system.prepareStatement(sql);
            prepared.put(sql, statement);
        }
        return statement;
    }

    private void closePrepared() throws SQLException {
        for (PreparedStatement statement : prepared.values()) {
            statement.close();
        }
        prepared.clear();
    }

    private static SQLException diverged(long lsn, String problem) {
        return new SQLException("recovery failed at LSN " + lsn + ": " + problem, "XX001");
    }
}
