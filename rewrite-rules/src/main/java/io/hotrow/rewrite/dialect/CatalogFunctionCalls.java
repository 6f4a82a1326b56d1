package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * Calls written {@code pg_catalog.set_config(...)}, as pg_dump's scripts begin: H2 resolves a
 * pg_catalog-qualified name to its own PostgreSQL-mode function first, and its set_config changes
 * nothing (its lastval misses the draws of the engine's nextval), so the qualifier is dropped and the
 * call reaches the engine's function, which the engine installs in pg_catalog and which pg_catalog's
 * place on every search path finds.
 */
final class CatalogFunctionCalls implements Rule {

    private static final List<String> FUNCTIONS = List.of("set_config", "lastval");

    @Override
    public List<String> words() {
        return FUNCTIONS;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 3 < t.size(); i++) {
            String schema = t.get(i).image().replace("\"", "").toLowerCase(Locale.ROOT);
            if (schema.equals("pg_catalog") && t.is(i + 1, ".") && FUNCTIONS.contains(t.get(i + 2).image().toLowerCase(Locale.ROOT))
                    && t.is(i + 3, "(")) {
                splice.replace(t.get(i).begin(), t.get(i + 2).begin(), "");
            }
        }
    }
}
