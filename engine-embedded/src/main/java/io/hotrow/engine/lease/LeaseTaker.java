package io.hotrow.engine.lease;

import io.hotrow.engine.lease.LeaseRecord.Kind;
import io.hotrow.engine.store.ObjectStore;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * An opener's side of the lease (docs/lease.md): claims the next epoch when the database has no
 * lease, when its owner handed it back, when its lease expired for this process, or (only with
 * {@link LeaseSettings.TakeOver#FORCE}) always. A lease that is not over is first ended by a fence,
 * the object at the owner's next renewal position, so the owner can never renew it again.
 */
public final class LeaseTaker {

    private static final int ATTEMPTS = 20;

    private final LeaseObjects objects;
    private final String database;
    private final LeaseSettings settings;
    private final LeaseWatch watch;
    private final String ownerId = UUID.randomUUID().toString();

    public LeaseTaker(ObjectStore store, String database, LeaseSettings settings, LeaseWatch watch) {
        this.objects = new LeaseObjects(store, database);
        this.database = database;
        this.settings = settings;
        this.watch = watch;
    }

    /**
     * Claims an epoch above {@code manifestEpoch} and every lease epoch, and starts renewing it.
     *
     * @param manifestEpoch the newest manifest's epoch: a store written before leases existed has
     *                      epochs but no lease objects
     * @param firstLook     the newest lease object, read by the caller while it read the manifest
     *                      ({@link #newest()}); read again when older than that manifest's epoch,
     *                      and at every later look
     * @param waitNanos     how long to wait for an owner's lease to expire, or to show that its
     *                      owner renews; past it, the owner is presumed alive
     * @throws DatabaseOwnedElsewhereException when another process holds the lease
     */
    public Lease acquire(long manifestEpoch, Optional<LeaseRecord> firstLook, long waitNanos) throws IOException, SQLException {
        long started = System.nanoTime();
        Optional<LeaseRecord> newest = firstLook;
        if (newest.map(LeaseRecord::epoch).orElse(0L) < manifestEpoch) {
            // The first look went out with the manifest read and may have been answered before the
            // claim of the manifest's epoch landed (a claim precedes its manifest): read after it.
            // Claiming above that epoch on the first look would make a second owner beside a live one.
            newest = objects.newest();
        }
        for (int attempt = 1; attempt <= ATTEMPTS; newest = objects.newest()) {
            if (newest.isPresent() && !newest.get().ended() && !watch.endedHere(newest.get())) {
                LeaseRecord owner = newest.get();
                if (settings.takeOver() == LeaseSettings.TakeOver.EXPIRED) {
                    long now = System.nanoTime();
                    LeaseWatch.Verdict verdict = watch.observe(owner, now);
                    if (verdict == LeaseWatch.Verdict.LIVE || (verdict == LeaseWatch.Verdict.UNKNOWN && now - started >= waitNanos)) {
                        throw new DatabaseOwnedElsewhereException(database, objects.describe(), owner, verdict == LeaseWatch.Verdict.LIVE,
                                watch.untilExpiry(owner, now));
                    }
                    if (verdict == LeaseWatch.Verdict.UNKNOWN) {
                        pause(Math.min(Lease.quarterOf(owner.renewEvery()), waitNanos - (now - started)));
                        continue;
                    }
                }
                attempt++;
                if (!fence(owner)) {
                    continue; // it renewed, or another opener ended it first: look again
                }
            }
            attempt++;
            long epoch = Math.max(manifestEpoch, newest.map(LeaseRecord::epoch).orElse(0L)) + 1;
            Lease claimed = Lease.claim(objects, database, settings, watch, epoch, ownerId, LeaseClock.SYSTEM);
            if (claimed != null) {
                return claimed;
            }
        }
        throw new SQLException("cannot open database '" + database + "' from " + objects.describe() + ": other processes kept claiming"
                + " its lease (" + ATTEMPTS + " attempts)", "55006");
    }

    /** The newest lease object, or empty when the database has none. */
    public Optional<LeaseRecord> newest() throws IOException {
        return objects.newest();
    }

    /**
     * Ends {@code owner}'s epoch by taking its next renewal position. True only if that fence is now
     * the newest lease object: a taker that paused between reading and fencing may have taken a
     * position the owner pruned long ago, and then the owner's newer renewals show it is ahead.
     */
    private boolean fence(LeaseRecord owner) throws IOException {
        LeaseRecord fence = Lease.record(Kind.TAKEN_OVER, owner.epoch(), owner.seq() + 1, ownerId, null, settings);
        if (!objects.put(fence)) {
            return false;
        }
        Optional<LeaseRecord> newest = objects.newest();
        return newest.isPresent() && newest.get().epoch() == fence.epoch() && newest.get().seq() == fence.seq()
                && newest.get().ownerId().equals(ownerId);
    }

    private static void pause(long nanos) throws SQLException {
        try {
            TimeUnit.NANOSECONDS.sleep(Math.max(0, nanos));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for another process's lease on a database", "57014", e);
        }
    }
}
