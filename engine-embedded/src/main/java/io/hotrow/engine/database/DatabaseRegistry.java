package io.hotrow.engine.database;

import io.hotrow.engine.store.ObjectStore;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The databases open in this JVM, one instance per store and name, opened on first use. A database
 * that failed is replaced by a fresh instance recovered from storage on the next request. Finding an
 * open database takes no lock, so connecting never waits for another database's recovery.
 */
public final class DatabaseRegistry {

    private final Map<String, Database> open = new ConcurrentHashMap<>();
    private final StatementAnalyzer analyzer = new StatementAnalyzer();

    public Database database(String storeId, ObjectStore store, String name) throws SQLException {
        String key = storeId + "\u0000" + name;
        Database database = open.get(key);
        if (database != null && database.isUsable()) {
            return database;
        }
        synchronized (this) {
            database = open.get(key);
            if (database != null && database.isUsable()) {
                return database;
            }
            if (database != null) {
                database.shutdown();
            }
            Database opened = Database.open(name, store, analyzer);
            open.put(key, opened);
            return opened;
        }
    }

    /** Shuts every database down, for tests that reopen from storage in the same JVM. */
    public synchronized void shutdownAll() {
        open.values().forEach(Database::shutdown);
        open.clear();
    }
}
