package io.hotrow.tck.corpus;

import io.hotrow.tck.Target;
import io.hotrow.tck.TargetDatabase;
import io.hotrow.testsupport.TestPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Generated differential cases: a setup run on both sides, then each case run on PostgreSQL (a fresh
 * schema) and on the engine (a fresh database) in turn; the cases whose outcomes differ, with both
 * outcomes, as {@link Verdict#differences} describes them.
 */
final class DifferentialCases {

    private DifferentialCases() {
    }

    /** The cases of {@code texts} that do not match PostgreSQL after {@code setup} ran on both sides (each must succeed). */
    static List<String> differences(List<String> setup, List<String> texts) throws SQLException {
        return onBothSides((p, e) -> {
            try (Statement onPostgres = p.createStatement(); Statement onEngine = e.createStatement()) {
                for (String sql : setup) {
                    onPostgres.execute(sql);
                    onEngine.execute(sql);
                }
                return new ArrayList<>(Verdict.differences(onPostgres, onEngine, texts));
            }
        });
    }

    /** What one reading sees on PostgreSQL (a fresh schema) and on the engine (a fresh database), as two lists. */
    static List<List<String>> readOnBothSides(Reading reading) throws SQLException {
        return onBothSides((p, e) -> List.of(reading.read(p), reading.read(e)));
    }

    /** What an application does through a connection, as text to compare. */
    interface Reading {
        List<String> read(Connection connection) throws SQLException;
    }

    private interface BothSides<T> {
        T run(Connection onPostgres, Connection onEngine) throws SQLException;
    }

    private static <T> T onBothSides(BothSides<T> work) throws SQLException {
        String schema = Target.freshDatabase();
        try (TargetDatabase engine = new TargetDatabase(Target.ENGINE); Connection onEngine = engine.connect();
                Connection onPostgres = DriverManager.getConnection(TestPostgres.url()); Statement p = onPostgres.createStatement()) {
            p.execute("CREATE SCHEMA \"" + schema + "\"");
            p.execute("SET search_path TO \"" + schema + "\"");
            return work.run(onPostgres, onEngine);
        } finally {
            Target.POSTGRES.drop(schema);
        }
    }
}
