package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.RowSink;
import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.catalog.PgCatalog;
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
    private final Map<RowKind, RowStatement> prepared = new HashMap<>();
    /** Generator positions are applied lazily: only the last one of each matters, and each costs DDL. */
    private final Map<String, SequenceChange> pendingPositions = new LinkedHashMap<>();
    private final CaptureScope scope;
    private final CommittedRowChanges committed;

    LogReplayer(Connection system, TableCatalog catalog) throws SQLException {
        this.system = system;
        this.catalog = catalog;
        this.scope = CaptureScope.bind(RowSink.IGNORE);
        this.committed = new CommittedRowChanges(system);
        execute("SET REFERENTIAL_INTEGRITY FALSE");
    }

    /**
     * Applies the committed transactions of one log object as one H2 transaction: nothing else uses
     * the database while it recovers, and what H2 does per transaction (its commit, and dropping the
     * session's cached query results at each table's first change) is paid once per object, not
     * once per record.
     */
    void replay(List<CommitRecord> records) throws SQLException {
        for (CommitRecord record : records) {
            apply(record);
        }
        system.commit();
    }

    private void apply(CommitRecord record) throws SQLException {
        for (Change change : record.changes()) {
            if (change instanceof StatementChange statement) {
                applyPositions(); // the statement may drop or redefine a generator
                closePrepared(); // the schema may change under them
                committed.forget();
                execute(statement.sql());
                catalog.refresh(system);
            } else if (change instanceof RowChange row) {
                applyRow(record.lsn(), row);
            } else if (change instanceof SequenceChange position) {
                pendingPositions.put(position.schema() + "." + position.object() + "." + position.identityColumn(), position);
            }
        }
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
            execute(GeneratorRestart.statement(system, position));
        }
        pendingPositions.clear();
    }

    private void execute(String sql) throws SQLException {
        PgCatalog.makeViewsBefore(sql, system); // a logged view over pg_class, say
        try (Statement statement = system.createStatement()) {
            statement.execute(sql);
        }
    }

    private void applyRow(long lsn, RowChange row) throws SQLException {
        if (committed.apply(lsn, row)) {
            return;
        }
        RowStatement statement = rowStatement(lsn, row);
        if (row.isInsert()) {
            bind(statement.prepared(), 1, row.after(), statement.written());
            statement.prepared().executeUpdate();
            return;
        }
        int next = 1;
        if (!row.isDelete()) {
            next = bind(statement.prepared(), next, row.after(), statement.written());
        }
        bind(statement.prepared(), next, row.before(), statement.match());
        int count = statement.prepared().executeUpdate();
        if (count != 1) {
            throw diverged(lsn, (row.isDelete() ? "delete" : "update") + " of a row in " + row.schema() + "." + row.table() + " matched " + count + " rows");
        }
    }

    /**
     * The statement that writes rows of {@code row}'s kind, table and columns back, prepared once:
     * building its text for every row cost a seventh of a replay.
     */
    private RowStatement rowStatement(long lsn, RowChange row) throws SQLException {
        RowKind kind = new RowKind(row.isInsert(), row.isDelete(), row.schema(), row.table(), row.columns());
        RowStatement statement = prepared.get(kind);
        if (statement != null) {
            return statement;
        }
        TableShape shape = catalog.forTable(row.schema(), row.table());
        if (shape == null) {
            throw diverged(lsn, "table " + row.schema() + "." + row.table() + " does not exist");
        }
        List<Integer> written = writableColumns(row, shape);
        List<Integer> match = row.isInsert() ? List.of() : matchColumns(row, shape);
        String sql = row.isInsert() ? insertSql(row, written) : row.isDelete() ? deleteSql(row, match) : updateSql(row, written, match);
        statement = new RowStatement(system.prepareStatement(sql), written, match);
        prepared.put(kind, statement);
        return statement;
    }

    /** What decides the statement a row is written back with; kept until the schema changes. */
    private record RowKind(boolean insert, boolean delete, String schema, String table, List<String> columns) {
    }

    /** A prepared write-back and which logged columns it binds, in order. */
    private record RowStatement(PreparedStatement prepared, List<Integer> written, List<Integer> match) {
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

    private static String insertSql(RowChange row, List<Integer> written) {
        StringJoiner names = new StringJoiner(", ", "(", ")");
        StringJoiner marks = new StringJoiner(", ", "(", ")");
        for (int i : written) {
            names.add(quote(row.columns().get(i)));
            marks.add("?");
        }
        return "INSERT INTO " + table(row) + " " + names + " OVERRIDING SYSTEM VALUE VALUES " + marks;
    }

    private static String updateSql(RowChange row, List<Integer> written, List<Integer> match) {
        StringJoiner sets = new StringJoiner(", ");
        for (int i : written) {
            sets.add(quote(row.columns().get(i)) + " = ?");
        }
        return "UPDATE " + table(row) + " SET " + sets + where(row, match);
    }

    private static String deleteSql(RowChange row, List<Integer> match) {
        return "DELETE FROM " + table(row) + where(row, match);
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

    private void closePrepared() throws SQLException {
        for (RowStatement statement : prepared.values()) {
            statement.prepared().close();
        }
        prepared.clear();
    }

    static SQLException diverged(long lsn, String problem) {
        return new SQLException("recovery failed at LSN " + lsn + ": " + problem, "XX001");
    }
}
