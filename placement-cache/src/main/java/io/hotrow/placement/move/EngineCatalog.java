package io.hotrow.placement.move;

import io.hotrow.engine.capture.RowCaptureTrigger;
import io.hotrow.engine.catalog.PgCatalog;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * H2's own INFORMATION_SCHEMA columns, read through the engine: exact generator positions, no draws. Where the engine shows
 * PostgreSQL's view of the same name otherwise, H2's is read as the engine keeps it for its tools ({@link PgCatalog#H2_COLUMNS}),
 * or with the schema's name quoted ({@code "information_schema".sequences}).
 */
final class EngineCatalog implements Catalog {

    private static final String IDENTITIES = "SELECT table_name, column_name, identity_start, identity_increment,"
            + " identity_minimum, identity_maximum, identity_cycle, identity_base FROM " + PgCatalog.H2_COLUMNS
            + " WHERE table_schema = ? AND is_identity = 'YES'";
    private static final String SEQUENCES = "SELECT sequence_name, start_value, increment, minimum_value, maximum_value,"
            + " cycle_option, base_value FROM \"information_schema\".sequences WHERE sequence_schema = ? ORDER BY sequence_name";
    /** Indexes H2 made for constraints are generated; the rest were created by the application. */
    private static final String INDEX_COLUMNS = "SELECT i.table_name, i.index_name, i.index_type_name, c.column_name,"
            + " c.ordering_specification FROM information_schema.indexes i JOIN information_schema.index_columns c"
            + " ON c.index_schema = i.index_schema AND c.index_name = i.index_name"
            + " WHERE i.table_schema = ? AND NOT i.is_generated ORDER BY i.table_name, i.index_name, c.ordinal_position";
    /** pg_constraint's checks: PostgreSQL's information_schema.table_constraints lists every NOT NULL column as a CHECK too. */
    private static final String CHECKS = "SELECT t.relname, c.conname FROM pg_catalog.pg_constraint c JOIN pg_catalog.pg_class t"
            + " ON t.oid = c.conrelid JOIN pg_catalog.pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = ? AND c.contype = 'c'";
    /** The engine puts its row-capture trigger on every table; anything else came from elsewhere. */
    private static final String TRIGGERS = "SELECT DISTINCT event_object_table, trigger_name FROM information_schema.triggers"
            + " WHERE trigger_schema = ? AND java_class <> '" + RowCaptureTrigger.class.getName() + "'";

    @Override
    public Map<String, Generator> identities(Connection connection, String schema) throws SQLException {
        Map<String, Generator> identities = new HashMap<>();
        for (Object[] identity : Queries.list(connection, IDENTITIES, row -> new Object[] {row.getString(1) + "." + row.getString(2),
                generator(row, 3)}, schema)) {
            identities.put((String) identity[0], (Generator) identity[1]);
        }
        return identities;
    }

    @Override
    public List<Sequence> sequences(Connection connection, String schema) throws SQLException {
        return Queries.list(connection, SEQUENCES, row -> new Sequence(row.getString(1), generator(row, 2)), schema);
    }

    /** Reads start, increment, minimum, maximum, cycle and next value from six columns starting at {@code first}. */
    private static Generator generator(ResultSet row, int first) throws SQLException {
        return new Generator(row.getLong(first), row.getLong(first + 1), row.getLong(first + 2), row.getLong(first + 3),
                "YES".equals(row.getString(first + 4)), row.getLong(first + 5));
    }

    @Override
    public Map<String, List<Index>> indexes(Connection connection, String schema) throws SQLException {
        return Index.byTable(Queries.list(connection, INDEX_COLUMNS, row -> new Index.CatalogRow(row.getString(1), row.getString(2),
                row.getString(3).equals("UNIQUE INDEX"), row.getString(4), row.getString(5).equals("DESC")), schema));
    }

    @Override
    public List<String> uncopyable(Connection connection, String schema) throws SQLException {
        List<String> problems = new ArrayList<>(Queries.list(connection, CHECKS,
                row -> row.getString(1) + ": check constraint " + row.getString(2) + " cannot be copied", schema));
        problems.addAll(Queries.list(connection, TRIGGERS,
                row -> row.getString(1) + ": trigger " + row.getString(2) + " cannot be copied", schema));
        return problems;
    }
}
