package io.hotrow.engine.metrics;

/**
 * One window of a database's contention, as the placement classifier reads it (DESIGN.md §7).
 * Percentiles are bucket upper bounds (within 19%).
 *
 * @param windowNanos          how long the window lasted
 * @param commits              commits that wrote something
 * @param sameRowHandoffs      commits that changed a row the previous committer also changed
 * @param laneWaits            lane acquisitions (by transactions and autocommit statements)
 * @param laneWaitP99Nanos     99th percentile of the wait for the lane
 * @param autocommitHolds      lane holds by single autocommit statements
 * @param autocommitHoldP99Nanos 99th percentile of those holds
 * @param transactionHolds     lane holds by explicit transactions: first statement to commit or rollback,
 *                             client round trips and think time included
 * @param transactionHoldP99Nanos 99th percentile of those holds
 * @param transactionHoldShare share of the window the lane was held by explicit transactions (0..1)
 * @param commitLatencyP99Nanos 99th percentile of commit to acknowledgement, durable write included
 */
public record ContentionSnapshot(long windowNanos, long commits, long sameRowHandoffs, long laneWaits, long laneWaitP99Nanos,
                                 long autocommitHolds, long autocommitHoldP99Nanos, long transactionHolds,
                                 long transactionHoldP99Nanos, double transactionHoldShare, long commitLatencyP99Nanos) {
}
