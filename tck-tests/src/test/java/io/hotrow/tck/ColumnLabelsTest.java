package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Column labels as PostgreSQL gives them: applications read {@code rs.getLong("count")} after
 * {@code SELECT count(*) ...}, so a label is part of the answer, on every placement.
 */
@Timeout(60)
class ColumnLabelsTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void unaliasedCallsAreLabelledByTheirFunctionAsPostgreSqlLabelsThem(Target target) throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, n int)");
            s.execute("INSERT INTO t VALUES (1, 5), (2, 7)");
            assertEquals(List.of("count", "sum", "max", "min", "avg", "upper", "coalesce", "?column?", "total"),
                    labels(s, "SELECT count(*), sum(n), max(n), min(n), avg(n), upper('a'), coalesce(n, 0), n + 1, count(*) AS total"
                            + " FROM t GROUP BY n"));
            assertEquals(List.of("count", "row_number", "string_agg"),
                    labels(s, "SELECT count(*) OVER (), row_number() OVER (ORDER BY id), string_agg(n::text, ',') OVER () FROM t"));
            try (ResultSet rows = s.executeQuery("SELECT count(*) FROM t")) {
                rows.next();
                assertEquals(2, rows.getLong("count"), "read by its label");
            }
        } finally {
            target.drop(database);
        }
    }

    private static List<String> labels(Statement s, String sql) throws Exception {
        try (ResultSet rows = s.executeQuery(sql)) {
            ResultSetMetaData meta = rows.getMetaData();
            List<String> labels = new ArrayList<>();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                labels.add(meta.getColumnLabel(i));
            }
            return labels;
        }
    }
}
