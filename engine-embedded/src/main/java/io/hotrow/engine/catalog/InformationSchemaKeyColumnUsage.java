package io.hotrow.engine.catalog;

import io.hotrow.rewrite.dialect.InformationSchemaViews;
import java.util.Arrays;
import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintReferential;
import org.h2.constraint.ConstraintUnique;
import org.h2.table.Column;
import org.h2.table.IndexColumn;
import org.h2.table.Table;

/**
 * PostgreSQL's information_schema.key_column_usage: each column of a table's primary key, unique and foreign key constraints,
 * in key order; for a foreign key, the position of the column it references in the referenced key.
 */
final class InformationSchemaKeyColumnUsage extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("constraint_catalog name", "constraint_schema name",
            "constraint_name name", "table_catalog name", "table_schema name", "table_name name", "column_name name",
            "ordinal_position int4", "position_in_unique_constraint int4");

    InformationSchemaKeyColumnUsage() {
        super(InformationSchemaViews.relationName("key_column_usage"), COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        String database = objects.databaseName();
        for (Table table : objects.tables()) {
            for (Constraint constraint : objects.constraints(table)) {
                ConstraintReferential reference = constraint instanceof ConstraintReferential r ? r : null;
                IndexColumn[] key = reference != null ? reference.getColumns()
                        : constraint instanceof ConstraintUnique unique ? unique.getColumns() : new IndexColumn[0];
                for (int i = 0; i < key.length; i++) {
                    rows.add(database, constraint.getSchema().getName(), constraint.getName(), database, table.getSchema().getName(),
                            table.getName(), key[i].column.getName(), i + 1,
                            reference == null ? null : positionInReferencedKey(reference, reference.getRefColumns()[i].column));
                }
            }
        }
    }

    /** Where {@code column} stands in the key a foreign key references (from 1), as PostgreSQL's _pg_index_position finds it. */
    private static Integer positionInReferencedKey(ConstraintReferential reference, Column column) {
        ConstraintUnique referenced = reference.getReferencedConstraint();
        IndexColumn[] key = referenced != null ? referenced.getColumns() : reference.getRefColumns();
        int position = Arrays.stream(key).map(c -> c.column).toList().indexOf(column);
        return position < 0 ? null : position + 1;
    }
}
