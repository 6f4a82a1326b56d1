package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** The check after each schema change sees every change to the engine's objects, also once it has found them intact before. */
class EngineObjectsTest {

    private static Connection engineLike(String name) throws Exception {
        Connection h2 = DriverManager.getConnection("jdbc:h2:mem:" + name + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE");
        try (Statement s = h2.createStatement()) {
            s.execute("CREATE SCHEMA hotrow");
            s.execute("CREATE ALIAS hotrow.f FOR 'java.lang.Math.abs(int)'");
            s.execute("CREATE VIEW hotrow.v AS SELECT 1 AS a");
            s.execute("CREATE TABLE hotrow.t (x int)");
        }
        return h2;
    }

    @Test
    void aViewRedefinedInPlaceIsSeen() throws Exception {
        try (Connection h2 = engineLike("engine-objects-view"); Statement s = h2.createStatement()) {
            EngineObjects objects = EngineObjects.of(h2);
            s.execute("CREATE TABLE public.app (x int)");
            assertNull(objects.damage(h2));
            assertNull(objects.damage(h2), "the same objects again");
            s.execute("CREATE OR REPLACE VIEW hotrow.v AS SELECT 2 AS a");
            String damage = objects.damage(h2);
            assertNotNull(damage);
            assertTrue(damage.contains("hotrow.v"), damage);
        }
    }

    @Test
    void aRenamedOrDroppedObjectIsSeen() throws Exception {
        try (Connection h2 = engineLike("engine-objects-rename"); Statement s = h2.createStatement()) {
            EngineObjects objects = EngineObjects.of(h2);
            assertNull(objects.damage(h2));
            s.execute("ALTER TABLE hotrow.t RENAME TO u");
            assertNotNull(objects.damage(h2));
        }
        try (Connection h2 = engineLike("engine-objects-drop"); Statement s = h2.createStatement()) {
            EngineObjects objects = EngineObjects.of(h2);
            assertNull(objects.damage(h2));
            s.execute("DROP ALIAS hotrow.f");
            assertNotNull(objects.damage(h2));
        }
    }
}
