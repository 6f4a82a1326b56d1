package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * JSON text bound untyped to a parameter that goes into or is compared with a jsonb column, as
 * node-postgres sends an object (its JSON text, type unspecified) and pgjdbc's setString with
 * {@code stringtype=unspecified}: PostgreSQL reads it as jsonb, by the column.
 */
@Timeout(120)
class WireJsonParametersTest {

    private static WireTarget.Server server;

    @BeforeAll
    static void startServer() throws Exception {
        server = new WireTarget.Server();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void untypedJsonTextIsReadAsTheJsonbColumnItGoesIntoOrIsComparedWith(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(server); Connection c = db.connect("stringtype=unspecified");
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int, doc jsonb)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
                insert.setInt(1, 1);
                insert.setString(2, "{\"gift\": true, \"tags\": [\"a\"]}");
                insert.executeUpdate();
                insert.setInt(1, 2);
                insert.setString(2, "\"just text\"");
                insert.executeUpdate();
            }
            try (PreparedStatement update = c.prepareStatement("UPDATE t SET doc = ? WHERE doc = ?")) {
                update.setString(1, "{\"n\": 2}");
                update.setString(2, "\"just text\"");
                assertEquals(1, update.executeUpdate());
            }
            List<String> rows = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT id, doc, doc ->> 'gift', jsonb_typeof(doc) FROM t ORDER BY id")) {
                while (rs.next()) {
                    rows.add(rs.getString(1) + "|" + rs.getString(2) + "|" + rs.getString(3) + "|" + rs.getString(4));
                }
            }
            assertEquals(List.of("1|{\"gift\": true, \"tags\": [\"a\"]}|true|object", "2|{\"n\": 2}|null|object"), rows);
        }
    }
}
