package io.hotrow.engine.jdbc;

import io.hotrow.engine.EngineVersion;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Locale;

/**
 * H2's metadata, presented as PostgreSQL's so Hibernate, Flyway and friends pick their PostgreSQL
 * support without configuration, with the database's name as its catalog ({@link CatalogScope}).
 */
final class PostgresFlavouredMetaData extends CatalogScope {

    private final Connection owner;
    private final String url;

    /**
     * @param database the hotrow database's name, its catalog
     * @param owner    the connection the metadata is of
     */
    PostgresFlavouredMetaData(DatabaseMetaData h2, String database, Connection owner, String url) {
        super(h2, database);
        this.owner = owner;
        this.url = url;
    }

    @Override
    public Connection getConnection() {
        return owner;
    }

    @Override
    public int getDatabaseMajorVersion() {
        return EngineVersion.POSTGRES_MAJOR;
    }

    @Override
    public int getDatabaseMinorVersion() {
        return EngineVersion.POSTGRES_MINOR;
    }

    @Override
    public String getDatabaseProductName() {
        return "PostgreSQL";
    }

    @Override
    public String getDatabaseProductVersion() {
        return EngineVersion.POSTGRES_COMPATIBILITY + " (hotrow engine " + EngineVersion.VERSION + ")";
    }

    @Override
    public String getDriverName() {
        return "hotrow";
    }

    @Override
    public String getDriverVersion() {
        return EngineVersion.VERSION;
    }

    @Override
    public String getURL() {
        return url;
    }

    /**
     * As current_user shows it: the role an engine connection logged in as; for the H2 connection a
     * metadata function runs on, its user, in lower case as H2 keeps names in upper case.
     */
    @Override
    public String getUserName() throws SQLException {
        return owner instanceof EngineConnection engine ? engine.userName() : metaData.getUserName().toLowerCase(Locale.ROOT);
    }
}
