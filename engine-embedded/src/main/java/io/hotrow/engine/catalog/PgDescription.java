package io.hotrow.engine.catalog;

import io.hotrow.engine.capture.Deferrability;
import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.engine.DbObject;
import org.h2.index.Index;
import org.h2.schema.Schema;
import org.h2.table.Column;
import org.h2.table.Table;

/** pg_description: the comments COMMENT ON gave schemas, relations, columns and constraints. */
final class PgDescription implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("objoid oid", "classoid oid", "objsubid int4",
            "description text");

    @Override
    public String name() {
        return "pg_description";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        int pgClass = H2Objects.catalogOid("pg_class");
        int pgConstraint = H2Objects.catalogOid("pg_constraint");
        int pgNamespace = H2Objects.catalogOid("pg_namespace");
        for (Schema schema : objects.schemas()) {
            add(rows, H2Objects.oid(schema), schema, pgNamespace);
        }
        for (Table table : objects.relations()) {
            add(rows, H2Objects.oid(table), table, pgClass);
            for (Column column : IndexExpressions.shown(table)) {
                if (column.getComment() != null) {
                    rows.add(H2Objects.oid(table), pgClass, column.getColumnId() + 1, column.getComment());
                }
            }
            for (Index index : objects.indexes(table)) {
                add(rows, H2Objects.oid(index), index, pgClass);
            }
            for (Constraint constraint : objects.constraints(table)) {
                if (!Deferrability.marked(constraint.getComment())) { // the engine's mark, not the application's comment
                    add(rows, H2Objects.oid(constraint), constraint, pgConstraint);
                }
            }
        }
        for (CatalogSequence sequence : objects.sequences()) {
            add(rows, sequence.oid(), sequence.sequence(), pgClass);
        }
    }

    private static void add(Rows rows, int oid, DbObject object, int catalog) {
        if (object.getComment() != null) {
            rows.add(oid, catalog, 0, object.getComment());
        }
    }
}
