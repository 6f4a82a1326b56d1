package io.hotrow.engine.database;

import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * PostgreSQL's advisory locks of one database: session-level ones ({@code pg_advisory_lock} and
 * friends: exclusive, re-entrant per session, held across transactions until unlocked or the
 * session ends) and transaction-level ones ({@code pg_advisory_xact_lock}, exclusive or shared,
 * held to the end of the transaction that took them), in one key space, as in PostgreSQL. They lock
 * nothing but each other, so a tool that holds one while another connection of it migrates
 * (Flyway, whose default lock is transaction-level) does not block that migration.
 */
final class AdvisoryLocks {

    /** Who holds a key exclusively: session-level holds count, transaction-level ones last to the transaction's end. */
    private static final class Hold {
        final Session owner;
        int sessionCount;
        boolean forTransaction;

        Hold(Session owner) {
            this.owner = owner;
        }
    }

    private final String database;
    private final Map<Object, Hold> held = new HashMap<>(); // guarded by this
    private final Map<Object, Set<Session>> shared = new HashMap<>(); // transaction-level shared holders; guarded by this

    AdvisoryLocks(String database) {
        this.database = database;
    }

    /** Takes {@code key} for the session ({@code forTransaction} false) or its transaction, if no other session holds it. */
    synchronized boolean tryLock(Session session, Object key, boolean forTransaction) {
        Hold hold = held.get(key);
        if (hold == null && othersShare(session, key)) {
            return false;
        }
        if (hold == null) {
            hold = new Hold(session);
            held.put(key, hold);
        } else if (hold.owner != session) {
            return false;
        }
        if (forTransaction) {
            hold.forTransaction = true;
        } else {
            hold.sessionCount++;
        }
        return true;
    }

    /** Takes {@code key} shared for the session's transaction, unless another session holds it exclusively. */
    synchronized boolean tryShare(Session session, Object key) {
        Hold hold = held.get(key);
        if (hold != null && hold.owner != session) {
            return false;
        }
        shared.computeIfAbsent(key, k -> new HashSet<>()).add(session);
        return true;
    }

    /** Waits for the key at most {@code timeout} (zero: without limit), as PostgreSQL waits under lock_timeout. */
    synchronized void lock(Session session, Object key, boolean forTransaction, boolean sharedOnly, Duration timeout) throws SQLException {
        long deadline = System.nanoTime() + (timeout.isZero() ? Long.MAX_VALUE / 2 : timeout.toNanos());
        while (!(sharedOnly ? tryShare(session, key) : tryLock(session, key, forTransaction))) {
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

    /** Releases one session-level hold of the key; false (PostgreSQL warns) when the session holds none. */
    synchronized boolean unlock(Session session, Object key) {
        Hold hold = held.get(key);
        if (hold == null || hold.owner != session || hold.sessionCount == 0) {
            return false;
        }
        if (--hold.sessionCount == 0 && !hold.forTransaction) {
            held.remove(key);
            notifyAll();
        }
        return true;
    }

    /** Releases every session-level lock the session holds: {@code pg_advisory_unlock_all}, and the end of the session. */
    synchronized void unlockAll(Session session) {
        held.values().forEach(hold -> {
            if (hold.owner == session) {
                hold.sessionCount = 0;
            }
        });
        if (held.values().removeIf(hold -> hold.owner == session && !hold.forTransaction)) {
            notifyAll();
        }
    }

    /** The session's transaction ended: its transaction-level locks go. */
    synchronized void transactionEnded(Session session) {
        boolean released = false;
        for (var entries = held.entrySet().iterator(); entries.hasNext(); ) {
            Hold hold = entries.next().getValue();
            if (hold.owner == session && hold.forTransaction) {
                hold.forTransaction = false;
                if (hold.sessionCount == 0) {
                    entries.remove();
                }
                released = true;
            }
        }
        for (var entries = shared.entrySet().iterator(); entries.hasNext(); ) {
            Set<Session> holders = entries.next().getValue();
            if (holders.remove(session)) {
                released = true;
                if (holders.isEmpty()) {
                    entries.remove();
                }
            }
        }
        if (released) {
            notifyAll();
        }
    }

    private boolean othersShare(Session session, Object key) {
        Set<Session> holders = shared.get(key);
        return holders != null && (holders.size() > 1 || !holders.contains(session));
    }
}
