package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.EngineFixture;
import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;

/**
 * How many store requests reopening an idle database makes: on S3 each is a round trip, so a change
 * that adds requests to the open shows here as a failure, not as a slower benchmark. The requests
 * that do not depend on each other are made at once (docs/engine-log.md, "Opening a database:
 * fencing"); the count is of requests, whether made at once or not.
 */
class ReopenRequestsTest {

    /**
     * A reopen right after a snapshot: the moved marker, the manifests and the lease objects (2
     * listings, 5 reads: the marker, the newest manifest, the listed lease object and the two
     * positions after it), the claim, the manifest, the moved marker again, the snapshot, 8 log
     * reads ahead (as many as writes can be in flight; the log ends at the first), 2 listings of
     * where the log ends, and 8 fences with their markers (16 puts, in three rounds: the first
     * fence's marker, then the fence, then the seven others and their markers each at once).
     * Before reads were made at once it was 20 requests one after the other (with two writes in
     * flight); now 37, most of them at once.
     */
    private static final int REOPEN_AFTER_SNAPSHOT = 37;

    @Test
    void reopeningAnIdleDatabaseMakesAFixedNumberOfRequests() throws Exception {
        RecordingStore store = new RecordingStore(new MemoryObjectStore("reopen-requests"));
        Database first = EngineFixture.open("reopen", store);
        try (Connection c = EngineFixture.connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE reopen_rows (id int PRIMARY KEY)");
            s.execute("INSERT INTO reopen_rows VALUES (1), (2)");
        }
        first.snapshot();
        first.shutdown();

        store.requests.clear();
        Database reopened = EngineFixture.open("reopen", store);
        List<String> requests = List.copyOf(store.requests);
        try (Connection c = EngineFixture.connect(reopened); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT count(*) FROM reopen_rows")) {
            rs.next();
            assertEquals(2, rs.getLong(1), "the reopened database holds every row");
        } finally {
            reopened.shutdown();
        }
        assertEquals(REOPEN_AFTER_SNAPSHOT, requests.size(), "store requests of a reopen: " + requests);
        assertTrue(requests.stream().filter(r -> r.startsWith("PUT")).count() <= 2 + 2 * CommitLog.MAX_WRITES_IN_FLIGHT, "puts of a reopen: " + requests);
    }

    /** Records every request made of the store it wraps. */
    private static final class RecordingStore implements ObjectStore {
        final ConcurrentLinkedQueue<String> requests = new ConcurrentLinkedQueue<>();
        private final ObjectStore store;

        RecordingStore(ObjectStore store) {
            this.store = store;
        }

        @Override
        public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
            requests.add("PUT " + key);
            return store.putIfAbsent(key, bytes);
        }

        @Override
        public Optional<byte[]> get(String key) throws IOException {
            requests.add("GET " + key);
            return store.get(key);
        }

        @Override
        public List<String> list(String prefix) throws IOException {
            requests.add("LIST " + prefix);
            return store.list(prefix);
        }

        @Override
        public void delete(String key) throws IOException {
            requests.add("DELETE " + key);
            store.delete(key);
        }

        @Override
        public int writesInFlight() {
            return store.writesInFlight();
        }

        @Override
        public String describe() {
            return store.describe();
        }
    }
}
