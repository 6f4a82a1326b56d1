package io.hotrow.engine.lease;

import java.time.Duration;

/**
 * One lease object: a renewal by the owner of an epoch, its hand-back, or a taker's fence that ends
 * the epoch. The host, pid and address are for people and for routing; the protocol itself reads
 * only the kind, the position and the durations.
 *
 * @param kind       what this object says
 * @param epoch      the epoch whose lease this is
 * @param seq        its position in that epoch's renewals (the claim is 0)
 * @param ownerId    random per process and open: tells an owner its own object from another's
 * @param host       the writer's host name
 * @param pid        the writer's process id
 * @param address    where the owner serves the database over the network (host:port), or null
 * @param duration   the writer's lease duration: how long a taker waits without seeing a renewal
 * @param renewEvery how often the owner renews
 */
public record LeaseRecord(Kind kind, long epoch, long seq, String ownerId, String host, long pid, String address, Duration duration,
                          Duration renewEvery) {

    public enum Kind {
        /** The owner holds the database (its claim, or a renewal). */
        HELD,
        /** The owner stopped serving and handed the database back: the next opener may take it at once. */
        RELEASED,
        /** A taker ended this epoch: its owner cannot renew it any more. */
        TAKEN_OVER
    }

    /** Whether the epoch is over: nobody serves the database on it any more. */
    public boolean ended() {
        return kind != Kind.HELD;
    }

    /** Who wrote it, for messages. */
    public String who() {
        return "pid " + pid + " on " + host + (address == null ? "" : ", serving at " + address);
    }
}
