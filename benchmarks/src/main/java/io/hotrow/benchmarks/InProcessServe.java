package io.hotrow.benchmarks;

import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.serve.StoreSessions;
import io.hotrow.engine.wire.ServerEvents;
import io.hotrow.engine.wire.WireServer;
import io.hotrow.engine.wire.WireSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/** What {@code hotrow serve file:<directory>} runs, started in this process on a free loopback port. */
final class InProcessServe implements AutoCloseable {

    private final EngineBackend backend = new EngineBackend();
    private final WireServer server;

    InProcessServe(Path store, int maxConnections) throws IOException {
        StoreSessions sessions = new StoreSessions(backend, "file:" + store);
        try {
            server = WireServer.start(WireSettings.defaults().withPort(0).withMaxConnections(maxConnections), sessions, ServerEvents.NONE);
        } catch (IOException e) {
            backend.shutdown();
            throw e;
        }
        sessions.advertise(EngineBackend.advertised(server.address()));
    }

    int port() {
        return server.address().getPort();
    }

    /** As serve stops: clients ended, every database closed with its commits in the store. */
    @Override
    public void close() {
        server.close(Duration.ofSeconds(10));
        backend.shutdown();
    }
}
