package io.hotrow.engine.database;

import java.sql.SQLException;

/** One call into the H2 session, run by {@link Session#run} under the transaction rules. */
@FunctionalInterface
public interface SqlAction<T> {
    T run() throws SQLException;
}
