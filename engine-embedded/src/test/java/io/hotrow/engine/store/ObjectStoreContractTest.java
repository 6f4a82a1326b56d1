package io.hotrow.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** What every ObjectStore promises the commit path: a key is written once, by exactly one writer. */
class ObjectStoreContractTest {

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void putIfAbsentWritesOnceAndNeverOverwrites(StoreKind kind) throws Exception {
        ObjectStore store = kind.fresh();
        try {
            assertTrue(store.putIfAbsent("db/a/log/1.log", new byte[] {1}));
            assertFalse(store.putIfAbsent("db/a/log/1.log", new byte[] {2}));
            assertArrayEquals(new byte[] {1}, store.get("db/a/log/1.log").orElseThrow());
            assertTrue(store.get("db/a/log/2.log").isEmpty());
        } finally {
            StoreKind.release(store);
        }
    }

    /** Several puts at once, as an opener's fence markers: each created once, a taken key left as it was and answered false. */
    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void putAllIfAbsentCreatesOnlyTheAbsentKeys(StoreKind kind) throws Exception {
        ObjectStore store = kind.fresh();
        try {
            assertTrue(store.putIfAbsent("db/a/fence/2", new byte[] {7}));
            List<String> keys = List.of("db/a/fence/1", "db/a/fence/2", "db/a/fence/3", "db/a/other/4");
            assertEquals(List.of(true, false, true, true), store.putAllIfAbsent(keys, new byte[0]));
            assertArrayEquals(new byte[] {7}, store.get("db/a/fence/2").orElseThrow());
            assertArrayEquals(new byte[0], store.get("db/a/fence/3").orElseThrow());
            assertEquals(List.of("db/a/fence/1", "db/a/fence/2", "db/a/fence/3", "db/a/other/4"), store.list("db/a/"));
            assertEquals(List.of(false, false, false, false), store.putAllIfAbsent(keys, new byte[] {1}));
        } finally {
            StoreKind.release(store);
        }
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void listingReturnsEveryKeyUnderThePrefixAsS3Does(StoreKind kind) throws Exception {
        ObjectStore store = kind.fresh();
        try {
            assertListsEveryKeyUnderThePrefix(store);
        } finally {
            StoreKind.release(store);
        }
    }

    /** Keys in "subdirectories" are listed too, sorted, and a prefix need not end at a slash. */
    static void assertListsEveryKeyUnderThePrefix(ObjectStore store) throws Exception {
        for (String key : List.of("placement/shop/2.p", "placement/shop/1.p", "placement/blog/1.p", "db/shop/log/1.log", "placementx")) {
            assertTrue(store.putIfAbsent(key, new byte[] {1}));
        }
        assertEquals(List.of("placement/blog/1.p", "placement/shop/1.p", "placement/shop/2.p"), store.list("placement/"));
        assertEquals(List.of("placement/shop/1.p", "placement/shop/2.p"), store.list("placement/shop/"));
        assertEquals(List.of("placement/blog/1.p", "placement/shop/1.p", "placement/shop/2.p", "placementx"), store.list("placement"));
        assertEquals(List.of("db/shop/log/1.log"), store.list("db/shop/log/1"));
        assertTrue(store.list("nothing/").isEmpty());
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    @Timeout(180)
    void racingWritersOfOneKeyHaveExactlyOneWinner(StoreKind kind) throws Exception {
        ObjectStore store = kind.fresh();
        int writers = 16;
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        try {
            for (int round = 0; round < 20; round++) {
                String key = "db/race/log/" + round + ".log";
                CountDownLatch start = new CountDownLatch(1);
                List<Future<Boolean>> results = new ArrayList<>();
                for (int w = 0; w < writers; w++) {
                    byte[] payload = {(byte) w};
                    results.add(pool.submit(() -> {
                        start.await();
                        return store.putIfAbsent(key, payload);
                    }));
                }
                start.countDown();
                int winners = 0;
                for (Future<Boolean> result : results) {
                    winners += result.get(30, TimeUnit.SECONDS) ? 1 : 0;
                }
                assertEquals(1, winners, "round " + round);
            }
        } finally {
            pool.shutdownNow();
            StoreKind.release(store);
        }
    }
}
