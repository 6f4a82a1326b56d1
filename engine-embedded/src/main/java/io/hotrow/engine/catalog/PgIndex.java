package io.hotrow.engine.catalog;

import io.hotrow.engine.capture.Deferrability;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.h2.index.Index;
import org.h2.index.IndexType;
import org.h2.result.SortOrder;
import org.h2.table.IndexColumn;
import org.h2.table.Table;

/**
 * pg_index. indkey holds the table's column numbers in index order; it is an H2 array, so it is
 * read with {@code = ANY(indkey)} or {@code unnest}, and subscripts count from 1 (PostgreSQL's
 * int2vector counts from 0). Every index is btree or hash, valid and ready.
 */
final class PgIndex implements CatalogRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("indexrelid oid", "indrelid oid", "indnatts int2",
            "indnkeyatts int2", "indisunique bool", "indnullsnotdistinct bool", "indisprimary bool", "indisexclusion bool",
            "indimmediate bool", "indisclustered bool", "indisvalid bool", "indcheckxmin bool", "indisready bool", "indislive bool",
            "indisreplident bool", "indkey int2vector", "indcollation oidvector", "indclass oidvector", "indoption int2vector",
            "indexprs pg_node_tree", "indpred pg_node_tree");
    /** pg_index.indoption's bits. */
    private static final int DESC = 1;
    private static final int NULLS_FIRST = 2;

    @Override
    public String name() {
        return "pg_index";
    }

    @Override
    public List<CatalogColumn> columns() {
        return COLUMNS;
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Table table : objects.relations()) {
            for (Index index : objects.indexes(table)) {
                IndexType type = index.getIndexType();
                IndexColumn[] columns = IndexExpressions.keys(index).toArray(IndexColumn[]::new);
                Short[] keys = new Short[columns.length];
                Short[] options = new Short[columns.length];
                Integer[] collations = new Integer[columns.length];
                Integer[] classes = new Integer[columns.length];
                List<String> expressions = new ArrayList<>();
                for (int i = 0; i < columns.length; i++) {
                    boolean expression = IndexExpressions.isHidden(columns[i].column);
                    keys[i] = (short) (expression ? 0 : columns[i].column.getColumnId() + 1); // 0: an expression, as in PostgreSQL
                    expressions.add(expression ? IndexExpressions.element(columns[i].column, false) : null);
                    options[i] = (short) options(columns[i].sortType);
                    collations[i] = PgTypes.of(columns[i].column.getType()).collation();
                    classes[i] = 0;
                }
                boolean unique = type.isUnique() || type.isPrimaryKey();
                rows.add(H2Objects.oid(index), H2Objects.oid(table), (short) columns.length, (short) columns.length, unique, false,
                        type.isPrimaryKey(), false, unique && !Deferrability.backsDeferrableKey(index), false, true, false, true, true, false, keys, collations, classes, options,
                        expressionList(expressions), IndexExpressions.predicate(index, false));
            }
        }
    }

    /**
     * indexprs: PostgreSQL's node tree of the expressions, which no client reads but to tell whether there are any (and
     * pg_get_indexdef prints); their texts here, null without one.
     */
    private static String expressionList(List<String> expressions) {
        List<String> texts = expressions.stream().filter(Objects::nonNull).toList();
        return texts.isEmpty() ? null : "(" + String.join(" ", texts) + ")";
    }

    /** PostgreSQL's default order is ascending with nulls last, and descending with nulls first. */
    private static int options(int sortType) {
        boolean descending = (sortType & SortOrder.DESCENDING) != 0;
        boolean nullsFirst = (sortType & SortOrder.NULLS_FIRST) != 0 || (descending && (sortType & SortOrder.NULLS_LAST) == 0);
        return (descending ? DESC : 0) | (nullsFirst ? NULLS_FIRST : 0);
    }
}
