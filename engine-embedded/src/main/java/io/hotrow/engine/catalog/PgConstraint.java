package io.hotrow.engine.catalog;

import io.hotrow.engine.capture.Deferrability;
import java.util.LinkedHashSet;
import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintActionType;
import org.h2.constraint.ConstraintReferential;
import org.h2.constraint.ConstraintUnique;
import org.h2.expression.ExpressionVisitor;
import org.h2.index.Index;
import org.h2.table.Column;
import org.h2.table.IndexColumn;
import org.h2.table.Table;

/**
 * pg_constraint: primary keys (p), unique (u), foreign keys (f) and checks (c), under their H2
 * names, which are PostgreSQL's for unnamed ones too ({@link ConstraintNames}).
 * NOT NULL is attnotnull, as in PostgreSQL 15. {@code pg_get_constraintdef(oid)} gives the definition.
 */
final class PgConstraint implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "conname name", "connamespace oid",
            "contype char", "condeferrable bool", "condeferred bool", "convalidated bool", "conrelid oid", "contypid oid",
            "conindid oid", "conparentid oid", "confrelid oid", "confupdtype char", "confdeltype char", "confmatchtype char",
            "conislocal bool", "coninhcount int4", "connoinherit bool", "conkey int2[]", "confkey int2[]", "conpfeqop oid[]",
            "conppeqop oid[]", "conffeqop oid[]", "confdelsetcols int2[]", "conexclop oid[]", "conbin pg_node_tree");

    @Override
    public String name() {
        return "pg_constraint";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Table table : objects.relations()) {
            for (Constraint constraint : objects.constraints(table)) {
                boolean foreign = constraint instanceof ConstraintReferential;
                ConstraintReferential reference = foreign ? (ConstraintReferential) constraint : null;
                rows.add(H2Objects.oid(constraint), constraint.getName(), H2Objects.oid(constraint.getSchema()), type(constraint),
                        Deferrability.deferrable(constraint), Deferrability.initiallyDeferred(constraint), true, H2Objects.oid(table), 0, indexOid(constraint), 0,
                        foreign ? H2Objects.oid(reference.getRefTable()) : 0,
                        foreign ? action(reference.getUpdateAction()) : " ", foreign ? action(reference.getDeleteAction()) : " ",
                        foreign ? "s" : " ", true, 0, false, columnNumbers(constraint),
                        foreign ? referencedNumbers(reference) : null, null, null, null, null, null, null);
            }
        }
    }

    static String type(Constraint constraint) {
        return switch (constraint.getConstraintType()) {
            case PRIMARY_KEY -> "p";
            case UNIQUE -> "u";
            case REFERENTIAL -> "f";
            default -> "c";
        };
    }

    /** conindid: a key's own index; for a foreign key, the referenced key's index. */
    private static int indexOid(Constraint constraint) {
        Index index = constraint instanceof ConstraintReferential reference
                ? reference.getReferencedConstraint() != null ? reference.getReferencedConstraint().getIndex() : null
                : constraint instanceof ConstraintUnique ? constraint.getIndex() : null;
        return index == null ? 0 : H2Objects.oid(index);
    }

    /** conkey: the constrained columns, in key order; for a check, the columns it reads, in the order they first appear. */
    static Short[] columnNumbers(Constraint constraint) {
        if (constraint instanceof ConstraintUnique unique) {
            return numbers(unique.getColumns());
        }
        if (constraint instanceof ConstraintReferential reference) {
            return numbers(reference.getColumns());
        }
        LinkedHashSet<Column> columns = new LinkedHashSet<>(); // H2's visitor walks operands left to right, as PostgreSQL lists them
        constraint.getExpression().isEverything(ExpressionVisitor.getColumnsVisitor(columns, constraint.getTable()));
        return columns.stream().map(c -> (short) (c.getColumnId() + 1)).toArray(Short[]::new);
    }

    /** confkey: the referenced columns, in key order. */
    static Short[] referencedNumbers(ConstraintReferential reference) {
        return numbers(reference.getRefColumns());
    }

    private static Short[] numbers(IndexColumn[] columns) {
        Short[] numbers = new Short[columns.length];
        for (int i = 0; i < columns.length; i++) {
            numbers[i] = (short) (columns[i].column.getColumnId() + 1);
        }
        return numbers;
    }

    private static String action(ConstraintActionType action) {
        return switch (action) {
            case RESTRICT -> "r";
            case CASCADE -> "c";
            case SET_NULL -> "n";
            case SET_DEFAULT -> "d";
            default -> "a";
        };
    }
}
