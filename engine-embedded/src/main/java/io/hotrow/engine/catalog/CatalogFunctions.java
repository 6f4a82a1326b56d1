package io.hotrow.engine.catalog;

import io.hotrow.engine.EngineVersion;
import io.hotrow.engine.sql.ArrayFunctions;
import io.hotrow.engine.sql.EngineErrors;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.h2.engine.RightOwner;
import org.h2.engine.SessionLocal;
import org.h2.schema.Sequence;
import org.h2.tools.SimpleResultSet;
import org.h2.value.DataType;
import org.h2.value.TypeInfo;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's catalog functions where H2's differ or are missing, installed in pg_catalog under
 * their PostgreSQL names. Unqualified calls reach them first (the engine lets aliases override H2's
 * built-ins), and so do qualified ones: the dialect shim drops the {@code pg_catalog.} of a call.
 */
public final class CatalogFunctions {

    private CatalogFunctions() {
    }

    /** The functions, by their SQL name, and the method each is implemented by. */
    static final String[][] FUNCTIONS = {
        {"version", "version"},
        {"current_database", "currentDatabase"},
        {"format_type", "formatType"},
        {"pg_get_expr", "expression"},
        {"pg_get_constraintdef", "constraintDefinition"},
        {"pg_get_indexdef", "indexDefinition"},
        {"pg_get_userbyid", "roleName"},
        {"current_schemas", "currentSchemas"},
        {"to_regclass", "toRegclass"},
        {"hotrow_regclass", "regclass"},
        {"hotrow_regclass_name", "regclassName"},
        {"hotrow_regtype_name", "regtypeName"},
        {"pg_typeof", "typeOf"},
        {"obj_description", "objectDescription"},
        {"col_description", "columnDescription"},
        {"shobj_description", "sharedObjectDescription"},
        {"pg_is_in_recovery", "inRecovery"},
        {"array_remove", "arrayRemove"},
        {"hotrow_sequence_state", "sequenceState"},
        {"hotrow_subscript", "subscript"},
    };

    /**
     * A catalog array's element as PostgreSQL subscripts it (the dialect shim calls this for
     * {@code conkey[i]}, {@code indkey[i]}): null past either end, where H2's subscript fails, and
     * counted from {@code base}, which is 0 for PostgreSQL's vectors (int2vector, oidvector).
     */
    public static Integer subscript(Integer[] array, Integer index, Integer base) {
        if (array == null || index == null || base == null) {
            return null;
        }
        int position = index - base;
        return position < 0 || position >= array.length ? null : array[position];
    }

    /**
     * A sequence's {@code last_value} and {@code is_called}, which PostgreSQL reads as columns of the
     * sequence itself ({@code SELECT last_value, is_called FROM s}, pg_dump; the dialect shim calls
     * this for it): a sequence nothing was drawn from yet stands at its start, not called.
     */
    public static ResultSet sequenceState(Connection connection, String name) throws SQLException {
        SimpleResultSet state = new SimpleResultSet();
        state.addColumn("last_value", Types.BIGINT, 0, 0);
        state.addColumn("is_called", Types.BOOLEAN, 0, 0);
        if (connection.getMetaData().getURL().startsWith("jdbc:columnlist:")) {
            return state;
        }
        Sequence sequence = SequenceNames.find(session(connection), name);
        long next = sequence.getBaseValue();
        boolean called = next != sequence.getStartValue();
        state.addRow(called ? next - sequence.getIncrement() : next, called);
        return state;
    }

    /**
     * The array without the elements not distinct from {@code element}, compared as values ({@link ArrayFunctions#remove}; pg_dump
     * strips view options from reloptions so).
     */
    public static String[] arrayRemove(Connection connection, Value array, Value element) throws SQLException {
        return ArrayFunctions.remove(connection, array, element);
    }

    /** A database the engine serves is never a standby replaying another's log (pg_restore asks). */
    public static Boolean inRecovery() {
        return false;
    }

    /** Agrees with DatabaseMetaData's product version. */
    public static String version() {
        return "PostgreSQL " + EngineVersion.POSTGRES_COMPATIBILITY + " (hotrow engine " + EngineVersion.VERSION + ")";
    }

    /** The hotrow database's name, the connection's catalog (H2's would be its internal one). */
    public static String currentDatabase(Connection connection) throws SQLException {
        PendingViews.make(connection);
        try (Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("SELECT datname FROM pg_catalog.pg_database")) {
            return row.next() ? row.getString(1) : null;
        }
    }

