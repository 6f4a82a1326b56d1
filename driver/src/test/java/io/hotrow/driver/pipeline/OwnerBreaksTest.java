package io.hotrow.driver.pipeline;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.testsupport.TestPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Breaks are counted per owner's address: every pgjdbc connection to one server shares a count; an engine session has none. */
@Timeout(60)
class OwnerBreaksTest {

    @AfterEach
    void shutdown() {
        HotrowDriver.instance().shutdown();
    }

    @Test
    void connectionsToOneServerShareTheirCountAndAnEngineSessionHasNone() throws Exception {
        OwnerBreaks breaks = new OwnerBreaks();
        try (Connection first = DriverManager.getConnection(TestPostgres.url()); Connection second = DriverManager.getConnection(TestPostgres.url());
             Connection engine = DriverManager.getConnection("jdbc:hotrow:mem:/breaks")) {
            AtomicLong count = breaks.of(first);
            assertNotNull(count);
            assertSame(count, breaks.of(second), "one owner, one count");
            assertNull(breaks.of(engine), "this process's own session breaks by losing its lease, never unseen");
        }
    }
}
