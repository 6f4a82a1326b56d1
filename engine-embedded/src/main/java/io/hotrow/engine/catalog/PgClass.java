package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.engine.DbObject;
import org.h2.index.Index;
import org.h2.schema.Schema;
import org.h2.table.Column;
import org.h2.table.Table;

/**
 * pg_class: tables, views, indexes and sequences. Row counts and sizes are those of a table
 * PostgreSQL has never analysed (reltuples -1, relpages 0): the engine keeps no statistics.
 */
final class PgClass implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "relname name", "relnamespace oid",
            "reltype oid", "reloftype oid", "relowner oid", "relam oid", "relfilenode oid", "reltablespace oid", "relpages int4",
            "reltuples float4", "relallvisible int4", "reltoastrelid oid", "relhasindex bool", "relisshared bool",
            "relpersistence char", "relkind char", "relnatts int2", "relchecks int2", "relhasrules bool", "relhastriggers bool",
            "relhassubclass bool", "relrowsecurity bool", "relforcerowsecurity bool", "relispopulated bool", "relreplident char",
            "relispartition bool", "relrewrite oid", "relfrozenxid xid", "relminmxid xid", "relacl aclitem[]", "reloptions text[]",
            "relpartbound pg_node_tree");
    /** pg_am's oids. */
    static final int HEAP = 2;
    static final int BTREE = 403;
    static final int HASH = 405;

    private final CatalogRelations catalog;

    PgClass(CatalogRelations catalog) {
        this.catalog = catalog;
    }

    @Override
    public String name() {
        return "pg_class";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Table table : objects.relations()) {
            int checks = 0;
            for (Constraint constraint : objects.constraints(table)) {
                checks += constraint.getConstraintType() == Constraint.Type.CHECK ? 1 : 0;
            }
            char kind = relkind(catalog, table);
            add(objects, rows, table, table.getName(), table.getSchema(), kind == 'r' ? HEAP : 0, !objects.indexes(table).isEmpty(),
                    hasForeignKeyTriggers(table), table.isTemporary() ? 't' : 'p', kind, attributes(table), checks);
            for (Index index : objects.indexes(table)) {
                add(objects, rows, index, objects.relationName(index), index.getSchema(), index.getIndexType().isHash() ? HASH : BTREE, false,
                        false, table.isTemporary() ? 't' : 'p', 'i', IndexExpressions.keys(index).size(), 0);
            }
        }
        for (CatalogSequence sequence : objects.sequences()) {
            add(objects, rows, sequence.sequence(), sequence.name(), sequence.schema(), 0, false, false, 'p', 'S', 3, 0);
        }
    }

    /** The table's relkind: a pg_catalog relation's is PostgreSQL's, though every one of them is an H2 view. */
    static char relkind(CatalogRelations catalog, Table table) {
        if (table.getSchema().getName().equals(H2Objects.PG_CATALOG)) {
            return catalog.isPostgresView(table.getName()) ? 'v' : 'r';
        }
        return switch (table.getTableType()) {
            case VIEW -> 'v';
            case MATERIALIZED_VIEW -> 'm';
            case TABLE_LINK -> 'f';
            default -> 'r';
        };
    }

    /**
     * PostgreSQL enforces a foreign key by triggers on both its tables, so relhastriggers is true for
     * them; psql lists a table's foreign keys, and pg_dump dumps them, only when it is.
     */
    /**
     * relnatts: the highest number of a column PostgreSQL would show. A hidden column of an index on an expression
     * ({@link IndexExpressions}) leaves a gap in the numbers, as a dropped column does in PostgreSQL, which counts it.
     */
    private static int attributes(Table table) {
        int highest = 0;
        for (Column column : IndexExpressions.shown(table)) {
            highest = Math.max(highest, column.getColumnId() + 1);
        }
        return highest;
    }

    private static boolean hasForeignKeyTriggers(Table table) {
        for (Constraint constraint : table.getConstraints()) {
            if (constraint.getConstraintType() == Constraint.Type.REFERENTIAL) {
                return true;
            }
        }
        return false;
    }

    private static void add(H2Objects objects, Rows rows, DbObject object, String name, Schema schema, int accessMethod, boolean hasIndex,
            boolean hasTriggers, char persistence, char kind, int columns, int checks) {
        boolean table = kind == 'r';
        rows.add(H2Objects.oid(object), name, H2Objects.oid(schema), 0, 0, objects.ownerOid(schema), accessMethod, 0, 0, 0,
                -1f, 0, 0, hasIndex, false, String.valueOf(persistence), String.valueOf(kind), (short) columns, (short) checks,
                false, hasTriggers, false, false, false, true, table ? "d" : "n", false, 0, 0, 0, null, null, null);
    }
}
