package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** getString reads values as pgjdbc reads PostgreSQL's text of them, on every placement. */
@Timeout(60)
class ValueTextTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void booleansAndArraysReadAsPostgreSqlWritesThem(Target target) throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE flags (id int PRIMARY KEY, on_duty boolean, name text)");
            s.execute("INSERT INTO flags VALUES (1, true, 'a b'), (2, false, NULL), (3, NULL, 'c')");
            try (ResultSet rows = s.executeQuery("SELECT on_duty, bool 't' FROM flags ORDER BY id")) {
                assertTrue(rows.next());
                assertEquals("t", rows.getString(1));
                assertEquals("t", rows.getString(2));
                assertTrue(rows.next());
                assertEquals("f", rows.getString("on_duty"));
                assertTrue(rows.next());
                assertEquals(null, rows.getString(1));
            }
            try (ResultSet rows = s.executeQuery("SELECT array_agg(id ORDER BY id), array_agg(name ORDER BY id), array_agg(on_duty ORDER BY id)"
                    + " FROM flags")) {
                assertTrue(rows.next());
                assertEquals("{1,2,3}", rows.getString(1));
                assertEquals("{\"a b\",NULL,c}", rows.getString(2));
                assertEquals("{t,f,NULL}", rows.getString(3));
            }
        } finally {
            target.drop(database);
        }
    }
}
