package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Null where SQL text belongs is refused with 22004 (null value not allowed) on every connection
 * the driver hands out, never a NullPointerException, and the connection stays usable.
 */
class NullSqlTest {

    @ParameterizedTest
    @EnumSource(Assembly.class)
    void nullSqlIsRefusedWith22004(Assembly assembly) throws SQLException {
        try (TargetDatabase db = assembly.database(); Connection c = db.connect(); Statement s = c.createStatement();
             PreparedStatement prepared = c.prepareStatement("SELECT 1")) {
            Map<String, Executable> calls = new LinkedHashMap<>();
            calls.put("execute", () -> s.execute(null));
            calls.put("execute with keys", () -> s.execute(null, Statement.RETURN_GENERATED_KEYS));
            calls.put("executeQuery", () -> s.executeQuery(null));
            calls.put("executeUpdate", () -> s.executeUpdate(null));
            calls.put("executeLargeUpdate", () -> s.executeLargeUpdate(null, new String[] {"id"}));
            calls.put("addBatch", () -> s.addBatch(null));
            calls.put("prepared execute(String)", () -> prepared.execute(null));
            calls.put("prepared executeQuery(String)", () -> prepared.executeQuery(null));
            calls.put("prepareStatement", () -> c.prepareStatement(null));
            calls.put("prepareStatement with keys", () -> c.prepareStatement(null, Statement.RETURN_GENERATED_KEYS));
            calls.put("prepareCall", () -> c.prepareCall(null));
            calls.put("nativeSQL", () -> c.nativeSQL(null));
            calls.put("enquoteLiteral", () -> s.enquoteLiteral(null));
            for (Map.Entry<String, Executable> call : calls.entrySet()) {
                SQLException e = assertThrows(SQLException.class, call.getValue(), call.getKey());
                assertEquals("22004", e.getSQLState(), call.getKey() + ": " + e);
                assertTrue(e.getMessage().contains("null"), e.getMessage());
            }
            assertEquals(0, s.executeBatch().length, "the refused addBatch added nothing");
            try (ResultSet rs = s.executeQuery("SELECT 2")) {
                assertTrue(rs.next());
                assertEquals(2, rs.getInt(1));
            }
        }
    }
}
