package io.hotrow.placement.move;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Copies a whole database (tables, rows, identity and sequence positions) from one side to the
 * other: engine to PostgreSQL or back. The database is the connection's current schema on either
 * side: {@code public} on the engine, the database's schema on PostgreSQL.
 *
 * <p>Everything that could refuse the copy is checked before the first write: types and defaults
 * that do not translate, objects a copy cannot carry, a target that is not empty. A failure after
 * that leaves a partial target, which the caller drops: DDL on the engine cannot run in a
 * transaction, so the copy cannot be one. Writers to the source must be stopped during the copy.
 */
public final class DatabaseCopier {

    private final CopyProgress progress;

    public DatabaseCopier(CopyProgress progress) {
        this.progress = progress;
    }

    public CopySummary copy(Connection source, Connection target) throws SQLException {
        long started = System.nanoTime();
        DatabaseSchema schema = new SchemaReader().read(source, currentSchema(source));
        requireEmpty(target);
        boolean postgresTarget = !(Catalog.of(target) instanceof EngineCatalog);
        SchemaWriter writer = new SchemaWriter(target, postgresTarget);
        RowCopier rows = new RowCopier(source, target, postgresTarget);

        boolean sourceAutoCommit = source.getAutoCommit();
        source.setAutoCommit(false); // one read transaction, and pgjdbc streams only inside one
        target.setAutoCommit(true);
        try {
            Map<String, Long> totals = new LinkedHashMap<>();
            for (Table table : schema.tables()) {
                totals.put(table.name(), rows.count(table));
            }
            Map<String, Long> copied = new LinkedHashMap<>();
            for (Table table : schema.tables()) {
                writer.createTable(table);
                copied.put(table.name(), rows.copy(table, totals.get(table.name()), progress));
                writer.completeTable(table);
            }
            for (Table table : schema.tables()) {
                writer.addForeignKeys(table);
            }
            for (Sequence sequence : schema.sequences()) {
                writer.createSequence(sequence);
            }
            List<String> sequences = schema.sequences().stream().map(Sequence::name).toList();
            return new CopySummary(copied, sequences, Duration.ofNanos(System.nanoTime() - started));
        } finally {
            source.rollback();
            source.setAutoCommit(sourceAutoCommit);
        }
    }

    private static String currentSchema(Connection connection) throws SQLException {
        String schema = connection.getSchema();
        if (schema == null) {
            // PostgreSQL reports no current schema when search_path names one that does not exist
            throw new CopyRefusedException(List.of("the connection's schema does not exist; create it first"));
        }
        return schema;
    }

    private static void requireEmpty(Connection target) throws SQLException {
        String schema = currentSchema(target);
        long objects = Queries.single(target, "SELECT count(*) FROM information_schema.tables WHERE table_schema = ?", schema)
                + Queries.single(target, "SELECT count(*) FROM information_schema.sequences WHERE sequence_schema = ?", schema);
        if (objects > 0) {
            throw new CopyRefusedException(List.of("the target schema " + schema + " is not empty (" + objects
                    + " tables, views or sequences); copy only into an empty database"));
        }
    }
}
