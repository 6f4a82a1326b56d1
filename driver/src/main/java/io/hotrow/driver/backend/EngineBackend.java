package io.hotrow.driver.backend;

import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.config.StoreLocation;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.DatabaseRegistry;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.lease.DatabaseOwnedElsewhereException;
import io.hotrow.engine.sql.SqlStates;
import io.hotrow.engine.store.LocalDirectoryObjectStore;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.S3Sdk;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/** Opens connections to engine databases, one open instance per store and name in this JVM. */
public final class EngineBackend {

    private static final MemoryObjectStore MEMORY = new MemoryObjectStore("mem:");

    /** Hands every lease back as the JVM exits normally; a store that does not answer gets this long. */
    private static final Duration HAND_BACK_AT_EXIT = Duration.ofSeconds(10);
    /** Opens of a database that another process takes over before the connection is made, before the connect gives up. */
    private static final int OPEN_ATTEMPTS = 5;

    private final DatabaseRegistry registry = new DatabaseRegistry().handBackOnExit(HAND_BACK_AT_EXIT);
    private final Map<Path, LocalDirectoryObjectStore> directories = new ConcurrentHashMap<>();
    private final OwnerConnections owners = new OwnerConnections();
    private final OwnerServer servers = new OwnerServer();
    /** Created at the first s3:// URL: until then nothing here loads the AWS SDK, an optional dependency. */
    private volatile S3Stores buckets;

    /**
     * A connection to the database of {@code settings}: here, when this process owns it or may take
     * it over, else at the address its live owner serves it on (docs/sharing.md). Fails with 55006
     * when another process owns it and serves it nowhere.
     */
    public Connection connect(ConnectionSettings settings) throws SQLException {
        String key = storeName(settings.url().store()) + "/" + settings.url().database();
        String owner = owners.known(key);
        if (owner != null) {
            try {
                return owners.connect(owner, settings);
            } catch (SQLException moved) {
                owners.forget(key, owner); // gone, or no longer the owner: look again
            }
        }
        long lookUntil = 0;
        while (true) {
            try {
                return connectHere(settings, null);
            } catch (SQLException e) {
                DatabaseOwnedElsewhereException owned = DatabaseOwnedElsewhereException.in(e);
                if (owned == null) {
                    throw e;
                }
                if (owned.address() != null) {
                    Connection remote = owners.connect(owned.address(), settings);
                    owners.remember(key, owned.address());
                    return remote;
                }
                // An owner seen renewing that says where it serves nowhere may be one that has just opened and
                // not yet written its address (it does with its next renewal): look again until its second renewal.
                if (!owned.seenRenewing() || owned.owner() == null) {
                    throw e;
                }
                long renewEvery = owned.owner().renewEvery().toNanos();
                lookUntil = lookUntil == 0 ? System.nanoTime() + 2 * renewEvery : lookUntil;
                if (System.nanoTime() >= lookUntil) {
                    throw e;
                }
                pause(renewEvery / 4);
            }
        }
    }

    private static void pause(long nanos) throws SQLException {
        try {
            TimeUnit.NANOSECONDS.sleep(nanos);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while looking for where the owner of a database serves it", "57014", e);
        }
    }

    /**
     * A connection to the database of {@code settings} in this process, which opens it (and takes
     * it over) if it has not; with {@code advertise} (host:port), or the settings' {@code serve}
     * property, other processes are told to connect there.
     */
    public Connection connectHere(ConnectionSettings settings, String advertise) throws SQLException {
        return connectHere(settings, advertise, settings.user());
    }

