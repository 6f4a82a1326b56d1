package io.hotrow.driver.pipeline;

import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.placement.Placement;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Executor;

/** The route of a fixed placement ({@code engine} or {@code postgres}): one backend connection, for the connection's life. */
final class FixedRoute implements Route {

    private final Connection backend;
    private final Placement placement;

    FixedRoute(Connection backend, Placement placement) {
        this.backend = backend;
        this.placement = placement;
    }

    @Override
    public Connection backend() {
        return backend;
    }

    @Override
    public Placement placement() {
        return placement;
    }

    @Override
    public <T> T run(Attempt<T> attempt) throws SQLException {
        return attempt.on(backend);
    }

    @Override
    public void set(ConnectionSetting setting, Rebinding.Call<Connection> call) throws SQLException {
        call.on(backend);
    }

    @Override
    public void ran(String sql) {
        // the backend never changes: nothing to make again
    }

    @Override
    public void autoCommit(boolean autoCommit) throws SQLException {
        backend.setAutoCommit(autoCommit);
    }

    @Override
    public void end(Ending ending, Rebinding.Call<Connection> call) throws SQLException {
        call.on(backend);
    }

    @Override
    public void checkOpen() throws SQLException {
        if (backend.isClosed()) {
            throw EngineErrors.connectionClosed();
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        return backend.isClosed();
    }

    @Override
    public void close() throws SQLException {
        backend.close();
    }

    @Override
    public void abort(Executor executor) throws SQLException {
        backend.abort(executor);
    }

    @Override
    public String toString() {
        return backend.toString();
    }
}
