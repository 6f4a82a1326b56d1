package io.hotrow.placement.table;

import io.hotrow.placement.Placement;
import java.time.Instant;

/**
 * One version of a database's placement. Versions are never changed: a new decision writes the
 * next version, and the highest version is the truth for every process sharing the store.
 *
 * @param database  the database
 * @param placement where its transactions run
 * @param version   0 for a database no decision has touched; then 1, 2, ...
 * @param pinned    set by an operator: the classifier never moves a pinned database
 * @param reason    why, with the numbers the decision was made on
 * @param at        when the version was written
 */
public record PlacementRecord(String database, Placement placement, long version, boolean pinned, String reason, Instant at) {

    /** Where a database no decision has touched runs: the engine, the design's default. */
    public static PlacementRecord initial(String database) {
        return new PlacementRecord(database, Placement.ENGINE, 0, false, "default: every database starts on the engine", Instant.EPOCH);
    }

    /** The next version, as written by a decision or an operator. */
    public PlacementRecord next(Placement placement, boolean pinned, String reason, Instant at) {
        return new PlacementRecord(database, placement, version + 1, pinned, reason, at);
    }
}
