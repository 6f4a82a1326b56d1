package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's information_schema relations that H2's views of the same names answer otherwise, in FROM: each reference
 * becomes one to PostgreSQL's relation, aliased as written, else by the relation's name, so that {@code columns.*} and
 * {@code "columns"."column_name"} still name it.
 *
 * <ul>
 *   <li>{@code information_schema.columns} (either name quoted or not, as TypeORM quotes both): H2's has the standard's
 *   words in capitals, no udt_name, and shows a serial column as an identity. The engine keeps PostgreSQL's as
 *   {@link #COLUMNS}; its own tools read H2's as {@code hotrow.h2_columns}.</li>
 *   <li>{@code tables}, {@code views}, {@code schemata}, {@code table_constraints}, {@code key_column_usage},
 *   {@code referential_constraints} and {@code constraint_column_usage} likewise: H2's have other columns and words (its
 *   own kinds of tables and constraints, no NOT NULL checks, the H2 database as the catalog). The engine keeps
 *   PostgreSQL's as {@link #relationName}; its own code reads H2's through its own sessions, which the shim does not
 *   translate.</li>
 *   <li>{@code information_schema.sequences}: H2's answers the standard's types (start_value, minimum_value,
 *   maximum_value and increment as BIGINT, data_type in capitals, the H2 database as the catalog) and six columns more,
 *   where PostgreSQL's has twelve, its values as text ({@code character_data}): it becomes a derived table of
 *   PostgreSQL's columns and types over H2's view. The schema's name quoted ({@code "information_schema".sequences})
 *   still reads H2's view, with its generators' positions ({@code base_value}), as the engine's own tools do.</li>
 * </ul>
 */
public final class InformationSchemaViews implements Rule {

    /** The name of the engine's relation of PostgreSQL's information_schema.columns, in its own schema (hotrow). */
    public static final String COLUMNS_VIEW = relationName("columns");
    /** That relation, qualified. */
    public static final String COLUMNS = "hotrow." + COLUMNS_VIEW;
    /** PostgreSQL's information_schema relations the engine keeps in its own schema, under {@link #relationName}. */
    private static final Set<String> KEPT = Set.of("columns", "tables", "views", "schemata", "table_constraints", "key_column_usage",
            "referential_constraints", "constraint_column_usage");

    /**
     * PostgreSQL's columns of sequences, in its order, over H2's view of the same name. The catalog is read from pg_database:
     * a call of current_database() in a derived table answers H2's internal name.
     */
    private static final String SEQUENCES = "(SELECT (SELECT datname FROM pg_catalog.pg_database) AS sequence_catalog, sequence_schema,"
            + " sequence_name, LOWER(data_type) AS data_type, numeric_precision, numeric_precision_radix, numeric_scale,"
            + " CAST(start_value AS VARCHAR) AS start_value, CAST(minimum_value AS VARCHAR) AS minimum_value,"
            + " CAST(maximum_value AS VARCHAR) AS maximum_value, CAST(increment AS VARCHAR) AS increment, cycle_option"
            + " FROM information_schema.sequences)";
    /** What may follow the table where no alias is written. */
    private static final Set<String> NO_ALIAS = Set.of("WHERE", "JOIN", "CROSS", "LEFT", "RIGHT", "INNER", "FULL", "NATURAL", "ON", "GROUP",
            "ORDER", "LIMIT", "OFFSET", "FETCH", "UNION", "EXCEPT", "INTERSECT", "HAVING", "WINDOW", "FOR", "USING", ",", ")", ";");

    InformationSchemaViews() {
    }

    /** The name of the engine's relation of PostgreSQL's information_schema relation {@code name}, in its own schema (hotrow). */
    public static String relationName(String name) {
        return "information_schema_" + name;
    }

    @Override
    public List<String> words() {
        return List.of("sequences", "columns", "tables", "views", "schemata", "table_constraints", "key_column_usage",
                "referential_constraints", "constraint_column_usage");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 2; i < t.size(); i++) {
            if (!t.is(i - 1, ".") || !t.is(i - 3, "FROM") && !t.is(i - 3, "JOIN") && !t.is(i - 3, ",")) {
                continue;
            }
            String replacement;
            String alias;
            if (t.is(i, "sequences") && t.is(i - 2, "information_schema")) {
                replacement = SEQUENCES;
                alias = "sequences";
            } else if (kept(t, i) != null && names(t, i - 2, "information_schema")) {
                alias = kept(t, i);
                replacement = "hotrow." + relationName(alias);
            } else {
                continue;
            }
            boolean aliased = i + 1 < t.size() && (t.is(i + 1, "AS") || Operands.isWord(t, i + 1) && !NO_ALIAS.contains(Operands.upper(t, i + 1)));
            splice.replace(t.get(i - 2).begin(), t.get(i).end(), replacement + (aliased ? "" : " AS " + alias));
        }
    }

    /** The relation of {@link #KEPT} token {@code i} names, quoted or not, or null. */
    private static String kept(SqlTokens t, int i) {
        String image = t.get(i).image();
        String name = image.length() > 2 && image.startsWith("\"") && image.endsWith("\"") ? image.substring(1, image.length() - 1)
                : image.toLowerCase(java.util.Locale.ROOT);
        return KEPT.contains(name) && names(t, i, name) ? name : null;
    }

    /** Whether token {@code i} is the lower-case name {@code name}, quoted or not. */
    private static boolean names(SqlTokens t, int i, String name) {
        return t.is(i, name) || t.is(i, '"' + name + '"') && t.get(i).image().equals('"' + name + '"');
    }
}
