package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.openForcing;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.LocalDirectoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreKind;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which log layout a local directory gives a database (docs/log-segments.md): segments for a new
 * one; the log objects a database written before segments existed already has, for good; and a torn
 * last record of a killed writer, cut at the next open.
 */
@Timeout(120)
class LogLayoutTest {

    @TempDir
    Path root;

    private static void insert(Database database, int... ids) throws SQLException {
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS t (id int PRIMARY KEY)");
            for (int id : ids) {
                s.execute("INSERT INTO t VALUES (" + id + ")");
            }
        }
    }

    private static long rows(Database database) throws SQLException {
        try (Connection c = connect(database); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private LocalDirectoryObjectStore store() throws IOException {
        return new LocalDirectoryObjectStore(root);
    }

    @Test
    void aNewDatabaseLogsToSegmentsAndNoLogObjects() throws Exception {
        Database database = open("fresh", store());
        insert(database, 1, 2, 3);
        database.shutdown();
        assertTrue(Files.isDirectory(root.resolve("db/fresh/wal")));
        assertFalse(Files.exists(root.resolve("db/fresh/log")));
        Database reopened = open("fresh", store());
        assertEquals(3, rows(reopened));
        reopened.shutdown();
    }

    /** A store written before segments (one object per flush, as the code before wrote it) opens and goes on in objects. */
    @Test
    void aDatabaseWithLogObjectsKeepsThem() throws Exception {
        Database old = open("old", new ObjectsOnly(store()));
        insert(old, 1, 2);
        old.shutdown();
        List<String> before = store().list("db/old/log/");
        assertFalse(before.isEmpty());

        Database reopened = open("old", store());
        assertEquals(2, rows(reopened));
        insert(reopened, 3);
        reopened.shutdown();
        assertTrue(store().list("db/old/log/").size() > before.size(), "new commits are log objects too");
        assertFalse(Files.exists(root.resolve("db/old/wal")), "no segment was started beside them");
        Database again = open("old", store());
        assertEquals(3, rows(again));
        again.shutdown();
    }

    /** A writer killed in the middle of its last record: that commit was never acknowledged; the next opener cuts it off and goes on. */
    @Test
    void aTornLastRecordIsCutAtTheNextOpen() throws Exception {
        Database crashed = open("torn", store()); // never closed, as if killed
        insert(crashed, 1, 2, 3);
        Path segment = newestSegment("torn");
        long end = endOfRecords(segment);
        try (FileChannel channel = FileChannel.open(segment, StandardOpenOption.WRITE)) {
            channel.write(java.nio.ByteBuffer.wrap(new byte[] {0x48, 0x52, 0x57, 0x52, 0, 0, 1, 0, 0, 0, 0, 0}), end); // half a header
        }
        Database reopened = openForcing("torn", store());
        assertEquals(3, rows(reopened));
        insert(reopened, 4);
        reopened.shutdown();
        crashed.shutdown();
        Database again = open("torn", store());
        assertEquals(4, rows(again));
        again.shutdown();
    }

    private Path newestSegment(String database) throws IOException {
        try (Stream<Path> files = Files.list(root.resolve("db/" + database + "/wal"))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".seg")).max(Path::compareTo).orElseThrow();
        }
    }

    /** The offset after the last byte that is not zero, rounded up to a record's alignment. */
    private static long endOfRecords(Path segment) throws IOException {
        byte[] bytes = Files.readAllBytes(segment);
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] == 0) {
            end--;
        }
        return (end + 7) / 8 * 8;
    }

    /** A client of a local directory that keeps the log as objects, as every store did before segments. */
    private record ObjectsOnly(ObjectStore store) implements ObjectStore {
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
            return store.list(prefix);
        }

        @Override
        public void delete(String key) throws IOException {
            store.delete(key);
        }

        @Override
        public String describe() {
            return store.describe();
        }
    }
}
