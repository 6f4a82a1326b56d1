package io.hotrow.engine.catalog;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.h2.constraint.Constraint;
import org.h2.engine.Database;
import org.h2.engine.DbObject;
import org.h2.engine.RightOwner;
import org.h2.engine.SessionLocal;
import org.h2.engine.User;
import org.h2.index.Index;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Schema;
import org.h2.schema.Sequence;
import org.h2.schema.UserDefinedFunction;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.table.TableType;

/**
 * H2's schema objects as the engine's pg_catalog shows them, read straight from H2's in-memory
 * schema (PostgreSQL shows every catalog row to every role, and so does this).
 *
 * <p>Left out, because PostgreSQL would not show them: H2's INFORMATION_SCHEMA tables (PostgreSQL's
 * information_schema views have other names and columns), the helper indexes H2 adds for foreign
 * keys, and the functions the engine installs. The sequences behind identity columns show under
 * PostgreSQL's names for them ({@link CatalogSequence}).
 *
 * <p>Oids are H2's object ids; the schemas PostgreSQL creates at initdb and pg_catalog's own
 * relations keep PostgreSQL's numbers.
 */
final class H2Objects {

    static final String PG_CATALOG = "pg_catalog";
    static final String INFORMATION_SCHEMA = "information_schema";
    /** The engine's own schema: hot_rows and the functions the catalog is computed by. */
    static final String ENGINE_SCHEMA = "hotrow";
    /** H2's own information_schema.columns in the engine's schema, where the dialect shim does not send reads to PostgreSQL's. */
    static final String H2_COLUMNS_VIEW = "h2_columns";
    static final int PG_CATALOG_OID = 11;
    private static final Map<String, Integer> FIXED_NAMESPACE_OIDS = Map.of(PG_CATALOG, PG_CATALOG_OID, "public", 2200,
            INFORMATION_SCHEMA, 13207);

    private final SessionLocal session;
    private final Database database;
    private final String databaseName;

    private H2Objects(SessionLocal session, String databaseName) {
        this.session = session;
        this.database = session.getDatabase();
        this.databaseName = databaseName;
    }

    /** The objects of the H2 database {@code connection} (H2's connection for a Java function) belongs to. */
    static H2Objects of(Connection connection, String databaseName) throws SQLException {
        return new H2Objects(session(connection), databaseName);
    }

    /** The H2 session behind the connection H2 hands a Java function. */
    static SessionLocal session(Connection connection) throws SQLException {
        return (SessionLocal) connection.unwrap(JdbcConnection.class).getSession();
    }

    /** The hotrow database's name: the connection's catalog. */
    String databaseName() {
        return databaseName;
    }

    SessionLocal session() {
        return session;
    }

    List<Schema> schemas() {
        return byId(database.getAllSchemas());
    }

    static int oid(Schema schema) {
        Integer fixed = FIXED_NAMESPACE_OIDS.get(schema.getName());
        return fixed != null ? fixed : schema.getId();
    }

    /** H2's id, except for pg_catalog's own relations, which have PostgreSQL's oids (see {@link PostgresDefinitions}). */
    static int oid(DbObject object) {
        if (object instanceof Table table && table.getSchema().getName().equals(PG_CATALOG)) {
            Integer postgres = PostgresDefinitions.oid(table.getName());
            if (postgres != null) {
                return postgres;
            }
        }
        return object.getId();
    }

    /**
     * The role owning a schema's objects (H2 records owners for schemas only). The schemas H2
     * creates itself belong to its internal system user, which is no role: they show as owned by
     * the database's first administrator, as PostgreSQL's belong to the bootstrap superuser.
     */
    int ownerOid(Schema schema) {
        RightOwner owner = schema.getOwner();
        if (owner == database.getSystemUser()) {
            for (RightOwner role : roles()) {
                if (role instanceof User user && user.isAdmin()) {
                    return user.getId();
                }
            }
        }
        return owner.getId();
    }

