package io.hotrow.engine.catalog;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;

/**
 * PostgreSQL's functions about catalog objects that psql's {@code \d} family and pg_dump call:
 * visibility on the search path, sizes, and the definitions of objects the engine has none of.
 * Installed in pg_catalog next to {@link CatalogFunctions}.
 */
public final class ObjectFunctions {

    /** The functions, by their SQL name, and the method each is implemented by. */
    static final String[][] FUNCTIONS = {
        {"pg_table_is_visible", "tableIsVisible"},
        {"pg_type_is_visible", "typeIsVisible"},
        {"pg_function_is_visible", "functionIsVisible"},
        {"pg_collation_is_visible", "collationIsVisible"},
        {"pg_conversion_is_visible", "conversionIsVisible"},
        {"pg_operator_is_visible", "operatorIsVisible"},
        {"pg_opclass_is_visible", "operatorClassIsVisible"},
        {"pg_opfamily_is_visible", "operatorFamilyIsVisible"},
        {"pg_statistics_obj_is_visible", "statisticsIsVisible"},
        {"pg_ts_config_is_visible", "searchConfigurationIsVisible"},
        {"pg_ts_dict_is_visible", "searchDictionaryIsVisible"},
        {"pg_ts_parser_is_visible", "searchParserIsVisible"},
        {"pg_ts_template_is_visible", "searchTemplateIsVisible"},
        {"pg_describe_object", "describe"},
        {"pg_tablespace_location", "tablespaceLocation"},
        {"pg_char_to_encoding", "encodingNumber"},
        {"getdatabaseencoding", "databaseEncoding"},
        {"pg_size_pretty", "sizePretty"},
        {"pg_relation_size", "size"},
        {"pg_table_size", "size"},
        {"pg_total_relation_size", "size"},
        {"pg_indexes_size", "size"},
        {"pg_database_size", "databaseSize"},
        {"pg_get_viewdef", "viewDefinition"},
        {"pg_get_function_result", "functionResult"},
        {"pg_get_function_arguments", "functionArguments"},
        {"pg_get_function_identity_arguments", "functionArguments"},
        {"pg_get_triggerdef", "noDefinition"},
        {"pg_get_ruledef", "noDefinition"},
        {"pg_get_partkeydef", "noDefinition"},
        {"pg_get_partition_constraintdef", "noDefinition"},
        {"pg_get_statisticsobjdef", "noDefinition"},
        {"pg_get_statisticsobjdef_columns", "noDefinition"},
        {"pg_get_function_sqlbody", "noDefinition"},
        {"pg_relation_is_publishable", "publishable"},
        {"pg_partition_ancestors", "partitionRoot"},
        {"pg_partition_root", "partitionRoot"},
        {"acldefault", "defaultPrivileges"},
    };

    /** A byte count PostgreSQL's pg_size_pretty rounds down to bytes below this, and to the next unit below twice it. */
    private static final long LIMIT = 10 * 1024;

    private ObjectFunctions() {
    }

