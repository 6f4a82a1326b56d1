package io.hotrow.engine.wire;

import java.net.InetAddress;
import java.time.Duration;

/**
 * How a wire server listens and what it allows.
 *
 * @param bind               the address to listen on: loopback unless told otherwise
 * @param port               the TCP port; 0 picks a free one
 * @param maxConnections     clients served at once; the next is refused with 53300
 * @param maxMessageSize     the largest frontend message body accepted; a larger one is refused and the connection closed
 * @param startupTimeout     how long a client may take from connecting to being authenticated
 * @param messageTimeout     how long a message may take to arrive once its first byte has (idle time between messages is not limited)
 * @param authentication     who may connect
 */
public record WireSettings(InetAddress bind, int port, int maxConnections, int maxMessageSize, Duration startupTimeout,
                           Duration messageTimeout, WireAuthentication authentication) {

    public static final int DEFAULT_PORT = 5433;

    public WireSettings {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be between 0 and 65535");
        }
        if (maxConnections < 1) {
            throw new IllegalArgumentException("maxConnections must be at least 1");
        }
        if (maxMessageSize < 1024) {
            throw new IllegalArgumentException("maxMessageSize must be at least 1024 bytes");
        }
    }

    /** Loopback, port 5433, 100 connections, 64 MiB messages, 60 s to start up and to finish a message, trust. */
    public static WireSettings defaults() {
        return new WireSettings(InetAddress.getLoopbackAddress(), DEFAULT_PORT, 100, 64 << 20, Duration.ofSeconds(60),
                Duration.ofSeconds(60), WireAuthentication.trust());
    }

    public WireSettings withBind(InetAddress bind) {
        return new WireSettings(bind, port, maxConnections, maxMessageSize, startupTimeout, messageTimeout, authentication);
    }

    public WireSettings withPort(int port) {
        return new WireSettings(bind, port, maxConnections, maxMessageSize, startupTimeout, messageTimeout, authentication);
    }

    public WireSettings withMaxConnections(int maxConnections) {
        return new WireSettings(bind, port, maxConnections, maxMessageSize, startupTimeout, messageTimeout, authentication);
    }

    public WireSettings withMaxMessageSize(int maxMessageSize) {
        return new WireSettings(bind, port, maxConnections, maxMessageSize, startupTimeout, messageTimeout, authentication);
    }

    public WireSettings withTimeouts(Duration startupTimeout, Duration messageTimeout) {
        return new WireSettings(bind, port, maxConnections, maxMessageSize, startupTimeout, messageTimeout, authentication);
    }

    public WireSettings withAuthentication(WireAuthentication authentication) {
        return new WireSettings(bind, port, maxConnections, maxMessageSize, startupTimeout, messageTimeout, authentication);
    }
}
