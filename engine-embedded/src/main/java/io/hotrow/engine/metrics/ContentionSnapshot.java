package io.hotrow.engine.metrics;

/**
 * One window of a database's contention, as the placement classifier reads it (docs/placement.md,
 * "Automatic placement").
 * Percentiles are bucket upper bounds (within 19%).
 *
 * @param windowNanos          how long the window lasted
 * @param commits              commits that wrote something
 * @param sameRowHandoffs      commits that changed a row the previous committer also changed (one per commit, however many rows)
 * @param laneWaits            lane acquisitions (by transactions and autocommit statements)
 * @param laneWaitP99Nanos     99th percentile of the wait for the lane
 * @param laneWaitTotalNanos   all the waiting for the lane, summed
 * @param autocommitHolds      lane holds by single autocommit statements
 * @param autocommitHoldP99Nanos 99th percentile of those holds
 * @param transactionHolds     holds by explicit write transactions: of their rows (first write to end) under
 *                             row locks, of the lane in the serialized mode; client round trips and think time included
 * @param transactionHoldP99Nanos 99th percentile of those holds
 * @param laneHeldNanos        how long the lane, and under row locks write transactions' rows, were held in the window
 * @param transactionHeldNanos the part of it held by explicit transactions
 * @param commitLatencyP99Nanos 99th percentile of commit to acknowledgement, durable write included
 */
public record ContentionSnapshot(long windowNanos, long commits, long sameRowHandoffs, long laneWaits, long laneWaitP99Nanos,
                                 long laneWaitTotalNanos, long autocommitHolds, long autocommitHoldP99Nanos, long transactionHolds,
                                 long transactionHoldP99Nanos, long laneHeldNanos, long transactionHeldNanos, long commitLatencyP99Nanos) {
}
