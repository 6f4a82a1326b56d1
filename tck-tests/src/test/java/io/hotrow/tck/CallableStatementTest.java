package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Queries run through {@code prepareCall} as through {@code prepareStatement}, as pgjdbc runs them:
 * Liquibase reads the connection's schema with {@code prepareCall("select current_schema()")}.
 * What only a call to a procedure has (an OUT parameter) is refused with an SQLException, and the
 * connection goes on.
 */
class CallableStatementTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void runsAQueryAsThePreparedStatementWould(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            String schema;
            try (ResultSet rs = s.executeQuery("select current_schema()")) {
                assertTrue(rs.next());
                schema = rs.getString(1);
            }
            try (CallableStatement call = c.prepareCall("select current_schema()"); ResultSet rs = call.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(schema, rs.getString(1));
            }
            try (CallableStatement call = c.prepareCall("SELECT CAST(? AS int) + 1")) {
                call.setInt(1, 41);
                try (ResultSet rs = call.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals(42, rs.getInt(1));
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void refusesOutParametersAndTheConnectionGoesOn(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            try (CallableStatement call = c.prepareCall("SELECT 1")) {
                assertThrows(SQLException.class, () -> call.registerOutParameter(1, Types.INTEGER));
            }
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 2")) {
                assertTrue(rs.next());
                assertEquals(2, rs.getInt(1));
            }
        }
    }
}
