package io.hotrow.tck;

import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.serve.StoreSessions;
import io.hotrow.engine.wire.ServerEvents;
import io.hotrow.engine.wire.WireServer;
import io.hotrow.engine.wire.WireSettings;
import io.hotrow.testsupport.TestPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Where the wire tests point plain pgjdbc: the engine behind a wire server ({@link #WIRE}), or the
 * local PostgreSQL ({@link #POSTGRES}), so each test checks the engine answers as PostgreSQL does.
 */
enum WireTarget {
    WIRE,
    POSTGRES;

    /** A wire server over the in-JVM store with an engine backend of its own, as {@code hotrow serve mem:} would run. */
    /**
     * One wire server for all the tests of a class, started before the first and closed after the
     * last: {@code @RegisterExtension static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();}
     */
    static final class SharedServer implements BeforeAllCallback, AfterAllCallback {
        private Server server;

        @Override
        public void beforeAll(ExtensionContext context) throws IOException {
            server = new Server();
        }

        @Override
        public void afterAll(ExtensionContext context) {
            server.close();
        }

        Server get() {
            return server;
        }
    }

    static final class Server implements AutoCloseable {
        private final EngineBackend backend = new EngineBackend();
        private final WireServer server;

        Server(WireSettings settings, String store, ServerEvents events) throws IOException {
            server = WireServer.start(settings.withPort(0), new StoreSessions(backend, store), events);
        }

        Server(WireSettings settings, String store) throws IOException {
            this(settings, store, ServerEvents.NONE);
        }

        Server() throws IOException {
            this(WireSettings.defaults(), "mem:?laneTimeout=5s");
        }

        WireServer server() {
            return server;
        }

        String url(String database, String parameters) {
            return "jdbc:postgresql://127.0.0.1:" + server.address().getPort() + "/" + database + "?user=test"
                    + (parameters.isEmpty() ? "" : "&" + parameters);
        }

        @Override
        public void close() {
            server.close();
            backend.shutdown();
        }
    }

    /** A fresh database (a PostgreSQL schema) on this target. */
    final class Database implements AutoCloseable {
        private final Server server;
        private final String name = Target.freshDatabase();

        private Database(Server server) throws SQLException {
            this.server = server;
            if (WireTarget.this == POSTGRES) {
                try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
                    s.execute("CREATE SCHEMA " + name);
                }
            }
        }

        String url(String parameters) {
            if (WireTarget.this == WIRE) {
                return server.url(name, parameters);
            }
            String base = TestPostgres.url();
            return base + (base.contains("?") ? "&" : "?") + "currentSchema=" + name + (parameters.isEmpty() ? "" : "&" + parameters);
        }

        Connection connect() throws SQLException {
            return connect("");
        }

        Connection connect(String parameters) throws SQLException {
            return DriverManager.getConnection(url(parameters));
        }

        @Override
        public void close() throws SQLException {
            if (WireTarget.this == POSTGRES) {
                try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
                    s.execute("DROP SCHEMA IF EXISTS " + name + " CASCADE");
                }
            }
        }
    }

    Database database(Server server) throws SQLException {
        return new Database(server);
    }
}
