package io.hotrow.engine.jdbc;

import io.hotrow.engine.catalog.MetaDataNames;
import io.hotrow.engine.catalog.PgCatalog;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * DatabaseMetaData's catalogs as pgjdbc has them: a connection sees one catalog, its database,
 * named as {@link java.sql.Connection#getCatalog()} names it (the hotrow database, where H2 has
 * an internal name of its own). A catalog argument of that name or null finds the database's
 * objects, any other finds nothing; every catalog column shows that name. Type names are
 * PostgreSQL's, and pg_catalog's relations are system tables and views. The calls that take or
 * show a catalog are overridden here; the rest go to H2's metadata as they are.
 */
abstract class CatalogScope extends ForwardingDatabaseMetaData {

    private static final List<String> CATALOG_COLUMNS = List.of("TABLE_CAT", "TABLE_CATALOG", "PKTABLE_CAT", "FKTABLE_CAT",
            "TYPE_CAT", "SCOPE_CATALOG", "PROCEDURE_CAT", "FUNCTION_CAT", "SUPERTABLE_CAT", "SUPERTYPE_CAT");

    private final String database;

    CatalogScope(DatabaseMetaData h2, String database) {
        super(h2);
        this.database = database;
    }

    @Override
    public ResultSet getAttributes(String catalog, String schemaPattern, String typeNamePattern,
            String attributeNamePattern) throws SQLException {
        return rows(metaData.getAttributes(inScope(catalog), schemaPattern, typeNamePattern, attributeNamePattern));
    }

    @Override
    public ResultSet getBestRowIdentifier(String catalog, String schema, String table, int scope, boolean nullable) throws SQLException {
        return rows(metaData.getBestRowIdentifier(inScope(catalog), schema, table, scope, nullable));
    }

    @Override
    public ResultSet getCatalogs() throws SQLException {
        return rows(metaData.getCatalogs());
    }

    @Override
    public ResultSet getColumnPrivileges(String catalog, String schema, String table, String columnNamePattern) throws SQLException {
        return rows(metaData.getColumnPrivileges(inScope(catalog), schema, table, columnNamePattern));
    }

    @Override
    public ResultSet getColumns(String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern)
            throws SQLException {
        return rows(metaData.getColumns(inScope(catalog), schemaPattern, tableNamePattern, columnNamePattern), columnRewrites(),
                row -> true);
    }

    @Override
    public ResultSet getCrossReference(String parentCatalog, String parentSchema, String parentTable, String foreignCatalog,
            String foreignSchema, String foreignTable) throws SQLException {
        return keys(metaData.getCrossReference(inScope(parentCatalog), parentSchema, parentTable, inScope(foreignCatalog), foreignSchema,
                foreignTable));
    }

    @Override
    public ResultSet getExportedKeys(String catalog, String schema, String table) throws SQLException {
        return keys(metaData.getExportedKeys(inScope(catalog), schema, table));
    }

    @Override
    public ResultSet getFunctionColumns(String catalog, String schemaPattern, String functionNamePattern,
            String columnNamePattern) throws SQLException {
        return rows(metaData.getFunctionColumns(inScope(catalog), schemaPattern, functionNamePattern, columnNamePattern));
    }

    @Override
    public ResultSet getFunctions(String catalog, String schemaPattern, String functionNamePattern) throws SQLException {
        return rows(metaData.getFunctions(inScope(catalog), schemaPattern, functionNamePattern));
    }

    @Override
    public ResultSet getImportedKeys(String catalog, String schema, String table) throws SQLException {
        return keys(metaData.getImportedKeys(inScope(catalog), schema, table));
    }

