package io.hotrow.engine.database;

import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * PostgreSQL's session-level advisory locks of one database ({@code pg_advisory_lock} and friends):
 * exclusive, re-entrant per session, held across transactions until unlocked or the session ends.
 * They lock nothing but each other, so they never take the writer lane: a tool that holds one while
 * another connection of it migrates (Flyway) does not block that migration.
 */
final class AdvisoryLocks {

    /** Who holds a key, and how many times over. */
    private static final class Hold {
        final Session owner;
        int count = 1;

        Hold(Session owner) {
            this.owner = owner;
        }
    }

    private final String database;
    private final Map<Object, Hold> held = new HashMap<>(); // guarded by this

    AdvisoryLocks(String database) {
        this.database = database;
    }

    synchronized boolean tryLock(Session session, Object key) {
        Hold hold = held.get(key);
        if (hold == null) {
            held.put(key, new Hold(session));
            return true;
        }
        if (hold.owner == session) {
            hold.count++;
            return true;
        }
        return false;
    }

    /** Waits for the key at most {@code timeout} (zero: without limit), as PostgreSQL waits under lock_timeout. */
    synchronized void lock(Session session, Object key, Duration timeout) throws SQLException {
        long deadline = System.nanoTime() + (timeout.isZero() ? Long.MAX_VALUE / 2 : timeout.toNanos());
        while (!tryLock(session, key)) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                throw new WaitTimeoutException("could not obtain advisory lock " + key + " of database '" + database + "' within "
                        + timeout.toMillis() + " ms: another session holds it");
            }
            try {
                TimeUnit.NANOSECONDS.timedWait(this, remaining);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("canceling statement: interrupted while waiting for advisory lock " + key, "57014", e);
            }
        }
    }

    /** Releases one hold of the key; false (PostgreSQL warns) when the session does not hold it. */
    synchronized boolean unlock(Session session, Object key) {
        Hold hold = held.get(key);
        if (hold == null || hold.owner != session) {
            return false;
        }
        if (--hold.count == 0) {
            held.remove(key);
            notifyAll();
        }
        return true;
    }

    /** Releases every lock the session holds: {@code pg_advisory_unlock_all}, and the end of the session. */
    synchronized void unlockAll(Session session) {
        if (held.values().removeIf(hold -> hold.owner == session)) {
            notifyAll();
        }
    }
}
