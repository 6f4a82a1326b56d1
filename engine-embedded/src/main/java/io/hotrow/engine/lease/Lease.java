package io.hotrow.engine.lease;

import io.hotrow.engine.lease.LeaseRecord.Kind;
import java.io.IOException;
import java.net.InetAddress;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A database's lease as its owner holds it (docs/lease.md). A thread of its own writes renewal
 * {@code seq + 1} every {@code renewEvery}, with put-if-absent: a taker that fenced that position
 * makes it fail, and the owner stops. The owner may serve while {@link #held()}: until
 * {@code duration × (1 − safetyMargin)} after it <em>started</em> its last successful renewal, by
 * its monotonic clock and by its wall clock, whichever runs out first (the wall clock also counts
 * time the machine was suspended, which the monotonic clock does not). When only the wall clock ran
 * out, {@link #confirmed()} asks the store whether the lease still holds.
 */
public final class Lease {

    private static final Logger LOG = LoggerFactory.getLogger(Lease.class);
    /** Renewals an owner keeps: enough that a listing always shows one that is neither being created nor deleted. */
    private static final int KEEP = 3;
    private static final long PID = ProcessHandle.current().pid();

    private final LeaseObjects objects;
    private final String database;
    private final LeaseSettings settings;
    private final LeaseWatch watch;
    private final long epoch;
    private final String ownerId;
    private final LeaseClock clock;
    private final Object signal = new Object();
    private final CountDownLatch keeperDone = new CountDownLatch(1);
    private volatile long validUntilNanos;
    private volatile long validUntilMillis;
    private volatile long lastRenewalNanos;
    private volatile String address;
    private volatile SQLException lost;
    private volatile String lastError = "none";
    private Consumer<SQLException> onLoss; // guarded by signal
    private boolean ending, handBack, renewNow, takenOver; // guarded by signal
    private Thread keeper; // guarded by signal
    private long seq; // the keeper thread's once started
    private boolean olderCleared; // the keeper thread's

    private Lease(LeaseObjects objects, String database, LeaseSettings settings, LeaseWatch watch, long epoch, String ownerId,
            LeaseClock clock) {
        this.objects = objects;
        this.database = database;
        this.settings = settings;
        this.watch = watch;
        this.epoch = epoch;
        this.ownerId = ownerId;
        this.clock = clock;
    }

    /**
     * Claims {@code epoch}: creates its renewal 0 and starts renewing. Null when another process
     * claimed it first.
     *
     * @param watch told when this lease ends, so that the next opener with that watch (this process,
     *              reopening) need not wait for it to expire
     */
    static Lease claim(LeaseObjects objects, String database, LeaseSettings settings, LeaseWatch watch, long epoch, String ownerId,
            LeaseClock clock) throws IOException {
        long startNanos = clock.nanos(), startMillis = clock.millis();
        Lease lease = new Lease(objects, database, settings, watch, epoch, ownerId, clock);
        LeaseRecord claim = lease.record(Kind.HELD, 0);
        boolean created;
        try {
            created = objects.create(claim);
        } catch (IOException lostResponse) {
            created = objects.create(claim); // it may have landed: then the position holds our own claim
        }
        if (!created) {
            return null;
        }
        lease.extend(startNanos, startMillis);
        Thread keeper = new Thread(() -> lease.keep(startNanos), "hotrow-lease-" + database);
        keeper.setDaemon(true);
        synchronized (lease.signal) {
            lease.keeper = keeper;
        }
        keeper.start();
        return lease;
    }

    public long epoch() {
        return epoch;
    }

    /** Whether this process may still serve the database: checked by every statement, so cheap. */
    public boolean held() {
        return lost == null && heldAt(clock.nanos(), clock.millis());
    }

    /**
     * Whether the lease holds after all when {@link #held()} said no by the wall clock alone: that
     * clock was stepped forward, or it counted a suspension of the machine, which only the store can
     * tell apart. A renewal started now lands if no taker fenced its position, and the lease then
     * holds from that renewal's start; if a taker did, the lease is lost. Waits for that renewal at
     * most a renewal interval, and never past what the monotonic clock allows.
     */
    public boolean confirmed() {
        synchronized (signal) {
            long deadline = Math.min(validUntilNanos, clock.nanos() + settings.renewEvery().toNanos());
            renewNow = true;
            signal.notifyAll();
            while (lost == null && !ending) {
                long now = clock.nanos();
                if (heldAt(now, clock.millis())) {
                    return true;
                }
                if (deadline - now <= 0) {
                    return false;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(signal, deadline - now);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            return false;
        }
    }

    /** Why the lease is not held: the error the database closes with. */
    public SQLException loss() {
        SQLException cause = lost;
        return cause != null ? cause : lapsed();
    }

    /**
     * Publishes where this process serves the database (host:port), for the processes that find it
     * owned; written with the next renewal, which happens now.
     */
    public void advertise(String hostAndPort) {
        if (Objects.equals(address, hostAndPort)) {
            return; // every connection of a serving process says it again: renew only for news
        }
        address = hostAndPort;
        synchronized (signal) {
            renewNow = true;
            signal.notifyAll();
        }
    }

    /** Called once if the lease is lost (taken over, or not renewed in time); at once if it is already. */
    public void onLoss(Consumer<SQLException> listener) {
        SQLException already;
        synchronized (signal) {
            onLoss = listener;
            already = lost;
        }
        if (already != null) {
            listener.accept(already);
        }
    }

    /**
     * Stops renewing; the database this lease is for must have stopped serving already. With
     * {@code handBack}, writes the hand-back so the next opener need not wait for the lease to
     * expire (not after a take-over: the epoch is over). Returns once that is done, so nothing of
     * this lease reaches the store afterwards, or after {@code atMost} (a renewal may hang on a store
     * that does not answer): false then. Called by the keeper itself, it returns at once and the
     * keeper hands back next.
     */
    public boolean end(boolean handBack, Duration atMost) {
        watch.ended(ownerId);
        Thread caller = Thread.currentThread();
        synchronized (signal) {
            if (!ending) {
                ending = true;
                this.handBack = handBack;
            }
            signal.notifyAll();
            if (caller == keeper) {
                return true;
            }
        }
        try {
            return keeperDone.await(atMost.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private boolean heldAt(long nanos, long millis) {
        return nanos - validUntilNanos < 0 && millis < validUntilMillis;
    }

    private void extend(long startNanos, long startMillis) {
        lastRenewalNanos = startNanos;
        validUntilNanos = startNanos + settings.servingNanos();
        validUntilMillis = startMillis + settings.servingNanos() / 1_000_000;
    }

    private void keep(long claimStartNanos) {
        try {
            renew(claimStartNanos);
            awaitEnding(); // a lost lease waits for its database to close, then hands back
        } catch (RuntimeException e) {
            LOG.error("the lease keeper of database '{}' failed", database, e);
            lose(new SQLException("database '" + database + "' stopped serving: its lease keeper failed (" + e + ")", "57P01", e), false);
        } finally {
            handBackIfAsked();
            keeperDone.countDown();
        }
    }

    /** Renews until the lease is lost or ending. */
    private void renew(long claimStartNanos) {
        long next = claimStartNanos + settings.renewEvery().toNanos();
        long firstNanos = 0, firstMillis = 0;
        boolean retrying = false;
        while (waitUntil(next)) {
            long startNanos = clock.nanos(), startMillis = clock.millis();
            if (!retrying) {
                firstNanos = startNanos;
                firstMillis = startMillis;
            }
            // Measured before the check, so a pause in between cannot make a late renewal look timely.
            // The wall clock is not asked: a renewal is how a lapse by it alone is settled (confirmed()).
            if (startNanos - validUntilNanos >= 0) {
                lose(lapsed(), false);
                return;
            }
            try {
                if (!objects.create(record(Kind.HELD, seq + 1))) {
                    lose(takenOver(), true);
                    return;
                }
                seq++;
                retrying = false;
                extend(firstNanos, firstMillis); // from the first attempt: an earlier one may be what landed
                // A first attempt from before the wall clock's step leaves it lapsed: renew again at once.
                next = heldAt(clock.nanos(), clock.millis()) ? firstNanos + settings.renewEvery().toNanos() : clock.nanos();
                synchronized (signal) {
                    signal.notifyAll(); // for confirmed()
                }
                prune();
            } catch (IOException e) {
                retrying = true;
                lastError = e.getMessage();
                LOG.warn("cannot renew the lease of database '{}' in {} (will retry): {}", database, objects.describe(), e.getMessage());
                next = clock.nanos() + quarterOf(settings.renewEvery());
            }
        }
    }

    private void awaitEnding() {
        synchronized (signal) {
            while (!ending) {
                try {
                    signal.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** Waits for {@code next}, an advertised address or the end; false once ending. */
    private boolean waitUntil(long next) {
        synchronized (signal) {
            while (!ending && !renewNow) {
                long left = next - clock.nanos();
                if (left <= 0) {
                    break;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(signal, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    ending = true;
                }
            }
            renewNow = false;
            return !ending;
        }
    }

    /**
     * A quarter of a renewal interval, between 10 ms and 1 s: how soon an owner retries a failed
     * renewal, and how often an opener looks at a lease it waits for.
     */
    static long quarterOf(Duration renewEvery) {
        return Math.max(TimeUnit.MILLISECONDS.toNanos(10), Math.min(TimeUnit.SECONDS.toNanos(1), renewEvery.toNanos() / 4));
    }

    private void lose(SQLException why, boolean taken) {
        Consumer<SQLException> listener;
        synchronized (signal) {
            if (lost != null) {
                return;
            }
            lost = why;
            takenOver = taken;
            listener = onLoss;
            signal.notifyAll(); // for confirmed()
        }
        LOG.warn("{}", why.getMessage());
        if (listener != null) {
            listener.accept(why); // closes the database, which ends this lease
        }
    }

    /**
     * Deletes renewals older than the newest few. Older epochs' objects go once this lease has been
     * held for two durations: by then every earlier owner stopped, and a late renewal of one (a put
     * started in time that landed only now) would give it nothing, as its lease is counted from that
     * put's start. Failing only leaves objects behind.
     */
    private void prune() {
        try {
            if (seq >= KEEP) {
                objects.delete(epoch, seq - KEEP);
            }
            if (!olderCleared && seq * settings.renewEvery().toNanos() >= 2 * settings.duration().toNanos()) {
                olderCleared = true;
                objects.deleteBefore(epoch, seq - KEEP + 1);
            }
        } catch (IOException e) {
            LOG.debug("cannot delete old lease objects of database '{}': {}", database, e.getMessage());
        }
    }

    private void handBackIfAsked() {
        synchronized (signal) {
            if (!handBack || takenOver) {
                return;
            }
        }
        long position = seq + 1;
        try {
            for (int attempt = 0; attempt < 3; attempt++, position++) {
                if (objects.put(record(Kind.RELEASED, position))) {
                    return;
                }
                Optional<LeaseRecord> there = objects.get(epoch, position);
                if (there.isEmpty() || !there.get().ownerId().equals(ownerId) || there.get().kind() != Kind.HELD) {
                    return; // a taker ended the epoch already
                }
                // our own renewal, which landed although its put failed: hand back after it
            }
        } catch (IOException e) {
            LOG.warn("cannot hand back the lease of database '{}' in {}; the next opener waits for it to expire: {}", database,
                    objects.describe(), e.getMessage());
        }
    }

    private LeaseRecord record(Kind kind, long position) {
        return record(kind, epoch, position, ownerId, address, settings);
    }

    /** An object this process writes at {@code epoch}/{@code position}. */
    static LeaseRecord record(Kind kind, long epoch, long position, String ownerId, String address, LeaseSettings settings) {
        return new LeaseRecord(kind, epoch, position, ownerId, Host.NAME, PID, address, settings.duration(), settings.renewEvery());
    }

    private SQLException takenOver() {
        return new SQLException("database '" + database + "' was taken over by another process, which ended this process's lease"
                + " (epoch " + epoch + ") in " + objects.describe() + "; this process has stopped serving it", "57P01");
    }

    private SQLException lapsed() {
        long sinceRenewal = clock.nanos() - lastRenewalNanos;
        long byWallClock = clock.millis() - (validUntilMillis - settings.servingNanos() / 1_000_000);
        return new SQLException("database '" + database + "' stopped serving: this process could not renew its ownership lease in "
                + objects.describe() + " for " + TimeUnit.NANOSECONDS.toMillis(sinceRenewal) + " ms (" + byWallClock
                + " ms by the wall clock; last error: " + lastError
                + "), so another process may take it over once " + settings.duration().toMillis() + " ms pass without a renewal;"
                + " the next connection reopens it from storage", "57P01");
    }

    /** The host name, looked up once: for people reading who owns a database. */
    private static final class Host {
        static final String NAME = lookUp();

        private static String lookUp() {
            try {
                return InetAddress.getLocalHost().getHostName();
            } catch (IOException | RuntimeException e) {
                return "unknown host";
            }
        }
    }
}