    /** A built-in type by {@link PgTypes}; a domain or an enum type (an array of one) by its name, qualified as regclass's output is. */
    public static String formatType(Connection connection, Integer oid, Integer typmod) throws SQLException {
        if (oid == null) {
            return null;
        }
        if (PgTypes.byOid(oid) != null) {
            return PgTypes.format(oid, typmod == null ? -1 : typmod);
        }
        String element = visibleName(connection, "SELECT e.typname, n.nspname FROM pg_catalog.pg_type t JOIN pg_catalog.pg_type e"
                + " ON e.oid = t.typelem JOIN pg_catalog.pg_namespace n ON n.oid = e.typnamespace WHERE t.oid = ?", oid);
        if (element != null) {
            return element + "[]";
        }
        String name = visibleName(connection, "SELECT t.typname, n.nspname FROM pg_catalog.pg_type t"
                + " JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace WHERE t.oid = ?", oid);
        return name != null ? name : "???";
    }

    /** pg_attrdef.adbin already holds the expression's text. */
    public static String expression(String expression, Integer relation) {
        return expression;
    }

    public static String expression(String expression, Integer relation, Boolean pretty) {
        return expression;
    }

    public static String constraintDefinition(Connection connection, Integer oid) throws SQLException {
        return oid == null ? null : Definitions.constraint(H2Objects.of(connection, null), oid);
    }

    public static String constraintDefinition(Connection connection, Integer oid, Boolean pretty) throws SQLException {
        return constraintDefinition(connection, oid);
    }

    public static String indexDefinition(Connection connection, Integer oid) throws SQLException {
        return oid == null ? null : Definitions.index(H2Objects.of(connection, null), oid, 0, false);
    }

    /** With a column number, that column's name (or expression); 0 means the whole definition. */
    public static String indexDefinition(Connection connection, Integer oid, Integer column, Boolean pretty) throws SQLException {
        return oid == null ? null : Definitions.index(H2Objects.of(connection, null), oid, column == null ? 0 : column, Boolean.TRUE.equals(pretty));
    }

    /** A role's name, or PostgreSQL's placeholder for an oid that is none (H2's own shows only the current user to non-admins). */
    public static String roleName(Connection connection, Integer oid) throws SQLException {
        if (oid == null) {
            return null;
        }
        for (RightOwner role : H2Objects.of(connection, null).roles()) {
            if (role.getId() == oid) {
                return H2Objects.roleName(role);
            }
        }
        return "unknown (OID=" + oid + ")";
    }

    /** The schemas unqualified names are looked up in, in order; with {@code implicit}, pg_catalog too (searched after the current schema). */
    public static String[] currentSchemas(Connection connection, Boolean implicit) throws SQLException {
        SessionLocal session = session(connection);
        Set<String> schemas = new LinkedHashSet<>();
        if (H2Objects.onSearchPath(session, session.getCurrentSchemaName())) {
            schemas.add(session.getCurrentSchemaName());
        }
        String[] path = session.getSchemaSearchPath();
        if (path != null) {
            schemas.addAll(Arrays.asList(path));
        }
        if (!Boolean.TRUE.equals(implicit)) {
            schemas.remove(H2Objects.PG_CATALOG);
        }
        return schemas.toArray(new String[0]);
    }

    /**
     * The oid of the relation {@code name} names ({@code t}, {@code public.t}, {@code "My Table"}, {@code shop.public.t} in the
     * database {@code shop}, as TypeORM writes it), found as unqualified names are; null if none.
     */
    public static Integer toRegclass(Connection connection, String name) throws SQLException {
        if (name == null) {
            return null;
        }
        List<String> parts = QualifiedName.parse(name);
        if (parts == null || parts.size() > 3) {
            throw new SQLException("invalid name syntax: " + name, "42602");
        }
        if (parts.size() == 3) {
            if (!parts.get(0).equals(currentDatabase(connection))) {
                throw new SQLException("cross-database references are not implemented: \"" + name + "\"", "42000");
            }
            parts = parts.subList(1, 3);
        }
        H2Objects objects = H2Objects.of(connection, null);
        List<String> schemas = parts.size() == 2 ? List.of(parts.get(0)) : Arrays.asList(currentSchemas(connection, true));
        String relation = parts.get(parts.size() - 1);
        for (String schema : schemas) {
            Integer oid = objects.relationOid(schema, relation);
            if (oid != null) {
                return oid;
            }
        }
        return null;
    }

    /** A {@code 'name'::regclass} cast (the dialect shim calls this for one): the oid, or 42P01 as PostgreSQL; digits are an oid already. */
    public static Integer regclass(Connection connection, String name) throws SQLException {
        if (name != null && name.matches("[0-9]{1,10}")) {
            return (int) Long.parseLong(name);
        }
        Integer oid = toRegclass(connection, name);
        if (oid == null && name != null) {
            throw new SQLException("relation \"" + name + "\" does not exist", "42P01");
        }
        return oid;
    }

    /**
     * regclass's output ({@code oid::regclass::text}, which the dialect shim turns into this): the relation's name, quoted
     * where it must be and qualified where the search path does not find its schema; the digits of an oid no relation has.
     */
    public static String regclassName(Connection connection, Integer oid) throws SQLException {
        if (oid == null) {
            return null;
        }
        String name = visibleName(connection, "SELECT c.relname, n.nspname FROM pg_catalog.pg_class c"
                + " JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = ?", oid);
        return name != null ? name : oid.toString();
    }

