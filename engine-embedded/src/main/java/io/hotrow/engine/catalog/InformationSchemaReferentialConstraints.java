package io.hotrow.engine.catalog;

import io.hotrow.rewrite.dialect.InformationSchemaViews;
import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintActionType;
import org.h2.constraint.ConstraintReferential;
import org.h2.constraint.ConstraintUnique;
import org.h2.table.Table;

/** PostgreSQL's information_schema.referential_constraints: each foreign key, the key it references, its match and rules. */
final class InformationSchemaReferentialConstraints extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("constraint_catalog name", "constraint_schema name",
            "constraint_name name", "unique_constraint_catalog name", "unique_constraint_schema name", "unique_constraint_name name",
            "match_option text", "update_rule text", "delete_rule text");

    InformationSchemaReferentialConstraints() {
        super(InformationSchemaViews.relationName("referential_constraints"), COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        String database = objects.databaseName();
        for (Table table : objects.relations()) {
            for (Constraint constraint : objects.constraints(table)) {
                if (constraint instanceof ConstraintReferential reference) {
                    ConstraintUnique referenced = reference.getReferencedConstraint();
                    rows.add(database, constraint.getSchema().getName(), constraint.getName(), referenced == null ? null : database,
                            referenced == null ? null : referenced.getSchema().getName(), referenced == null ? null : referenced.getName(),
                            "NONE", rule(reference.getUpdateAction()), rule(reference.getDeleteAction()));
                }
            }
        }
    }

    /** PostgreSQL's words for a referential action; MATCH SIMPLE, the only match H2 has, is PostgreSQL's NONE. */
    private static String rule(ConstraintActionType action) {
        return switch (action) {
            case CASCADE -> "CASCADE";
            case SET_NULL -> "SET NULL";
            case SET_DEFAULT -> "SET DEFAULT";
            case RESTRICT -> "RESTRICT";
            default -> "NO ACTION";
        };
    }
}