    /** The name of the role owning a schema's objects (see {@link #ownerOid}). */
    String ownerName(Schema schema) {
        int oid = ownerOid(schema);
        for (RightOwner role : roles()) {
            if (role.getId() == oid) {
                return roleName(role);
            }
        }
        return null;
    }

    /**
     * A role's name as {@code current_user} shows it: lower case, as H2 folds the names it stores in
     * upper case; the engine's own administrator, which H2 knows by an empty name, is {@code hotrow}.
     */
    static String roleName(RightOwner role) {
        String name = role.getName();
        return name.isEmpty() ? ENGINE_SCHEMA : name.toLowerCase(java.util.Locale.ROOT);
    }

    /** The oid of a pg_catalog relation itself, as pg_depend's classid and pg_description's classoid name it. */
    static int catalogOid(String relation) {
        Integer oid = PostgresDefinitions.oid(relation);
        return oid == null ? 0 : oid;
    }

    /** The oid of the table, view, index or sequence {@code name} in {@code schema}, or null. */
    Integer relationOid(String schemaName, String name) {
        Schema schema = database.findSchema(schemaName);
        if (schema == null) {
            return null;
        }
        Table table = schema.findTableOrView(session, name);
        if (table != null) {
            return oid(table);
        }
        for (CatalogSequence sequence : sequences()) {
            if (sequence.schema() == schema && sequence.name().equals(name)) {
                return sequence.oid();
            }
        }
        for (Table owner : relations()) {
            if (owner.getSchema() == schema) {
                for (Index index : indexes(owner)) {
                    if (relationName(index).equals(name)) {
                        return index.getId();
                    }
                }
            }
        }
        return null;
    }

    /** Tables and views, the session's temporary tables included: pg_class's relkind r, v, m and f. */
    List<Table> relations() {
        List<Table> relations = new ArrayList<>(session.getLocalTempTables());
        for (Schema schema : schemas()) {
            if (schema.getName().equals(INFORMATION_SCHEMA)) {
                continue;
            }
            for (Table table : schema.getAllTablesAndViews(session)) {
                if (table.getTableType() != TableType.SYSTEM_TABLE) {
                    relations.add(table);
                }
            }
        }
        relations.sort(Comparator.comparingInt(Table::getId));
        return relations;
    }

    /** The tables of {@link #relations}, temporary ones included: the relations that have constraints. */
    List<Table> tables() {
        return relations().stream().filter(table -> table.getTableType() == TableType.TABLE).toList();
    }

    /**
     * The indexes PostgreSQL would have on {@code table}: the ones created by CREATE INDEX and the
     * ones backing a primary key or unique constraint, not the ones H2 adds for foreign keys.
     */
    List<Index> indexes(Table table) {
        Map<Index, Constraint> backed = backedConstraints(table);
        List<Index> indexes = new ArrayList<>();
        for (Index index : table.getIndexes()) {
            if (index.getCreateSQL() != null && (!index.getIndexType().getBelongsToConstraint() || backed.containsKey(index))) {
                indexes.add(index);
            }
        }
        indexes.sort(Comparator.comparingInt(Index::getId));
        return indexes;
    }

    /** The primary key or unique constraint {@code index} backs, or null. */
    Constraint backedConstraint(Index index) {
        return backedConstraints(index.getTable()).get(index);
    }

    /** An index's name in pg_class: in PostgreSQL a constraint's index carries the constraint's name. */
    String relationName(Index index) {
        Constraint constraint = backedConstraint(index);
        return constraint != null ? constraint.getName() : index.getName();
    }

    /** Primary key, unique, foreign key and check constraints of {@code table}. */
    List<Constraint> constraints(Table table) {
        List<Constraint> constraints = new ArrayList<>();
        for (Constraint constraint : table.getConstraints()) {
            if (constraint.getTable() == table && constraint.getConstraintType() != Constraint.Type.DOMAIN) {
                constraints.add(constraint);
            }
        }
        constraints.sort(Comparator.comparingInt(Constraint::getId));
        return constraints;
    }

