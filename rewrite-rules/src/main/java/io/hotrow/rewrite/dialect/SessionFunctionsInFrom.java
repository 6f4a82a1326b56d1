package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code SELECT * FROM current_schema()} and {@code FROM current_database()} (TypeORM asks so when
 * it initialises): PostgreSQL runs any function in FROM, a scalar one as one row whose column is
 * named after the alias, or the function; H2 expects a table there. So the call becomes a derived
 * table, {@code (SELECT current_schema() AS "current_schema") AS "current_schema"}, with the alias as
 * both names when there is one.
 */
final class SessionFunctionsInFrom implements Rule {

    private static final Set<String> NAMES = Set.of("CURRENT_SCHEMA", "CURRENT_DATABASE");
    /** What may follow the call where no alias is written. */
    private static final Set<String> NO_ALIAS = Set.of("WHERE", "JOIN", "CROSS", "LEFT", "RIGHT", "INNER", "FULL", "NATURAL", "ON", "GROUP",
            "ORDER", "LIMIT", "OFFSET", "FETCH", "UNION", "EXCEPT", "INTERSECT", "HAVING", "WINDOW", "FOR", ",", ")", ";");

    @Override
    public List<String> words() {
        return List.of("current_schema", "current_database");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 2 < t.size(); i++) {
            if (!NAMES.contains(Operands.upper(t, i)) || !t.is(i + 1, "(") || !t.is(i + 2, ")")) {
                continue;
            }
            int first = t.is(i - 1, ".") && t.is(i - 2, "pg_catalog") ? i - 2 : i;
            if (!t.is(first - 1, "FROM") && !t.is(first - 1, "JOIN")) {
                continue; // a call in an expression, which H2 runs
            }
            int afterCall = i + 3;
            int aliasAt = t.is(afterCall, "AS") ? afterCall + 1 : afterCall;
            boolean aliased = aliasAt < t.size() && !NO_ALIAS.contains(Operands.upper(t, aliasAt)) && Operands.isWord(t, aliasAt);
            if (aliased && t.is(aliasAt + 1, "(")) {
                continue; // a column alias list: left to H2, which refuses it
            }
            // the function's name quoted: H2 reads CURRENT_SCHEMA as a keyword where a name stands
            String name = aliased ? t.get(aliasAt).image() : "\"" + t.get(i).image().toLowerCase(Locale.ROOT) + "\"";
            splice.insert(t.get(first).begin(), "(SELECT ");
            // the alias as written goes: the derived table carries it
            splice.replace(t.get(i + 2).end(), aliased ? t.get(aliasAt).end() : t.get(i + 2).end(), " AS " + name + ") AS " + name);
        }
    }

}
