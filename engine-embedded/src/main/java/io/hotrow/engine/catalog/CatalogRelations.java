package io.hotrow.engine.catalog;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every relation of the engine's pg_catalog: the ones computed from H2's objects, and the
 * PostgreSQL views defined over them in SQL, as PostgreSQL defines them, and the rest of PostgreSQL's
 * pg_catalog, empty ({@link PostgresDefinitions}). Views that need one of
 * the catalog's functions are computed instead: inside a view H2 may bind a function name to its
 * own built-in rather than the engine's alias.
 */
final class CatalogRelations {

    /** A PostgreSQL system view, defined in SQL over the computed relations. */
    record DerivedView(String name, String sql) {
    }

    private static final CatalogRelations INSTANCE = new CatalogRelations();

    private final Map<String, CatalogRelation> computed = new LinkedHashMap<>();
    /** PostgreSQL's information_schema relations the engine has, installed in its own schema for the dialect shim to send reads to. */
    private final List<CatalogRelation> informationSchema = List.of(new InformationSchemaColumns(), new InformationSchemaTables(this),
            new InformationSchemaViewDefinitions(this), new InformationSchemaSchemata(), new InformationSchemaTableConstraints(),
            new InformationSchemaKeyColumnUsage(), new InformationSchemaReferentialConstraints(), new InformationSchemaConstraintColumnUsage());
    private final List<DerivedView> derived = List.of(
            new DerivedView("pg_tables", "SELECT n.nspname AS schemaname, c.relname AS tablename, r.rolname AS tableowner,"
                    + " CAST(NULL AS VARCHAR) AS tablespace, c.relhasindex AS hasindexes, c.relhasrules AS hasrules,"
                    + " c.relhastriggers AS hastriggers, c.relrowsecurity AS rowsecurity"
                    + " FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
                    + " LEFT JOIN pg_catalog.pg_roles r ON r.oid = c.relowner WHERE c.relkind IN ('r', 'p')"),
            new DerivedView("pg_views", "SELECT n.nspname AS schemaname, c.relname AS viewname, r.rolname AS viewowner,"
                    + " v.view_definition AS definition"
                    + " FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
                    + " LEFT JOIN pg_catalog.pg_roles r ON r.oid = c.relowner"
                    + " LEFT JOIN information_schema.views v ON v.table_schema = n.nspname AND v.table_name = c.relname"
                    + " WHERE c.relkind = 'v'"),
            new DerivedView("pg_user", "SELECT rolname AS usename, oid AS usesysid, rolcreatedb AS usecreatedb, rolsuper AS usesuper,"
                    + " rolreplication AS userepl, rolbypassrls AS usebypassrls, rolpassword AS passwd, rolvaliduntil AS valuntil,"
                    + " rolconfig AS useconfig FROM pg_catalog.pg_roles WHERE rolcanlogin"));

    private CatalogRelations() {
        for (CatalogRelation relation : List.of(new PgNamespace(), new PgClass(this), new PgAttribute(), new PgAttrdef(), new PgIndex(),
                new PgConstraint(), new PgDepend(), new PgTypeRelation(), new PgEnum(), new PgDescription(), new PgSequence(), new PgIndexes(), new PgSequences(), new PgProc(),
                new PgRoles(), new PgSettings(), new PgDatabase(), new PgExtension(), new PgRewrite(), new PgPreparedStatements(),
                new FixedRelation("pg_am", CatalogColumn.of("oid oid", "amname name", "amhandler regproc", "amtype char"), List.<Object[]>of(
                        new Object[] {PgClass.HEAP, "heap", "heap_tableam_handler", "t"},
                        new Object[] {PgClass.BTREE, "btree", "bthandler", "i"},
                        new Object[] {PgClass.HASH, "hash", "hashhandler", "i"})),
                new FixedRelation("pg_tablespace", CatalogColumn.of("oid oid", "spcname name", "spcowner oid", "spcacl aclitem[]",
                        "spcoptions text[]"), List.<Object[]>of(new Object[] {PgDatabase.DEFAULT_TABLESPACE, "pg_default", 0, null, null})),
                new PgCollation(),
                // PostgreSQL's built-in range types by their subtypes, which clients read at connect (Sequelize); the engine has no range columns
                new FixedRelation("pg_range", CatalogColumn.of("rngtypid oid", "rngsubtype oid", "rngmultitypid oid", "rngcollation oid",
                        "rngsubopc oid", "rngcanonical regproc", "rngsubdiff regproc"), List.<Object[]>of(
                        new Object[] {3904, 23, 4451, 0, 1978, "int4range_canonical", "int4range_subdiff"},
                        new Object[] {3906, 1700, 4532, 0, 3125, "-", "numrange_subdiff"},
                        new Object[] {3908, 1114, 4533, 0, 3128, "-", "tsrange_subdiff"},
                        new Object[] {3910, 1184, 4534, 0, 3127, "-", "tstzrange_subdiff"},
                        new Object[] {3912, 1082, 4535, 0, 3122, "daterange_canonical", "daterange_subdiff"},
                        new Object[] {3926, 20, 4536, 0, 3124, "int8range_canonical", "int8range_subdiff"})))) {
            computed.put(relation.name(), relation);
        }
        for (FixedRelation relation : PostgresDefinitions.relations()) {
            boolean derivedView = derived.stream().anyMatch(view -> view.name().equals(relation.name()));
            if (!derivedView) {
                computed.putIfAbsent(relation.name(), relation);
            }
        }
    }

    static CatalogRelations get() {
        return INSTANCE;
    }

    /** The relations computed by the table function, in an order where none depends on a later one. */
    Iterable<CatalogRelation> computed() {
        return computed.values();
    }

    CatalogRelation computed(String name) {
        return computed.get(name);
    }

    /** PostgreSQL's information_schema relations, computed as pg_catalog's are, named in the engine's schema. */
    List<CatalogRelation> informationSchema() {
        return informationSchema;
    }

    /** The computed relation {@code name}, of pg_catalog or of the information schema, or null. */
    CatalogRelation relation(String name) {
        CatalogRelation relation = computed.get(name);
        return relation != null ? relation : informationSchema.stream().filter(r -> r.name().equals(name)).findFirst().orElse(null);
    }

    /** The views over them, each after the relations it reads. */
    List<DerivedView> derived() {
        return derived;
    }

    /** Whether PostgreSQL has {@code name} in pg_catalog as a view (relkind 'v'). */
    boolean isPostgresView(String name) {
        CatalogRelation relation = computed.get(name);
        return relation != null ? relation.isView() : derived.stream().anyMatch(view -> view.name().equals(name));
    }
}
