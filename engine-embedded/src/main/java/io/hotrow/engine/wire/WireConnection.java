package io.hotrow.engine.wire;

import io.hotrow.engine.jdbc.EngineConnection;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One client connection, on a thread of its own: startup and authentication, then the message loop
 * until the client terminates or goes away. Whatever way it ends, the session is closed, so an
 * open transaction rolls back and releases the writer lane.
 */
final class WireConnection implements Runnable {

    /** Setting names a startup packet may set: PostgreSQL's and custom {@code a.b} ones, nothing that needs quoting. */
    private static final Pattern SETTING_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)?");

    static final String TERMINATED = "terminated (57P01): the server is shutting down";
    static final String DISCONNECTED = "disconnected: the server stopped before the client's request ended";

    private final Socket socket;
    private final WireSettings settings;
    private final SessionSource sessions;
    private final ConnectionRegistry registry;
    private final ServerEvents events;
    private final int id;
    private final int secret;
    private volatile WireSession session;
    /** Set before the connection is admitted, so a shutdown that sees it admitted can terminate it. */
    private volatile RequestGate gate;
    private volatile boolean disconnected;

    WireConnection(Socket socket, WireSettings settings, SessionSource sessions, ConnectionRegistry registry, ServerEvents events) {
        this.socket = socket;
        this.settings = settings;
        this.sessions = sessions;
        this.registry = registry;
        this.events = events;
        this.id = registry.nextId();
        this.secret = registry.newSecret();
    }

    int id() {
        return id;
    }

    boolean hasSecret(int candidate) {
        return candidate == secret;
    }

    void cancelRunningStatement() {
        WireSession current = session;
        if (current != null) {
            current.cancel();
        }
    }

    /** Graceful shutdown: 57P01 at the connection's next request boundary, or now if it is between requests. */
    void terminate() {
        gate.terminate();
    }

    /** Closes the socket: the connection's thread sees it, rolls back and ends. */
    void disconnect() {
        disconnected = true;
        try {
            socket.close();
        } catch (IOException ignored) {
            // closed already
        }
    }

    private String client() {
        return socket.getRemoteSocketAddress() instanceof InetSocketAddress address
                ? address.getAddress().getHostAddress() + ":" + address.getPort() : String.valueOf(socket.getRemoteSocketAddress());
    }

    @Override
    public void run() {
        String closeReason = "client closed the connection";
        boolean admitted = false;
        ExtendedQuery extended = null;
        try (socket) {
            socket.setTcpNoDelay(true);
            socket.setSoTimeout((int) settings.startupTimeout().toMillis());
            MessageWriter writer = new MessageWriter(new BufferedOutputStream(socket.getOutputStream(), 65536));
            gate = new RequestGate(writer, socket);
            SocketTimeouts timeouts = new SocketTimeouts();
            MessageReader reader = new MessageReader(new BufferedInputStream(socket.getInputStream(), 65536), settings.maxMessageSize(), timeouts);
            StartupPacket.Request request;
            try {
                Object startup = StartupPacket.read(reader, writer);
                if (startup instanceof StartupPacket.Cancel cancel) {
                    registry.cancel(cancel);
                    return;
                }
                if (startup == null) {
                    return;
                }
                request = (StartupPacket.Request) startup;
                new Authenticator(settings.authentication(), reader, writer).authenticate(request.user(), socket.getInetAddress());
                registry.admit(this);
                admitted = true;
                session = new WireSession(open(request));
                applyStartupParameters(request.parameters());
            } catch (SQLException | ProtocolException e) {
                String state = e instanceof SQLException sql ? sql.getSQLState() : ((ProtocolException) e).sqlState();
                writer.report('E', ErrorFields.of(ErrorFields.FATAL, state, e.getMessage()));
                writer.flush();
                events.refused(client(), e.getMessage());
                return;
            }
            events.opened(id, client(), request.database(), request.user());
            session.reportAll(writer);
            writer.backendKeyData(id, secret);
            writer.readyForQuery(session.status());
            writer.flush();
            extended = new ExtendedQuery(session, reader, writer);
            timeouts.started = true;
            closeReason = gate.requestEnded() ? serve(reader, writer, extended) : TERMINATED;
        } catch (SocketTimeoutException e) {
            closeReason = "timed out waiting for the client";
        } catch (EOFException e) {
            closeReason = "client went away: " + e.getMessage();
        } catch (IOException e) {
            closeReason = "connection lost: " + e.getMessage();
        } catch (RuntimeException | Error e) {
            closeReason = "internal error: " + e;
        } finally {
            if (extended != null) {
                extended.closeAll();
            }
            WireSession ended = session;
            if (ended != null) {
                ended.close(); // rolls back an open transaction and releases the writer lane
            }
            if (admitted) {
                registry.remove(this);
                events.closed(id, gate.terminated() ? TERMINATED : disconnected ? DISCONNECTED : closeReason);
            }
        }
    }

    private Connection open(StartupPacket.Request request) throws SQLException {
        return sessions.open(request.database(), request.user());
    }

    /**
     * Startup parameters other than user and database are settings, as PostgreSQL applies them
     * (client_encoding, DateStyle, TimeZone, application_name, options {@code -c name=value}).
     */
    private void applyStartupParameters(Map<String, String> parameters) throws SQLException {
        for (Map.Entry<String, String> parameter : parameters.entrySet()) {
            String name = parameter.getKey();
            switch (name.toLowerCase(Locale.ROOT)) {
                case "user", "database", "replication" -> {
                }
                case "options" -> applyOptions(parameter.getValue());
                case "client_encoding" -> {
                    // SQL_ASCII (libpq's choice in a C locale) passes bytes unchanged: UTF-8 serves it.
                    if (!parameter.getValue().equalsIgnoreCase("SQL_ASCII")) {
                        set(name, parameter.getValue());
                    }
                }
                default -> set(name, parameter.getValue());
            }
        }
    }

    private void applyOptions(String options) throws SQLException {
        String[] words = options.trim().split("\\s+");
        for (int i = 0; i < words.length; i++) {
            String setting = words[i].equals("-c") && i + 1 < words.length ? words[++i]
                    : words[i].startsWith("--") ? words[i].substring(2) : words[i].startsWith("-c") ? words[i].substring(2) : null;
            if (setting == null || setting.isEmpty()) {
                continue;
            }
            int equals = setting.indexOf('=');
            if (equals <= 0) {
                throw new SQLException("invalid command-line argument for server process: " + setting, "42601");
            }
            set(setting.substring(0, equals), setting.substring(equals + 1));
        }
    }

    private void set(String name, String value) throws SQLException {
        if (!SETTING_NAME.matcher(name).matches()) {
            throw new SQLException("invalid configuration parameter name \"" + name + "\"", "42602");
        }
        Connection connection = session.connection();
        if (connection.isWrapperFor(EngineConnection.class)) {
            connection.unwrap(EngineConnection.class).startupSetting(name, value); // RESET goes back to it, as in PostgreSQL
        } else {
            session.execute("SET " + name + " TO '" + value.replace("'", "''") + "'");
        }
    }

    /** The message loop; the reason the connection ended. */
    private String serve(MessageReader reader, MessageWriter writer, ExtendedQuery extended) throws IOException {
        SimpleQuery simple = new SimpleQuery(session, reader, writer, settings.maxMessageSize());
        while (true) {
            FrontendMessage message;
            try {
                message = reader.next();
                if (message == null) {
                    return "client closed the connection";
                }
                if (!gate.enter()) {
                    return TERMINATED; // sent between requests after termination began: it must not run
                }
                session.busy(true);
                boolean ended = false; // the message ends the request: ReadyForQuery
                switch (message.type()) {
                    case FrontendMessage.QUERY -> {
                        if (extended.skipping()) {
                            continue; // PostgreSQL ignores it too until Sync
                        }
                        extended.forgetUnnamed();
                        String sql = message.body().cstring();
                        message.body().end();
                        simple.run(sql);
                        ended = true;
                    }
                    case FrontendMessage.PARSE, FrontendMessage.BIND, FrontendMessage.DESCRIBE, FrontendMessage.EXECUTE, FrontendMessage.CLOSE -> {
                        if (!extended.skipping()) {
                            extended.handle(message);
                        }
                    }
                    case FrontendMessage.SYNC -> {
                        message.body().end();
                        extended.sync();
                        ended = true;
                    }
                    case FrontendMessage.FLUSH -> writer.flush();
                    case FrontendMessage.TERMINATE -> {
                        return "client terminated";
                    }
                    case FrontendMessage.COPY_DATA, FrontendMessage.COPY_DONE, FrontendMessage.COPY_FAIL -> {
                        // after a failed COPY the client may still send its data: PostgreSQL drops it
                    }
                    case FrontendMessage.FUNCTION_CALL -> {
                        writer.report('E', ErrorFields.of(ErrorFields.ERROR, "42000", "the fastpath function call interface is not supported"));
                        ended = true;
                    }
                    default -> throw ProtocolException.framing("invalid frontend message type " + MessageReader.printable(message.type()));
                }
                if (ended && !endRequest(writer)) {
                    return TERMINATED;
                }
            } catch (ProtocolException e) {
                if (!e.fatal()) { // a malformed body of a well-framed message: it fails, the connection goes on
                    writer.report('E', ErrorFields.of(ErrorFields.ERROR, e.sqlState(), e.getMessage()));
                    if (!endRequest(writer)) {
                        return TERMINATED;
                    }
                    continue;
                }
                if (!gate.enter()) {
                    return TERMINATED; // a broken message between requests after termination: 57P01 was sent already
                }
                writer.report('E', ErrorFields.of(ErrorFields.FATAL, e.sqlState(), e.getMessage()));
                writer.flush();
                return "protocol violation: " + e.getMessage();
            }
        }
    }

    /** ReadyForQuery, flushed; then whether the connection goes on (false: terminated by a shutdown, 57P01 sent). */
    private boolean endRequest(MessageWriter writer) throws IOException {
        session.busy(false);
        writer.readyForQuery(session.status());
        writer.flush();
        return gate.requestEnded();
    }

    /**
     * Until the session starts, the startup timeout bounds everything; then no limit while the
     * client is idle between messages, and the message timeout once a message has begun.
     */
    private final class SocketTimeouts implements MessageReader.Timeouts {
        private boolean started;

        @Override
        public void betweenMessages() throws IOException {
            if (started) {
                socket.setSoTimeout(0);
            }
        }

        @Override
        public void insideMessage() throws IOException {
            if (started) {
                socket.setSoTimeout((int) settings.messageTimeout().toMillis());
            }
        }
    }
}
