package io.hotrow.engine.jdbc;

import io.hotrow.engine.EngineVersion;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;

/**
 * H2's metadata, presented as PostgreSQL's so Hibernate, Flyway and friends pick their PostgreSQL
 * support without configuration, with the database's name as its catalog ({@link CatalogScope}).
 * A proxy: metadata is off the hot path and has some 180 methods.
 */
final class PostgresFlavouredMetaData {

    private PostgresFlavouredMetaData() {
    }

    /**
     * @param database the hotrow database's name, its catalog
     * @param owner    the connection the metadata is of
     */
    static DatabaseMetaData wrap(DatabaseMetaData h2, String database, Connection owner, String url) {
        CatalogScope scope = new CatalogScope(h2, database);
        return (DatabaseMetaData) Proxy.newProxyInstance(DatabaseMetaData.class.getClassLoader(),
                new Class<?>[] {DatabaseMetaData.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "getDatabaseProductName":
                            return "PostgreSQL";
                        case "getDatabaseProductVersion":
                            return EngineVersion.POSTGRES_COMPATIBILITY + " (hotrow engine " + EngineVersion.VERSION + ")";
                        case "getDatabaseMajorVersion":
                            return EngineVersion.POSTGRES_MAJOR;
                        case "getDatabaseMinorVersion":
                            return EngineVersion.POSTGRES_MINOR;
                        case "getDriverName":
                            return "hotrow";
                        case "getUserName": // as current_user shows it: H2 keeps user names in upper case
                            return h2.getUserName().toLowerCase(java.util.Locale.ROOT);
                        case "getDriverVersion":
                            return EngineVersion.VERSION;
                        case "getURL":
                            return url;
                        case "getConnection":
                            return owner;
                        case "isWrapperFor":
                            return ((Class<?>) args[0]).isInstance(proxy);
                        case "unwrap":
                            return Unwrapping.unwrapSelf(proxy, (Class<?>) args[0]);
                        default:
                            return scope.invoke(method, args);
                    }
                });
    }
}
