package io.hotrow.engine.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalDirectoryObjectStoreTest {

    @TempDir
    Path root;

    private final List<LocalDirectoryObjectStore> stores = new ArrayList<>();

    private LocalDirectoryObjectStore open() throws java.io.IOException {
        LocalDirectoryObjectStore store = new LocalDirectoryObjectStore(root);
        stores.add(store);
        return store;
    }

    /** The temporary directory is removed after each test: no spare file may appear in it then. */
    @AfterEach
    void awaitSpareFiles() {
        stores.forEach(LocalDirectoryObjectStore::awaitSpareFiles);
    }

    @Test
    void listReturnsSortedKeysAndSkipsUnfinishedTemporaryFiles() throws Exception {
        ObjectStore store = open();
        store.putIfAbsent("db/a/log/0002.log", new byte[0]);
        store.putIfAbsent("db/a/log/0001.log", new byte[0]);
        store.putIfAbsent("db/a/other/0003.log", new byte[0]);
        Files.write(root.resolve("db/a/log/0003.log.tmp-crashed"), new byte[] {9});
        assertEquals(List.of("db/a/log/0001.log", "db/a/log/0002.log"), store.list("db/a/log/"));
        assertEquals(List.of(), store.list("db/missing/log/"));
        store.delete("db/a/log/0001.log");
        assertEquals(List.of("db/a/log/0002.log"), store.list("db/a/log/"));
    }

    @Test
    void keysThatEscapeTheRootAreRejected() throws Exception {
        ObjectStore store = open();
        assertThrows(IllegalArgumentException.class, () -> store.putIfAbsent("../outside", new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> store.putIfAbsent("/abs", new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> store.get("a//b"));
    }
}
