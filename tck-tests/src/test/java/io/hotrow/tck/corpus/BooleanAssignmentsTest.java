package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.tck.Target;
import io.hotrow.tck.TargetDatabase;
import io.hotrow.testsupport.TestPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Generated differential cases for values written into typed columns: every value of a grid
 * (numbers, boolean words, typed and untyped strings, TRUE/FALSE, NULL) inserted into and set on a
 * boolean, an integer, a text and a varchar column, on PostgreSQL and on the engine; each outcome
 * (the value stored, read back by RETURNING, or the SQLState) must be PostgreSQL's.
 */
class BooleanAssignmentsTest {

    private static final List<String> VALUES = List.of("1", "0", "'t'", "'on'", "'off'", "'tr'", "'sometimes'", "'t'::text", "true", "FALSE",
            "NULL", "'1'", "'x'::varchar", "'7'::text", "42", "'yes'");
    private static final List<String> COLUMNS = List.of("b", "i", "s", "v");

    @Test
    @Timeout(180)
    void everyValueIsAssignedToEveryColumnAsPostgresAssignsIt() throws SQLException {
        List<String> texts = new ArrayList<>();
        int id = 1;
        for (String value : VALUES) {
            for (String column : COLUMNS) {
                texts.add("INSERT INTO g (id, " + column + ") VALUES (" + id++ + ", " + value + ") RETURNING " + column);
                texts.add("UPDATE g SET " + column + " = " + value + " WHERE id = 0 RETURNING " + column);
            }
        }
        String schema = Target.freshDatabase();
        List<String> differences = new ArrayList<>();
        try (TargetDatabase engine = new TargetDatabase(Target.ENGINE); Connection onEngine = engine.connect();
                Connection onPostgres = DriverManager.getConnection(TestPostgres.url()); Statement e = onEngine.createStatement();
                Statement p = onPostgres.createStatement()) {
            p.execute("CREATE SCHEMA \"" + schema + "\"");
            p.execute("SET search_path TO \"" + schema + "\"");
            for (Statement s : List.of(e, p)) {
                s.execute("CREATE TABLE g (id int PRIMARY KEY, b boolean, i int, s text, v varchar(10))");
                s.execute("INSERT INTO g (id) VALUES (0)");
            }
            differences.addAll(Verdict.differences(p, e, texts));
        } finally {
            Target.POSTGRES.drop(schema);
        }
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }
}
