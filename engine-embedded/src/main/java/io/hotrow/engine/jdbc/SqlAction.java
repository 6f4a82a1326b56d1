package io.hotrow.engine.jdbc;

import java.sql.SQLException;

/** One call into the H2 session, run by {@link EngineConnection} under the transaction rules. */
@FunctionalInterface
interface SqlAction<T> {
    T run() throws SQLException;
}
