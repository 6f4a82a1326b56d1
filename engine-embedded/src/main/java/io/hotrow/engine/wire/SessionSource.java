package io.hotrow.engine.wire;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Where the server gets its sessions: one connection per client, on which every statement of that
 * client runs. Implementations decide how a database name is found (the driver's store, a fixed
 * database in a test, later an owner elsewhere); the server only needs a connection that runs
 * statements exactly as an embedded one does (the engine's {@code EngineConnection}, so the writer
 * lane, durability and the output gate hold unchanged).
 */
@FunctionalInterface
public interface SessionSource {

    /**
     * A new session on {@code database} for {@code user}; fails with an SQLException carrying
     * PostgreSQL's SQLState (3D000 for a database that cannot exist, 08000 for one that cannot
     * be opened).
     */
    Connection open(String database, String user) throws SQLException;
}
