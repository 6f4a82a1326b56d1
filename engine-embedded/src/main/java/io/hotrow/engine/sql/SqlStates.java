package io.hotrow.engine.sql;

import java.sql.BatchUpdateException;
import java.sql.SQLException;
import java.util.Map;

/** Rewrites H2's SQLStates to PostgreSQL's where they differ, keeping H2's exception as the cause. */
public final class SqlStates {

    private static final Map<String, String> H2_TO_POSTGRES = Map.ofEntries(
            Map.entry("42000", "42601"), // syntax error
            Map.entry("42001", "42601"), // syntax error, expected ...
            Map.entry("42S01", "42P07"), // table already exists
            Map.entry("42S02", "42P01"), // table not found
            Map.entry("42S11", "42P07"), // index already exists
            Map.entry("42S12", "42704"), // index not found
            Map.entry("42S21", "42701"), // duplicate column
            Map.entry("42S22", "42703"), // column not found
            Map.entry("90059", "42702"), // ambiguous column name
            Map.entry("90079", "3F000"), // schema not found
            Map.entry("22018", "22P02"), // data conversion error
            Map.entry("23506", "23503"), // referential integrity, parent missing
            Map.entry("90098", "57P01"), // database closed (the engine closed it after a failure or take-over)
            Map.entry("90121", "57P01"), // database called at shutdown
            Map.entry("90135", "57P01"), // exclusive mode: the engine is shutting the database down
            Map.entry("HYT00", "55P03"), // lock timeout
            Map.entry("HY008", "57014")); // statement cancelled

    private SqlStates() {
    }

    public static SQLException translate(SQLException e) {
        SQLException refused = Sandbox.insufficientPrivilege(e);
        if (refused != null) {
            return refused;
        }
        String mapped = H2_TO_POSTGRES.get(e.getSQLState());
        if (mapped == null) {
            return e;
        }
        if (e instanceof BatchUpdateException batch) {
            return new BatchUpdateException(e.getMessage(), mapped, e.getErrorCode(), batch.getLargeUpdateCounts(), e);
        }
        return new SQLException(e.getMessage(), mapped, e.getErrorCode(), e);
    }
}
