package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.util.HasSQL;

/**
 * pg_attrdef: column defaults and generation expressions. adbin holds the expression's SQL text
 * (PostgreSQL keeps a parse tree there), which {@code pg_get_expr(adbin, adrelid)} returns as is.
 * Identity columns have none, as in PostgreSQL; a serial column has its {@code nextval} default. The
 * rows have no oid of their own, but for a serial column's default.
 */
final class PgAttrdef implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "adrelid oid", "adnum int2", "adbin pg_node_tree");

    @Override
    public String name() {
        return "pg_attrdef";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Table table : objects.relations()) {
            for (Column column : table.getColumns()) {
                if (SerialColumns.isSerial(column)) {
                    rows.add(serialDefaultOid(column), H2Objects.oid(table), (short) (column.getColumnId() + 1),
                            SerialColumns.nextvalDefault(objects.session(), table, column));
                } else if (!column.isIdentity() && column.getDefaultExpression() != null) {
                    rows.add(null, H2Objects.oid(table), (short) (column.getColumnId() + 1),
                            column.getDefaultExpression().getSQL(HasSQL.QUOTE_ONLY_WHEN_REQUIRED));
                }
            }
        }
    }

    /**
     * The oid of a serial column's default, which pg_dump needs to find the default's dependency on
     * the sequence (pg_depend): its generator's, unique among pg_attrdef's rows as each serial column
     * has a generator of its own.
     */
    static int serialDefaultOid(Column column) {
        return H2Objects.oid(column.getSequence());
    }
}
