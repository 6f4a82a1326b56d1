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
 * Generated differential cases for {@code standard_conforming_strings = off}: every backslash
 * sequence of a grid, alone and between letters, in a plain string, read by PostgreSQL and by the
 * engine; each outcome (the value and its length, or the SQLState) must be PostgreSQL's.
 */
class BackslashStringsTest {

    private static final List<String> SEQUENCES = List.of("\\\\", "\\'", "''", "\\n", "\\t", "\\b", "\\f", "\\r", "\\x41", "\\x4", "\\x",
            "\\101", "\\7", "\\08", "\\q", "\\u0041", "\\U00000041", "\\u12", "\\xff", "\\0", "\\\\x41", "\\\\\\\\", "\\%", "\\_", "\\\"");

    @Test
    @Timeout(120)
    void everyBackslashSequenceReadsAsPostgresReadsIt() throws SQLException {
        List<String> texts = new ArrayList<>();
        for (String sequence : SEQUENCES) {
            texts.add("SELECT '" + sequence + "', length('" + sequence + "')");
            texts.add("SELECT 'a" + sequence + "z' = E'a" + sequence + "z', 'a" + sequence + "z' LIKE 'a%'");
        }
        List<String> differences = new ArrayList<>();
        try (TargetDatabase engine = new TargetDatabase(Target.ENGINE); Connection onEngine = engine.connect();
                Connection onPostgres = DriverManager.getConnection(TestPostgres.url()); Statement e = onEngine.createStatement();
                Statement p = onPostgres.createStatement()) {
            e.execute("SET standard_conforming_strings = off");
            p.execute("SET standard_conforming_strings = off");
            differences.addAll(Verdict.differences(p, e, texts));
        }
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }
}
