package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A keyword as an output column's label ({@code SELECT true AS true}, {@code count(*) AS order}):
 * PostgreSQL takes any keyword after AS as a label, H2 not its reserved words; such a label is quoted
 * in the lower case PostgreSQL folds it to, which gives the same column name.
 */
final class KeywordLabels implements Rule {

    /** H2 2.x's reserved words (its documentation's "Keywords / Reserved Words"). */
    private static final Set<String> H2_RESERVED = Set.of("ALL", "AND", "ANY", "ARRAY", "AS", "ASYMMETRIC", "AUTHORIZATION", "BETWEEN",
            "BOTH", "CASE", "CAST", "CHECK", "CONSTRAINT", "CROSS", "CURRENT_CATALOG", "CURRENT_DATE", "CURRENT_PATH", "CURRENT_ROLE",
            "CURRENT_SCHEMA", "CURRENT_TIME", "CURRENT_TIMESTAMP", "CURRENT_USER", "DAY", "DEFAULT", "DISTINCT", "ELSE", "END", "EXCEPT",
            "EXISTS", "FALSE", "FETCH", "FOR", "FOREIGN", "FROM", "FULL", "GROUP", "GROUPS", "HAVING", "HOUR", "IF", "ILIKE", "IN", "INNER",
            "INTERSECT", "INTERVAL", "IS", "JOIN", "KEY", "LEADING", "LEFT", "LIKE", "LIMIT", "LOCALTIME", "LOCALTIMESTAMP", "MINUS",
            "MINUTE", "MONTH", "NATURAL", "NOT", "NULL", "OFFSET", "ON", "OR", "ORDER", "OVER", "PARTITION", "PRIMARY", "QUALIFY",
            "RANGE", "REGEXP", "RIGHT", "ROW", "ROWNUM", "ROWS", "SECOND", "SELECT", "SESSION_USER", "SET", "SOME", "SYMMETRIC",
            "SYSTEM_USER", "TABLE", "TO", "TOP", "TRAILING", "TRUE", "UESCAPE", "UNION", "UNIQUE", "UNKNOWN", "USER", "USING", "VALUE",
            "VALUES", "WHEN", "WHERE", "WINDOW", "WITH", "YEAR", "_ROWID_");

    /** What may follow an output column's label. */
    private static final Set<String> AFTER_LABEL = Set.of(",", ")", ";", "FROM", "INTO", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER",
            "LIMIT", "OFFSET", "FETCH", "FOR", "UNION", "INTERSECT", "EXCEPT", "RETURNING");

    @Override
    public List<String> words() {
        return List.of("as");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i < t.size(); i++) {
            SqlTokens.Token label = t.get(i);
            if (t.is(i - 1, "AS") && H2_RESERVED.contains(label.image().toUpperCase(Locale.ROOT)) && !TypePositions.isCastTarget(t, i)
                    && (i + 1 == t.size() || AFTER_LABEL.contains(t.get(i + 1).image().toUpperCase(Locale.ROOT)))) {
                splice.replace(label.begin(), label.end(), "\"" + label.image().toLowerCase(Locale.ROOT) + "\"");
            }
        }
    }
}
