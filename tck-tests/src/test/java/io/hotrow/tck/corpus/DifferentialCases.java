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
        String schema = Target.freshDatabase();
        try (TargetDatabase engine = new TargetDatabase(Target.ENGINE); Connection onEngine = engine.connect();
                Connection onPostgres = DriverManager.getConnection(TestPostgres.url()); Statement e = onEngine.createStatement();
                Statement p = onPostgres.createStatement()) {
            p.execute("CREATE SCHEMA \"" + schema + "\"");
            p.execute("SET search_path TO \"" + schema + "\"");
            for (String sql : setup) {
                p.execute(sql);
                e.execute(sql);
            }
            return new ArrayList<>(Verdict.differences(p, e, texts));
        } finally {
            Target.POSTGRES.drop(schema);
        }
    }
}
