package io.hotrow.driver.serve;

import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.command.CommandErrors;
import io.hotrow.engine.wire.ServerEvents;
import io.hotrow.engine.wire.WireAuthentication;
import io.hotrow.engine.wire.WireServer;
import io.hotrow.engine.wire.WireSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * {@code hotrow serve <store>}: serves the databases of a store over PostgreSQL's protocol until
 * the process is told to stop (SIGTERM, Ctrl-C), then stops accepting, disconnects its clients
 * (open transactions roll back) and closes its databases, so every acknowledged commit is in the
 * store and the next owner recovers nothing it has to guess.
 */
public final class ServeCommand {

    public static final String USAGE = """
            usage: java -jar driver/target/hotrow-cli.jar serve <store> [--port 5433] [--bind 127.0.0.1]
                                        [--max-connections 100] [--auth trust|password|scram-sha-256 --users <file>]
              serves every database of the store over PostgreSQL's protocol: psql, pgbench, pgjdbc and other
              PostgreSQL clients connect with an ordinary URL whose database name is the hotrow database
              (psql -h 127.0.0.1 -p 5433 shop). The store is written as in a jdbc:hotrow: URL, without the
              database: file:/var/lib/hotrow, s3://bucket/prefix, mem:.
              --bind              the address to listen on (loopback by default)
              --auth, --users     trust lets in loopback clients only; password and scram-sha-256 check the
                                  users file, one user=password per line""";

    private final PrintStream out;
    private final PrintStream err;
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile WireServer server;
    private volatile EngineBackend backend;

    public ServeCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Serves until {@link #stop()} (the shutdown hook calls it); exit status 0, 1 on failure, 2 for a usage error. */
    public int run(String... args) {
        if (args.length < 2) {
            return usage();
        }
        String store = args[1];
        WireSettings settings = WireSettings.defaults();
        WireAuthentication.Method method = WireAuthentication.Method.TRUST;
        Path users = null;
        try {
            for (int i = 2; i < args.length; i += 2) {
                if (i + 1 >= args.length) {
                    return usage();
                }
                String value = args[i + 1];
                switch (args[i]) {
                    case "--port" -> settings = settings.withPort(number(args[i], value));
                    case "--bind" -> settings = settings.withBind(InetAddress.getByName(value));
                    case "--max-connections" -> settings = settings.withMaxConnections(number(args[i], value));
                    case "--auth" -> {
                        method = WireAuthentication.Method.parse(value);
                        if (method == null) {
                            return usage();
                        }
                    }
                    case "--users" -> users = Path.of(value);
                    default -> {
                        return usage();
                    }
                }
            }
            if (method != WireAuthentication.Method.TRUST && users == null) {
                err.println("hotrow: --auth " + method.label() + " needs --users <file> with one user=password per line");
                return 2;
            }
            settings = settings.withAuthentication(method == WireAuthentication.Method.TRUST ? WireAuthentication.trust()
                    : WireAuthentication.of(method, users));
        } catch (NumberFormatException | UnknownHostException e) {
            err.println("hotrow: " + CommandErrors.describe(e));
            return usage();
        } catch (IllegalArgumentException | IOException e) {
            err.println("hotrow: " + CommandErrors.describe(e));
            return 1;
        }
        return serve(store, settings);
    }

    /** A whole-number option's value; a malformed one fails naming the option, which the JDK's message does not. */
    private static int number(String option, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new NumberFormatException(option + " needs a whole number, not '" + value + "'");
        }
    }

    private int serve(String store, WireSettings settings) {
        backend = new EngineBackend();
        StoreSessions sessions = new StoreSessions(backend, store);
        try {
            sessions.settings("hotrow_check"); // a store URL that cannot work fails now, not at the first client
        } catch (SQLException e) {
            err.println("hotrow: " + e.getMessage());
            return 1;
        }
        try {
            server = WireServer.start(settings, sessions, new Progress(settings));
            sessions.advertise(EngineBackend.advertised(server.address())); // the processes that find a database owned here connect here
        } catch (IOException e) {
            err.println("hotrow: cannot listen on " + settings.bind().getHostAddress() + ":" + settings.port() + ": " + CommandErrors.describe(e));
            backend.shutdown();
            return 1;
        }
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
        }
        return 0;
    }

    /**
     * Stops serving: no new clients, every request in flight answered, every client then ended with 57P01
     * (its open transaction rolled back), every database closed.
     */
    public void stop() {
        WireServer running = server;
        if (running == null || stopped.getCount() == 0) {
            return;
        }
        out.println("hotrow serve: stopping: " + running.connectionCount() + " connection(s) to end once their request in flight is answered");
        running.close(Duration.ofSeconds(10));
        backend.shutdown();
        out.println("hotrow serve: stopped; every database closed");
        stopped.countDown();
    }

    /** The address the server listens on, once it does (for tests that asked for port 0). */
    public InetSocketAddress address() {
        WireServer running = server;
        return running == null ? null : running.address();
    }

    private int usage() {
        err.println(USAGE);
        return 2;
    }

    /** The server's progress as readable lines. */
    private final class Progress implements ServerEvents {
        private final WireSettings settings;

        Progress(WireSettings settings) {
            this.settings = settings;
        }

        @Override
        public void listening(InetSocketAddress address) {
            out.println("hotrow serve: listening on " + address.getAddress().getHostAddress() + ":" + address.getPort()
                    + " (PostgreSQL protocol 3.0, authentication " + settings.authentication().method().label() + ", at most "
                    + settings.maxConnections() + " connections)");
        }

        @Override
        public void opened(int connectionId, String client, String database, String user) {
            out.println("connection " + connectionId + " opened from " + client + ": database " + database + ", user " + user + " ("
                    + open() + " open)");
        }

        @Override
        public void closed(int connectionId, String reason) {
            out.println("connection " + connectionId + " closed: " + reason + " (" + open() + " open)");
        }

        private int open() {
            WireServer running = server;
            return running == null ? 0 : running.connectionCount();
        }

        @Override
        public void refused(String client, String reason) {
            out.println("refused " + client + ": " + reason);
        }
    }
}
