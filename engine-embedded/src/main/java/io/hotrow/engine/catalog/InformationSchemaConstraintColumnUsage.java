package io.hotrow.engine.catalog;

import io.hotrow.rewrite.dialect.InformationSchemaViews;
import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintReferential;
import org.h2.table.Column;
import org.h2.table.Table;

/**
 * PostgreSQL's information_schema.constraint_column_usage: the columns each constraint uses, which for a foreign key are the
 * columns it references (in the referenced table), for a check the columns its expression reads.
 */
final class InformationSchemaConstraintColumnUsage extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("table_catalog name", "table_schema name", "table_name name",
            "column_name name", "constraint_catalog name", "constraint_schema name", "constraint_name name");

    InformationSchemaConstraintColumnUsage() {
        super(InformationSchemaViews.relationName("constraint_column_usage"), COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        String database = objects.databaseName();
        for (Table table : objects.tables()) {
            for (Constraint constraint : objects.constraints(table)) {
                Table used = constraint instanceof ConstraintReferential reference ? reference.getRefTable() : table;
                Short[] numbers = constraint instanceof ConstraintReferential reference ? PgConstraint.referencedNumbers(reference)
                        : PgConstraint.columnNumbers(constraint);
                for (Short number : numbers) {
                    Column column = used.getColumns()[number - 1];
                    rows.add(database, used.getSchema().getName(), used.getName(), column.getName(), database,
                            constraint.getSchema().getName(), constraint.getName());
                }
            }
        }
    }
}
