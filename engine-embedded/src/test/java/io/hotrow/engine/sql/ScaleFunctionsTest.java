package io.hotrow.engine.sql;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code scale}, {@code min_scale} and {@code trim_scale} answer as PostgreSQL 15 does (the expected texts are its answers). */
@Timeout(60)
class ScaleFunctionsTest {

    @Test
    void scalesAsPostgresCountsThem() throws SQLException {
        Database db = open("scales", new MemoryObjectStore("numeric-scales"));
        try (Connection c = connect(db); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT scale(1.230), scale(5), scale(-0.5), min_scale(1.230), min_scale(100.00), min_scale(0.000),"
                     + " trim_scale(1.230), trim_scale(100.00), trim_scale(-0.0500), coalesce(scale(NULL::numeric)::text, 'null')")) {
            r.next();
            StringBuilder row = new StringBuilder(r.getString(1));
            for (int i = 2; i <= 10; i++) {
                row.append('|').append(r.getString(i));
            }
            assertEquals("3|0|1|2|0|0|1.23|100|-0.05|null", row.toString());
        } finally {
            db.shutdown();
        }
    }
}
