package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code ONLY} before a table ({@code UPDATE ONLY t}, {@code FROM ONLY t}, pg_dump's
 * {@code ALTER TABLE ONLY t}) excludes the tables that inherit from it. The engine has no table
 * inheritance, so every table is its own only table and the word is dropped.
 */
final class InheritanceOnly implements Rule {

    private static final Set<String> BEFORE_TABLE = Set.of("UPDATE", "FROM", "JOIN", "TABLE", "TRUNCATE", ",");

    @Override
    public List<String> words() {
        return List.of("only");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (t.is(i, "ONLY") && BEFORE_TABLE.contains(t.get(i - 1).image().toUpperCase(Locale.ROOT)) && t.get(i + 1).isName()) {
                splice.replace(t.get(i).begin(), t.get(i + 1).begin(), "");
            }
        }
    }
}
