package io.hotrow.engine.wire;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Serves engine sessions over PostgreSQL's frontend/backend protocol, version 3, so psql, pgbench,
 * pgjdbc and other PostgreSQL clients reach the engine. Each client gets a thread of the server's
 * own bounded pool and a session from the {@link SessionSource}; every statement runs on that
 * session exactly as on an embedded connection. See docs/wire.md.
 */
public final class WireServer implements AutoCloseable {

    /** Threads beyond maxConnections for clients still starting up (and those refused with 53300). */
    private static final int STARTUP_SLACK = 8;

    private final WireSettings settings;
    private final SessionSource sessions;
    private final ServerEvents events;
    private final ServerSocket listener;
    private final ConnectionRegistry registry;
    private final ThreadPoolExecutor connections;
    private final Thread acceptor;
    private volatile boolean closing;

    private WireServer(WireSettings settings, SessionSource sessions, ServerEvents events, ServerSocket listener) {
        this.settings = settings;
        this.sessions = sessions;
        this.events = events;
        this.listener = listener;
        this.registry = new ConnectionRegistry(settings.maxConnections());
        AtomicInteger threads = new AtomicInteger();
        this.connections = new ThreadPoolExecutor(0, settings.maxConnections() + STARTUP_SLACK, 60, TimeUnit.SECONDS, new SynchronousQueue<>(),
                runnable -> {
                    Thread thread = new Thread(runnable, "hotrow-wire-" + threads.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        this.acceptor = new Thread(this::accept, "hotrow-wire-accept-" + listener.getLocalPort());
        this.acceptor.setDaemon(true); // an application that serves its databases must not be kept alive by it
    }

    /** Binds the listening socket and starts accepting clients. */
    public static WireServer start(WireSettings settings, SessionSource sessions, ServerEvents events) throws IOException {
        ServerSocket listener = new ServerSocket();
        try {
            listener.setReuseAddress(true);
            listener.bind(new InetSocketAddress(settings.bind(), settings.port()), 128);
        } catch (IOException e) {
            listener.close();
            throw e;
        }
        WireServer server = new WireServer(settings, sessions, events, listener);
        server.acceptor.start();
        events.listening(server.address());
        return server;
    }

    public InetSocketAddress address() {
        return (InetSocketAddress) listener.getLocalSocketAddress();
    }

    /** Clients with a session now. */
    public int connectionCount() {
        return registry.size();
    }

    private void accept() {
        while (!closing) {
            Socket socket;
            try {
                socket = listener.accept();
            } catch (SocketException closed) {
                return; // close() closed the listener
            } catch (IOException e) {
                // a client that failed during accept, or no file descriptor left: pause rather than spin
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
                continue;
            }
            try {
                connections.execute(new WireConnection(socket, settings, sessions, registry, events));
            } catch (RejectedExecutionException full) {
                refuse(socket);
            }
        }
    }

    /**
     * Every thread is busy (53300), or the server is closing (57P03, as the client accepted just
     * before the listener closed): answered without reading anything, and hung up.
     */
    private void refuse(Socket socket) {
        String reason = closing ? "the database system is shutting down" : "sorry, too many clients already";
        try (socket) {
            OutputStream out = socket.getOutputStream();
            MessageWriter writer = new MessageWriter(out);
            writer.report('E', ErrorFields.of(ErrorFields.FATAL, closing ? "57P03" : "53300", reason));
            writer.flush();
        } catch (IOException ignored) {
            // the client is gone already
        }
        events.refused(String.valueOf(socket.getRemoteSocketAddress()), reason);
    }

    /**
     * Stops gracefully (docs/wire.md, "Stopping"): no new connections; a client between requests (idle, or idle inside a transaction, which rolls
     * back) gets FATAL 57P01 and is hung up at once; a client in the middle of a request gets that
     * request's answer and ReadyForQuery first, then 57P01. So every statement a client sent is
     * either answered or, with 57P01, not run. A request still running after {@code wait} is
     * cancelled and its connection closed, as a client whose server went away sees it; then up to
     * {@code wait} more for those threads to roll back and end.
     */
    public void close(Duration wait) {
        if (closing) {
            return;
        }
        closing = true;
        long deadline = System.nanoTime() + wait.toNanos();
        try {
            listener.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        connections.shutdown();
        List<WireConnection> admitted = registry.shutDown();
        // 57P01 to an idle client is a socket write, which a client that stopped reading could block: off this thread, so
        // the bound holds (closing the socket below ends such a write)
        Thread terminator = new Thread(() -> admitted.forEach(WireConnection::terminate), "hotrow-wire-terminate-" + listener.getLocalPort());
        terminator.setDaemon(true);
        terminator.start();
        try {
            acceptor.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            if (!connections.awaitTermination(deadline - System.nanoTime(), TimeUnit.NANOSECONDS)) {
                for (WireConnection connection : registry.all()) {
                    connection.cancelRunningStatement(); // a long statement would otherwise run on after its client is gone
                    connection.disconnect();
                }
                if (!connections.awaitTermination(wait.toNanos(), TimeUnit.NANOSECONDS)) {
                    connections.shutdownNow();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        events.stopped();
    }

    @Override
    public void close() {
        close(Duration.ofSeconds(10));
    }
}
