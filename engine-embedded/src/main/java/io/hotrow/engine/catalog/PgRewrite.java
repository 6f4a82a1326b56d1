package io.hotrow.engine.catalog;

import java.util.List;
import org.h2.table.Table;
import org.h2.table.TableView;

/**
 * pg_rewrite: each view's {@code _RETURN} rule, which is how PostgreSQL records what a view reads:
 * pg_depend ties the rule to the tables its query reads ({@link PgDepend}), and pg_dump creates a
 * view after them by that. A rule's oid is its view's (oids are per catalog).
 */
final class PgRewrite extends NamedRelation {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("oid oid", "rulename name", "ev_class oid", "ev_type char",
            "ev_enabled char", "is_instead bool", "ev_qual pg_node_tree", "ev_action pg_node_tree");

    PgRewrite() {
        super("pg_rewrite", COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (Table table : objects.relations()) {
            if (table instanceof TableView && !H2Objects.isCatalogObject(table.getSchema())) {
                rows.add(H2Objects.oid(table), "_RETURN", H2Objects.oid(table), "1", "O", true, null, null);
            }
        }
    }
}
