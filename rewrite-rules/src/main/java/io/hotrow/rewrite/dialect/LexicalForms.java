package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;

/**
 * A text in the one lexical form everything after the lexer reads: strings written as standard
 * literals ({@link StringForms}) and names cut to the 63 bytes PostgreSQL keeps ({@link LongNames}), catalog clients' qualified
 * spellings in their plain form ({@link CatalogSpellings}), and set-returning functions of a column
 * before them as ranges of positions ({@link CorrelatedSetFunctions}, {@link ExpandedArrays}), and deeply nested IN
 * subqueries as the quantified comparisons the parser reads in linear time ({@link InSubqueries}), and a
 * {@code SELECT ... INTO} as the {@code CREATE TABLE ... AS} it is ({@link SelectInto}).
 * Rules that re-read the application's text use {@link #standard} so they see the names and strings
 * the parsed statement holds. A jsonb path operator against a name ({@code doc#>>'{a}'}) is spaced apart from it ({@link PathOperators}).
 */
final class LexicalForms {

    private LexicalForms() {
    }

    /** {@code sql} in standard form; the same String when nothing changes. */
    static String standard(String sql) {
        return afterStrings(StringForms.standard(sql));
    }

    /** As {@link #standard}, refusing what PostgreSQL's lexer refuses ({@link StringForms#checked}, {@link NumericJunk}). */
    static String checked(String sql) throws UnsupportedSqlException {
        String strings = StringForms.checked(sql);
        NumericJunk.check(strings);
        return afterStrings(strings);
    }

    /** The forms after the strings' own, over a text whose strings are standard literals. */
    private static String afterStrings(String sql) {
        return SelectInto.asCreateTable(InSubqueries.quantified(ExpandedArrays.expanded(CorrelatedSetFunctions.ranged(
                CatalogSpellings.plain(LongNames.truncated(PathOperators.spaced(sql)))))));
    }
}
