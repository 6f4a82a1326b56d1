package io.hotrow.driver.move;

import io.hotrow.driver.config.DriverMeters;
import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.backend.PostgresBackend;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.route.PlacementRouter;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import io.hotrow.placement.Placement;
import io.hotrow.placement.move.CopyProgress;
import io.hotrow.placement.move.CopySummary;
import io.hotrow.placement.move.DatabaseCopier;
import io.hotrow.placement.table.PlacementConflictException;
import io.hotrow.placement.table.PlacementRecord;
import io.hotrow.placement.table.PlacementTable;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Moves a database between the engine and PostgreSQL while applications keep using it
 * (docs/placement.md, "Moving a database"). Each direction stops the old side's writers, copies,
 * flips the placement table, and fences the old side, in an order that fails safe: until the flip
 * the old side stays the truth and every step is undone; after it, the old side refuses writers,
 * who follow the placement to the new one.
 */
public final class DatabaseMover {

    /** What a move did, and how long writers had to wait. */
    public record MoveReport(PlacementRecord placement, CopySummary copy, Duration writePause) {
    }

    private final EngineBackend engine;
    private final PostgresBackend postgres;
    private final PlacementRouter router;

    public DatabaseMover(EngineBackend engine, PostgresBackend postgres, PlacementRouter router) {
        this.engine = engine;
        this.postgres = postgres;
        this.router = router;
    }

    /**
     * Moves the database of {@code settings} to {@code to}; returns null when it is there already.
     *
     * @param log  one line per step, for an operator
     * @param rows progress of the copy
     */
    public MoveReport move(ConnectionSettings settings, Placement to, String why, Consumer<String> log, CopyProgress rows)
            throws SQLException {
        if (settings.postgresUrl() == null) {
            throw new SQLException("moving a database needs the postgresUrl property: the PostgreSQL it moves to or from", "08001");
        }
        PlacementTable table = router.table(settings);
        PlacementRecord from;
        try {
            from = table.current(settings.url().database());
        } catch (IOException e) {
            throw new SQLException("cannot read the placement of " + settings.url().database() + ": " + e.getMessage(), "58030", e);
        }
        if (from.placement() == to) {
            return null;
        }
        if (from.pinned()) {
            throw new SQLException("database " + settings.url().database() + " is pinned to " + from.placement().label()
                    + " (" + from.reason() + "); unpin it first", "55000");
        }
        MoveReport report = to == Placement.POSTGRES ? toPostgres(settings, table, from, why, log, rows) : toEngine(settings, table, from, why, log, rows);
        router.invalidate(settings);
        DriverMeters.moved(settings.url().database(), to, report.writePause());
        log.accept(String.format(Locale.ROOT, "moved %s to %s: %,d rows; writers paused %d ms; placement version %d",
                settings.url().database(), to.label(), report.copy().totalRows(), report.writePause().toMillis(), report.placement().version()));
        return report;
    }

    private MoveReport toPostgres(ConnectionSettings settings, PlacementTable table, PlacementRecord from, String why,
                                 Consumer<String> log, CopyProgress rows) throws SQLException {
        String database = settings.url().database();
        String note = "to PostgreSQL at placement version " + (from.version() + 1);
        Database source = engine.database(settings);
        log.accept("waiting for the writers of " + database + " on the engine to finish (draining it)");
        source.drain(settings.laneTimeout());
        long pauseStarted = System.nanoTime();
        boolean fenced = false;
        try (Connection target = postgres.maintenanceConnection(settings)) {
            source.fenceForMove(note);
            fenced = true;
            recreateSchema(target, database);
            target.setSchema(database);
            CopySummary copy;
            try (Connection reader = EngineConnection.open(source, settings.url().url(), settings.laneTimeout())) {
                reader.setReadOnly(true); // reads without the lane, which this mover holds
                log.accept("copying " + database + " to PostgreSQL");
                copy = new DatabaseCopier(rows).copy(reader, target);
            }
            PlacementRecord moved = flip(table, from, Placement.POSTGRES, why);
            postgres.forgetSchemas();
            source.closeMoved(note); // its waiting and future writers fail over to PostgreSQL
            return new MoveReport(moved, copy, Duration.ofNanos(System.nanoTime() - pauseStarted));
        } catch (SQLException | RuntimeException e) {
            if (fenced && source.isUsable()) {
                undoFence(settings, database, e);
            }
            throw e;
        } finally {
            source.undrain();
        }
    }

