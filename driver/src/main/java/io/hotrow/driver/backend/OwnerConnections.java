package io.hotrow.driver.backend;

import io.hotrow.driver.config.ConnectionSettings;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Connections to engine databases another live process owns, through PostgreSQL's protocol to the
 * address the owner advertises in its lease (docs/sharing.md). One physical pgjdbc connection per
 * logical connection, not a pool: a pooled connection would carry one application connection's
 * session settings and advisory locks into the next, and an application pools its own connections.
 * Remembers each database's owner, so only the first connection pays for finding it.
 */
final class OwnerConnections {

    private final Map<String, String> owners = new ConcurrentHashMap<>();

    /** The owner last seen for {@code database} (a store-wide key), or null. */
    String known(String database) {
        return owners.get(database);
    }

    void remember(String database, String address) {
        owners.put(database, address);
    }

    /** Forgets {@code address} as the owner of {@code database}, unless another was remembered meanwhile. */
    void forget(String database, String address) {
        owners.remove(database, address);
    }

    /** A connection to {@code settings}' database at the owner's {@code address} (host:port). */
    Connection connect(String address, ConnectionSettings settings) throws SQLException {
        Properties credentials = new Properties();
        // without a user, the role an embedded connection logs in as: current_user reads the same either way
        credentials.setProperty("user", settings.user() != null ? settings.user() : "hotrow_application");
        if (settings.password() != null) {
            credentials.setProperty("password", settings.password());
        }
        credentials.setProperty("ApplicationName", "hotrow (following the owner of " + settings.url().database() + ")");
        Connection connection = new org.postgresql.Driver().connect("jdbc:postgresql://" + address + "/" + settings.url().database(), credentials);
        if (connection == null) {
            throw new SQLException("the owner's address '" + address + "' of database " + settings.url().database() + " is not one pgjdbc can reach", "08001");
        }
        return FollowedConnection.wrap(connection, settings.url().url());
    }
}
