package io.hotrow.driver.backend;

import io.hotrow.engine.sql.EngineErrors;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import org.postgresql.core.BaseConnection;
import org.postgresql.core.TransactionState;
import org.postgresql.util.PSQLException;

/**
 * A connection to an engine database another process owns: pgjdbc to the owner's server
 * (docs/sharing.md), made to answer as an embedded connection does where pgjdbc alone would not:
 * <ul>
 *   <li>its DatabaseMetaData is the owner engine's own ({@link OwnerMetaData}): pgjdbc's runs
 *       catalog queries the engine does not all take;</li>
 *   <li>the commit of a transaction an earlier error aborted rolls it back and fails with 25P02, as
 *       the engine's commit does, where pgjdbc takes the server's ROLLBACK for success;</li>
 *   <li>pgjdbc's own refusals say 42000, as the engine's do ({@link #inEngineWords}).</li>
 * </ul>
 */
final class FollowedConnection extends ForwardingConnection {

    private final Connection pg;
    private final String url;
    private DatabaseMetaData metaData;

    private FollowedConnection(Connection pg, String url) {
        this.pg = pg;
        this.url = url;
    }

    /** @param url the {@code jdbc:hotrow:} URL the application connected with, which the metadata reports */
    static Connection wrap(Connection pg, String url) {
        return new FollowedConnection(pg, url);
    }

    @Override
    protected Connection delegate() {
        return pg;
    }

    @Override
    public DatabaseMetaData getMetaData() throws SQLException {
        if (pg.isClosed()) {
            throw EngineErrors.connectionClosed();
        }
        if (metaData == null) {
            metaData = new OwnerMetaData(pg, this, url);
        }
        return metaData;
    }

    @Override
    public void commit() throws SQLException {
        if (!pg.getAutoCommit() && pg.unwrap(BaseConnection.class).getTransactionState() == TransactionState.FAILED) {
            pg.rollback();
            throw EngineErrors.abortedTransactionRolledBack();
        }
        pg.commit();
    }

    @Override
    public String toString() {
        return pg.toString();
    }

    /**
     * pgjdbc's own refusal of what it does not do (0A000: several statements in one addBatch
     * entry, ...) as the engine refuses it embedded: 42000, which no connection pool takes for a
     * broken connection (docs/errors.md). What the owner's server said stays as it is.
     */
    static SQLException inEngineWords(SQLException e) {
        if (e instanceof PSQLException pg && pg.getServerErrorMessage() == null && "0A000".equals(e.getSQLState())) {
            return new SQLSyntaxErrorException(e.getMessage(), EngineErrors.NOT_SUPPORTED, e);
        }
        return e;
    }
}
