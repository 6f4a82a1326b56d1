package io.hotrow.engine.catalog;

import io.hotrow.engine.capture.Deferrability;
import io.hotrow.rewrite.dialect.InformationSchemaViews;
import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.table.Column;
import org.h2.table.Table;

/**
 * PostgreSQL's information_schema.table_constraints: each table's primary key, unique, foreign key and check constraints
 * (pg_constraint's), and, as PostgreSQL 15 lists them, a CHECK for each NOT NULL column, named
 * {@code <namespace oid>_<table oid>_<column number>_not_null}.
 */
final class InformationSchemaTableConstraints extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("constraint_catalog name", "constraint_schema name",
            "constraint_name name", "table_catalog name", "table_schema name", "table_name name", "constraint_type text",
            "is_deferrable text", "initially_deferred text", "enforced text", "nulls_distinct text");

    InformationSchemaTableConstraints() {
        super(InformationSchemaViews.relationName("table_constraints"), COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        String database = objects.databaseName();
        for (Table table : objects.tables()) {
            String schema = table.getSchema().getName();
            for (Constraint constraint : objects.constraints(table)) {
                String type = constraintType(constraint);
                rows.add(database, constraint.getSchema().getName(), constraint.getName(), database, schema, table.getName(), type,
                        Deferrability.deferrable(constraint) ? "YES" : "NO", Deferrability.initiallyDeferred(constraint) ? "YES" : "NO", "YES", type.equals("UNIQUE") ? "YES" : null);
            }
            for (Column column : IndexExpressions.shown(table)) {
                if (!column.isNullable()) {
                    String name = H2Objects.oid(table.getSchema()) + "_" + H2Objects.oid(table) + "_" + (column.getColumnId() + 1) + "_not_null";
                    rows.add(database, schema, name, database, schema, table.getName(), "CHECK", "NO", "NO", "YES", null);
                }
            }
        }
    }

    /** constraint_type: PostgreSQL's words for pg_constraint's contype. */
    static String constraintType(Constraint constraint) {
        return switch (PgConstraint.type(constraint)) {
            case "p" -> "PRIMARY KEY";
            case "u" -> "UNIQUE";
            case "f" -> "FOREIGN KEY";
            default -> "CHECK";
        };
    }
}
