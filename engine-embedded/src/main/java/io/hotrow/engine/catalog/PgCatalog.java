package io.hotrow.engine.catalog;

import io.hotrow.engine.EngineVersion;
import io.hotrow.engine.sql.DirectCreation;
import io.hotrow.rewrite.dialect.InformationSchemaViews;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.function.Supplier;

/**
 * Installs the engine's pg_catalog in an engine database: the relations Flyway, Liquibase,
 * Hibernate's schema tools and pgjdbc-style metadata queries read, describing the database's real
 * schema, and PostgreSQL's catalog functions where H2's differ. See docs/dialect.md.
 *
 * <p>H2 created in PostgreSQL mode adds a pg_catalog of its own, read-only and partial
 * (pg_namespace without oid, an empty pg_index, no pg_depend), which would hide this one; so the
 * engine creates the database in H2's regular mode and switches it to PostgreSQL mode at once
 * ({@link #prepare}). Every session searches pg_catalog after its current schema (H2's
 * SCHEMA_SEARCH_PATH, set in the engine's H2 URL), so unqualified names like
 * {@code pg_namespace} resolve as in PostgreSQL.
 *
 * <p>Each relation is a view over one table function that reads H2's schema objects when queried,
 * so the catalog is always current and costs nothing until read; the views themselves are made
 * when first needed ({@link PendingViews}). Run at every open, after a snapshot (which may hold an
 * installation already) is restored.
 */
public final class PgCatalog {

    private static final String ROWS_FUNCTION_NAME = "pg_catalog_rows";
    private static final String ROWS_FUNCTION = H2Objects.ENGINE_SCHEMA + "." + ROWS_FUNCTION_NAME;
    /**
     * H2's own information_schema.columns, with its identities' positions ({@code identity_base}), for the engine's tools:
     * an application's {@code information_schema.columns} is PostgreSQL's ({@link InformationSchemaViews#COLUMNS}).
     */
    public static final String H2_COLUMNS = H2Objects.ENGINE_SCHEMA + "." + H2Objects.H2_COLUMNS_VIEW;

    private PgCatalog() {
    }

    /**
     * Right after H2 created the database, before anything else runs in it: switches it to
     * PostgreSQL mode (for every session: the mode is the database's) and lets aliases override
     * H2's built-in functions, which restoring a snapshot that holds this catalog needs.
     */
    public static void prepare(Connection system) throws SQLException {
        try (Statement statement = system.createStatement()) {
            statement.execute("SET MODE PostgreSQL");
            statement.execute("SET BUILTIN_ALIAS_OVERRIDE TRUE"); // so unqualified version() etc. reach ours, not H2's
        }
        system.commit();
    }

    /** Where pg_prepared_statements reads the running session's prepared statements. */
    public static void showPreparedStatements(Supplier<List<ShownPreparedStatement>> statements) {
        PgPreparedStatements.showing(statements);
    }

    /** The typname ({@code int4}) of a type as SQL writes it ({@code int}, {@code varchar(20)}), or null for one the catalog does not list. */
    public static String typname(String written) {
        return PgTypes.typname(written);
    }

    /** A type as regtype's output names it ({@code integer}, {@code text[]}), by pg_type's typname ({@code int4}, {@code _text}). */
    public static String regtypeName(String typname) {
        return PgTypes.regtypeName(typname);
    }

    /** The oid of the type regtype's output names so ({@code integer}), or null: a regtype's binary form. */
    public static Integer regtypeOid(String regtypeName) {
        return PgTypes.oidOf(regtypeName);
    }

    /**
     * A regtype's binary form read: the name regtype's output gives the type with {@code oid} ({@code integer}),
     * or the oid's digits for a type the catalog does not list by oid, as regtypeout writes an unknown oid.
     */
    public static String regtypeNameOf(int oid) {
        PgType type = PgTypes.byOid(oid);
        return type != null ? type.sqlName() : Integer.toString(oid);
    }

