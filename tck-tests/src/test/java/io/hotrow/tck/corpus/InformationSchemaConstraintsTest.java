package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Differential cases for PostgreSQL's information_schema relations that ORMs and schema tools read (tables, views, schemata,
 * table_constraints, key_column_usage, referential_constraints, constraint_column_usage), over a schema with primary keys,
 * a composite unique key, foreign keys with their rules, checks, NOT NULL columns and a view: each relation's columns, and
 * its rows for the schema. The catalog and schema columns are left out, and a NOT NULL check's name (PostgreSQL 15 names it
 * by the oids of the schema and the table) is compared without its oids: the two sides run in databases and schemas of
 * other names.
 */
class InformationSchemaConstraintsTest {

    private static final List<String> RELATIONS = List.of("tables", "views", "schemata", "table_constraints", "key_column_usage",
            "referential_constraints", "constraint_column_usage");

    private static final List<String> SCHEMA = List.of(
            "CREATE TABLE account (id int PRIMARY KEY, email text NOT NULL UNIQUE, region text, code int, UNIQUE (region, code),"
                    + " CHECK (code > 0 AND code < 1000))",
            "CREATE TABLE orders (id serial PRIMARY KEY, account_id int NOT NULL REFERENCES account ON DELETE CASCADE,"
                    + " region text, code int, qty int CONSTRAINT qty_positive CHECK (qty > 0),"
                    + " CONSTRAINT orders_region_fkey FOREIGN KEY (code, region) REFERENCES account (code, region) ON UPDATE SET NULL)",
            "CREATE TABLE note (orders_id int REFERENCES orders (id) ON DELETE SET NULL ON UPDATE RESTRICT, body text)",
            "CREATE VIEW totals AS SELECT account_id, sum(qty) AS qty FROM orders GROUP BY account_id");

    @Test
    @Timeout(120)
    void relationsHavePostgresColumns() throws SQLException {
        List<List<String>> sides = DifferentialCases.readOnBothSides(connection -> {
            List<String> columns = new ArrayList<>();
            try (Statement s = connection.createStatement()) {
                for (String relation : RELATIONS) {
                    try (ResultSet rows = s.executeQuery("SELECT * FROM information_schema." + relation + " WHERE false")) {
                        ResultSetMetaData meta = rows.getMetaData();
                        for (int i = 1; i <= meta.getColumnCount(); i++) {
                            columns.add(relation + "." + meta.getColumnLabel(i));
                        }
                    }
                }
            }
            return columns;
        });
        assertEquals(sides.get(0), sides.get(1));
    }

    @Test
    @Timeout(120)
    void rowsOfASchemaWithKeysChecksAndAViewAreAsInPostgres() throws SQLException {
        List<String> differences = DifferentialCases.differences(SCHEMA, List.of(
                "SELECT table_name, table_type, self_referencing_column_name, reference_generation, user_defined_type_name,"
                        + " is_insertable_into, is_typed, commit_action FROM information_schema.tables"
                        + " WHERE table_schema = current_schema() ORDER BY table_name",
                "SELECT count(*) FROM information_schema.tables WHERE table_catalog = current_database() AND table_schema = current_schema()",
                "SELECT table_name, check_option, is_updatable, is_insertable_into, is_trigger_updatable, is_trigger_deletable,"
                        + " is_trigger_insertable_into FROM information_schema.views WHERE table_schema = current_schema()",
                "SELECT catalog_name = current_database(), schema_owner IS NOT NULL, default_character_set_catalog,"
                        + " default_character_set_schema, default_character_set_name, sql_path FROM information_schema.schemata"
                        + " WHERE schema_name = current_schema()",
                "SELECT table_name, regexp_replace(constraint_name, '^[0-9]+_[0-9]+_', '') AS name, constraint_type, is_deferrable,"
                        + " initially_deferred, enforced, nulls_distinct, constraint_schema = table_schema"
                        + " FROM information_schema.table_constraints WHERE table_schema = current_schema() ORDER BY 1, 2",
                "SELECT constraint_name, table_name, column_name, ordinal_position, position_in_unique_constraint"
                        + " FROM information_schema.key_column_usage WHERE table_schema = current_schema() ORDER BY 1, 4",
                "SELECT constraint_name, unique_constraint_name, match_option, update_rule, delete_rule,"
                        + " unique_constraint_schema = constraint_schema FROM information_schema.referential_constraints"
                        + " WHERE constraint_schema = current_schema() ORDER BY 1",
                "SELECT constraint_name, table_name, column_name FROM information_schema.constraint_column_usage"
                        + " WHERE constraint_schema = current_schema() ORDER BY 1, 2, 3",
                // an ORM's reading of keys and what they reference, joined as a schema reader joins them
                "SELECT c.table_name, c.constraint_name, c.constraint_type, k.column_name, k.position_in_unique_constraint, u.table_name"
                        + " FROM information_schema.table_constraints c JOIN information_schema.key_column_usage k"
                        + " ON k.constraint_schema = c.constraint_schema AND k.constraint_name = c.constraint_name AND k.table_name = c.table_name"
                        + " LEFT JOIN information_schema.referential_constraints r ON r.constraint_schema = c.constraint_schema"
                        + " AND r.constraint_name = c.constraint_name LEFT JOIN information_schema.table_constraints u"
                        + " ON u.constraint_schema = r.unique_constraint_schema AND u.constraint_name = r.unique_constraint_name"
                        + " WHERE c.table_schema = current_schema() ORDER BY 1, 2, k.ordinal_position"));
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }
}
