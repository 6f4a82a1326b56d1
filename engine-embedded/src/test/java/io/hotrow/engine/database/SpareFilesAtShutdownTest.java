package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.insertIntoT;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.rowsOfT;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.store.LocalDirectoryObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A local directory prepares a temporary file ahead in each directory it writes to (a zero-filled
 * log segment in {@code wal/}): a database shut down cleanly leaves none of them, only its objects.
 */
class SpareFilesAtShutdownTest {

    @Test
    @Timeout(120)
    void aCleanShutdownLeavesNoTemporaryFileInTheStore(@TempDir Path root) throws Exception {
        LocalDirectoryObjectStore store = new LocalDirectoryObjectStore(root);
        Database database = open("spares", store);
        try {
            insertIntoT(database, 1, 2, 3);
            database.snapshot();
            insertIntoT(database, 4);
        } finally {
            database.shutdown();
        }
        assertEquals(List.of(), temporaryFiles(root));
        Database reopened = open("spares", store);
        try {
            assertEquals(4, rowsOfT(reopened));
        } finally {
            reopened.shutdown();
        }
        assertEquals(List.of(), temporaryFiles(root));
    }

    private static List<Path> temporaryFiles(Path root) throws Exception {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(path -> path.getFileName().toString().startsWith(".tmp-")).toList();
        }
    }
}
