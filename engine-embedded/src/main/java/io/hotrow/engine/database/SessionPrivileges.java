package io.hotrow.engine.database;

import io.hotrow.engine.sql.NoJavaObjects;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Properties;

/**
 * Who runs what in an engine database. The engine's own work (set-up, capture triggers, snapshots,
 * replay, the hot-rows view) runs in the system session, as H2's administrator. Application
 * sessions log in as a user without administrator rights, so H2 itself refuses them its file, CSV,
 * linked-table, Java-alias, trigger, backup and database-settings commands. The user holds
 * {@code ALTER ANY SCHEMA}, the one right with which H2 lets a user create schemas and create,
 * alter and drop tables, sequences, indexes and views in {@code public} (a schema H2 owns); that
 * right reaches the engine's schema {@code hotrow} too, which {@link io.hotrow.engine.sql.Sandbox}
 * and {@link EngineObjects} guard. The password is random per database and lives only in memory.
 */
final class SessionPrivileges {

    /** H2 keeps user names in upper case. */
    static final String APPLICATION_USER = "HOTROW_APPLICATION";

    private final Properties credentials = new Properties();

    private SessionPrivileges(String password) {
        credentials.setProperty("user", APPLICATION_USER);
        credentials.setProperty("password", password);
    }

    /**
     * Creates the application user in a new, empty database, before any snapshot is restored or
     * log replayed: snapshots hold the user's schemas ({@code AUTHORIZATION HOTROW_APPLICATION}) and
     * its grant, which then find them in place.
     */
    static SessionPrivileges install(Connection system) throws SQLException {
        byte[] secret = new byte[24];
        new SecureRandom().nextBytes(secret);
        String password = HexFormat.of().formatHex(secret);
        try (Statement statement = system.createStatement()) {
            statement.execute("CREATE USER " + APPLICATION_USER + " PASSWORD '" + password + "'");
            statement.execute("GRANT ALTER ANY SCHEMA TO " + APPLICATION_USER);
            // Only while the database is empty: no JAVA_OBJECT value is ever turned into Java objects.
            statement.execute("SET JAVA_OBJECT_SERIALIZER '" + NoJavaObjects.class.getName() + "'");
        }
        system.commit();
        return new SessionPrivileges(password);
    }

    /** The login of application sessions. */
    Properties applicationCredentials() {
        return (Properties) credentials.clone();
    }
}
