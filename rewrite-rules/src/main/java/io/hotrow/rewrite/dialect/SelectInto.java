package io.hotrow.rewrite.dialect;

import java.util.Locale;
import java.util.Set;

/**
 * PostgreSQL's {@code SELECT ... INTO [TEMPORARY | TEMP | UNLOGGED] [TABLE] name ...}, which creates
 * {@code name} from the query's rows: the same statement as {@code CREATE TABLE name AS SELECT ...},
 * which it is written as, so that everything after reads a schema change (as PostgreSQL's documentation
 * says it is). Part of the lexical form ({@link LexicalForms}).
 */
final class SelectInto {

    private static final Set<String> KINDS = Set.of("TEMPORARY", "TEMP", "UNLOGGED");

    private SelectInto() {
    }

    /** Whether {@code sql} starts as a query may (or with a comment) and holds the word INTO, cheaply. */
    private static boolean mayBeOne(String sql) {
        int first = 0;
        while (first < sql.length() && Character.isWhitespace(sql.charAt(first))) {
            first++;
        }
        boolean query = sql.regionMatches(true, first, "select", 0, 6) || sql.regionMatches(true, first, "with", 0, 4)
                || sql.startsWith("/*", first) || sql.startsWith("--", first);
        return query && CatalogSpellings.containsIgnoringCase(sql, "into"); // no lower-case copy of every query's text
    }

    /** {@code sql} as a CREATE TABLE ... AS when it is a SELECT ... INTO; the same String otherwise. */
    static String asCreateTable(String sql) {
        if (!mayBeOne(sql)) {
            return sql; // asked of every text: most are answered here
        }
        return Splice.edited(sql, (t, splice) -> {
            if (t.size() == 0 || !t.is(0, "SELECT") && !t.is(0, "WITH")) {
                return;
            }
            int into = t.nextTopLevel(0, t.statementEnd(), "INTO");
            if (into <= 0 || t.is(into - 1, "INSERT") || t.is(into - 1, "MERGE")) {
                return; // a data-changing WITH's INSERT, or no INTO at all
            }
            int at = into + 1;
            String kind = at < t.size() && KINDS.contains(t.get(at).image().toUpperCase(Locale.ROOT)) ? t.get(at++).image() : null;
            if (t.is(at, "TABLE")) {
                at++;
            }
            int nameStart = at;
            if (at >= t.size() || !t.get(at).isName()) {
                return; // not PostgreSQL's form: the parser says what is wrong
            }
            while (t.is(at + 1, ".") && at + 2 < t.size() && t.get(at + 2).isName()) {
                at += 2;
            }
            String name = sql.substring(t.get(nameStart).begin(), t.get(at).end());
            splice.replace(t.get(into - 1).end(), t.get(at).end(), ""); // with the space before INTO
            String create = "CREATE " + (kind == null ? "" : kind.equalsIgnoreCase("UNLOGGED") ? "UNLOGGED " : "TEMPORARY ");
            splice.insert(t.get(0).begin(), create + "TABLE " + name + " AS ");
        });
    }
}
