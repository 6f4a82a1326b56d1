package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code information_schema.sequences} in FROM: H2's view of that name answers the standard's types (start_value,
 * minimum_value, maximum_value and increment as BIGINT, data_type in capitals, the H2 database as the catalog) and
 * six columns more, where PostgreSQL's has twelve, its values as text ({@code character_data}). The reference becomes a
 * derived table of PostgreSQL's columns and types over H2's view, aliased as written, else {@code sequences}. The schema's
 * name quoted ({@code "information_schema".sequences}) still reads H2's view, with its generators' positions
 * ({@code base_value}), as the engine's own tools do.
 */
final class InformationSchemaSequences implements Rule {

    /**
     * PostgreSQL's columns, in its order, over H2's view of the same name. The catalog is read from pg_database: a call of
     * current_database() in a derived table answers H2's internal name.
     */
    private static final String POSTGRES_COLUMNS = "(SELECT (SELECT datname FROM pg_catalog.pg_database) AS sequence_catalog, sequence_schema,"
            + " sequence_name, LOWER(data_type) AS data_type, numeric_precision, numeric_precision_radix, numeric_scale,"
            + " CAST(start_value AS VARCHAR) AS start_value, CAST(minimum_value AS VARCHAR) AS minimum_value,"
            + " CAST(maximum_value AS VARCHAR) AS maximum_value, CAST(increment AS VARCHAR) AS increment, cycle_option"
            + " FROM information_schema.sequences)";
    /** What may follow the table where no alias is written. */
    private static final Set<String> NO_ALIAS = Set.of("WHERE", "JOIN", "CROSS", "LEFT", "RIGHT", "INNER", "FULL", "NATURAL", "ON", "GROUP",
            "ORDER", "LIMIT", "OFFSET", "FETCH", "UNION", "EXCEPT", "INTERSECT", "HAVING", "WINDOW", "FOR", "USING", ",", ")", ";");

    @Override
    public List<String> words() {
        return List.of("sequences");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 2; i < t.size(); i++) {
            if (!t.is(i, "sequences") || !t.is(i - 1, ".") || !t.is(i - 2, "information_schema")
                    || !t.is(i - 3, "FROM") && !t.is(i - 3, "JOIN") && !t.is(i - 3, ",")) {
                continue;
            }
            boolean aliased = i + 1 < t.size() && (t.is(i + 1, "AS") || Operands.isWord(t, i + 1) && !NO_ALIAS.contains(Operands.upper(t, i + 1)));
            splice.replace(t.get(i - 2).begin(), t.get(i).end(), POSTGRES_COLUMNS + (aliased ? "" : " AS sequences"));
        }
    }
}
