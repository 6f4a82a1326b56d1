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
 * JSON built from JSON, rows and derived tables' rows, read through the wire by plain pgjdbc: each answer's column types
 * (json, jsonb) and text are PostgreSQL's, a json nested in a builder or an aggregate as JSON, not as a string.
 */
@Timeout(120)
class WireJsonBuildersTest {

    @RegisterExtension
    static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();

    private static final List<String> QUERIES = List.of(
            "SELECT id, json_build_object('r', raw, 'd', doc), jsonb_build_array(raw, doc) FROM j ORDER BY id",
            "SELECT json_agg(raw ORDER BY id), jsonb_agg(raw ORDER BY id), json_object_agg(id, raw ORDER BY id) FROM j",
            "SELECT json_build_object('inner', json_build_object('b', 1, 'a', 2), 'list', (SELECT json_agg(id ORDER BY id) FROM j))",
            "SELECT json_agg(x) FROM (SELECT id, raw, price FROM j ORDER BY id) x",
            "SELECT row_to_json(x), to_jsonb(x) FROM (SELECT id, doc FROM j WHERE id = 1) x",
            "SELECT to_json(raw), array_to_json(ARRAY[1, 2]) FROM j WHERE id = 2");

    @Test
    void eachQueryAnswersAsPostgres() throws SQLException {
        assertEquals(answers(WireTarget.POSTGRES), answers(WireTarget.WIRE));
    }

    private static List<String> answers(WireTarget target) throws SQLException {
        List<String> answers = new ArrayList<>();
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect(""); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE j (id int PRIMARY KEY, raw json, doc jsonb, price numeric(10, 2))");
            s.execute("INSERT INTO j VALUES (1, '{\"b\":1,  \"a\":2}', '{\"b\": 1, \"a\": [1.0]}', 1.50), (2, '[1, 2]', NULL, 2.00)");
            for (String sql : QUERIES) {
                answers.add(sql + " => " + answer(s, sql));
            }
        }
        return answers;
    }

    private static String answer(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            ResultSetMetaData meta = rs.getMetaData();
            StringBuilder answer = new StringBuilder();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                answer.append(meta.getColumnTypeName(i)).append(' ');
            }
            while (rs.next()) {
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    answer.append('|').append(rs.getString(i));
                }
            }
            return answer.toString();
        }
    }
}