    /**
     * Indexes under pg_class's names, without the ones H2 adds for foreign keys; INDEX_QUALIFIER is null, as in pgjdbc, and
     * NON_UNIQUE a boolean whose text is {@code t} or {@code f} (H2's getString said {@code FALSE}). The engine's hidden
     * columns of an index ({@link io.hotrow.engine.catalog.IndexExpressions}) show as pgjdbc shows an index: an expression's
     * text as its column, a partial index's predicate as FILTER_CONDITION and no column of its own.
     */
    @Override
    public ResultSet getIndexInfo(String catalog, String schema, String table, boolean unique, boolean approximate) throws SQLException {
        Connection connection = metaData.getConnection();
        MetaDataRows.Rewrite name = (value, row) -> value == null ? null
                : MetaDataNames.indexName(connection, row.getString("TABLE_SCHEM"), row.getString("TABLE_NAME"), (String) value);
        MetaDataRows.Rewrite predicate = (value, row) -> MetaDataNames.indexPredicate(connection, row.getString("TABLE_SCHEM"),
                row.getString("TABLE_NAME"), row.getString("INDEX_NAME"));
        MetaDataRows.Rewrite column = (value, row) -> MetaDataNames.indexColumn(connection, row.getString("TABLE_SCHEM"),
                row.getString("TABLE_NAME"), (String) value);
        return rows(metaData.getIndexInfo(inScope(catalog), schema, table, unique, approximate),
                Map.of("INDEX_NAME", name, "INDEX_QUALIFIER", (value, row) -> null, "NON_UNIQUE", (value, row) -> value,
                        "FILTER_CONDITION", predicate, "COLUMN_NAME", column),
                row -> (row.getString("INDEX_NAME") == null || name.apply(row.getString("INDEX_NAME"), row) != null)
                        && !MetaDataNames.isPredicateColumn(row.getString("COLUMN_NAME")));
    }

    @Override
    public ResultSet getPrimaryKeys(String catalog, String schema, String table) throws SQLException {
        return rows(metaData.getPrimaryKeys(inScope(catalog), schema, table));
    }

    @Override
    public ResultSet getProcedureColumns(String catalog, String schemaPattern, String procedureNamePattern,
            String columnNamePattern) throws SQLException {
        return rows(metaData.getProcedureColumns(inScope(catalog), schemaPattern, procedureNamePattern, columnNamePattern));
    }

    @Override
    public ResultSet getProcedures(String catalog, String schemaPattern, String procedureNamePattern) throws SQLException {
        return rows(metaData.getProcedures(inScope(catalog), schemaPattern, procedureNamePattern));
    }

    @Override
    public ResultSet getPseudoColumns(String catalog, String schemaPattern, String tableNamePattern,
            String columnNamePattern) throws SQLException {
        return rows(metaData.getPseudoColumns(inScope(catalog), schemaPattern, tableNamePattern, columnNamePattern));
    }

    @Override
    public ResultSet getSchemas() throws SQLException {
        return rows(metaData.getSchemas());
    }

    @Override
    public ResultSet getSchemas(String catalog, String schemaPattern) throws SQLException {
        return rows(metaData.getSchemas(inScope(catalog), schemaPattern));
    }

    @Override
    public ResultSet getSuperTables(String catalog, String schemaPattern, String tableNamePattern) throws SQLException {
        return rows(metaData.getSuperTables(inScope(catalog), schemaPattern, tableNamePattern));
    }

    @Override
    public ResultSet getSuperTypes(String catalog, String schemaPattern, String typeNamePattern) throws SQLException {
        return rows(metaData.getSuperTypes(inScope(catalog), schemaPattern, typeNamePattern));
    }

    @Override
    public ResultSet getTablePrivileges(String catalog, String schemaPattern, String tableNamePattern) throws SQLException {
        return rows(metaData.getTablePrivileges(inScope(catalog), schemaPattern, tableNamePattern));
    }

    /** H2 filters by its own table types; filtering here lets pg_catalog's views be the system views they are in PostgreSQL. */
    @Override
    public ResultSet getTables(String catalog, String schemaPattern, String tableNamePattern, String[] types) throws SQLException {
        List<String> wanted = types == null ? null : Arrays.asList(types);
        MetaDataRows.Rewrite type = (value, row) -> MetaDataNames.tableType(row.getString("TABLE_SCHEM"), row.getString("TABLE_NAME"),
                (String) value);
        ResultSet all = metaData.getTables(inScope(catalog), schemaPattern, tableNamePattern, null);
        return rows(all, Map.of("TABLE_TYPE", type), row -> wanted == null || wanted.contains((String) type.apply(row.getString("TABLE_TYPE"), row)));
    }

