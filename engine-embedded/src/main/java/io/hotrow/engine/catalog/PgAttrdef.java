package io.hotrow.engine.catalog;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.expression.Expression;
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

    /** A call of a function the engine installs in pg_catalog, whose arguments hold no further call. */
    private static final Pattern CATALOG_CALL = Pattern.compile(H2Objects.PG_CATALOG + "\\.(\\w+\\([^()]*\\))");

    /** A jsonb literal as the dialect shim writes a cast one ({@code '[]'::jsonb}), which H2 does not fold into a value. */
    private static final Pattern JSONB_LITERAL = Pattern.compile("CAST\\(" + H2Objects.PG_CATALOG + "\\.hotrow_jsonb\\(('(?:[^']|'')*')\\) AS JSON\\)");

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
            for (Column column : IndexExpressions.shown(table)) {
                String expression = expression(objects, table, column);
                if (expression != null) {
                    rows.add(SerialColumns.isSerial(column) ? serialDefaultOid(column) : null, H2Objects.oid(table),
                            (short) (column.getColumnId() + 1), expression);
                }
            }
        }
    }

    /** The column's default or generation expression as adbin holds it (a serial's {@code nextval}), or null when it has none. */
    static String expression(H2Objects objects, Table table, Column column) {
        if (SerialColumns.isSerial(column)) {
            return SerialColumns.nextvalDefault(objects.session(), table, column);
        }
        if (column.isIdentity() || column.getDefaultExpression() == null) {
            return null;
        }
        Expression expression = column.getDefaultExpression();
        return DefaultLiterals.text(objects.session(), column, expression, postgresCall(expression.getSQL(HasSQL.QUOTE_ONLY_WHEN_REQUIRED)));
    }

    /**
     * A default that is one call, as PostgreSQL writes it where H2 writes it otherwise: {@code now()} (H2's
     * {@code CURRENT_TIMESTAMP}, which now() becomes on the engine), {@code gen_random_uuid()} ({@code RANDOM_UUID(4)}), and a
     * function of the engine's pg_catalog unqualified ({@code uuid_generate_v4()}), a cast jsonb literal ({@code '[]'::jsonb}), as ORMs compare them with their models'
     * (TypeORM) and pg_dump writes them for PostgreSQL.
     */
    private static String postgresCall(String h2) {
        if (h2.equals("CURRENT_TIMESTAMP")) {
            return "now()";
        }
        if (h2.equals("RANDOM_UUID(4)") || h2.equals("RANDOM_UUID()")) {
            return "gen_random_uuid()";
        }
        Matcher jsonb = JSONB_LITERAL.matcher(h2);
        if (jsonb.matches()) {
            return jsonb.group(1) + "::jsonb";
        }
        Matcher call = CATALOG_CALL.matcher(h2);
        return call.matches() ? call.group(1) : h2;
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
