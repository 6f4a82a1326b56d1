package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.database.SequenceFunctionsTest.stateOf;
import static io.hotrow.engine.database.SequenceFunctionsTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** CREATE and DROP EXTENSION as migrations write them (docs/dialect.md, "Extensions"): the provided ones change nothing. */
class ExtensionChangesTest {

    @Test
    void theProvidedExtensionsAreThereAndOthersAreNotAvailable() throws SQLException {
        Database db = open("extensions", new MemoryObjectStore("extension-changes-test"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            for (String sql : new String[] {"CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\"", "CREATE EXTENSION pgcrypto WITH SCHEMA public",
                "create extension if not exists pg_trgm schema public version '1.6' cascade", "CREATE EXTENSION plpgsql;",
                "DROP EXTENSION IF EXISTS btree_gin CASCADE"}) {
                assertFalse(s.execute(sql), sql);
                assertNull(s.getWarnings(), sql);
            }
            assertEquals("36", text(s, "SELECT length(uuid_generate_v4()::text)"));
            assertFalse(s.execute("DROP EXTENSION IF EXISTS postgis"));
            assertEquals("00000", s.getWarnings().getSQLState(), "a notice, as PostgreSQL's");
            assertEquals("58P01", stateOf(s, "CREATE EXTENSION IF NOT EXISTS postgis"));
            assertEquals("42704", stateOf(s, "DROP EXTENSION hstore"));
            assertEquals("42601", stateOf(s, "CREATE EXTENSION uuid-ossp"), "unquoted, the name is a syntax error, as in PostgreSQL");
            c.setAutoCommit(false);
            s.execute("CREATE TABLE t (id uuid PRIMARY KEY DEFAULT gen_random_uuid())");
            s.execute("CREATE EXTENSION IF NOT EXISTS pgcrypto");
            c.commit();
            assertEquals("0", text(s, "SELECT count(*) FROM t"));
        } finally {
            db.shutdown();
        }
    }
}
