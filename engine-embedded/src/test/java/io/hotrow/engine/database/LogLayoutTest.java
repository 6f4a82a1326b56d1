package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.insertIntoT;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.openForcing;
import static io.hotrow.engine.EngineFixture.rowsOfT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.LocalDirectoryObjectStore;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
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

    private LocalDirectoryObjectStore store() throws IOException {
        return new LocalDirectoryObjectStore(root);
    }

    @Test
    void aNewDatabaseLogsToSegmentsAndNoLogObjects() throws Exception {
        Database database = open("fresh", store());
        insertIntoT(database, 1, 2, 3);
        database.shutdown();
        assertTrue(Files.isDirectory(root.resolve("db/fresh/wal")));
        assertFalse(Files.exists(root.resolve("db/fresh/log")));
        Database reopened = open("fresh", store());
        assertEquals(3, rowsOfT(reopened));
        reopened.shutdown();
    }

    /**
     * A store written before segments opens and goes on in objects. Its database is written here the
     * way the code before wrote it: a local directory whose {@code log/} exists gets the object layout.
     */
    @Test
    void aDatabaseWithLogObjectsKeepsThem() throws Exception {
        Files.createDirectories(root.resolve("db/old/log"));
        Database old = open("old", store());
        insertIntoT(old, 1, 2);
        old.shutdown();
        List<String> before = store().list("db/old/log/");
        assertFalse(before.isEmpty());

        Database reopened = open("old", store());
        assertEquals(2, rowsOfT(reopened));
        insertIntoT(reopened, 3);
        reopened.shutdown();
        assertTrue(store().list("db/old/log/").size() > before.size(), "new commits are log objects too");
        assertFalse(Files.exists(root.resolve("db/old/wal")), "no segment was started beside them");
        Database again = open("old", store());
        assertEquals(3, rowsOfT(again));
        again.shutdown();
    }

    /** A writer killed in the middle of its last record: that commit was never acknowledged; the next opener cuts it off and goes on. */
    @Test
    void aTornLastRecordIsCutAtTheNextOpen() throws Exception {
        Database crashed = open("torn", store()); // never closed, as if killed
        insertIntoT(crashed, 1, 2, 3);
        Path segment = newestSegment("torn");
        long end = endOfRecords(segment);
        try (FileChannel channel = FileChannel.open(segment, StandardOpenOption.WRITE)) {
            channel.write(java.nio.ByteBuffer.wrap(new byte[] {0x48, 0x52, 0x57, 0x52, 0, 0, 1, 0, 0, 0, 0, 0}), end); // half a header
        }
        Database reopened = openForcing("torn", store());
        assertEquals(3, rowsOfT(reopened));
        insertIntoT(reopened, 4);
        reopened.shutdown();
        crashed.shutdown();
        Database again = open("torn", store());
        assertEquals(4, rowsOfT(again));
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
}
