package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintReferential;
import org.h2.constraint.ConstraintUnique;
import org.h2.index.Index;
import org.h2.schema.Schema;
import org.h2.table.Column;
import org.h2.table.IndexColumn;
import org.h2.table.Table;
import org.h2.table.TableView;

/**
 * pg_depend, for the dependencies tools look at: an index backing a constraint is internal to it
 * (i), constraints and plain indexes depend on their columns (a), a foreign key on the key it
 * references (n), an identity column's sequence on the column (i), a serial column's sequence on the
 * column (a) and its default on the sequence (n) and the column (a), a view's rule on the tables it reads (n), and the engine's own schema and relations are members of the hotrow extension (e), which
 * is how PostgreSQL marks objects that are not the application's.
 */
final class PgDepend implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("classid oid", "objid oid", "objsubid int4",
            "refclassid oid", "refobjid oid", "refobjsubid int4", "deptype char");

    @Override
    public String name() {
        return "pg_depend";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        int pgClass = H2Objects.catalogOid("pg_class");
        int pgConstraint = H2Objects.catalogOid("pg_constraint");
        int pgExtension = H2Objects.catalogOid("pg_extension");
        for (Schema schema : objects.schemas()) {
            if (H2Objects.isEngineObject(schema)) { // so pg_dump leaves the engine's schema out, as a member of a built-in extension
                rows.add(H2Objects.catalogOid("pg_namespace"), H2Objects.oid(schema), 0, pgExtension, PgExtension.HOTROW_OID, 0, "e");
            }
        }
        for (CatalogSequence sequence : objects.sequences()) {
            if (sequence.owner() == null) {
                continue;
            }
            int columnNumber = sequence.column().getColumnId() + 1;
            if (SerialColumns.isSerial(sequence.column())) {
                // a serial column's sequence is owned by the column (auto), and its default reads the sequence: pg_dump
                // creates the sequence after the table and sets the default after both
                rows.add(pgClass, sequence.oid(), 0, pgClass, H2Objects.oid(sequence.owner()), columnNumber, "a");
                rows.add(H2Objects.catalogOid("pg_attrdef"), PgAttrdef.serialDefaultOid(sequence.column()), 0, pgClass, sequence.oid(), 0, "n");
                rows.add(H2Objects.catalogOid("pg_attrdef"), PgAttrdef.serialDefaultOid(sequence.column()), 0, pgClass,
                        H2Objects.oid(sequence.owner()), columnNumber, "a");
            } else { // an identity column's sequence is internal to the column
                rows.add(pgClass, sequence.oid(), 0, pgClass, H2Objects.oid(sequence.owner()), columnNumber, "i");
            }
        }
        for (Table table : objects.relations()) {
            int tableOid = H2Objects.oid(table);
            if (H2Objects.isEngineObject(table.getSchema())) {
                rows.add(pgClass, tableOid, 0, pgExtension, PgExtension.HOTROW_OID, 0, "e");
            }
            if (table instanceof TableView view && !H2Objects.isCatalogObject(view.getSchema())) {
                for (Table read : view.getTables()) { // the view's _RETURN rule (PgRewrite) reads them
                    rows.add(H2Objects.catalogOid("pg_rewrite"), tableOid, 0, pgClass, H2Objects.oid(read), 0, "n");
                }
            }
            for (Index index : objects.indexes(table)) {
                Constraint backed = objects.backedConstraint(index);
                if (backed != null) {
                    rows.add(pgClass, H2Objects.oid(index), 0, pgConstraint, H2Objects.oid(backed), 0, "i");
                } else {
                    for (IndexColumn key : index.getIndexColumns()) {
                        for (Column column : IndexExpressions.read(key.column)) {
                            rows.add(pgClass, H2Objects.oid(index), 0, pgClass, tableOid, column.getColumnId() + 1, "a");
                        }
                    }
                }
            }
            for (Constraint constraint : objects.constraints(table)) {
                int constraintOid = H2Objects.oid(constraint);
                for (Short column : PgConstraint.columnNumbers(constraint)) {
                    rows.add(pgConstraint, constraintOid, 0, pgClass, tableOid, (int) column, "a");
                }
                if (constraint instanceof ConstraintReferential reference) {
                    ConstraintUnique key = reference.getReferencedConstraint();
                    if (key != null && key.getIndex() != null) {
                        rows.add(pgConstraint, constraintOid, 0, pgClass, H2Objects.oid(key.getIndex()), 0, "n");
                    }
                    for (IndexColumn column : reference.getRefColumns()) {
                        rows.add(pgConstraint, constraintOid, 0, pgClass, H2Objects.oid(reference.getRefTable()),
                                column.column.getColumnId() + 1, "n");
                    }
                }
            }
        }
    }
}
