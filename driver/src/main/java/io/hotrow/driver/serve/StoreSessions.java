package io.hotrow.driver.serve;

import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.config.HotrowUrl;
import io.hotrow.driver.route.PlacementRouter;
import io.hotrow.engine.wire.SessionSource;
import io.hotrow.placement.Placement;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.regex.Pattern;

/**
 * The sessions {@code hotrow serve} hands to its clients: the database a client names in its
 * startup packet is the hotrow database of that name in the served store, opened (and recovered)
 * on first use through the engine backend, exactly as a {@code jdbc:hotrow:} URL of the store
 * would open it. A database placed on PostgreSQL is not served: its data lives there.
 */
public final class StoreSessions implements SessionSource {

    private static final Pattern DATABASE_NAME = Pattern.compile("[a-z][a-z0-9_]{0,62}");

    private final EngineBackend backend;
    private final PlacementRouter placements;
    private final String store;
    private final String parameters;
    private volatile String advertised;

    /**
     * @param store the store as a {@code jdbc:hotrow:} URL writes it ({@code file:/var/lib/hotrow}, {@code mem:},
     *              {@code s3://bucket/prefix}), optionally with {@code ?key=value} properties for every database
     */
    public StoreSessions(EngineBackend backend, String store) {
        this.backend = backend;
        this.placements = new PlacementRouter(backend);
        int question = store.indexOf('?');
        String location = question < 0 ? store : store.substring(0, question);
        this.store = location.endsWith("/") && !location.equals("mem:") ? location.substring(0, location.length() - 1) : location;
        this.parameters = question < 0 ? "" : store.substring(question);
    }

    /** The settings of one database of the store: what a jdbc:hotrow: URL naming it would have; fails for a store URL that is wrong. */
    public ConnectionSettings settings(String database) throws SQLException {
        return ConnectionSettings.resolve(HotrowUrl.PREFIX + store + "/" + database + parameters, null);
    }

    @Override
    public Connection open(String database, String user) throws SQLException {
        if (!DATABASE_NAME.matcher(database).matches()) {
            throw new SQLException("database \"" + database + "\" does not exist: hotrow database names match [a-z][a-z0-9_]{0,62}", "3D000");
        }
        ConnectionSettings settings = settings(database);
        if (placements.record(settings).placement() == Placement.POSTGRES) {
            throw new SQLException("database \"" + database + "\" is placed on PostgreSQL: connect to that server, or move it back to the engine"
                    + " (hotrow placement move ... engine)", "08004");
        }
        return backend.connectHere(settings, advertised, user); // the database is served here, never forwarded to another owner
    }

    /** The address (host:port) the databases this server opens are advertised at in their leases. */
    public void advertise(String hostAndPort) {
        advertised = hostAndPort;
    }
}
