package io.hotrow.engine.database;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Creates {@code hotrow.jdbc_metadata}, the JDBC layer's metadata as SQL, which a connection that
 * follows the owner runs there (docs/sharing.md). Created as the database starts, so the engine's
 * objects ({@link EngineObjects}) include it; named by its class, as H2 names every Java function,
 * so the database does not depend on the JDBC layer that implements it.
 */
final class MetaDataAlias {

    /** The function: {@code io.hotrow.engine.jdbc.MetaDataFunction}, whose {@code query} calls it under this name. */
    private static final String CREATE = "CREATE FORCE ALIAS IF NOT EXISTS hotrow.jdbc_metadata FOR 'io.hotrow.engine.jdbc.MetaDataFunction.call'";

    private MetaDataAlias() {
    }

    /** Creates the function (idempotent: a restored snapshot may hold it already). */
    static void install(Connection system) throws SQLException {
        try (Statement statement = system.createStatement()) {
            statement.execute("CREATE SCHEMA IF NOT EXISTS hotrow");
            statement.execute(CREATE);
        }
        system.commit();
    }
}
