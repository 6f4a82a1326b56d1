package io.hotrow.driver.backend;

import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.config.StoreLocation;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.DatabaseRegistry;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.store.LocalDirectoryObjectStore;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.S3ObjectStore;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Opens connections to engine databases, one open instance per store and name in this JVM. */
public final class EngineBackend {

    private static final MemoryObjectStore MEMORY = new MemoryObjectStore("mem:");

    private final DatabaseRegistry registry = new DatabaseRegistry();
    private final Map<Path, LocalDirectoryObjectStore> directories = new ConcurrentHashMap<>();
    private final Map<String, S3ObjectStore> buckets = new ConcurrentHashMap<>();

    public Connection connect(ConnectionSettings settings) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            Database database = database(settings);
            try {
                return EngineConnection.open(database, settings.url().url(), settings.laneTimeout());
            } catch (SQLException closedMeanwhile) {
                // Closed between lookup and connect (idle, fenced, failed): the registry reopens it once.
                if (attempt == 2 || database.isUsable()) {
                    throw closedMeanwhile;
                }
            }
        }
    }

    /** The open database of {@code settings}, opening it (taking it over) if this JVM has not. */
    public Database database(ConnectionSettings settings) throws SQLException {
        StoreLocation location = settings.url().store();
        return registry.database(storeName(location), store(settings), settings.url().database(), settings.engine());
    }

    /** The database of {@code settings} if this JVM has it open, else null. */
    public Database ifOpen(ConnectionSettings settings) {
        return registry.ifOpen(storeName(settings.url().store()), settings.url().database());
    }

    /** The object store of the settings' URL: where its databases live, and their placement table. */
    public ObjectStore store(ConnectionSettings settings) throws SQLException {
        StoreLocation location = settings.url().store();
        if (location instanceof StoreLocation.Memory) {
            return MEMORY;
        } else if (location instanceof StoreLocation.Directory directory) {
            return directoryStore(directory.path());
        }
        return s3Store((StoreLocation.S3) location, settings);
    }

    /** One client per bucket, prefix and endpoint; opening one checks the bucket and that the server honours conditional writes. */
    private ObjectStore s3Store(StoreLocation.S3 location, ConnectionSettings settings) throws SQLException {
        String key = storeName(location) + "|" + settings.s3Endpoint() + "|" + settings.s3Region() + "|" + settings.s3PathStyle();
        S3ObjectStore store = buckets.get(key);
        if (store != null) {
            return store;
        }
        synchronized (buckets) {
            store = buckets.get(key);
            if (store == null) {
                try {
                    store = new S3ObjectStore(settings.s3Endpoint(), settings.s3Region(), settings.s3PathStyle(), location.bucket(), location.prefix());
                } catch (IOException e) {
                    throw new SQLException("cannot use " + storeName(location) + " as a hotrow store: " + e.getMessage(), "58030", e);
                }
                buckets.put(key, store);
            }
            return store;
        }
    }

    /** A name for the store that is the same for every URL that reaches it. */
    public static String storeName(StoreLocation location) {
        if (location instanceof StoreLocation.Directory directory) {
            return "file:" + directory.path();
        }
        return location instanceof StoreLocation.S3 s3 ? "s3://" + s3.bucket() + "/" + s3.prefix() : "mem:";
    }

    /** Closes every open database, so the next connection recovers it from storage. */
    public void shutdown() {
        registry.shutdownAll();
        directories.values().forEach(LocalDirectoryObjectStore::awaitSpareFiles); // nothing appears in a directory after shutdown
        buckets.values().forEach(S3ObjectStore::close);
        buckets.clear();
    }

    private ObjectStore directoryStore(Path path) throws SQLException {
        try {
            return directories.computeIfAbsent(path, p -> {
                try {
                    return new LocalDirectoryObjectStore(p);
                } catch (IOException e) {
                    throw new UncheckedStoreException(e);
                }
            });
        } catch (UncheckedStoreException e) {
            throw new SQLException(e.getCause().getMessage(), "58030", e.getCause());
        }
    }

    private static final class UncheckedStoreException extends RuntimeException {
        UncheckedStoreException(IOException cause) {
            super(cause);
        }
    }
}
