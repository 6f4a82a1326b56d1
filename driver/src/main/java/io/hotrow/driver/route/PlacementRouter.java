package io.hotrow.driver.route;

import io.hotrow.driver.config.DriverMeters;
import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.placement.Placement;
import io.hotrow.placement.table.PlacementCache;
import io.hotrow.placement.table.PlacementRecord;
import io.hotrow.placement.table.PlacementTable;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Decides which backend a connection's database runs on: the connection's own {@code placement}
 * when it names one, else the placement table of the database's store, through a TTL cache (one
 * per store and TTL, shared by every connection of this JVM).
 */
public final class PlacementRouter {

    private final EngineBackend engine;
    private final Map<String, PlacementCache> caches = new ConcurrentHashMap<>();

    public PlacementRouter(EngineBackend engine) {
        this.engine = engine;
    }

    /** Where a connection with an explicit {@code placement} goes: there. */
    public Placement route(ConnectionSettings settings) throws SQLException {
        DriverMeters.routed(settings.url().database(), settings.placement(), "property");
        return settings.placement();
    }

    /** Where a new {@code placement=auto} connection goes: as the table says. */
    public PlacementRecord routeAuto(ConnectionSettings settings) throws SQLException {
        PlacementRecord record = current(settings);
        DriverMeters.routed(settings.url().database(), record.placement(), "table");
        return record;
    }

    /** The database's placement now (through the cache), checked to be reachable by this connection. */
    public PlacementRecord current(ConnectionSettings settings) throws SQLException {
        PlacementRecord record = record(settings);
        if (record.placement() == Placement.POSTGRES && settings.postgresUrl() == null) {
            throw new SQLException("database " + settings.url().database() + " is placed on PostgreSQL (placement version "
                    + record.version() + ": " + record.reason() + ") but this connection has no postgresUrl property", "08001");
        }
        return record;
    }

    /** The database's placement record, from the cache. */
    public PlacementRecord record(ConnectionSettings settings) throws SQLException {
        try {
            return cache(settings).get(settings.url().database());
        } catch (IOException e) {
            throw new SQLException("cannot read the placement of database " + settings.url().database() + " from "
                    + engine.store(settings).describe() + ": " + e.getMessage(), "58030", e);
        }
    }

    /** The placement table of the database's store (for changing it). */
    public PlacementTable table(ConnectionSettings settings) throws SQLException {
        return cache(settings).table();
    }

    /** Forgets the cached placement of the settings' database, after this process changed it. */
    public void invalidate(ConnectionSettings settings) throws SQLException {
        cache(settings).invalidate(settings.url().database());
    }

    public void shutdown() {
        caches.clear();
    }

    /** The cache the settings' database is looked up in; a connection keeps it, to route each transaction with one lookup. */
    public PlacementCache cacheOf(ConnectionSettings settings) throws SQLException {
        return cache(settings);
    }

    private PlacementCache cache(ConnectionSettings settings) throws SQLException {
        String key = EngineBackend.storeName(settings.url().store()) + "|" + settings.placementTtl();
        PlacementCache cache = caches.get(key);
        if (cache != null) {
            return cache;
        }
        PlacementCache fresh = new PlacementCache(new PlacementTable(engine.store(settings)), settings.placementTtl());
        PlacementCache raced = caches.putIfAbsent(key, fresh);
        return raced != null ? raced : fresh;
    }
}
