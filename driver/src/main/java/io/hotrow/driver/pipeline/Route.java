package io.hotrow.driver.pipeline;

import io.hotrow.placement.Placement;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Executor;

/**
 * The route stage of the {@link StatementPipeline}: which backend connection a statement runs on.
 * {@link FixedRoute} for a fixed placement; {@link FollowingRoute} for {@code placement=auto}, which
 * follows the database (or its owner) between transactions. Statements hold no reference to the
 * backend connection: they ask the route for it on each use, and make their backend statements
 * again when it changed.
 */
interface Route {

    /** One run of a statement on a backend connection. */
    @FunctionalInterface
    interface Attempt<T> {
        T on(Connection backend) throws SQLException;
    }

    /** The backend connection statements run on now. */
    Connection backend();

    /** Where the backend is: it says which words its failures are in. */
    Placement placement();

    /** Runs {@code attempt} on the backend; a route that can follow the database runs it again where it went if nothing ran. */
    <T> T run(Attempt<T> attempt) throws SQLException;

    /** How a transaction ends, or part of it. */
    enum Ending { COMMIT, ROLLBACK, TO_SAVEPOINT }

    /** A connection setting, made on the backend and, on a route that can change backend, kept to be made again. */
    void set(ConnectionSetting setting, Rebinding.Call<Connection> call) throws SQLException;

    /** {@code sql} ran as written: a route that can change backend keeps the session settings it made (SET, RESET). */
    void ran(String sql);

    /** Autocommit, a setting that also ends a running transaction when switched on. */
    void autoCommit(boolean autoCommit) throws SQLException;

    /** Ends the transaction, or part of it (a rollback to a savepoint), on the backend, by {@code call}. */
    void end(Ending ending, Rebinding.Call<Connection> call) throws SQLException;

    /** Refuses with 08003 once the application closed the connection. */
    void checkOpen() throws SQLException;

    boolean isClosed() throws SQLException;

    void close() throws SQLException;

    /** Closes at once, as {@link Connection#abort} does: a statement running on the backend fails. */
    void abort(Executor executor) throws SQLException;
}
