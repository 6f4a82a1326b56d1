package io.hotrow.driver.backend;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.SQLExceptionOverride;
import com.zaxxer.hikari.pool.HikariPool.PoolInitializationException;
import io.hotrow.driver.config.ConnectionSettings;
import org.postgresql.core.BaseConnection;
import org.postgresql.core.TransactionState;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Connections to the coupled PostgreSQL, from an internal HikariCP pool per PostgreSQL URL and
 * user. Each hotrow database is a PostgreSQL schema of the same name, created on first use; every
 * connection handed out has its {@code search_path} set to it, so one pool serves all databases, and
 * its session ended as a new one's would be (DISCARD ALL), so no user sees another's settings, locks or temporary tables.
 */
public final class PostgresBackend {

    private static final AtomicInteger POOLS = new AtomicInteger();

    private final Map<String, HikariDataSource> pools = new ConcurrentHashMap<>();
    private final Set<String> createdSchemas = ConcurrentHashMap.newKeySet();
    private final PrivilegedUserWarning privileged;

    public PostgresBackend() {
        this(new PrivilegedUserWarning());
    }

    PostgresBackend(PrivilegedUserWarning privileged) {
        this.privileged = privileged;
    }

    public Connection connect(ConnectionSettings settings) throws SQLException {
        HikariDataSource pool = pool(settings);
        String schema = settings.url().database();
        String quoted = '"' + schema + '"'; // the name is [a-z][a-z0-9_]*, checked when the URL was parsed
        Connection connection = pooledConnection(pool);
        try (Statement statement = connection.createStatement()) {
            endLeftoverTransaction(connection, statement);
            privileged.checkOnce(pool.getPoolName(), statement);
            ensureSchema(pool.getPoolName() + "/" + schema, statement, quoted);
            // One pool serves every user and database: what the last user made (settings, advisory locks, temporary tables,
            // prepared statements, LISTENs) ends with its connection, as on a new one. pgjdbc drops its own server-prepared
            // statements on DISCARD ALL. It may not run in a transaction block, which a text of two statements is.
            statement.execute("DISCARD ALL");
            statement.execute("SET search_path TO " + quoted);
            return connection;
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
    }

    /**
     * Rolls back a transaction the connection's previous user opened as text (BEGIN) and left open:
     * HikariCP rolls back only what it saw opened through setAutoCommit(false), so the next user's
     * autocommit writes would otherwise run inside it and never be committed. pgjdbc knows the
     * state from the server's last reply, so a clean connection costs no round trip.
     */
    private static void endLeftoverTransaction(Connection connection, Statement statement) throws SQLException {
        if (connection.unwrap(BaseConnection.class).getTransactionState() != TransactionState.IDLE) {
            statement.execute("ROLLBACK");
        }
    }

    /**
     * A connection from the pool. When PostgreSQL refused the pool's last attempts (a password
     * changed, the server went down), HikariCP fails only after its connection timeout, with its own
     * words and the real failure as the cause: the application gets pgjdbc's failure itself.
     */
    private static Connection pooledConnection(HikariDataSource pool) throws SQLException {
        try {
            return pool.getConnection();
        } catch (SQLTransientConnectionException e) {
            throw e.getCause() instanceof SQLException refused ? refusal(refused) : e;
        }
    }

    /** pgjdbc's failure to connect, as it reports it (its messages name the host and port, never the password). */
    private static SQLException refusal(SQLException refused) {
        return new SQLException(refused.getMessage(), refused.getSQLState(), refused);
    }

    private HikariDataSource pool(ConnectionSettings settings) throws SQLException {
        try {
            return pools.computeIfAbsent(poolKey(settings), key -> newPool(settings));
        } catch (PoolInitializationException e) {
            // The pool's first connection failed (a wrong user or password, PostgreSQL down): fail now, as plain pgjdbc
            // does, with its words and state (28P01, 08001, ...). No pool is kept, so the next connect tries again.
            if (e.getCause() instanceof SQLException refused) {
                throw refusal(refused);
            }
            throw new SQLException("cannot connect to PostgreSQL at postgresUrl: " + e.getCause().getClass().getSimpleName(), "08001");
        } catch (RuntimeException e) {
            // HikariCP refuses a configuration it cannot use with a RuntimeException whose message holds the URL,
            // password included: neither that message nor the exception goes further.
            throw new SQLException("cannot create a PostgreSQL connection pool for postgresUrl (HikariCP said no: "
                    + e.getClass().getSimpleName() + "); check that it is a URL pgjdbc accepts", "08001");
        }
    }

    /** Creates the schema once per pool; everyone else waits until it exists. */
    private void ensureSchema(String key, Statement statement, String quotedSchema) throws SQLException {
        if (createdSchemas.contains(key)) {
            return;
        }
        synchronized (createdSchemas) {
            if (createdSchemas.contains(key)) {
                return;
            }
            try {
                statement.execute("CREATE SCHEMA IF NOT EXISTS " + quotedSchema);
            } catch (SQLException e) {
                // Another process creating the same schema at the same moment loses with 23505 or 42P06.
                if (!"23505".equals(e.getSQLState()) && !"42P06".equals(e.getSQLState())) {
                    throw e;
                }
            }
            createdSchemas.add(key);
        }
    }

    /**
     * A connection of its own to the coupled PostgreSQL, outside the pool, for maintenance that
     * must not take a pooled connection from the applications (copying a database in or out).
     */
    public Connection maintenanceConnection(ConnectionSettings settings) throws SQLException {
        java.util.Properties credentials = new java.util.Properties();
        if (settings.user() != null) {
            credentials.setProperty("user", settings.user());
        }
        if (settings.password() != null) {
            credentials.setProperty("password", settings.password());
        }
        return new org.postgresql.Driver().connect(settings.postgresUrl(), credentials);
    }

    /** Forgets that a database's schema exists, after a move dropped or recreated it. */
    public void forgetSchemas() {
        createdSchemas.clear();
    }

    public void shutdown() {
        pools.values().forEach(HikariDataSource::close);
        pools.clear();
        createdSchemas.clear();
    }

    /**
     * One pool per PostgreSQL URL, user and password: a pool keyed without the password would hand
     * a connection made with the right one to a caller who gave a wrong one. The password enters
     * the key as a digest, so the map holds no second copy of it.
     */
    static String poolKey(ConnectionSettings settings) {
        String password = settings.password();
        String digest = "";
        if (password != null) {
            try {
                digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(password.getBytes(StandardCharsets.UTF_8)));
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java platform has SHA-256", e);
            }
        }
        return settings.postgresUrl() + "\u0000" + settings.user() + "\u0000" + digest;
    }

