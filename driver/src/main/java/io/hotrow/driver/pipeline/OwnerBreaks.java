package io.hotrow.driver.pipeline;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.postgresql.jdbc.PgConnection;

/**
 * Broken connections to the owners of engine databases, counted per owner's address and database.
 * When the owner dies, each of this process's connections to it learns so only when its own next
 * statement fails (class 08, outcome unknown, never run again). The first such failure is counted
 * here, and every other connection to that owner replaces its backend before its next transaction
 * instead of failing a statement of its own. Connections already bound to a new owner count
 * against the new address, so a late failure reported from the old one leaves them (and their
 * session state: advisory locks, settings) alone.
 */
final class OwnerBreaks {

    private final ConcurrentHashMap<String, AtomicLong> byOwner = new ConcurrentHashMap<>();

    /** The break count of the owner {@code backend} is connected to, or null when it is no remote owner's connection. */
    AtomicLong of(Connection backend) throws SQLException {
        if (!backend.isWrapperFor(PgConnection.class)) {
            return null; // this process's own engine session: it breaks by losing the lease (57P01), never unseen
        }
        // pgjdbc's own URL, the owner's address: the connection's metadata reports the application's jdbc:hotrow: URL
        return byOwner.computeIfAbsent(backend.unwrap(PgConnection.class).getURL(), owner -> new AtomicLong());
    }
}