    @Override
    public ResultSet getUDTs(String catalog, String schemaPattern, String typeNamePattern, int[] types) throws SQLException {
        return rows(metaData.getUDTs(inScope(catalog), schemaPattern, typeNamePattern, types));
    }

    @Override
    public ResultSet getVersionColumns(String catalog, String schema, String table) throws SQLException {
        return rows(metaData.getVersionColumns(inScope(catalog), schema, table));
    }

    /**
     * PostgreSQL's type names (serial for an auto-incremented integer), their JDBC types and sizes as
     * pgjdbc gives them, as a result's metadata gives them ({@link PostgresResultSetMetaData}).
     */
    private Map<String, MetaDataRows.Rewrite> columnRewrites() {
        MetaDataRows.Rewrite type = (value, row) -> MetaDataNames.typeName(row.getString("TYPE_NAME"), row.getLong("COLUMN_SIZE"));
        MetaDataRows.Rewrite enumType = (value, row) -> row.getString("TYPE_NAME").startsWith("ENUM(") ? MetaDataNames.enumTypeName(
                metaData.getConnection(), row.getString("TABLE_SCHEM"), row.getString("TABLE_NAME"), row.getString("COLUMN_NAME")) : null;
        Map<String, MetaDataRows.Rewrite> rewrites = new HashMap<>();
        rewrites.put("TYPE_NAME", (value, row) -> {
            String enumName = (String) enumType.apply(value, row);
            if (enumName != null) {
                return enumName;
            }
            String name = (String) type.apply(value, row);
            PostgresType known = PostgresType.named(name);
            String serial = known != null && "YES".equals(row.getString("IS_AUTOINCREMENT")) ? known.serialName() : null;
            return serial != null ? serial : name;
        });
        rewrites.put("DATA_TYPE", (value, row) -> {
            if (enumType.apply(null, row) != null) {
                return Types.VARCHAR; // pgjdbc's JDBC type of a type of typtype 'e'
            }
            String name = (String) type.apply(null, row);
            Integer jdbcType = name == null ? null : PostgresType.jdbcTypeOf(name);
            return jdbcType == null ? value : jdbcType;
        });
        rewrites.put("COLUMN_SIZE", (value, row) -> {
            Integer size = MetaDataNames.columnSize((String) type.apply(null, row));
            return size == null ? value : size;
        });
        rewrites.put("NUM_PREC_RADIX", (value, row) -> value == null ? null : 10); // H2 says 2 where it counts bits
        return rewrites;
    }

    /**
     * The database's own name means H2's one catalog (null: any); another name is passed on and matches nothing. Every call
     * that lists objects passes here first, so the catalog's views are made before H2's metadata lists pg_catalog's relations.
     */
    private String inScope(String catalog) throws SQLException {
        PgCatalog.makeViews(metaData.getConnection());
        return database.equals(catalog) ? null : catalog;
    }

    /** {@code source} with every catalog column showing the database's name. */
    /** Foreign keys as pgjdbc lists them, with the engine's DEFERRABLE ones said so. */
    private ResultSet keys(ResultSet source) throws SQLException {
        Connection connection = metaData.getConnection();
        MetaDataRows.Rewrite deferrability = (value, row) -> MetaDataNames.deferrability(connection, row.getString("FKTABLE_SCHEM"),
                row.getString("FK_NAME"), value);
        return rows(source, Map.of("DEFERRABILITY", deferrability), row -> true);
    }

    private ResultSet rows(ResultSet source) throws SQLException {
        return rows(source, Map.of(), row -> true);
    }

    private ResultSet rows(ResultSet source, Map<String, MetaDataRows.Rewrite> rewrites, MetaDataRows.Filter filter) throws SQLException {
        Map<String, MetaDataRows.Rewrite> all = new HashMap<>(rewrites);
        for (String column : CATALOG_COLUMNS) {
            all.putIfAbsent(column, (value, row) -> value == null ? null : database);
        }
        return new MetaDataRows(source, all, filter);
    }
}
