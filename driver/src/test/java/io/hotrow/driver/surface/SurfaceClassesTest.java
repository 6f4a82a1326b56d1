package io.hotrow.driver.surface;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What an application holds of a connection, with every stage of the statement pipeline (placement=auto and
 * counter rules): hotrow's own concrete classes, each reached from the one before, never a
 * reflective proxy or the backend's object.
 */
class SurfaceClassesTest {

    @Test
    void everyObjectHandedOutIsHotrowsOwnClass() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:hotrow:mem:/surface_classes?shardedCounters=counters(n)");
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("INSERT INTO counters VALUES (1, 5)");
            c.setAutoCommit(false);
            try (PreparedStatement read = c.prepareStatement("SELECT n FROM counters WHERE id = ?");
                 PreparedStatement plain = c.prepareStatement("SELECT 1");
                 CallableStatement call = c.prepareCall("SELECT 2")) {
                read.setInt(1, 1);
                ResultSet rows = read.executeQuery();
                rows.next();
                assertEquals(5, rows.getLong(1));
                assertSame(read, rows.getStatement());
                assertSame(c, read.getConnection());
                List<Object> handedOut = List.of(c, s, read, plain, call, rows, rows.getMetaData(), c.getMetaData(),
                        c.getMetaData().getTables(null, null, "counters", null), plain.getParameterMetaData(), c.setSavepoint());
                for (Object object : handedOut) {
                    assertEquals(Surface.class.getPackage(), object.getClass().getPackage(), object.getClass().getName());
                }
                c.rollback();
            }
        }
    }
}