    /**
     * The object {@code query} finds by its oid (its name, then its schema's), quoted where it must be and qualified where
     * the search path does not find its schema; null when there is none.
     */
    private static String visibleName(Connection connection, String query, int oid) throws SQLException {
        PendingViews.make(connection);
        try (PreparedStatement statement = connection.prepareStatement(query)) {
            statement.setInt(1, oid);
            try (ResultSet row = statement.executeQuery()) {
                if (!row.next()) {
                    return null;
                }
                String name = Definitions.quote(row.getString(1));
                boolean visible = Arrays.asList(currentSchemas(connection, true)).contains(row.getString(2));
                return visible ? name : Definitions.quote(row.getString(2)) + "." + name;
            }
        }
    }

    /**
     * regtype's input and output ({@code name::regtype::text}, which the dialect shim turns into this): the type a name
     * written as regtype's input reads it ({@code "pg_catalog"."int4"}, {@code _text}, {@code varchar}) names, as
     * format_type names it ({@code integer}, {@code text[]}, {@code character varying}); a type the catalog does not list (a
     * domain) by its own name, without its schema.
     */
    public static String regtypeName(String name) {
        if (name == null) {
            return null;
        }
        String unquoted = name.replace("\"", "");
        String bare = unquoted.substring(unquoted.lastIndexOf('.') + 1);
        String typname = PgTypes.typname(bare);
        return PgTypes.regtypeName(typname != null ? typname : bare);
    }

    /**
     * {@code pg_typeof(x)}: the name of x's type as regtype's text gives it ({@code integer}, {@code numeric},
     * {@code integer[]}), typed text (PostgreSQL: regtype). H2 hands a function x's value, not the expression, and a value
     * does not tell every type PostgreSQL would name: a string is the same to H2 whether it was text, varchar, json or an
     * unknown literal, an enum's value does not name its type, and a NULL has no type left. Those are refused (42000, not
     * 0A000, on which connection pools drop the connection: docs/errors.md) rather than named wrongly.
     */
    public static String typeOf(Value value) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            throw EngineErrors.unsupported("pg_typeof of a NULL: the value carries no type");
        }
        TypeInfo type = value.getType();
        TypeInfo scalar = type.getValueType() == Value.ARRAY ? (TypeInfo) type.getExtTypeInfo() : type;
        if (DataType.isCharacterStringType(scalar.getValueType()) || scalar.getValueType() == Value.ENUM) {
            throw EngineErrors.unsupported("pg_typeof of a string or an enum: its value does not tell text, varchar, json and enum"
                    + " types apart");
        }
        return PgTypes.of(type).sqlName();
    }

    /** The comment on an object, looked up in pg_description. */
    public static String objectDescription(Connection connection, Integer oid, String catalog) throws SQLException {
        return oid == null ? null : description(connection, oid, catalog, 0);
    }

    public static String objectDescription(Connection connection, Integer oid) throws SQLException {
        return oid == null ? null : description(connection, oid, null, 0);
    }

    public static String columnDescription(Connection connection, Integer table, Integer column) throws SQLException {
        return table == null || column == null ? null : description(connection, table, "pg_class", column);
    }

    /**
     * The comment on a shared object (a database, a role), looked up in pg_shdescription: pg_dump's archive formats and psql's
     * {@code \l+} and {@code \du+} ask for it.
     */
    public static String sharedObjectDescription(Connection connection, Integer oid, String catalog) throws SQLException {
        return oid == null || catalog == null ? null : firstText(connection, "SELECT d.description FROM pg_catalog.pg_shdescription d"
                + " WHERE d.objoid = ? AND d.classoid = (SELECT c.oid FROM pg_catalog.pg_class c WHERE c.relname = ? AND c.relnamespace = 11)",
                oid, catalog);
    }

    private static String description(Connection connection, int oid, String catalog, int column) throws SQLException {
        return firstText(connection, "SELECT d.description FROM pg_catalog.pg_description d"
                + " WHERE d.objoid = ? AND d.objsubid = ? AND (CAST(? AS VARCHAR) IS NULL"
                + " OR d.classoid = (SELECT c.oid FROM pg_catalog.pg_class c WHERE c.relname = ? AND c.relnamespace = 11))",
                oid, column, catalog, catalog);
    }

    /** The first column of the query's first row, or null. */
    private static String firstText(Connection connection, String sql, Object... parameters) throws SQLException {
        PendingViews.make(connection);
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setObject(i + 1, parameters[i]);
            }
            try (ResultSet row = statement.executeQuery()) {
                return row.next() ? row.getString(1) : null;
            }
        }
    }

    private static SessionLocal session(Connection connection) throws SQLException {
        return H2Objects.session(connection);
    }
}
