package io.hotrow.placement.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.placement.Placement;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The versioned placement table in the object store, and the driver's TTL cache over it. */
class PlacementTableTest {

    private final MemoryObjectStore store = new MemoryObjectStore("placement-test");
    private final PlacementTable table = new PlacementTable(store);

    @Test
    void aDatabaseNobodyDecidedOnRunsOnTheEngine() throws IOException {
        PlacementRecord record = table.current("shop");
        assertEquals(Placement.ENGINE, record.placement());
        assertEquals(0, record.version());
        assertFalse(record.pinned());
        assertTrue(table.all().isEmpty());
    }

    @Test
    void versionsAreWrittenOnceAndTheNewestWins() throws Exception {
        PlacementRecord first = table.write(table.current("shop"), Placement.POSTGRES, false, "lane wait p99 184 ms > 50 ms");
        PlacementRecord second = table.write(first, Placement.POSTGRES, true, "pinned by an operator");
        PlacementRecord read = table.current("shop");
        assertEquals(2, read.version());
        assertEquals(Placement.POSTGRES, read.placement());
        assertTrue(read.pinned());
        assertEquals("pinned by an operator", read.reason());
        assertEquals(second.at().toEpochMilli(), read.at().toEpochMilli());
        table.write(table.current("blog"), Placement.ENGINE, true, "pinned");
        assertEquals(List.of("blog", "shop"), table.all().stream().map(PlacementRecord::database).sorted().toList());
    }

    @Test
    void twoDecisionsFromTheSameVersionCannotBothLand() throws Exception {
        PlacementRecord seen = table.current("shop");
        table.write(seen, Placement.POSTGRES, false, "first");
        assertThrows(PlacementConflictException.class, () -> table.write(seen, Placement.ENGINE, false, "second"));
        assertEquals("first", table.current("shop").reason());
    }

    @Test
    void aWriteTheListingDoesNotShowYetIsStillRead() throws Exception {
        PlacementTable writer = new PlacementTable(store);
        writer.write(writer.current("shop"), Placement.POSTGRES, false, "v1");
        writer.write(writer.current("shop"), Placement.ENGINE, false, "v2");
        ObjectStore laggingListing = new ObjectStore() {
            @Override
            public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
                return store.putIfAbsent(key, bytes);
            }

            @Override
            public Optional<byte[]> get(String key) throws IOException {
                return store.get(key);
            }

            @Override
            public List<String> list(String prefix) throws IOException {
                List<String> keys = store.list(prefix);
                return keys.isEmpty() ? keys : keys.subList(0, keys.size() - 1); // the newest key not listed yet
            }

            @Override
            public void delete(String key) throws IOException {
                store.delete(key);
            }

            @Override
            public String describe() {
                return "lagging";
            }
        };
        assertEquals("v2", new PlacementTable(laggingListing).current("shop").reason());
    }

    @Test
    void aDamagedRecordIsReportedByKey() throws Exception {
        table.write(table.current("shop"), Placement.POSTGRES, false, "v1");
        String key = store.list("placement/shop/").get(0);
        byte[] bytes = store.get(key).orElseThrow();
        bytes[bytes.length / 2] ^= 0x55;
        store.overwrite(key, bytes);
        CorruptObjectException e = assertThrows(CorruptObjectException.class, () -> table.current("shop"));
        assertTrue(e.getMessage().contains(key), e.getMessage());
    }

    @Test
    void theCacheServesARecordUntilItsTtlAndRereadsWhenInvalidated() throws Exception {
        PlacementCache cache = new PlacementCache(table, Duration.ofHours(1));
        PlacementRecord cached = cache.get("shop");
        table.write(table.current("shop"), Placement.POSTGRES, false, "moved");
        assertSame(cached, cache.get("shop"), "within the TTL");
        cache.invalidate("shop");
        assertEquals(Placement.POSTGRES, cache.get("shop").placement());
        PlacementCache uncached = new PlacementCache(table, Duration.ZERO);
        assertEquals(1, uncached.get("shop").version());
        table.write(table.current("shop"), Placement.ENGINE, false, "back");
        assertEquals(2, uncached.get("shop").version(), "a zero TTL reads every time");
    }
}
