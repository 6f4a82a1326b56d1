package io.hotrow.engine.database;

import io.hotrow.engine.lease.LeaseWatch;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The databases open in this JVM, one instance per store and name, opened on first use. A database
 * that failed, or was closed for being idle, is replaced by a fresh instance recovered from storage
 * on the next request. Finding an open database takes no lock, and opening one locks only that
 * database, so connecting never waits for another database's recovery or lease.
 */
public final class DatabaseRegistry {

    private final Map<String, Database> open = new ConcurrentHashMap<>();
    private final Map<String, Object> opening = new ConcurrentHashMap<>();
    private final Map<String, LeaseWatch> leases = new ConcurrentHashMap<>();
    private final StatementAnalyzer analyzer = Database.newAnalyzer();
    private final ScheduledExecutorService idleSweeper = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "hotrow-idle-sweeper");
        thread.setDaemon(true);
        return thread;
    });

    /** A registry that looks for idle databases every second. */
    public DatabaseRegistry() {
        this(Duration.ofSeconds(1));
    }

    /** @param sweepEvery how often to close idle databases; zero leaves it to {@link #closeIdle()} */
    public DatabaseRegistry(Duration sweepEvery) {
        if (!sweepEvery.isZero()) {
            idleSweeper.scheduleWithFixedDelay(this::closeIdle, sweepEvery.toMillis(), sweepEvery.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** The open database, opened (or reopened) with {@code settings} if it is not; waits for another process's lease as {@link Database#open} does. */
    public Database database(String storeId, ObjectStore store, String name, EngineSettings settings) throws SQLException {
        return database(storeId, store, name, settings, settings.lease().duration().multipliedBy(2));
    }

    /**
     * The open database, opened (or reopened) with {@code settings} if it is not.
     *
     * @param leaseWait how long an open waits for another process's lease to expire or to show it is renewed
     * @throws io.hotrow.engine.lease.DatabaseOwnedElsewhereException (55006) when another live process owns it
     */
    public Database database(String storeId, ObjectStore store, String name, EngineSettings settings, Duration leaseWait)
            throws SQLException {
        String key = storeId + "\u0000" + name;
        Database database = open.get(key);
        if (database != null && database.isUsable()) {
            database.touched();
            return database;
        }
        synchronized (opening.computeIfAbsent(key, k -> new Object())) {
            database = open.get(key);
            if (database != null && database.isUsable()) {
                return database;
            }
            Database opened = Database.open(name, store, analyzer, settings, leases.computeIfAbsent(key, k -> new LeaseWatch()), leaseWait);
            open.put(key, opened);
            return opened;
        }
    }

    /** The database if it is open and usable in this JVM, else null: never opens one. */
    public Database ifOpen(String storeId, String name) {
        Database database = open.get(storeId + "\u0000" + name);
        return database != null && database.isUsable() ? database : null;
    }

    /** Closes every database idle past its timeout, handing its lease back; they reopen from storage on the next connection. */
    public void closeIdle() {
        long now = System.nanoTime();
        open.values().removeIf(database -> !database.isUsable() || database.closeIfIdle(now));
    }

    /** Shuts every database down and hands its lease back: the next connection, here or in another process, recovers it from storage. */
    public void shutdownAll() {
        for (String key : opening.keySet()) {
            synchronized (opening.get(key)) { // after an open in progress
                Database database = open.remove(key);
                if (database != null) {
                    database.shutdown();
                }
            }
        }
    }

    /**
     * Shuts every database down when the JVM exits normally, so other processes need not wait for
     * their leases to expire; gives up after {@code atMost} (a store that does not answer must not
     * keep the JVM from exiting). A killed or halted JVM hands nothing back: its leases expire.
     */
    public DatabaseRegistry handBackOnExit(Duration atMost) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            Thread handBack = new Thread(this::shutdownAll, "hotrow-hand-back");
            handBack.setDaemon(true);
            handBack.start();
            try {
                handBack.join(atMost.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "hotrow-exit"));
        return this;
    }
}
