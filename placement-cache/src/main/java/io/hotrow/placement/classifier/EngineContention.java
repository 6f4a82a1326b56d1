package io.hotrow.placement.classifier;

import io.hotrow.engine.metrics.ContentionSnapshot;
import java.time.Duration;

/** Turns one window of the engine's own contention accounting into the classifier's sample. */
public final class EngineContention {

    private EngineContention() {
    }

    public static ContentionSample sample(String database, ContentionSnapshot window) {
        long meanWait = window.laneWaits() == 0 ? 0 : window.laneWaitTotalNanos() / window.laneWaits();
        // Holds are recorded when they end, waits when they are granted: at a window's edge a hold's
        // total can trail its share, so the transactions' part is kept within the total.
        long held = Math.max(window.laneHeldNanos(), window.transactionHeldNanos());
        return new ContentionSample(database, Duration.ofNanos(window.windowNanos()), window.commits(), window.sameRowHandoffs(),
                Duration.ofNanos(window.laneWaitP99Nanos()), Duration.ofNanos(meanWait), Duration.ofNanos(window.commitLatencyP99Nanos()),
                Duration.ofNanos(window.transactionHoldP99Nanos()), Duration.ofNanos(held), Duration.ofNanos(window.transactionHeldNanos()));
    }
}
