package io.hotrow.engine.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.attribute.PosixFilePermissions;

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

    /** An unmounted volume or a deleted store: writing on would start a new, empty store in its place. */
    @Test
    void aStoreWhoseDirectoryVanishedDoesNotRecreateIt() throws Exception {
        Path vanishing = Files.createDirectory(root.resolve("store"));
        LocalDirectoryObjectStore store = new LocalDirectoryObjectStore(vanishing);
        stores.add(store);
        store.putIfAbsent("db/a/log/0001.log", new byte[0]);
        store.awaitSpareFiles();
        try (var paths = Files.walk(vanishing)) {
            for (Path path : (Iterable<Path>) paths.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.delete(path);
            }
        }
        IOException refused = assertThrows(IOException.class, () -> store.putIfAbsent("db/a/lease/0001", new byte[0]));
        assertTrue(refused.getMessage().contains("no longer exists"), refused.getMessage());
        assertFalse(Files.exists(vanishing));
    }

    /**
     * A new database's directories come at once, so each parent is fsynced once (docs/log-segments.md,
     * "Opening a new database"), and its first log segment is zero-filled ahead, ready for its
     * opener's first fence; a database that keeps log objects gets no segment directory.
     */
    @Test
    void aNewDatabaseGetsItsDirectoriesAndFirstSegmentAhead() throws Exception {
        LocalDirectoryObjectStore store = open();
        store.prepareNew(new StoreLayout("shop"));
        for (String dir : List.of("manifest", "lease", "fence", "wal")) {
            assertTrue(Files.isDirectory(root.resolve("db/shop/" + dir)), dir);
        }
        store.awaitSpareFiles();
        try (var spares = Files.list(root.resolve("db/shop/wal"))) {
            List<Path> files = spares.toList();
            assertEquals(1, files.size(), files.toString());
            assertEquals(SegmentLogSpace.FIRST_SEGMENT_BYTES, Files.size(files.get(0)));
        }
        Files.createDirectories(root.resolve("db/old/log"));
        store.prepareNew(new StoreLayout("old"));
        assertTrue(Files.isDirectory(root.resolve("db/old/fence")));
        assertFalse(Files.exists(root.resolve("db/old/wal")));
        store.closed(new StoreLayout("shop").databasePrefix());
        try (var left = Files.list(root.resolve("db/shop/wal"))) {
            assertEquals(0, left.count(), "the spare segment of a closed database is deleted");
        }
    }

    @Test
    void keysThatEscapeTheRootAreRejected() throws Exception {
        ObjectStore store = open();
        assertThrows(IllegalArgumentException.class, () -> store.putIfAbsent("../outside", new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> store.putIfAbsent("/abs", new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> store.get("a//b"));
    }

    // ---- a directory that cannot be used: the message says which path, what is wrong and what to do ----

    private static String unusable(Path directory) {
        IOException e = assertThrows(IOException.class, () -> new LocalDirectoryObjectStore(directory));
        String message = e.getMessage();
        assertTrue(message.startsWith("cannot use directory " + directory + " as a hotrow store: "), message);
        assertFalse(message.contains("Exception"), "no Java exception names: " + message);
        return message;
    }

    @Test
    void aFileWhereTheDirectoryShouldBeIsNamed() throws IOException {
        Path file = Files.writeString(root.resolve("a-file"), "x");
        assertTrue(unusable(file).endsWith("it is a file, not a directory. Name a directory (hotrow creates it if it is missing)"));
        String underFile = unusable(file.resolve("db").resolve("store"));
        assertTrue(underFile.contains(file + " is a file, so no directory can be created under it"), underFile);
    }

    @Test
    void aParentWithoutWritePermissionIsNamedWithWhatToDo() throws IOException {
        Path parent = Files.createDirectory(root.resolve("locked"));
        Files.setPosixFilePermissions(parent, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(parent), "a privileged user (root) may write anywhere: no permission to miss");
            String missingParent = unusable(parent.resolve("a").resolve("b"));
            assertTrue(missingParent.contains("permission denied creating " + parent.resolve("a") + " in " + parent), missingParent);
            assertTrue(missingParent.contains("give user " + System.getProperty("user.name") + " write permission"), missingParent);
            Path readOnly = Files.createDirectory(root.resolve("read-only"));
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
            assertTrue(unusable(readOnly).contains("may not write in it"));
        } finally {
            Files.setPosixFilePermissions(parent, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aPlaceTheFileSystemRefusesIsNamed() {
        Path proc = Path.of("/proc/hotrow-test/store");
        assumeFalse(Files.exists(proc) || !Files.isDirectory(Path.of("/proc")), "needs Linux's /proc, where nothing can be created");
        String message = unusable(proc);
        assertTrue(message.contains("/proc/hotrow-test"), message);
        assertTrue(message.endsWith("or name another directory"), message);
    }
}
