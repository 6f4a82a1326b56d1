package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Queries that differ only in their integer literals, as pgbench's select-only and applications that
 * write values into their SQL send them (simple protocol): from a shape's second text the engine runs
 * H2's statement of the shape with the literals bound where H2 compares them with an integer column.
 * Each text's answer (column types, rows, or the error's SQLState) is PostgreSQL's.
 */
@Timeout(120)
class WireLiteralQueriesTest {

    @RegisterExtension
    static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();

    private static final List<String> SHAPES = List.of(
            "SELECT name FROM t WHERE id = %1$d",
            "SELECT name FROM t WHERE %1$d = id",
            "SELECT id FROM t WHERE big = %1$d OR small = %2$d ORDER BY id",
            "SELECT id FROM t WHERE small = %2$d00000",
            "SELECT id, id = %1$d FROM t WHERE id < %2$d ORDER BY id LIMIT %1$d",
            "SELECT id FROM t WHERE id IN (%1$d, %2$d) ORDER BY id",
            "SELECT id FROM t WHERE id BETWEEN %1$d AND %2$d ORDER BY id",
            "SELECT id + %1$d, big * %2$d FROM t WHERE id = %2$d",
            "SELECT count(*) FROM t WHERE amount > %1$d",
            "SELECT a.id, b.id FROM t a JOIN t b ON b.id = a.id + %1$d WHERE a.id = %2$d",
            "SELECT 100 / (id - %1$d) FROM t WHERE id = %2$d",
            "SELECT id FROM t WHERE id > %1$d ORDER BY %2$d LIMIT 2",
            "SELECT name FROM t WHERE id = (SELECT max(id) FROM t WHERE id < %2$d)");
    private static final int[][] VALUES = {{1, 2}, {2, 2}, {3, 1}, {0, 3}, {2, 3}};

    @Test
    void eachTextAnswersAsPostgres() throws SQLException {
        List<String> expected = answers(WireTarget.POSTGRES);
        List<String> actual = answers(WireTarget.WIRE);
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), actual.get(i));
        }
    }

    private static List<String> answers(WireTarget target) throws SQLException {
        List<String> answers = new ArrayList<>();
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect("preferQueryMode=simple");
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, big bigint, small smallint, name text, amount numeric)");
            s.execute("INSERT INTO t VALUES (1, 10, 1, 'one', 1.5), (2, 20, 2, 'two', 2.5), (3, 30, 3, 'three', 3.5)");
            for (String shape : SHAPES) {
                for (int[] values : VALUES) {
                    String sql = String.format(shape, values[0], values[1]);
                    answers.add(sql + " => " + answer(s, sql));
                }
            }
        }
        return answers;
    }

    private static String answer(Statement s, String sql) {
        try (ResultSet rs = s.executeQuery(sql)) {
            ResultSetMetaData meta = rs.getMetaData();
            StringBuilder answer = new StringBuilder();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                answer.append(meta.getColumnTypeName(i)).append(' ');
            }
            while (rs.next()) {
                answer.append('|');
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    answer.append(rs.getString(i)).append(',');
                }
            }
            return answer.toString();
        } catch (SQLException e) {
            return "error " + e.getSQLState();
        }
    }
}
