package io.hotrow.engine.jdbc;

import io.hotrow.engine.catalog.MetaDataNames;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * DatabaseMetaData's catalogs as pgjdbc has them: a connection sees one catalog, its database,
 * named as {@link java.sql.Connection#getCatalog()} names it (the hotrow database, where H2 has
 * an internal name of its own). A catalog argument of that name or null finds the database's
 * objects, any other finds nothing; every catalog column shows that name. Type names are
 * PostgreSQL's, and pg_catalog's relations are system tables and views.
 */
final class CatalogScope {

    /** The methods whose first argument is a catalog (getCrossReference has a second, fourth). */
    private static final Set<String> CATALOG_FIRST = Set.of("getProcedures", "getProcedureColumns", "getTables", "getSchemas",
            "getColumns", "getColumnPrivileges", "getTablePrivileges", "getBestRowIdentifier", "getVersionColumns",
            "getPrimaryKeys", "getImportedKeys", "getExportedKeys", "getCrossReference", "getIndexInfo", "getUDTs", "getSuperTypes",
            "getSuperTables", "getAttributes", "getFunctions", "getFunctionColumns", "getPseudoColumns");
    private static final List<String> CATALOG_COLUMNS = List.of("TABLE_CAT", "TABLE_CATALOG", "PKTABLE_CAT", "FKTABLE_CAT",
            "TYPE_CAT", "SCOPE_CATALOG", "PROCEDURE_CAT", "FUNCTION_CAT", "SUPERTABLE_CAT", "SUPERTYPE_CAT");

    private final DatabaseMetaData h2;
    private final String database;

    CatalogScope(DatabaseMetaData h2, String database) {
        this.h2 = h2;
        this.database = database;
    }

    /** Runs a metadata call in the database's catalog scope. */
    Object invoke(Method method, Object[] args) throws Throwable {
        String name = method.getName();
        if (name.equals("getCatalogs")) {
            return rows(h2.getCatalogs(), Map.of(), row -> true);
        }
        if (!(name.equals("getSchemas") || CATALOG_FIRST.contains(name)) || method.getReturnType() != ResultSet.class) {
            return call(method, args);
        }
        Object[] scoped = args == null ? null : args.clone();
        if (scoped != null && scoped.length > 0) {
            scoped[0] = inScope(scoped[0]);
            if (name.equals("getCrossReference")) {
                scoped[3] = inScope(scoped[3]);
            }
        }
        if (name.equals("getTables")) {
            return tables(scoped);
        }
        ResultSet h2Rows = (ResultSet) call(method, scoped);
        return switch (name) {
            case "getColumns" -> rows(h2Rows, columnRewrites(), row -> true);
            case "getIndexInfo" -> indexes(h2Rows);
            default -> rows(h2Rows, Map.of(), row -> true);
        };
    }

    /**
     * PostgreSQL's type names (serial for an auto-incremented integer), their JDBC types and sizes as
     * pgjdbc gives them, as a result's metadata gives them ({@link PostgresResultSetMetaData}).
     */
    private static Map<String, MetaDataRows.Rewrite> columnRewrites() {
        MetaDataRows.Rewrite type = (value, row) -> MetaDataNames.typeName(row.getString("TYPE_NAME"), row.getLong("COLUMN_SIZE"));
        Map<String, MetaDataRows.Rewrite> rewrites = new HashMap<>();
        rewrites.put("TYPE_NAME", (value, row) -> {
            String name = (String) type.apply(value, row);
            PostgresType known = PostgresType.named(name);
            String serial = known != null && "YES".equals(row.getString("IS_AUTOINCREMENT")) ? known.serialName() : null;
            return serial != null ? serial : name;
        });
        rewrites.put("DATA_TYPE", (value, row) -> {
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

    /** Indexes under pg_class's names, without the ones H2 adds for foreign keys; INDEX_QUALIFIER is null, as in pgjdbc. */
    private ResultSet indexes(ResultSet h2Rows) throws SQLException {
        Connection connection = h2.getConnection();
        MetaDataRows.Rewrite name = (value, row) -> value == null ? null
                : MetaDataNames.indexName(connection, row.getString("TABLE_SCHEM"), row.getString("TABLE_NAME"), (String) value);
        return rows(h2Rows, Map.of("INDEX_NAME", name, "INDEX_QUALIFIER", (value, row) -> null),
                row -> row.getString("INDEX_NAME") == null || name.apply(row.getString("INDEX_NAME"), row) != null);
    }

    /** The database's own name means H2's one catalog (null: any); another name is passed on and matches nothing. */
    private Object inScope(Object catalog) {
        return database.equals(catalog) ? null : catalog;
    }

    /** H2 filters by its own table types; filtering here lets pg_catalog's views be the system views they are in PostgreSQL. */
    private ResultSet tables(Object[] args) throws SQLException {
        String[] types = (String[]) args[3];
        List<String> wanted = types == null ? null : Arrays.asList(types);
        MetaDataRows.Rewrite type = (value, row) -> MetaDataNames.tableType(row.getString("TABLE_SCHEM"), row.getString("TABLE_NAME"),
                (String) value);
        ResultSet all = h2.getTables((String) args[0], (String) args[1], (String) args[2], null);
        return rows(all, Map.of("TABLE_TYPE", type), row -> wanted == null || wanted.contains((String) type.apply(row.getString("TABLE_TYPE"), row)));
    }

    private ResultSet rows(ResultSet source, Map<String, MetaDataRows.Rewrite> rewrites, MetaDataRows.Filter filter) throws SQLException {
        Map<String, MetaDataRows.Rewrite> all = new HashMap<>(rewrites);
        for (String column : CATALOG_COLUMNS) {
            all.putIfAbsent(column, (value, row) -> value == null ? null : database);
        }
        return MetaDataRows.of(source, all, filter);
    }

    private Object call(Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(h2, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
