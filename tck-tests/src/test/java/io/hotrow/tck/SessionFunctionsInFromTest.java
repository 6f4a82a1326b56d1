package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@code SELECT * FROM current_schema()}, as TypeORM asks when it initialises: one row, its column named after the alias or the function. */
class SessionFunctionsInFromTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void aSessionFunctionInFromIsOneRowNamedAfterItsAliasOrItself(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            String schema = single(s, "SELECT current_schema()");
            assertEquals("current_schema=" + schema, labelled(s, "SELECT * FROM current_schema()"));
            assertEquals("s=" + schema, labelled(s, "SELECT * FROM current_schema() AS s"));
            // the label only: inside a derived table H2 answers current_database() with its internal catalog's name, a catalog gap of its own
            assertEquals("current_database", labelled(s, "SELECT * FROM current_database()").split("=")[0]);
        }
    }

    private static String single(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static String labelled(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            String row = rs.getMetaData().getColumnLabel(1) + "=" + rs.getString(1);
            assertEquals(false, rs.next(), "one row");
            return row;
        }
    }
}
