package io.hotrow.engine;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;

/** An in-memory database and one connection to it, opened once for a test class whose cases only read answers. */
public final class OneDatabase implements AutoCloseable {

    private final Database database;
    private final Connection connection;

    public OneDatabase(String name) throws SQLException {
        database = EngineFixture.open(name, new MemoryObjectStore(name + "-test"));
        connection = EngineFixture.connect(database);
    }

    public Connection connection() {
        return connection;
    }

    @Override
    public void close() throws SQLException {
        connection.close();
        database.shutdown();
    }
}