    /** Where pg_settings reads the values the running session has SET (the defaults where none is given). */
    public static void showSettings(ShownSettings settings) {
        PgSettings.showing(settings);
    }

    /** Opens a new session of the engine's own on the database, for making the catalog's views. */
    public interface SessionOpener {
        Connection open() throws SQLException;
    }

    /**
     * Installs the catalog, after {@link #prepare}: its schemas and functions now, its views before
     * the first reader that may need them ({@link PendingViews}), made on a session from
     * {@code sessions}. A restored snapshot that holds views already had them made: they are kept
     * current now, as {@link #makeAll} does.
     */
    public static void install(Connection system, String databaseName, SessionOpener sessions) throws SQLException {
        DirectCreation direct = new DirectCreation(system);
        if (direct.holdsRelations(H2Objects.PG_CATALOG)) {
            makeAll(system, databaseName);
            return;
        }
        try (Statement statement = system.createStatement()) {
            for (Step step : steps(databaseName, false)) {
                if (!step.createdBy(direct)) {
                    statement.execute(step.sql());
                }
            }
        }
        system.commit();
        PendingViews.add(system, () -> {
            try (Connection session = sessions.open()) {
                makeAll(session, databaseName);
            }
        });
    }

    /**
     * Makes the catalog's views now if {@code sql} may read them and they are not made yet: before
     * H2 sees a statement's text (an application's, or one replayed from the log).
     */
    public static void makeViewsBefore(String sql, Connection h2) throws SQLException {
        PendingViews.makeBefore(sql, h2);
    }

    /** Makes the catalog's views now if they are not made yet: for DatabaseMetaData, which lists relations without a text naming them. */
    public static void makeViews(Connection h2) throws SQLException {
        PendingViews.make(h2);
    }

    /** Forgets the views still to be made in {@code h2}'s database, which is closing. */
    public static void forgetViews(Connection h2) throws SQLException {
        PendingViews.forget(h2);
    }

    /** Whether the catalog's views in {@code h2}'s database are still to be made (or being made). */
    public static boolean viewsPending(Connection h2) throws SQLException {
        return PendingViews.pending(h2);
    }

    /** Whether {@code schema.name} is one of the catalog's views, in pg_catalog or the engine's schema. */
    public static boolean isView(String schema, String name) {
        CatalogRelations relations = CatalogRelations.get();
        return switch (schema) {
            case H2Objects.PG_CATALOG -> relations.computed(name) != null || relations.derived().stream().anyMatch(view -> view.name().equals(name));
            case H2Objects.ENGINE_SCHEMA -> name.equals(H2Objects.H2_COLUMNS_VIEW)
                    || relations.informationSchema().stream().anyMatch(relation -> relation.name().equals(name));
            default -> false;
        };
    }

    /**
     * The whole installation. A restored snapshot may hold this very installation already (its
     * fingerprint says so): then there is nothing to do, which keeps reopening cheap; an older one
     * is replaced, and views it lacks (a snapshot taken while they were being made) are made.
     */
    private static void makeAll(Connection session, String databaseName) throws SQLException {
        List<Step> steps = steps(databaseName, true);
        String fingerprint = EngineVersion.VERSION + "/" + Integer.toHexString(steps.stream().map(Step::sql).toList().hashCode());
        DirectCreation direct = new DirectCreation(session);
        if (fingerprint.equals(direct.functionComment(H2Objects.ENGINE_SCHEMA, ROWS_FUNCTION_NAME))
                && steps.stream().allMatch(step -> !(step instanceof View view) || direct.holdsRelation(view.schema(), view.name()))) {
            return;
        }
        try (Statement statement = session.createStatement()) {
            for (Step step : steps) {
                if (!step.createdBy(direct)) {
                    statement.execute(step.sql());
                }
            }
            statement.execute("COMMENT ON ALIAS " + ROWS_FUNCTION + " IS " + literal(fingerprint));
        }
        session.commit();
    }

    /** One statement of the installation; the fingerprint is of their texts, as they were when each ran as SQL. */
    private interface Step {
        String sql();

