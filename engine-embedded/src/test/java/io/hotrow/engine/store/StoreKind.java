package io.hotrow.engine.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.gaul.s3proxy.junit.S3ProxyJunitCore;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * The kinds of object store the engine's durability tests run on, so each such test is written once
 * and parameterized with {@code @EnumSource(StoreKind.class)}.
 *
 * <p>{@link #fresh()} gives a new, empty store: a new {@link MemoryObjectStore}; a
 * {@link LocalDirectoryObjectStore} on a new temporary directory; an {@link S3ObjectStore} on a new key
 * prefix in one bucket of one S3Proxy (in-memory provider, loopback), started lazily once per JVM and
 * stopped by a shutdown hook. Two engine instances sharing a database share the one store instance,
 * as two processes would share one bucket prefix (for S3, {@link #reopen} gives a second client on it).
 * {@link #release} closes a store and removes what it wrote; {@link #overwrite} replaces an object's
 * bytes behind the store's back, on every kind, for corruption tests.
 */
public enum StoreKind {
    MEMORY {
        @Override
        public ObjectStore fresh() {
            return new MemoryObjectStore("test-" + UUID.randomUUID());
        }
    },
    LOCAL_DIRECTORY {
        @Override
        public ObjectStore fresh() throws IOException {
            Path root = Files.createTempDirectory("hotrow-store-");
            LocalDirectoryObjectStore store = new LocalDirectoryObjectStore(root);
            LOCAL_ROOTS.put(store, root);
            return store;
        }
    },
    S3 {
        @Override
        public ObjectStore fresh() throws IOException {
            return S3Server.open("t-" + UUID.randomUUID());
        }
    };

    private static final Map<ObjectStore, Path> LOCAL_ROOTS = new ConcurrentHashMap<>();
    private static final Map<ObjectStore, String> S3_PREFIXES = new ConcurrentHashMap<>();

    /** A new, empty store of this kind. */
    public abstract ObjectStore fresh() throws IOException;

    /**
     * Another client of the same objects, as a second process would open: the same instance for the
     * memory store (it has no other handle), a new store on the same directory or bucket prefix otherwise.
     */
    public static ObjectStore reopen(ObjectStore store) throws IOException {
        if (store instanceof LocalDirectoryObjectStore) {
            LocalDirectoryObjectStore again = new LocalDirectoryObjectStore(root(store));
            LOCAL_ROOTS.put(again, root(store));
            return again;
        }
        if (store instanceof S3ObjectStore) {
            return S3Server.open(prefix(store));
        }
        return store;
    }

    /** Replaces the object's bytes unconditionally, bypassing the store's write-once rule. */
    public static void overwrite(ObjectStore store, String key, byte[] bytes) throws IOException {
        if (store instanceof MemoryObjectStore memory) {
            memory.overwrite(key, bytes);
        } else if (store instanceof LocalDirectoryObjectStore) {
            Files.write(root(store).resolve(ObjectKeys.check(key)), bytes);
        } else if (store instanceof S3ObjectStore) {
            S3Server.admin().putObject(b -> b.bucket(S3Server.BUCKET).key(prefix(store) + "/" + key), RequestBody.fromBytes(bytes));
        } else {
            throw new IllegalArgumentException("not a test store: " + store.describe());
        }
    }

    /** The database's log as the store keeps it: objects, or segments on a local directory. */
    public static LogSpace log(ObjectStore store, String database) {
        return store.logSpace(new StoreLayout(database), store);
    }

    /** The ids of the database's log entries. */
    public static List<Long> logIds(ObjectStore store, String database) throws IOException {
        LogSpace log = log(store, database);
        try {
            return log.ids();
        } finally {
            log.close();
        }
    }

    /** Whether the database's log is kept in segment files (a local directory) rather than as objects. */
    public static boolean logInSegments(ObjectStore store, String database) {
        LogSpace log = log(store, database);
        log.close();
        return log instanceof SegmentLogSpace;
    }

    /**
     * Removes the newest {@code count} entries of the database's log behind the store's back, as
     * deleting its newest log objects does: deletes the objects, or zeroes the records at the end of
     * the newest segment. Returns their ids and bytes, oldest first, to put back with
     * {@link LogSpace#putIfAbsent}.
     */
    public static Map<Long, byte[]> removeNewestLogEntries(ObjectStore store, String database, int count) throws IOException {
        LogSpace log = log(store, database);
        try {
            List<Long> ids = log.ids();
            Map<Long, byte[]> removed = new LinkedHashMap<>();
            for (long id : ids.subList(ids.size() - count, ids.size())) {
                removed.put(id, log.get(id).orElseThrow());
            }
            if (log instanceof SegmentLogSpace) {
                List<Path> segments = segmentFiles(store, database);
                Path newest = segments.get(segments.size() - 1);
                byte[] bytes = Files.readAllBytes(newest);
                List<Integer> offsets = recordOffsets(bytes);
                Arrays.fill(bytes, offsets.get(offsets.size() - count), bytes.length, (byte) 0);
                Files.write(newest, bytes);
            } else {
                removed.keySet().forEach(id -> uncheckedDelete(store, new StoreLayout(database).logKey(id)));
            }
            return removed;
        } finally {
            log.close();
        }
    }

    /** Flips a bit in the middle of a log entry behind the store's back; returns the key of what recovery reports damaged. */
    public static String damageLogEntry(ObjectStore store, String database, long id) throws IOException {
        if (!logInSegments(store, database)) {
            String key = new StoreLayout(database).logKey(id);
            byte[] bytes = store.get(key).orElseThrow();
            bytes[bytes.length / 2] ^= 1;
            overwrite(store, key, bytes);
            return key;
        }
        for (Path segment : segmentFiles(store, database)) {
            long firstId = Long.parseLong(segment.getFileName().toString().substring(0, 20));
            byte[] bytes = Files.readAllBytes(segment);
            List<Integer> offsets = recordOffsets(bytes);
            if (id >= firstId && id < firstId + offsets.size()) {
                bytes[offsets.get((int) (id - firstId)) + SegmentFrames.HEADER + 2] ^= 1;
                Files.write(segment, bytes);
                return new StoreLayout(database).segmentPrefix() + segment.getFileName();
            }
        }
        throw new IllegalArgumentException("no log entry " + id + " in " + database);
    }

    private static List<Path> segmentFiles(ObjectStore store, String database) throws IOException {
        try (Stream<Path> files = Files.list(root(store).resolve(new StoreLayout(database).segmentPrefix()))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".seg")).sorted().toList();
        }
    }

    /** Where each valid record of a segment starts. */
    private static List<Integer> recordOffsets(byte[] segment) {
        List<Integer> offsets = new ArrayList<>();
        for (int offset = 0, length; (length = SegmentFrames.validAt(segment, offset, -1)) >= 0; offset += (int) SegmentFrames.frameSize(length)) {
            offsets.add(offset);
        }
        return offsets;
    }

    private static void uncheckedDelete(ObjectStore store, String key) {
        try {
            store.delete(key);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Closes the store and every other client {@link #reopen} gave on its objects, and removes the
     * objects (the temporary directory, the keys under the prefix). Null is ignored.
     */
    public static void release(ObjectStore store) throws IOException {
        if (store instanceof LocalDirectoryObjectStore) {
            Path root = LOCAL_ROOTS.get(store);
            // Every client of the directory first finishes the spare files it is preparing: none may appear after the delete.
            LOCAL_ROOTS.forEach((client, path) -> {
                if (path.equals(root)) {
                    ((LocalDirectoryObjectStore) client).awaitSpareFiles();
                }
            });
            LOCAL_ROOTS.values().removeIf(root::equals);
            if (root != null && Files.exists(root)) {
                try (Stream<Path> paths = Files.walk(root)) {
                    paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                        try {
                            Files.deleteIfExists(path);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
                }
            }
        } else if (store instanceof S3ObjectStore s3) {
            String prefix = S3_PREFIXES.get(store);
            List<S3ObjectStore> clients = new ArrayList<>();
            S3_PREFIXES.forEach((client, p) -> {
                if (p.equals(prefix)) {
                    clients.add((S3ObjectStore) client);
                }
            });
            clients.forEach(S3_PREFIXES::remove);
            try {
                for (String key : s3.list("")) {
                    s3.delete(key);
                }
            } finally {
                clients.forEach(S3ObjectStore::close);
                s3.close();
            }
        }
    }

    private static Path root(ObjectStore store) {
        Path root = LOCAL_ROOTS.get(store);
        if (root == null) {
            throw new IllegalArgumentException("not made by StoreKind: " + store.describe());
        }
        return root;
    }

    private static String prefix(ObjectStore store) {
        String prefix = S3_PREFIXES.get(store);
        if (prefix == null) {
            throw new IllegalArgumentException("not made by StoreKind: " + store.describe());
        }
        return prefix;
    }

    /** One S3Proxy and one bucket for the whole JVM, started on first use. */
    private static final class S3Server {
        static final String BUCKET = "hotrow-suite";
        private static S3ProxyJunitCore server;
        private static S3Client admin;

        static synchronized S3Client admin() {
            if (server == null) {
                S3ProxyJunitCore started = new S3ProxyJunitCore.Builder()
                        .withBlobStoreProvider("transient")
                        .withCredentials("suite-access-key", "suite-secret-key")
                        .build();
                try {
                    started.beforeEach();
                } catch (Exception e) {
                    throw new IllegalStateException("cannot start S3Proxy", e);
                }
                server = started;
                admin = S3Client.builder().endpointOverride(server.getUri()).region(Region.US_EAST_1)
                        .forcePathStyle(true).credentialsProvider(credentials()).build();
                admin.createBucket(b -> b.bucket(BUCKET));
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    admin.close();
                    started.afterEach();
                }, "s3proxy-stop"));
            }
            return admin;
        }

        static S3ObjectStore open(String prefix) throws IOException {
            admin();
            S3ObjectStore store = new S3ObjectStore(server.getUri(), "us-east-1", true, BUCKET, prefix, credentials());
            S3_PREFIXES.put(store, prefix);
            return store;
        }

        private static StaticCredentialsProvider credentials() {
            return StaticCredentialsProvider.create(AwsBasicCredentials.create(server.getAccessKey(), server.getSecretKey()));
        }
    }
}
