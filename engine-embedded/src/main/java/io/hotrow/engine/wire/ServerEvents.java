package io.hotrow.engine.wire;

import java.net.InetSocketAddress;

/** What the server reports as it runs, for a command-line tool's progress lines or an application's log. */
public interface ServerEvents {

    ServerEvents NONE = new ServerEvents() {
    };

    default void listening(InetSocketAddress address) {
    }

    default void opened(int connectionId, String client, String database, String user) {
    }

    /** @param reason why it closed: "client closed", or the error that ended it */
    default void closed(int connectionId, String reason) {
    }

    /** A client was turned away before it had a session (bad startup, failed authentication, too many connections). */
    default void refused(String client, String reason) {
    }

    default void stopped() {
    }
}
