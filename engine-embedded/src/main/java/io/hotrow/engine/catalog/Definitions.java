package io.hotrow.engine.catalog;

import io.hotrow.engine.capture.Deferrability;
import java.util.List;
import java.util.StringJoiner;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintActionType;
import org.h2.constraint.ConstraintReferential;
import org.h2.constraint.ConstraintUnique;
import org.h2.index.Index;
import org.h2.result.SortOrder;
import org.h2.schema.Schema;
import org.h2.table.Column;
import org.h2.table.IndexColumn;
import org.h2.table.Table;
import org.h2.util.HasSQL;

/** Constraint and index definitions as {@code pg_get_constraintdef} and {@code pg_get_indexdef} print them. */
final class Definitions {

    private Definitions() {
    }

    /** The definition of the constraint with {@code oid}, or null if there is none. */
    static String constraint(H2Objects objects, int oid) {
        for (Table table : objects.relations()) {
            for (Constraint constraint : objects.constraints(table)) {
                if (H2Objects.oid(constraint) == oid) {
                    return constraint(objects, constraint);
                }
            }
        }
        return null;
    }

    /**
     * The CREATE INDEX statement of the index with {@code oid}, or with {@code column} > 0 that column's name or expression;
     * null if none. {@code pretty} leaves out the parentheses PostgreSQL's pretty printing leaves out ({@code (a + b)}).
     */
    static String index(H2Objects objects, int oid, int column, boolean pretty) {
        for (Table table : objects.relations()) {
            for (Index index : objects.indexes(table)) {
                if (H2Objects.oid(index) != oid) {
                    continue;
                }
                List<IndexColumn> columns = IndexExpressions.keys(index);
                if (column > 0) {
                    return column <= columns.size() ? key(columns.get(column - 1).column, pretty) : "";
                }
                return index(objects, index, pretty);
            }
        }
        return null;
    }

    /** {@code index}'s CREATE INDEX statement, schema-qualified, as PostgreSQL prints it. */
    static String index(H2Objects objects, Index index, boolean pretty) {
        StringJoiner keys = new StringJoiner(", ", "(", ")");
        for (IndexColumn key : IndexExpressions.keys(index)) {
            keys.add(key(key.column, pretty) + order(key.sortType));
        }
        String predicate = IndexExpressions.predicate(index, pretty);
        Table table = index.getTable();
        boolean unique = index.getIndexType().isUnique() || index.getIndexType().isPrimaryKey();
        return "CREATE " + (unique ? "UNIQUE " : "") + "INDEX " + quote(objects.relationName(index)) + " ON "
                + quote(table.getSchema().getName()) + "." + quote(table.getName()) + " USING "
                + (index.getIndexType().isHash() ? "hash " : "btree ") + keys + (predicate == null ? "" : " WHERE " + predicate);
    }

    /** An index's key: a column's name, or the expression a hidden column holds ({@link IndexExpressions}). */
    private static String key(Column column, boolean pretty) {
        return IndexExpressions.isHidden(column) ? IndexExpressions.element(column, pretty) : quote(column.getName());
    }

    private static String constraint(H2Objects objects, Constraint constraint) {
        return switch (constraint.getConstraintType()) {
            case PRIMARY_KEY -> "PRIMARY KEY " + columns(((ConstraintUnique) constraint).getColumns()) + Deferrability.definitionSuffix(constraint);
            case UNIQUE -> "UNIQUE " + columns(((ConstraintUnique) constraint).getColumns()) + Deferrability.definitionSuffix(constraint);
            case REFERENTIAL -> {
                ConstraintReferential reference = (ConstraintReferential) constraint;
                yield "FOREIGN KEY " + columns(reference.getColumns()) + " REFERENCES " + tableName(objects, reference.getRefTable())
                        + columns(reference.getRefColumns()) + action(" ON UPDATE ", reference.getUpdateAction())
                        + action(" ON DELETE ", reference.getDeleteAction()) + Deferrability.definitionSuffix(reference);
            }
            default -> "CHECK ((" + withoutOuterParentheses(constraint.getExpression().getSQL(HasSQL.QUOTE_ONLY_WHEN_REQUIRED)) + "))";
        };
    }

    /** PostgreSQL leaves out the schema of a table the search path finds. */
    private static String tableName(H2Objects objects, Table table) {
        Schema schema = table.getSchema();
        boolean visible = H2Objects.onSearchPath(objects.session(), schema.getName());
        return (visible ? "" : quote(schema.getName()) + ".") + quote(table.getName());
    }

    private static String action(String clause, ConstraintActionType action) {
        return action == ConstraintActionType.NO_ACTION ? "" : clause + action.getSqlName();
    }

    private static String columns(IndexColumn[] columns) {
        StringJoiner names = new StringJoiner(", ", "(", ")");
        for (IndexColumn column : columns) {
            names.add(quote(column.column.getName()));
        }
        return names.toString();
    }

    /** PostgreSQL's defaults (ascending with nulls last, descending with nulls first) are not printed. */
    private static String order(int sortType) {
        boolean descending = (sortType & SortOrder.DESCENDING) != 0;
        if (descending) {
            return (sortType & SortOrder.NULLS_LAST) != 0 ? " DESC NULLS LAST" : " DESC";
        }
        return (sortType & SortOrder.NULLS_FIRST) != 0 ? " NULLS FIRST" : "";
    }

    /** H2 prints a comparison as {@code (c > 0)}; PostgreSQL's CHECK adds its own pair. */
    private static String withoutOuterParentheses(String sql) {
        if (!sql.startsWith("(") || !sql.endsWith(")")) {
            return sql;
        }
        int depth = 0;
        for (int i = 0; i < sql.length() - 1; i++) {
            depth += sql.charAt(i) == '(' ? 1 : sql.charAt(i) == ')' ? -1 : 0;
            if (depth == 0) {
                return sql; // the first parenthesis closes before the end: (a) AND (b)
            }
        }
        return sql.substring(1, sql.length() - 1);
    }

    /** quote_ident: names of lower-case letters, digits and underscores stand bare. */
    static String quote(String name) {
        return name.matches("[a-z_][a-z0-9_$]*") ? name : '"' + name.replace("\"", "\"\"") + '"';
    }
}