    /** As {@link #connectHere(ConnectionSettings, String)}, logged in as {@code login} (what current_user answers; null: the engine's role). */
    public Connection connectHere(ConnectionSettings settings, String advertise, String login) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            Database database = database(settings);
            String address = advertise != null ? advertise
                    : settings.serve() == null ? null : servers.serve(settings.serve(), (name, user) -> connectHere(sibling(settings, name), null, user));
            if (address != null) {
                database.advertise(address);
            }
            try {
                return EngineConnection.open(database, settings.url().url(), settings.laneTimeout(), login);
            } catch (SQLException closedMeanwhile) {
                // Closed between lookup and connect (idle, fenced, failed): the registry reopens it. Another process taking
                // it over again each time is what an open's own attempts end in (55006), not this session's 57P01.
                if (database.isUsable()) {
                    throw closedMeanwhile;
                }
                if (attempt == OPEN_ATTEMPTS) {
                    throw new SQLException("cannot connect to database '" + settings.url().database() + "': it was closed or taken over"
                            + " before each of " + OPEN_ATTEMPTS + " connections could be made (" + closedMeanwhile.getMessage() + ")", "55006",
                            closedMeanwhile);
                }
            }
        }
    }

    /**
     * An engine connection's failure in PostgreSQL's words, as the engine says them: H2's states
     * translated ({@link SqlStates#translate}), and pgjdbc's own refusals on a connection that
     * follows the owner as the engine's refusals.
     */
    public static SQLException inEngineWords(SQLException e) {
        return FollowedConnection.inEngineWords(SqlStates.translate(e));
    }

    /** host:port other processes reach a server listening on {@code listening} at: this host's name when it listens on every address. */
    public static String advertised(InetSocketAddress listening) {
        return OwnerServer.advertised(listening);
    }

    /** The settings of another database of the same store, with the same properties: what a served client names. */
    private static ConnectionSettings sibling(ConnectionSettings settings, String database) throws SQLException {
        if (!database.matches("[a-z][a-z0-9_]{0,62}")) {
            throw new SQLException("database \"" + database + "\" does not exist: hotrow database names match [a-z][a-z0-9_]{0,62}", "3D000");
        }
        String url = settings.url().url();
        int query = url.indexOf('?');
        String path = query < 0 ? url : url.substring(0, query);
        return ConnectionSettings.resolve(path.substring(0, path.lastIndexOf('/') + 1) + database + (query < 0 ? "" : url.substring(query)), null);
    }

    /**
     * The open database of {@code settings}, opening it (taking it over) if this JVM has not.
     *
     * @throws io.hotrow.engine.lease.DatabaseOwnedElsewhereException (55006) when another live process owns it
     */
    public Database database(ConnectionSettings settings) throws SQLException {
        StoreLocation location = settings.url().store();
        return registry.database(storeName(location), store(settings), settings.url().database(), settings.engine(), leaseWait(settings));
    }

    /**
     * How long opening waits to learn whether another process's lease is alive or expired: the
     * connection's login timeout or lane timeout, whichever is shorter; never longer than twice
     * the lease duration, by when an owner with the same settings has shown one or the other.
     */
    private static Duration leaseWait(ConnectionSettings settings) {
        Duration wait = settings.engine().lease().duration().multipliedBy(2);
        if (!settings.laneTimeout().isZero() && settings.laneTimeout().compareTo(wait) < 0) {
            wait = settings.laneTimeout();
        }
        int loginSeconds = DriverManager.getLoginTimeout();
        return loginSeconds > 0 && Duration.ofSeconds(loginSeconds).compareTo(wait) < 0 ? Duration.ofSeconds(loginSeconds) : wait;
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
        return s3Stores(location).open((StoreLocation.S3) location, settings);
    }

    /**
     * The s3:// stores, created on first use. Without the AWS SDK the connection fails with 08001
     * (it cannot be established, as a pool should report it) naming the artifacts to add.
     */
    private S3Stores s3Stores(StoreLocation location) throws SQLException {
        S3Stores stores = buckets;
        if (stores != null) {
            return stores;
        }
        synchronized (this) {
            if (buckets == null) {
                if (!S3Sdk.present()) {
                    throw new SQLException("cannot open " + storeName(location) + ": s3:// stores need the AWS SDK, an optional dependency"
                            + " of hotrow that is not on the class path; add " + S3Sdk.missing(), "08001");
                }
                buckets = new S3Stores();
            }
            return buckets;
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
        servers.close();
        registry.shutdownAll();
        directories.values().forEach(LocalDirectoryObjectStore::awaitSpareFiles); // nothing appears in a directory after shutdown
        S3Stores stores = buckets;
        if (stores != null) {
            stores.closeAll();
        }
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
