package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.OneDatabase;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code INSERT ... ON CONFLICT (k) DO NOTHING} whose rows repeat a key: PostgreSQL inserts the first row of the key
 * and skips the others (the MERGE translation inserted both and failed with 23505). Answers checked against psql.
 */
@Timeout(60)
class UpsertDuplicateRowsTest {

    @Test
    void theFirstRowOfAKeyIsInsertedAndTheRestSkipped() throws SQLException {
        try (OneDatabase db = new OneDatabase("upsert-duplicates"); Statement s = db.connection().createStatement()) {
            s.execute("CREATE TABLE kv (k text PRIMARY KEY, v text)");
            s.execute("INSERT INTO kv VALUES ('g', '0')");
            assertEquals(1, s.executeUpdate("INSERT INTO kv (k, v) VALUES ('h', '1'), ('h', '2') ON CONFLICT (k) DO NOTHING"));
            assertEquals(2, s.executeUpdate("INSERT INTO kv (k, v) VALUES ('g', '9'), ('i', '3'), ('j', '4'), ('i', '5')"
                    + " ON CONFLICT (k) DO NOTHING"));
            assertEquals(List.of("g=0", "h=1", "i=3", "j=4"), rows(s, "SELECT k || '=' || v FROM kv ORDER BY k"));
        }
    }

    @Test
    void parametersStayBoundAndRowsWithANullKeyAreAllInserted() throws SQLException {
        try (OneDatabase db = new OneDatabase("upsert-null-keys"); Statement s = db.connection().createStatement()) {
            s.execute("CREATE TABLE pairs (id serial PRIMARY KEY, a int, b int, UNIQUE (a, b))");
            try (PreparedStatement p = db.connection().prepareStatement(
                    "INSERT INTO pairs (a, b) VALUES (?, ?), (?, ?), (1, NULL), (1, NULL) ON CONFLICT (a, b) DO NOTHING")) {
                p.setInt(1, 1);
                p.setInt(2, 2);
                p.setInt(3, 1);
                p.setInt(4, 2);
                assertEquals(3, p.executeUpdate(), "PostgreSQL: INSERT 0 3, a NULL conflicts with nothing");
            }
            assertEquals(List.of("1=2", "1=null"), rows(s, "SELECT DISTINCT a || '=' || coalesce(b::text, 'null') FROM pairs ORDER BY 1"));
        }
    }

    private static List<String> rows(Statement s, String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                rows.add(rs.getString(1));
            }
        }
        return rows;
    }
}
