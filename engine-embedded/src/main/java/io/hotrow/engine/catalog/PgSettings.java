package io.hotrow.engine.catalog;

import java.util.List;

/** pg_settings: see {@link PostgresSettings}. Every setting comes from the default source; none needs a restart. */
final class PgSettings extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("name text", "setting text", "unit text", "category text",
            "short_desc text", "extra_desc text", "context text", "vartype text", "source text", "min_val text", "max_val text",
            "enumvals text[]", "boot_val text", "reset_val text", "sourcefile text", "sourceline int4", "pending_restart bool");

    PgSettings() {
        super("pg_settings", COLUMNS);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (PostgresSettings.Setting s : PostgresSettings.of(objects.session())) {
            rows.add(s.name(), s.value(), s.unit(), s.category(), s.description(), null, s.context(), s.type(), "default", null, null,
                    null, s.value(), s.value(), null, null, false);
        }
    }
}
