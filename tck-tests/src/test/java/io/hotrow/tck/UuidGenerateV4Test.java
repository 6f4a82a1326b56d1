package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code uuid_generate_v4()}, uuid-ossp's random uuid, as TypeORM writes the default of a generated
 * uuid key: built into the engine, after {@code CREATE EXTENSION "uuid-ossp"} on PostgreSQL.
 */
class UuidGenerateV4Test {

    @ParameterizedTest
    @EnumSource(Target.class)
    void aUuidKeyDefaultsToANewRandomUuid(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            if (target == Target.POSTGRES) {
                s.execute("CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\"");
            }
            s.execute("CREATE TABLE item (id uuid NOT NULL DEFAULT uuid_generate_v4() PRIMARY KEY, n int)");
            s.execute("INSERT INTO item (n) VALUES (1), (2), (3)");
            Set<UUID> ids = new HashSet<>();
            try (ResultSet rs = s.executeQuery("SELECT id FROM item")) {
                while (rs.next()) {
                    UUID id = rs.getObject(1, UUID.class);
                    assertEquals(4, id.version(), "a random (version 4) uuid");
                    ids.add(id);
                }
            }
            assertEquals(3, ids.size());
        }
    }
}
