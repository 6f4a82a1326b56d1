package io.hotrow.driver.backend;

import io.hotrow.driver.config.ServeSettings;
import io.hotrow.engine.wire.ServerEvents;
import io.hotrow.engine.wire.SessionSource;
import io.hotrow.engine.wire.WireServer;
import io.hotrow.engine.wire.WireSettings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The PostgreSQL-protocol servers of an application that serves the engine databases it owns
 * ({@code serve=port}): one per address, started with the first database it owns, so that the
 * application's other instances, and psql, reach the databases through the owner. Each server's
 * clients get local sessions only: a server never forwards to another owner.
 */
final class OwnerServer {

    private final Map<InetSocketAddress, WireServer> servers = new ConcurrentHashMap<>();

    /**
     * The address to advertise for {@code serve}, starting its server if it is not running yet: the
     * first connection to name an address decides how its server authenticates.
     */
    String serve(ServeSettings serve, SessionSource sessions) throws SQLException {
        WireServer server;
        try {
            server = servers.computeIfAbsent(serve.address(), address -> start(serve, sessions));
        } catch (UncheckedServeException e) {
            throw e.getCause();
        }
        return advertised(server.address());
    }

    private static WireServer start(ServeSettings serve, SessionSource sessions) {
        InetSocketAddress bind = serve.address();
        try {
            WireSettings settings = WireSettings.defaults().withBind(bind.getAddress()).withPort(bind.getPort())
                    .withAuthentication(serve.authentication());
            return WireServer.start(settings, sessions, ServerEvents.NONE);
        } catch (SQLException e) {
            throw new UncheckedServeException(e);
        } catch (IOException e) {
            throw new UncheckedServeException(new SQLException("cannot serve engine databases on " + bind + " (serve property): " + e.getMessage(),
                    "58030", e));
        }
    }

    /** Stops every server: its clients' open transactions roll back. */
    void close() {
        servers.values().forEach(WireServer::close);
        servers.clear();
    }

    /** host:port other processes can reach: this host's name when the server listens on every address. */
    static String advertised(InetSocketAddress listening) {
        InetAddress address = listening.getAddress();
        String host = address.getHostAddress();
        if (address.isAnyLocalAddress()) {
            try {
                host = InetAddress.getLocalHost().getHostName();
            } catch (UnknownHostException e) {
                host = "127.0.0.1";
            }
        }
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + listening.getPort();
    }

    /** Carries a failure to start out of {@link Map#computeIfAbsent}, which takes no checked exception. */
    private static final class UncheckedServeException extends RuntimeException {
        UncheckedServeException(SQLException cause) {
            super(cause);
        }

        @Override
        public synchronized SQLException getCause() {
            return (SQLException) super.getCause();
        }
    }
}