        /** Whether {@code direct} made the statement's object, so that the statement need not run. */
        default boolean createdBy(DirectCreation direct) throws SQLException {
            return false;
        }
    }

    private record Sql(String sql) implements Step {
    }

    private record Alias(String schema, String name, String method) implements Step {
        @Override
        public String sql() {
            return "CREATE FORCE ALIAS IF NOT EXISTS " + schema + "." + name + " FOR '" + method + "'";
        }

        @Override
        public boolean createdBy(DirectCreation direct) {
            direct.alias(schema, name, method);
            return true;
        }
    }

    private record View(String schema, String name, String query) implements Step {
        View(String name, String query) {
            this(H2Objects.PG_CATALOG, name, query);
        }

        @Override
        public String sql() {
            return "CREATE OR REPLACE VIEW " + schema + "." + name + " AS " + query;
        }

        @Override
        public boolean createdBy(DirectCreation direct) throws SQLException {
            return direct.newView(schema, name, query);
        }
    }

    /** The installation's statements in order, with its views or without them. */
    private static List<Step> steps(String databaseName, boolean views) {
        List<Step> steps = new ArrayList<>();
        steps.add(new Sql("CREATE SCHEMA IF NOT EXISTS " + H2Objects.PG_CATALOG));
        steps.add(new Sql("CREATE SCHEMA IF NOT EXISTS " + H2Objects.ENGINE_SCHEMA));
        steps.add(new Alias(H2Objects.ENGINE_SCHEMA, ROWS_FUNCTION_NAME, CatalogTables.class.getName() + ".rows"));
        aliases(steps, CatalogFunctions.class, CatalogFunctions.FUNCTIONS);
        aliases(steps, ObjectFunctions.class, ObjectFunctions.FUNCTIONS);
        aliases(steps, RoleFunctions.class, RoleFunctions.FUNCTIONS);
        if (views) {
            views(steps, databaseName);
        }
        steps.add(new Sql("GRANT SELECT ON SCHEMA " + H2Objects.PG_CATALOG + " TO PUBLIC"));
        return steps;
    }

    private static void views(List<Step> steps, String databaseName) {
        CatalogRelations relations = CatalogRelations.get();
        for (CatalogRelation relation : relations.computed()) {
            steps.add(new View(relation.name(), select(relation, databaseName)));
        }
        for (CatalogRelations.DerivedView view : relations.derived()) {
            steps.add(new View(view.name(), view.sql()));
        }
        for (CatalogRelation relation : relations.informationSchema()) {
            steps.add(new View(H2Objects.ENGINE_SCHEMA, relation.name(), select(relation, databaseName)));
        }
        steps.add(new View(H2Objects.ENGINE_SCHEMA, H2Objects.H2_COLUMNS_VIEW, "SELECT * FROM " + H2Objects.INFORMATION_SCHEMA + ".columns"));
    }

    private static void aliases(List<Step> steps, Class<?> implementation, String[][] functions) {
        for (String[] function : functions) {
            steps.add(new Alias(H2Objects.PG_CATALOG, function[0], implementation.getName() + "." + function[1]));
        }
    }

    /**
     * The relation's columns, of their declared types: as the table function gives them ({@link Rows} casts its values), but for
     * the types H2 does not take from a result's metadata, cast here.
     */
    private static String select(CatalogRelation relation, String databaseName) {
        StringJoiner columns = new StringJoiner(", ", "SELECT ", "");
        for (CatalogColumn column : relation.columns()) {
            String name = '"' + column.name() + '"';
            columns.add(column.type().keptByResult() ? name : "CAST(" + name + " AS " + column.type().markedH2Type() + ") AS " + name);
        }
        if (!relation.isView()) {
            columns.add('"' + Rows.TABLEOID + '"');
        }
        return columns + " FROM " + ROWS_FUNCTION + "('" + relation.name() + "', "
                + literal(databaseName) + ")";
    }

    private static String literal(String text) {
        return "'" + text.replace("'", "''") + "'";
    }
}
