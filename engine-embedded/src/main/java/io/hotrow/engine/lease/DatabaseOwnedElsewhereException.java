package io.hotrow.engine.lease;

import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;

/**
 * The database is owned by another live process: this one did not take it over (docs/lease.md).
 * It carries the owner's advertised address, if it serves the database, so a driver can connect
 * there. SQLState 55006 (object_in_use): not one a connection pool reads as a dead server.
 */
public final class DatabaseOwnedElsewhereException extends SQLException {

    public static final String SQLSTATE = "55006";

    private final String database;
    private final transient LeaseRecord owner;
    private final boolean seenRenewing;

    DatabaseOwnedElsewhereException(String database, String store, LeaseRecord owner, boolean seenRenewing, Duration expiresIn) {
        super("database '" + database + "' in " + store + " is owned by " + owner.who() + " (lease epoch " + owner.epoch()
                + (seenRenewing ? "), which renews its lease" : "), whose lease has not expired") + ", so it was not taken over. Use the database from one process"
                + (owner.address() == null ? "" : " (connect to " + owner.address() + ")")
                + ", serve it from one process and connect to that, or wait: if the owner stops without handing the database back,"
                + " another process can take it over once its lease of " + owner.duration().toMillis() + " ms runs out, at the"
                + " earliest at " + LocalTime.now().plus(expiresIn).truncatedTo(ChronoUnit.SECONDS) + " here (in "
                + expiresIn.toMillis() + " ms)", SQLSTATE);
        this.database = database;
        this.owner = owner;
        this.seenRenewing = seenRenewing;
    }

    public String database() {
        return database;
    }

    /** The owner's newest lease object: host, pid, lease duration. */
    public LeaseRecord owner() {
        return owner;
    }

    /** Whether this process saw the owner renew its lease: alive, not only not yet expired. */
    public boolean seenRenewing() {
        return seenRenewing;
    }

    /** Where the owner serves the database (host:port), or null if it does not. */
    public String address() {
        return owner == null ? null : owner.address();
    }

    /** Whether {@code e}, or something that caused it, says the database is owned elsewhere. */
    public static DatabaseOwnedElsewhereException in(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof DatabaseOwnedElsewhereException owned) {
                return owned;
            }
        }
        return null;
    }
}