    /** Sequences created by CREATE SEQUENCE, and the ones behind identity columns under PostgreSQL's names for them. */
    List<CatalogSequence> sequences() {
        List<CatalogSequence> sequences = new ArrayList<>();
        for (Schema schema : schemas()) {
            for (Sequence sequence : schema.getAllSequences()) {
                if (!sequence.getBelongsToTable()) {
                    sequences.add(CatalogSequence.created(sequence));
                }
            }
        }
        for (Table table : relations()) {
            if (!isEngineObject(table.getSchema()) && !isCatalogObject(table.getSchema())) {
                for (Column column : table.getColumns()) {
                    if (column.isIdentity() && column.getSequence() != null) {
                        sequences.add(CatalogSequence.identity(table, column));
                    }
                }
            }
        }
        sequences.sort(Comparator.comparingInt(CatalogSequence::oid));
        return sequences;
    }

    /** Users and roles, without H2's PUBLIC role (PostgreSQL's public is no row of pg_roles either). */
    List<RightOwner> roles() {
        List<RightOwner> roles = new ArrayList<>();
        for (RightOwner owner : database.getAllUsersAndRoles()) {
            if (owner != database.getPublicRole()) {
                roles.add(owner);
            }
        }
        roles.sort(Comparator.comparingInt(RightOwner::getId));
        return roles;
    }

    /** Functions an application created (H2 aliases), not the ones the engine installs. */
    List<UserDefinedFunction> applicationFunctions() {
        List<UserDefinedFunction> functions = new ArrayList<>();
        for (Schema schema : schemas()) {
            for (UserDefinedFunction function : schema.getAllFunctionsAndAggregates()) {
                if (!isEngineFunction(function)) {
                    functions.add(function);
                }
            }
        }
        functions.sort(Comparator.comparingInt(UserDefinedFunction::getId));
        return functions;
    }

    static boolean isEngineFunction(UserDefinedFunction function) {
        String sql = function.getCreateSQL();
        return sql != null && sql.contains(" FOR 'io.hotrow.");
    }

    /**
     * Whether the session finds the schema's objects by their bare names: it is on the search path,
     * where PostgreSQL's outputs of a name (regclass, pg_get_constraintdef's REFERENCES, a serial
     * default's sequence) leave the schema out. A session whose search_path names no schema that
     * exists (pg_dump's, set to '') has no current schema in PostgreSQL; H2 keeps public as its
     * current one, which that session does not search. A session that never set a path (the
     * engine's own) searches its current schema.
     */
    static boolean onSearchPath(SessionLocal session, String schema) {
        String[] path = session.getSchemaSearchPath();
        return path == null ? schema.equals(session.getCurrentSchemaName()) : java.util.Arrays.asList(path).contains(schema);
    }

    /** pg_catalog and information_schema, whose views are PostgreSQL's own, not the application's. */
    static boolean isCatalogObject(Schema schema) {
        return schema.getName().equals(PG_CATALOG) || schema.getName().equals(INFORMATION_SCHEMA);
    }

    static boolean isEngineObject(Schema schema) {
        return schema.getName().equals(ENGINE_SCHEMA);
    }

    private static Map<Index, Constraint> backedConstraints(Table table) {
        Map<Index, Constraint> backed = new IdentityHashMap<>();
        for (Constraint constraint : table.getConstraints()) {
            Constraint.Type type = constraint.getConstraintType();
            if ((type == Constraint.Type.PRIMARY_KEY || type == Constraint.Type.UNIQUE) && constraint.getIndex() != null) {
                backed.putIfAbsent(constraint.getIndex(), constraint);
            }
        }
        return backed;
    }

    private static <T extends DbObject> List<T> byId(Collection<T> objects) {
        List<T> sorted = new ArrayList<>(objects);
        sorted.sort(Comparator.comparingInt(DbObject::getId));
        return sorted;
    }
}
