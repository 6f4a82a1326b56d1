package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Valid PostgreSQL that our parser (JSqlParser 5.3) cannot read runs on both placements with the same
 * results: the parser is no gatekeeper. PostgreSQL runs it as written, also with counter rules
 * configured; the engine classifies it by its leading keyword, applies the shim's token rules and
 * lets H2 decide (docs/dialect.md). Each case is checked against PostgreSQL's own answer.
 */
class UnparseableSqlTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void schemaScriptsOfRealApplicationsRun(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE vets (id int PRIMARY KEY, first_name varchar(30), last_name varchar(30))");
            s.execute("CREATE INDEX ON vets (last_name)"); // an index without a name
            s.execute("CREATE SEQUENCE IF NOT EXISTS vet_ids");
            s.execute("CREATE SEQUENCE IF NOT EXISTS vet_ids");
            s.execute("CREATE TABLE specialties (vet_id int, name text, PRIMARY KEY (vet_id, name))");
            assertEquals(2, s.executeUpdate("INSERT INTO specialties VALUES (1, 'radiology'), (1, 'surgery') ON CONFLICT (vet_id, name) DO NOTHING"));
            assertEquals(1, s.executeUpdate("INSERT INTO specialties VALUES (1, 'radiology'), (2, 'dentistry') ON CONFLICT (vet_id, name) DO NOTHING"));
            s.executeUpdate("INSERT INTO vets VALUES (1, 'James', 'Carter'), (2, 'Helen', 'Leary')");
            assertEquals(1, s.executeUpdate("INSERT INTO vets VALUES (2, 'Helen', 'Leary-Smith') ON CONFLICT (id) DO UPDATE SET last_name = excluded.last_name"));
            assertEquals(1, s.executeUpdate("INSERT INTO vets AS v VALUES (3, 'Linda') ON CONFLICT (id) DO UPDATE SET first_name = v.first_name"),
                    "fewer values than columns: the rest take their defaults");
            assertEquals(List.of("1 James Carter", "2 Helen Leary-Smith", "3 Linda null"),
                    rows(s, "SELECT id, first_name, last_name FROM vets ORDER BY id"));
            assertEquals(List.of("1", "2"), rows(s, "SELECT nextval('vet_ids')", "SELECT nextval('vet_ids')"));
            assertEquals(3, s.executeUpdate("UPDATE ONLY vets SET first_name = upper(first_name)"));
            c.setAutoCommit(false);
            s.execute("TRUNCATE specialties");
            c.rollback();
            assertEquals(List.of("3"), rows(s, "SELECT count(*) FROM specialties"), "TRUNCATE rolled back with its transaction");
            s.execute("TRUNCATE ONLY specialties");
            c.commit();
            c.setAutoCommit(true);
            assertEquals(List.of("0"), rows(s, "SELECT count(*) FROM specialties"));
            if (target == Target.ENGINE) {
                SQLException several = assertThrows(SQLException.class, () -> s.execute("TRUNCATE vets, specialties"));
                assertEquals("42000", several.getSQLState(), several.getMessage());
            } else { // the owner's wire server runs it as one TRUNCATE per table, in one transaction (docs/wire.md)
                s.execute("TRUNCATE vets, specialties");
                assertEquals(List.of("0"), rows(s, "SELECT count(*) FROM vets"));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void literalsAndNamesOurParserCannotReadGiveTheSameValues(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT true AS true, 1 AS select")) {
                assertTrue(rs.next());
                assertTrue(rs.getBoolean("true"));
                assertEquals(1, rs.getInt("select"));
            }
            assertEquals(List.of("it's"), rows(s, "SELECT $tag$it's$tag$ AS text"));
            assertEquals(List.of("a;b"), rows(s, "SELECT $$a;b$$"));
            assertEquals(List.of("a\tb|it's|\\|A|é"), rows(s, "SELECT E'a\\tb' || '|' || E'it\\'s' || '|' || e'\\\\' || '|' || E'\\x41' || '|' || E'\\u00e9'"));
            assertEquals(List.of("C:\\temp"), rows(s, "SELECT 'C:\\temp'"), "a standard string keeps its backslash");
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void whatNeitherRunsFailsWithPostgresqlsSqlState(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            SQLException syntax = assertThrows(SQLException.class, () -> s.execute("SELECT FROM WHERE ORDER"));
            assertEquals("42601", syntax.getSQLState());
            SQLException garbage = assertThrows(SQLException.class, () -> s.execute("FROBNICATE t"));
            assertEquals("42601", garbage.getSQLState());
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            // Read in a subquery, the change's delta table would not run exactly once: the engine refuses it.
            String dataModifyingWith = "WITH gone AS (DELETE FROM t RETURNING id) SELECT (SELECT count(*) FROM gone)";
            if (target == Target.POSTGRES) {
                assertEquals(List.of("0"), rows(s, dataModifyingWith));
            } else {
                SQLException refused = assertThrows(SQLException.class, () -> s.execute(dataModifyingWith));
                assertEquals("42000", refused.getSQLState(), refused.getMessage());
                assertTrue(refused.getMessage().contains("data-modifying CTE"), refused.getMessage());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void anErrorInsideATransactionAbortsItWhateverRefusedTheStatement(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            c.setAutoCommit(false);
            s.execute("INSERT INTO t VALUES (1)");
            assertThrows(SQLException.class, () -> s.execute("DO $$ BEGIN RAISE EXCEPTION 'no'; END $$"));
            SQLException aborted = assertThrows(SQLException.class, () -> s.execute("SELECT 1"));
            assertEquals("25P02", aborted.getSQLState());
            c.rollback();
            c.setAutoCommit(true);
            assertEquals(List.of("0"), rows(s, "SELECT count(*) FROM t"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void countersShardedByTheDriverStillAddUpWhenATextIsUnparsed(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target, "shardedCounters=counters(n)")) {
            db.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)", "INSERT INTO counters VALUES (1, 0)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.executeUpdate("UPDATE counters SET n = n + 1 WHERE id = 1"); // lands in a shard row
                assertEquals(1, s.executeUpdate("UPDATE ONLY counters SET n = n + 1 WHERE id = 1")); // unparsed: runs on folded rows
            }
            assertEquals(2, db.queryLong("SELECT n FROM counters WHERE id = 1"));
        }
    }

    /** Each query's rows, one string per row with its values joined by spaces. */
    private static List<String> rows(Statement s, String... queries) throws SQLException {
        List<String> rows = new ArrayList<>();
        for (String query : queries) {
            try (ResultSet rs = s.executeQuery(query)) {
                int width = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    StringBuilder row = new StringBuilder();
                    for (int i = 1; i <= width; i++) {
                        row.append(i > 1 ? " " : "").append(rs.getString(i));
                    }
                    rows.add(row.toString());
                }
            }
        }
        return rows;
    }
}
