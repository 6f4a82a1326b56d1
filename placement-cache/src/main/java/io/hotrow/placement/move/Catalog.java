package io.hotrow.placement.move;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * What one side's catalogs hold beyond the INFORMATION_SCHEMA views H2 and PostgreSQL share:
 * generator positions, indexes, and objects a copy cannot carry.
 */
interface Catalog {

    /** Identity (and, on PostgreSQL, serial) columns' generators, keyed by {@code table + "." + column}. */
    Map<String, Generator> identities(Connection connection, String schema) throws SQLException;

    /** Sequences that belong to no column. */
    List<Sequence> sequences(Connection connection, String schema) throws SQLException;

    /** Indexes that back no constraint, by table. */
    Map<String, List<Index>> indexes(Connection connection, String schema) throws SQLException;

    /** Why objects in the schema cannot be copied (check constraints, triggers, ...); empty when none. */
    List<String> uncopyable(Connection connection, String schema) throws SQLException;

    /**
     * The catalog of the side {@code connection} reaches. The engine names itself in its product
     * version, also through the driver, whose connections unwrap to nothing beneath them.
     */
    static Catalog of(Connection connection) throws SQLException {
        return connection.getMetaData().getDatabaseProductVersion().contains("hotrow engine") ? new EngineCatalog() : new PostgresCatalog();
    }
}
