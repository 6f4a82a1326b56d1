package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code nextval('s'::regclass)}, as pg_dump writes serial columns' defaults: the engine's sequence
 * functions take the sequence's name as text and resolve it as PostgreSQL resolves a regclass, but
 * H2's regclass cast looks for a table of that name. The cast of a name literal that is the first
 * argument of a sequence function is dropped.
 */
final class SequenceNameCasts implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("nextval", "currval", "setval");

    @Override
    public List<String> words() {
        return List.of("regclass");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 4 < t.size(); i++) {
            if (FUNCTIONS.contains(t.get(i).image().toLowerCase(Locale.ROOT)) && t.is(i + 1, "(") && t.get(i + 2).image().startsWith("'")
                    && t.is(i + 3, "::") && t.is(i + 4, "regclass")) {
                splice.replace(t.get(i + 2).end(), t.get(i + 4).end(), "");
            }
        }
    }
}
