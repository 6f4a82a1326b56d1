package io.hotrow.driver;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Metrics;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.sql.Connection;
import java.sql.Statement;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** An application's own MeterRegistry receives hotrow's meters, each with a description. */
class MeterRegistryTest {

    @AfterEach
    void backToTheGlobalRegistry() {
        HotrowDriver.useMeterRegistry(Metrics.globalRegistry);
    }

    @Test
    void theApplicationsRegistryGetsTheDriversAndTheEnginesMeters() throws Exception {
        SimpleMeterRegistry mine = new SimpleMeterRegistry();
        HotrowDataSource source = new HotrowDataSource();
        source.setMeterRegistry(mine);
        String database = "meters_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        source.setUrl("jdbc:hotrow:mem:/" + database + "?placement=engine");
        try (Connection c = source.getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }
        assertNotNull(mine.find("hotrow.commit.latency").tag("database", database).timer(), "the engine's meters");
        assertNotNull(mine.find("hotrow.placement.routed").tag("database", database).counter(), "the driver's meters");
        assertFalse(mine.getMeters().isEmpty());
        for (Meter meter : mine.getMeters()) {
            String description = meter.getId().getDescription();
            assertTrue(description != null && !description.isBlank(), "no description: " + meter.getId());
        }
    }
}
