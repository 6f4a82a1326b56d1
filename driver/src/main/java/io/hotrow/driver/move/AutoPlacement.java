package io.hotrow.driver.move;

import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.config.DriverMeters;
import io.hotrow.driver.route.PlacementRouter;
import io.hotrow.engine.database.Database;
import io.hotrow.placement.classifier.ClassifierSettings;
import io.hotrow.placement.classifier.Decision;
import io.hotrow.placement.classifier.EngineContention;
import io.hotrow.placement.classifier.PlacementClassifier;
import io.hotrow.placement.move.CopyProgress;
import io.hotrow.placement.table.PlacementRecord;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The classifier at work (docs/placement.md, "Automatic placement"): every {@code classifyEvery}, each engine database this
 * process has open is judged on its last window of contention, and moved to PostgreSQL when the
 * classifier calls for it. A database this process does not have open is judged by the process
 * that has (the engine's single writer). Flagged databases are logged when their verdict changes.
 */
public final class AutoPlacement {

    private static final Logger LOG = LoggerFactory.getLogger(AutoPlacement.class);

    private final EngineBackend engine;
    private final PlacementRouter router;
    private final DatabaseMover mover;
    private final Map<String, ConnectionSettings> watched = new ConcurrentHashMap<>();
    private final Map<String, String> lastVerdict = new ConcurrentHashMap<>();
    private final PlacementClassifier classifier = new PlacementClassifier(this::knobs);
    private ScheduledExecutorService scheduler;

    public AutoPlacement(EngineBackend engine, PlacementRouter router, DatabaseMover mover) {
        this.engine = engine;
        this.router = router;
        this.mover = mover;
    }

    /** Starts judging the database of {@code settings}, unless it is judged already or classifyEvery is 0. */
    public synchronized void watch(ConnectionSettings settings) {
        if (settings.classifyEvery().isZero()) {
            return;
        }
        String key = key(settings);
        if (watched.putIfAbsent(key, settings) != null) {
            return;
        }
        if (scheduler == null) {
            scheduler = Executors.newSingleThreadScheduledExecutor(runnable -> {
                Thread thread = new Thread(runnable, "hotrow-placement-classifier");
                thread.setDaemon(true);
                return thread;
            });
        }
        long every = settings.classifyEvery().toMillis();
        scheduler.scheduleWithFixedDelay(() -> judge(key), every, every, TimeUnit.MILLISECONDS);
    }

    public synchronized void shutdown() {
        if (scheduler != null) {
            scheduler.shutdownNow();
            scheduler = null;
        }
        watched.clear();
        lastVerdict.clear();
    }

    private void judge(String key) {
        ConnectionSettings settings = watched.get(key);
        Database database = settings == null ? null : engine.ifOpen(settings);
        if (database == null) {
            return;
        }
        String name = settings.url().database();
        try {
            PlacementRecord placement = router.record(settings);
            Decision decision = classifier.classify(EngineContention.sample(name, database.metrics().contentionSinceLastSnapshot()),
                    placement.placement(), placement.pinned());
            String verdict = decision.moves() ? "move" : decision.flagged() ? "flagged" : decision.decided() ? "stay" : "undecided";
            DriverMeters.decided(name, verdict);
            if (!verdict.equals(lastVerdict.put(key, verdict)) && (decision.flagged() || decision.moves())) {
                LOG.info("hotrow: database {}: {}", name, decision.reason());
            }
            if (decision.moves()) {
                if (settings.postgresUrl() == null) {
                    LOG.warn("hotrow: database {} should move to {} ({}), but its connections have no postgresUrl", name,
                            decision.target().label(), decision.reason());
                } else {
                    mover.move(settings, decision.target(), "classifier: " + decision.reason(), line -> LOG.info("hotrow: {}", line),
                            CopyProgress.SILENT);
                }
            }
        } catch (Exception e) {
            LOG.warn("hotrow: judging the placement of database {} failed, will try again: {}", name, e.toString());
        }
    }

    private ClassifierSettings knobs(String database) {
        for (ConnectionSettings settings : watched.values()) {
            if (settings.url().database().equals(database)) {
                return settings.classifier();
            }
        }
        return ClassifierSettings.DEFAULTS;
    }

    private static String key(ConnectionSettings settings) {
        return EngineBackend.storeName(settings.url().store()) + "|" + settings.url().database();
    }
}