    private static HikariDataSource newPool(ConnectionSettings settings) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("hotrow-postgres-" + POOLS.incrementAndGet());
        config.setJdbcUrl(settings.postgresUrl());
        // The pgjdbc this driver was built with (in hotrow-driver, its relocated copy), never whichever
        // driver DriverManager finds first for the URL: the application may bring a pgjdbc of its own.
        config.setDriverClassName(org.postgresql.Driver.class.getName());
        if (settings.user() != null) {
            config.setUsername(settings.user());
        }
        if (settings.password() != null) {
            config.setPassword(settings.password());
        }
        config.setMaximumPoolSize(settings.postgresPoolSize());
        config.setMinimumIdle(0); // idle databases should not hold PostgreSQL connections
        config.setIdleTimeout(60_000);
        // Creating the pool makes one connection first (in connect(), where pools are made): a wrong user or password, or a
        // PostgreSQL that is down, fails that connect at once instead of after the 30 s connection timeout.
        config.setInitializationFailTimeout(1);
        config.setExceptionOverride(new KeepOnUnsupported());
        return new HikariDataSource(config);
    }

    /**
     * pgjdbc refuses the JDBC methods it lacks (getRowIdLifetime, createBlob, ...) with SQLState
     * 0A000, which HikariCP takes for a broken connection: the application's connection would
     * close under it for asking. The server's own 0A000 (a cached plan that must not change its
     * result type) still evicts.
     */
    private static final class KeepOnUnsupported implements SQLExceptionOverride {
        @java.lang.Override // the bare name is SQLExceptionOverride's verdict type here
        public Override adjudicate(SQLException e) {
            return e instanceof SQLFeatureNotSupportedException ? Override.DO_NOT_EVICT : Override.CONTINUE_EVICT;
        }
    }
}
