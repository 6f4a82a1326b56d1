package io.hotrow.engine.database;

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
 * on the next request. Finding an open database takes no lock, so connecting never waits for
 * another database's recovery.
 */
public final class DatabaseRegistry {

    private final Map<String, Database> open = new ConcurrentHashMap<>();
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

    /** The open database, opened (or reopened) with {@code settings} if it is not. */
    public Database database(String storeId, ObjectStore store, String name, EngineSettings settings) throws SQLException {
        String key = storeId + "\u0000" + name;
        Database database = open.get(key);
        if (database != null && database.isUsable()) {
            database.touched();
            return database;
        }
        synchronized (this) {
            database = open.get(key);
            if (database != null && database.isUsable()) {
                return database;
            }
            Database opened = Database.open(name, store, analyzer, settings);
            open.put(key, opened);
            return opened;
        }
    }

    /** The database if it is open and usable in this JVM, else null: never opens one. */
    public Database ifOpen(String storeId, String name) {
        Database database = open.get(storeId + "\u0000" + name);
        return database != null && database.isUsable() ? database : null;
    }

    /** Closes every database idle past its timeout; they reopen from storage on the next connection. */
    public void closeIdle() {
        long now = System.nanoTime();
        open.values().removeIf(database -> !database.isUsable() || database.closeIfIdle(now));
    }

    /** Shuts every database down, for tests that reopen from storage in the same JVM. */
    public synchronized void shutdownAll() {
        open.values().forEach(Database::shutdown);
        open.clear();
    }
}
