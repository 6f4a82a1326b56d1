package io.hotrow.engine.lease;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What this process has seen of one database's lease, by its own monotonic clock: no clock of
 * another machine is ever compared with ours. A lease expires for us once its newest object has
 * stayed the newest for its whole duration since we first saw it. Kept across open attempts (the
 * registry keeps one per database), so a pool retrying a connection learns from earlier looks, and
 * a reopen after a failure need not wait for the lease its failed instance could not hand back.
 */
public final class LeaseWatch {

    /** What the newest lease object says about its owner now. */
    enum Verdict {
        /** It renewed since we last looked: it is alive. */
        LIVE,
        /** Not known yet: look again. */
        UNKNOWN,
        /** It stayed the newest for the owner's whole lease duration: the owner has stopped serving. */
        EXPIRED
    }

    /** Owner ids of leases this process held and ended: their databases serve nothing here any more. */
    private final Set<String> ended = Collections.newSetFromMap(new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > 16; // only the latest can still be the newest
        }
    });
    private LeaseRecord seen; // the newest object when we last looked
    private long seenSince; // when we first saw it
    private long lastLook;
    private boolean appeared; // whether we saw it replace an older one, so it is recent

    synchronized Verdict observe(LeaseRecord newest, long now) {
        boolean recentLook = seen != null && now - lastLook < newest.duration().toNanos();
        lastLook = now;
        if (seen == null || !sameObject(seen, newest)) {
            // Only a renewal shows its owner alive now: a new owner's claim may be all it wrote before
            // it died, and after a long gap any change says little about now.
            appeared = recentLook && renews(seen, newest);
            seen = newest;
            seenSince = now;
            return appeared ? Verdict.LIVE : Verdict.UNKNOWN;
        }
        long age = now - seenSince;
        if (age >= newest.duration().toNanos()) {
            return Verdict.EXPIRED;
        }
        return appeared && age < newest.renewEvery().toNanos() ? Verdict.LIVE : Verdict.UNKNOWN;
    }

    private static boolean sameObject(LeaseRecord a, LeaseRecord b) {
        return a.epoch() == b.epoch() && a.seq() == b.seq() && a.ownerId().equals(b.ownerId());
    }

    private static boolean renews(LeaseRecord before, LeaseRecord after) {
        return before.epoch() == after.epoch() && before.ownerId().equals(after.ownerId()) && after.seq() > before.seq();
    }

    /** Called by a lease of this watch's process as it ends: nothing here serves on it any more. */
    synchronized void ended(String ownerId) {
        ended.add(ownerId);
    }

    /**
     * Whether {@code newest} belongs to a lease this process ended (its database failed and could not
     * hand the lease back): it may be taken at once, as nothing serves on it.
     */
    synchronized boolean endedHere(LeaseRecord newest) {
        return ended.contains(newest.ownerId());
    }

    /** How long until the newest object we saw could expire for us, if its owner stops renewing now. */
    synchronized Duration untilExpiry(LeaseRecord newest, long now) {
        return Duration.ofNanos(Math.max(0, newest.duration().toNanos() - (now - seenSince)));
    }
}