    public static Boolean tableIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT relnamespace FROM pg_catalog.pg_class WHERE oid = ?", oid);
    }

    public static Boolean typeIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT typnamespace FROM pg_catalog.pg_type WHERE oid = ?", oid);
    }

    public static Boolean functionIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT pronamespace FROM pg_catalog.pg_proc WHERE oid = ?", oid);
    }

    public static Boolean collationIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT collnamespace FROM pg_catalog.pg_collation WHERE oid = ?", oid);
    }

    // Of catalogs the engine keeps empty (psql's \dc, \do, \dd, \dF...): there is nothing to find, but the calls must exist.

    public static Boolean conversionIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT connamespace FROM pg_catalog.pg_conversion WHERE oid = ?", oid);
    }

    public static Boolean operatorIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT oprnamespace FROM pg_catalog.pg_operator WHERE oid = ?", oid);
    }

    public static Boolean operatorClassIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT opcnamespace FROM pg_catalog.pg_opclass WHERE oid = ?", oid);
    }

    public static Boolean operatorFamilyIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT opfnamespace FROM pg_catalog.pg_opfamily WHERE oid = ?", oid);
    }

    public static Boolean statisticsIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT stxnamespace FROM pg_catalog.pg_statistic_ext WHERE oid = ?", oid);
    }

    public static Boolean searchConfigurationIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT cfgnamespace FROM pg_catalog.pg_ts_config WHERE oid = ?", oid);
    }

    public static Boolean searchDictionaryIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT dictnamespace FROM pg_catalog.pg_ts_dict WHERE oid = ?", oid);
    }

    public static Boolean searchParserIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT prsnamespace FROM pg_catalog.pg_ts_parser WHERE oid = ?", oid);
    }

    public static Boolean searchTemplateIsVisible(Connection connection, Integer oid) throws SQLException {
        return visible(connection, "SELECT tmplnamespace FROM pg_catalog.pg_ts_template WHERE oid = ?", oid);
    }

    /**
     * An object as PostgreSQL's messages name it (psql's {@code \dx+} lists an extension's members so): a
     * schema, a relation by its kind (its name qualified where the search path does not find it), a type as
     * format_type writes it. Null for the kinds of object the engine's extension has no member of.
     */
    public static String describe(Connection connection, Integer classId, Integer objectId, Integer subId) throws SQLException {
        if (classId == null || objectId == null) {
            return null;
        }
        return switch (classId) {
            case 2615 -> prefixed("schema ", single(connection, "SELECT nspname FROM pg_catalog.pg_namespace WHERE oid = ?", objectId));
            case 1259 -> prefixed(single(connection, "SELECT CASE relkind WHEN 'r' THEN 'table ' WHEN 'v' THEN 'view ' WHEN 'i' THEN 'index '"
                    + " WHEN 'S' THEN 'sequence ' WHEN 'm' THEN 'materialized view ' ELSE 'relation ' END FROM pg_catalog.pg_class WHERE oid = ?",
                    objectId), qualified(connection, "SELECT n.nspname, c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n"
                    + " ON n.oid = c.relnamespace WHERE c.oid = ?", objectId, tableIsVisible(connection, objectId)));
            case 1247 -> prefixed("type ", CatalogFunctions.formatType(connection, objectId, null));
            default -> null;
        };
    }

    private static String prefixed(String prefix, String name) {
        return prefix == null || name == null ? null : prefix + name;
    }

    private static String qualified(Connection connection, String query, int oid, Boolean visible) throws SQLException {
        PendingViews.make(connection);
        try (PreparedStatement statement = connection.prepareStatement(query)) {
            statement.setInt(1, oid);
            try (ResultSet row = statement.executeQuery()) {
                return !row.next() ? null : Boolean.TRUE.equals(visible) ? row.getString(2) : row.getString(1) + "." + row.getString(2);
            }
        }
    }

    /** The engine's one tablespace (pg_default) is the database's own place, written empty as PostgreSQL writes its built-in ones. */
    public static String tablespaceLocation(Integer oid) {
        return oid == null ? null : "";
    }

    /** An encoding's number: the engine's one, UTF8, is 6, as in PostgreSQL; another name is -1, as PostgreSQL answers an unknown one. */
    public static Integer encodingNumber(String name) {
        return name == null ? null : name.equalsIgnoreCase("UTF8") || name.equalsIgnoreCase("UTF-8") ? 6 : -1;
    }

    /** The engine's databases are all UTF8, as pg_database's encoding (6) says. */
    public static String databaseEncoding() {
        return "UTF8";
    }

    /**
     * Whether the object's schema is on the search path (pg_catalog included). PostgreSQL also
     * answers false for an object hidden by one of the same name earlier on the path; the engine
     * does not look for such a twin.
     */
    private static Boolean visible(Connection connection, String namespaceQuery, Integer oid) throws SQLException {
        if (oid == null) {
            return null;
        }
        Integer namespace = single(connection, namespaceQuery, oid);
        if (namespace == null) {
            return null;
        }
        List<String> path = Arrays.asList(CatalogFunctions.currentSchemas(connection, true));
        String name = single(connection, "SELECT nspname FROM pg_catalog.pg_namespace WHERE oid = ?", namespace);
        return path.contains(name);
    }

    /** The engine keeps no per-relation sizes: every relation counts as empty. */
    public static Long size(Integer relation) {
        return relation == null ? null : 0L;
    }

    public static Long size(Integer relation, String fork) {
        return size(relation);
    }

    /** A database, by oid or name (H2 passes an oid as its text). */
    public static Long databaseSize(String database) {
        return database == null ? null : 0L;
    }

    /** PostgreSQL's rounding: bytes below 10 kB, else the largest unit keeping the number below 20,480, rounded half away from zero. */
    public static String sizePretty(Long bytes) {
        if (bytes == null) {
            return null;
        }
        long size = bytes;
        if (Math.abs(size) < LIMIT) {
            return size + " bytes";
        }
        size >>= 9; // one bit more than kB, for the rounding
        for (String unit : new String[] {"kB", "MB", "GB"}) {
            if (Math.abs(size) < LIMIT * 2 - 1) {
                return halfRounded(size) + " " + unit;
            }
            size >>= 10;
        }
        return halfRounded(size) + " TB";
    }

    private static long halfRounded(long size) {
        return (size + (size < 0 ? -1 : 1)) / 2;
    }

    /** A view's query, as information_schema.views holds it, ending in a semicolon as PostgreSQL's does (pg_dump cuts off the last character). */
    public static String viewDefinition(Connection connection, Integer oid) throws SQLException {
        String query = oid == null ? null : single(connection, "SELECT v.definition FROM pg_catalog.pg_views v JOIN pg_catalog.pg_namespace n"
                + " ON n.nspname = v.schemaname JOIN pg_catalog.pg_class c ON c.relname = v.viewname AND c.relnamespace = n.oid WHERE c.oid = ?", oid);
        return query == null || query.endsWith(";") ? query : query + ";";
    }

    /** With {@code pretty} (a boolean) or a wrap column (an integer), which change only the layout. */
    public static String viewDefinition(Connection connection, Integer oid, Object layout) throws SQLException {
        return viewDefinition(connection, oid);
    }

    /** The result type of an application's function (pg_proc lists no others). */
    public static String functionResult(Connection connection, Integer oid) throws SQLException {
        Integer type = oid == null ? null : single(connection, "SELECT prorettype FROM pg_catalog.pg_proc WHERE oid = ?", oid);
        return type == null ? null : PgTypes.format(type, -1);
    }

    /** pg_proc does not list an application function's argument types. */
    public static String functionArguments(Connection connection, Integer oid) throws SQLException {
        return oid == null ? null : single(connection, "SELECT '' FROM pg_catalog.pg_proc WHERE oid = ?", oid);
    }

    /** Definitions of objects the engine never has (triggers, rules, partitioning, extended statistics): none to print. */
    public static String noDefinition(Integer oid) {
        return null;
    }

    public static String noDefinition(Integer oid, Boolean pretty) {
        return null;
    }

    /** The engine has no logical replication: nothing is published. */
    public static Boolean publishable(Integer oid) {
        return oid == null ? null : false;
    }

    /** The engine has no partitioned tables: a relation is its own root, and its one ancestor. */
    public static Integer partitionRoot(Integer oid) {
        return oid;
    }

    /** The engine's catalog shows no privileges (every acl column is null), and so no defaults to compare them with. */
    public static String[] defaultPrivileges(String objectType, Integer owner) {
        return null;
    }

    @SuppressWarnings("unchecked")
    private static <T> T single(Connection connection, String query, int argument) throws SQLException {
        PendingViews.make(connection);
        try (PreparedStatement statement = connection.prepareStatement(query)) {
            statement.setInt(1, argument);
            try (ResultSet row = statement.executeQuery()) {
                return row.next() ? (T) row.getObject(1) : null;
            }
        }
    }
}