    private MoveReport toEngine(ConnectionSettings settings, PlacementTable table, PlacementRecord from, String why,
                                Consumer<String> log, CopyProgress rows) throws SQLException {
        String database = settings.url().database();
        ObjectStore store = engine.store(settings);
        try (Connection locks = postgres.maintenanceConnection(settings); Connection reader = postgres.maintenanceConnection(settings)) {
            locks.setSchema(database);
            reader.setSchema(database);
            locks.setAutoCommit(false);
            List<String> tables = tables(locks, database);
            log.accept("waiting for the writers of " + database + " on PostgreSQL to finish (locking its " + tables.size() + " tables)");
            lock(locks, tables, "EXCLUSIVE"); // writers wait; readers go on
            long pauseStarted = System.nanoTime();
            boolean flipped = false;
            Database target = null;
            try {
                wipeEngineDatabase(store, database); // what the engine held before it moved away is stale
                target = engine.database(settings);
                CopySummary copy;
                try (Connection writer = EngineConnection.open(target, settings.url().url(), settings.laneTimeout())) {
                    log.accept("copying " + database + " to the engine");
                    copy = new DatabaseCopier(rows).copy(reader, writer);
                }
                PlacementRecord moved = flip(table, from, Placement.ENGINE, why);
                flipped = true;
                // Writers still queued on PostgreSQL must fail, not write where nobody reads any more:
                // dropping the tables under their locks makes them fail as they get the lock.
                lock(locks, tables, "ACCESS EXCLUSIVE");
                try (Statement drop = locks.createStatement()) {
                    drop.execute("DROP SCHEMA " + quote(database) + " CASCADE");
                }
                locks.commit();
                postgres.forgetSchemas();
                return new MoveReport(moved, copy, Duration.ofNanos(System.nanoTime() - pauseStarted));
            } catch (SQLException | RuntimeException e) {
                locks.rollback();
                if (!flipped) {
                    fenceEngineOff(target, store, database, e); // PostgreSQL stays the truth: the partial copy must not be opened
                }
                throw e;
            }
        }
    }

    private PlacementRecord flip(PlacementTable table, PlacementRecord from, Placement to, String why) throws SQLException {
        try {
            return table.write(from, to, false, why);
        } catch (PlacementConflictException e) {
            throw new SQLException(e.getMessage() + "; the move was undone", "40001", e);
        } catch (IOException e) {
            throw new SQLException("cannot write the placement: " + e.getMessage() + "; the move was undone", "58030", e);
        }
    }

    private void undoFence(ConnectionSettings settings, String database, Exception failure) {
        try {
            Database.liftMoveFence(engine.store(settings), database);
        } catch (IOException | SQLException e) {
            failure.addSuppressed(e);
        }
    }

    /** Deletes every object of the engine database but the fence, then the fence: the next open starts empty. */
    private static void wipeEngineDatabase(ObjectStore store, String database) throws SQLException {
        StoreLayout layout = new StoreLayout(database);
        try {
            for (String key : store.list(layout.databasePrefix())) {
                if (!key.equals(layout.movedMarkerKey())) {
                    store.delete(key);
                }
            }
            store.delete(layout.movedMarkerKey());
        } catch (IOException e) {
            throw new SQLException("cannot clear the engine's old copy of " + database + ": " + e.getMessage(), "58030", e);
        }
    }

    private static void fenceEngineOff(Database partial, ObjectStore store, String database, Exception failure) {
        try {
            if (partial != null) {
                partial.closeMoved("a move back to the engine failed; the database stays on PostgreSQL");
            }
            wipeEngineDatabase(store, database);
            store.putIfAbsent(new StoreLayout(database).movedMarkerKey(),
                    "a move back to the engine failed; the database stays on PostgreSQL".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        } catch (IOException | SQLException e) {
            failure.addSuppressed(e);
        }
    }

    private static void recreateSchema(Connection postgres, String database) throws SQLException {
        try (Statement s = postgres.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + quote(database) + " CASCADE"); // left by an earlier placement there: stale
            s.execute("CREATE SCHEMA " + quote(database));
        }
    }

    private static List<String> tables(Connection postgres, String database) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (var query = postgres.prepareStatement("SELECT tablename FROM pg_tables WHERE schemaname = ? ORDER BY tablename")) {
            query.setString(1, database);
            try (ResultSet rs = query.executeQuery()) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
        }
        return tables;
    }

    private static void lock(Connection postgres, List<String> tables, String mode) throws SQLException {
        if (tables.isEmpty()) {
            return;
        }
        StringBuilder sql = new StringBuilder("LOCK TABLE ");
        for (int i = 0; i < tables.size(); i++) {
            sql.append(i == 0 ? "" : ", ").append(quote(tables.get(i)));
        }
        try (Statement s = postgres.createStatement()) {
            s.execute(sql.append(" IN ").append(mode).append(" MODE").toString());
        }
    }

    private static String quote(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }
}
