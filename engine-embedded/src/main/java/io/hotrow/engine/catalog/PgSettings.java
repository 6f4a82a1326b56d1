package io.hotrow.engine.catalog;

import java.util.List;

/** pg_settings: the running session's settings ({@link ShownSettings}). None comes from a file; none needs a restart. */
final class PgSettings extends CatalogView {

    private static final List<CatalogColumn> COLUMNS = CatalogColumn.of("name text", "setting text", "unit text", "category text",
            "short_desc text", "extra_desc text", "context text", "vartype text", "source text", "min_val text", "max_val text",
            "enumvals text[]", "boot_val text", "reset_val text", "sourcefile text", "sourceline int4", "pending_restart bool");

    /** The running session's settings; none until the session layer gives them ({@link PgCatalog#showSettings}). */
    private static volatile ShownSettings shown = new ShownSettings() {
        @Override
        public String shown(String name) {
            return null;
        }

        @Override
        public List<ShownSetting> listed() {
            return List.of();
        }
    };

    PgSettings() {
        super("pg_settings", COLUMNS);
    }

    static void showing(ShownSettings settings) {
        shown = settings;
    }

    /** What SHOW shows for {@code name} in the session whose statement runs on this thread, or null outside one. */
    static String shown(String name) {
        return shown.shown(name);
    }

    @Override
    public void addRows(H2Objects objects, Rows rows) {
        for (ShownSetting s : shown.listed()) {
            String[] enumvals = s.enumvals() == null ? null : s.enumvals().toArray(String[]::new);
            rows.add(s.name(), s.setting(), s.unit(), s.category(), s.shortDesc(), s.extraDesc(), s.context(), s.vartype(), s.source(),
                    s.minVal(), s.maxVal(), enumvals, s.bootVal(), s.resetVal(), null, null, false);
        }
    }
}
