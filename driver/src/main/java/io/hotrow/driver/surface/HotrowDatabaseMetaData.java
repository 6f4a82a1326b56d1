package io.hotrow.driver.surface;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.RowIdLifetime;
import java.sql.SQLException;

/**
 * The application's {@code DatabaseMetaData} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.DatabaseMetaData} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowDatabaseMetaData extends SurfaceObject implements DatabaseMetaData {

    private final DatabaseMetaData metaData;

    HotrowDatabaseMetaData(Surface surface, DatabaseMetaData metaData) {
        super(surface);
        this.metaData = metaData;
    }

    @Override
    final Object beneath() {
        return metaData;
    }

    @Override
    Class<?> jdbcType() {
        return DatabaseMetaData.class;
    }

    @Override
    public boolean allProceduresAreCallable() throws SQLException {
        try {
            return metaData.allProceduresAreCallable();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.allProceduresAreCallable", e);
        }
    }

    @Override
    public boolean allTablesAreSelectable() throws SQLException {
        try {
            return metaData.allTablesAreSelectable();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.allTablesAreSelectable", e);
        }
    }

    @Override
    public boolean autoCommitFailureClosesAllResultSets() throws SQLException {
        try {
            return metaData.autoCommitFailureClosesAllResultSets();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.autoCommitFailureClosesAllResultSets", e);
        }
    }

    @Override
    public boolean dataDefinitionCausesTransactionCommit() throws SQLException {
        try {
            return metaData.dataDefinitionCausesTransactionCommit();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.dataDefinitionCausesTransactionCommit", e);
        }
    }

    @Override
    public boolean dataDefinitionIgnoredInTransactions() throws SQLException {
        try {
            return metaData.dataDefinitionIgnoredInTransactions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.dataDefinitionIgnoredInTransactions", e);
        }
    }

    @Override
    public boolean deletesAreDetected(int type) throws SQLException {
        try {
            return metaData.deletesAreDetected(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.deletesAreDetected", e);
        }
    }

    @Override
    public boolean doesMaxRowSizeIncludeBlobs() throws SQLException {
        try {
            return metaData.doesMaxRowSizeIncludeBlobs();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.doesMaxRowSizeIncludeBlobs", e);
        }
    }

    @Override
    public boolean generatedKeyAlwaysReturned() throws SQLException {
        try {
            return metaData.generatedKeyAlwaysReturned();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.generatedKeyAlwaysReturned", e);
        }
    }

    @Override
    public ResultSet getAttributes(String catalog, String schemaPattern, String typeNamePattern, String attributeNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getAttributes(catalog, schemaPattern, typeNamePattern, attributeNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getAttributes", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getBestRowIdentifier(String catalog, String schema, String table, int scope, boolean nullable) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getBestRowIdentifier(catalog, schema, table, scope, nullable);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getBestRowIdentifier", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public String getCatalogSeparator() throws SQLException {
        try {
            return metaData.getCatalogSeparator();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getCatalogSeparator", e);
        }
    }

    @Override
    public String getCatalogTerm() throws SQLException {
        try {
            return metaData.getCatalogTerm();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getCatalogTerm", e);
        }
    }

    @Override
    public ResultSet getCatalogs() throws SQLException {
        ResultSet result;
        try {
            result = metaData.getCatalogs();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getCatalogs", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getClientInfoProperties() throws SQLException {
        ResultSet result;
        try {
            result = metaData.getClientInfoProperties();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getClientInfoProperties", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getColumnPrivileges(String catalog, String schema, String table, String columnNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getColumnPrivileges(catalog, schema, table, columnNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getColumnPrivileges", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getColumns(String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getColumns(catalog, schemaPattern, tableNamePattern, columnNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getColumns", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public Connection getConnection() throws SQLException {
        return surface.connection();
    }

    @Override
    public ResultSet getCrossReference(String parentCatalog, String parentSchema, String parentTable, String foreignCatalog, String foreignSchema, String foreignTable) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getCrossReference(parentCatalog, parentSchema, parentTable, foreignCatalog, foreignSchema, foreignTable);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getCrossReference", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public int getDatabaseMajorVersion() throws SQLException {
        try {
            return metaData.getDatabaseMajorVersion();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getDatabaseMajorVersion", e);
        }
    }

    @Override
    public int getDatabaseMinorVersion() throws SQLException {
        try {
            return metaData.getDatabaseMinorVersion();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getDatabaseMinorVersion", e);
        }
    }

    @Override
    public String getDatabaseProductName() throws SQLException {
        try {
            return metaData.getDatabaseProductName();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getDatabaseProductName", e);
        }
    }

    @Override
    public String getDatabaseProductVersion() throws SQLException {
        try {
            return metaData.getDatabaseProductVersion();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getDatabaseProductVersion", e);
        }
    }

    @Override
    public int getDefaultTransactionIsolation() throws SQLException {
        try {
            return metaData.getDefaultTransactionIsolation();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getDefaultTransactionIsolation", e);
        }
    }

    @Override
    public int getDriverMajorVersion() {
        return metaData.getDriverMajorVersion();
    }

    @Override
    public int getDriverMinorVersion() {
        return metaData.getDriverMinorVersion();
    }

    @Override
    public String getDriverName() throws SQLException {
        try {
            return metaData.getDriverName();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getDriverName", e);
        }
    }

    @Override
    public String getDriverVersion() throws SQLException {
        try {
            return metaData.getDriverVersion();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getDriverVersion", e);
        }
    }

    @Override
    public ResultSet getExportedKeys(String catalog, String schema, String table) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getExportedKeys(catalog, schema, table);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getExportedKeys", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public String getExtraNameCharacters() throws SQLException {
        try {
            return metaData.getExtraNameCharacters();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getExtraNameCharacters", e);
        }
    }

    @Override
    public ResultSet getFunctionColumns(String catalog, String schemaPattern, String functionNamePattern, String columnNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getFunctionColumns(catalog, schemaPattern, functionNamePattern, columnNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getFunctionColumns", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getFunctions(String catalog, String schemaPattern, String functionNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getFunctions(catalog, schemaPattern, functionNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getFunctions", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public String getIdentifierQuoteString() throws SQLException {
        try {
            return metaData.getIdentifierQuoteString();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getIdentifierQuoteString", e);
        }
    }

    @Override
    public ResultSet getImportedKeys(String catalog, String schema, String table) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getImportedKeys(catalog, schema, table);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getImportedKeys", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getIndexInfo(String catalog, String schema, String table, boolean unique, boolean approximate) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getIndexInfo(catalog, schema, table, unique, approximate);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getIndexInfo", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public int getJDBCMajorVersion() throws SQLException {
        try {
            return metaData.getJDBCMajorVersion();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getJDBCMajorVersion", e);
        }
    }

    @Override
    public int getJDBCMinorVersion() throws SQLException {
        try {
            return metaData.getJDBCMinorVersion();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getJDBCMinorVersion", e);
        }
    }

    @Override
    public int getMaxBinaryLiteralLength() throws SQLException {
        try {
            return metaData.getMaxBinaryLiteralLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxBinaryLiteralLength", e);
        }
    }

    @Override
    public int getMaxCatalogNameLength() throws SQLException {
        try {
            return metaData.getMaxCatalogNameLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxCatalogNameLength", e);
        }
    }

    @Override
    public int getMaxCharLiteralLength() throws SQLException {
        try {
            return metaData.getMaxCharLiteralLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxCharLiteralLength", e);
        }
    }

    @Override
    public int getMaxColumnNameLength() throws SQLException {
        try {
            return metaData.getMaxColumnNameLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxColumnNameLength", e);
        }
    }

    @Override
    public int getMaxColumnsInGroupBy() throws SQLException {
        try {
            return metaData.getMaxColumnsInGroupBy();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxColumnsInGroupBy", e);
        }
    }

    @Override
    public int getMaxColumnsInIndex() throws SQLException {
        try {
            return metaData.getMaxColumnsInIndex();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxColumnsInIndex", e);
        }
    }

    @Override
    public int getMaxColumnsInOrderBy() throws SQLException {
        try {
            return metaData.getMaxColumnsInOrderBy();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxColumnsInOrderBy", e);
        }
    }

    @Override
    public int getMaxColumnsInSelect() throws SQLException {
        try {
            return metaData.getMaxColumnsInSelect();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxColumnsInSelect", e);
        }
    }

    @Override
    public int getMaxColumnsInTable() throws SQLException {
        try {
            return metaData.getMaxColumnsInTable();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxColumnsInTable", e);
        }
    }

    @Override
    public int getMaxConnections() throws SQLException {
        try {
            return metaData.getMaxConnections();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxConnections", e);
        }
    }

    @Override
    public int getMaxCursorNameLength() throws SQLException {
        try {
            return metaData.getMaxCursorNameLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxCursorNameLength", e);
        }
    }

    @Override
    public int getMaxIndexLength() throws SQLException {
        try {
            return metaData.getMaxIndexLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxIndexLength", e);
        }
    }

    @Override
    public long getMaxLogicalLobSize() throws SQLException {
        try {
            return metaData.getMaxLogicalLobSize();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxLogicalLobSize", e);
        }
    }

    @Override
    public int getMaxProcedureNameLength() throws SQLException {
        try {
            return metaData.getMaxProcedureNameLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxProcedureNameLength", e);
        }
    }

    @Override
    public int getMaxRowSize() throws SQLException {
        try {
            return metaData.getMaxRowSize();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxRowSize", e);
        }
    }

    @Override
    public int getMaxSchemaNameLength() throws SQLException {
        try {
            return metaData.getMaxSchemaNameLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxSchemaNameLength", e);
        }
    }

    @Override
    public int getMaxStatementLength() throws SQLException {
        try {
            return metaData.getMaxStatementLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxStatementLength", e);
        }
    }

    @Override
    public int getMaxStatements() throws SQLException {
        try {
            return metaData.getMaxStatements();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxStatements", e);
        }
    }

    @Override
    public int getMaxTableNameLength() throws SQLException {
        try {
            return metaData.getMaxTableNameLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxTableNameLength", e);
        }
    }

    @Override
    public int getMaxTablesInSelect() throws SQLException {
        try {
            return metaData.getMaxTablesInSelect();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxTablesInSelect", e);
        }
    }

    @Override
    public int getMaxUserNameLength() throws SQLException {
        try {
            return metaData.getMaxUserNameLength();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getMaxUserNameLength", e);
        }
    }

    @Override
    public String getNumericFunctions() throws SQLException {
        try {
            return metaData.getNumericFunctions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getNumericFunctions", e);
        }
    }

    @Override
    public ResultSet getPrimaryKeys(String catalog, String schema, String table) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getPrimaryKeys(catalog, schema, table);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getPrimaryKeys", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getProcedureColumns(String catalog, String schemaPattern, String procedureNamePattern, String columnNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getProcedureColumns(catalog, schemaPattern, procedureNamePattern, columnNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getProcedureColumns", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public String getProcedureTerm() throws SQLException {
        try {
            return metaData.getProcedureTerm();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getProcedureTerm", e);
        }
    }

    @Override
    public ResultSet getProcedures(String catalog, String schemaPattern, String procedureNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getProcedures(catalog, schemaPattern, procedureNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getProcedures", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getPseudoColumns(String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getPseudoColumns(catalog, schemaPattern, tableNamePattern, columnNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getPseudoColumns", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        try {
            return metaData.getResultSetHoldability();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getResultSetHoldability", e);
        }
    }

    @Override
    public RowIdLifetime getRowIdLifetime() throws SQLException {
        try {
            return metaData.getRowIdLifetime();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getRowIdLifetime", e);
        }
    }

    @Override
    public String getSQLKeywords() throws SQLException {
        try {
            return metaData.getSQLKeywords();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getSQLKeywords", e);
        }
    }

    @Override
    public int getSQLStateType() throws SQLException {
        try {
            return metaData.getSQLStateType();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getSQLStateType", e);
        }
    }

    @Override
    public String getSchemaTerm() throws SQLException {
        try {
            return metaData.getSchemaTerm();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getSchemaTerm", e);
        }
    }

    @Override
    public ResultSet getSchemas() throws SQLException {
        ResultSet result;
        try {
            result = metaData.getSchemas();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getSchemas", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getSchemas(String catalog, String schemaPattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getSchemas(catalog, schemaPattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getSchemas", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public String getSearchStringEscape() throws SQLException {
        try {
            return metaData.getSearchStringEscape();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getSearchStringEscape", e);
        }
    }

    @Override
    public String getStringFunctions() throws SQLException {
        try {
            return metaData.getStringFunctions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getStringFunctions", e);
        }
    }

    @Override
    public ResultSet getSuperTables(String catalog, String schemaPattern, String tableNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getSuperTables(catalog, schemaPattern, tableNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getSuperTables", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getSuperTypes(String catalog, String schemaPattern, String typeNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getSuperTypes(catalog, schemaPattern, typeNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getSuperTypes", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public String getSystemFunctions() throws SQLException {
        try {
            return metaData.getSystemFunctions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getSystemFunctions", e);
        }
    }

    @Override
    public ResultSet getTablePrivileges(String catalog, String schemaPattern, String tableNamePattern) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getTablePrivileges(catalog, schemaPattern, tableNamePattern);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getTablePrivileges", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getTableTypes() throws SQLException {
        ResultSet result;
        try {
            result = metaData.getTableTypes();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getTableTypes", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getTables(String catalog, String schemaPattern, String tableNamePattern, String[] types) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getTables(catalog, schemaPattern, tableNamePattern, types);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getTables", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public String getTimeDateFunctions() throws SQLException {
        try {
            return metaData.getTimeDateFunctions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getTimeDateFunctions", e);
        }
    }

    @Override
    public ResultSet getTypeInfo() throws SQLException {
        ResultSet result;
        try {
            result = metaData.getTypeInfo();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getTypeInfo", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public ResultSet getUDTs(String catalog, String schemaPattern, String typeNamePattern, int[] types) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getUDTs(catalog, schemaPattern, typeNamePattern, types);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getUDTs", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public String getURL() throws SQLException {
        try {
            return metaData.getURL();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getURL", e);
        }
    }

    @Override
    public String getUserName() throws SQLException {
        try {
            return metaData.getUserName();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getUserName", e);
        }
    }

    @Override
    public ResultSet getVersionColumns(String catalog, String schema, String table) throws SQLException {
        ResultSet result;
        try {
            result = metaData.getVersionColumns(catalog, schema, table);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.getVersionColumns", e);
        }
        return result == null ? null : new HotrowResultSet(surface, result, null);
    }

    @Override
    public boolean insertsAreDetected(int type) throws SQLException {
        try {
            return metaData.insertsAreDetected(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.insertsAreDetected", e);
        }
    }

    @Override
    public boolean isCatalogAtStart() throws SQLException {
        try {
            return metaData.isCatalogAtStart();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.isCatalogAtStart", e);
        }
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        try {
            return metaData.isReadOnly();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.isReadOnly", e);
        }
    }

    @Override
    public boolean locatorsUpdateCopy() throws SQLException {
        try {
            return metaData.locatorsUpdateCopy();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.locatorsUpdateCopy", e);
        }
    }

    @Override
    public boolean nullPlusNonNullIsNull() throws SQLException {
        try {
            return metaData.nullPlusNonNullIsNull();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.nullPlusNonNullIsNull", e);
        }
    }

    @Override
    public boolean nullsAreSortedAtEnd() throws SQLException {
        try {
            return metaData.nullsAreSortedAtEnd();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.nullsAreSortedAtEnd", e);
        }
    }

    @Override
    public boolean nullsAreSortedAtStart() throws SQLException {
        try {
            return metaData.nullsAreSortedAtStart();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.nullsAreSortedAtStart", e);
        }
    }

    @Override
    public boolean nullsAreSortedHigh() throws SQLException {
        try {
            return metaData.nullsAreSortedHigh();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.nullsAreSortedHigh", e);
        }
    }

    @Override
    public boolean nullsAreSortedLow() throws SQLException {
        try {
            return metaData.nullsAreSortedLow();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.nullsAreSortedLow", e);
        }
    }

    @Override
    public boolean othersDeletesAreVisible(int type) throws SQLException {
        try {
            return metaData.othersDeletesAreVisible(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.othersDeletesAreVisible", e);
        }
    }

    @Override
    public boolean othersInsertsAreVisible(int type) throws SQLException {
        try {
            return metaData.othersInsertsAreVisible(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.othersInsertsAreVisible", e);
        }
    }

    @Override
    public boolean othersUpdatesAreVisible(int type) throws SQLException {
        try {
            return metaData.othersUpdatesAreVisible(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.othersUpdatesAreVisible", e);
        }
    }

    @Override
    public boolean ownDeletesAreVisible(int type) throws SQLException {
        try {
            return metaData.ownDeletesAreVisible(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.ownDeletesAreVisible", e);
        }
    }

    @Override
    public boolean ownInsertsAreVisible(int type) throws SQLException {
        try {
            return metaData.ownInsertsAreVisible(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.ownInsertsAreVisible", e);
        }
    }

    @Override
    public boolean ownUpdatesAreVisible(int type) throws SQLException {
        try {
            return metaData.ownUpdatesAreVisible(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.ownUpdatesAreVisible", e);
        }
    }

    @Override
    public boolean storesLowerCaseIdentifiers() throws SQLException {
        try {
            return metaData.storesLowerCaseIdentifiers();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.storesLowerCaseIdentifiers", e);
        }
    }

    @Override
    public boolean storesLowerCaseQuotedIdentifiers() throws SQLException {
        try {
            return metaData.storesLowerCaseQuotedIdentifiers();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.storesLowerCaseQuotedIdentifiers", e);
        }
    }

    @Override
    public boolean storesMixedCaseIdentifiers() throws SQLException {
        try {
            return metaData.storesMixedCaseIdentifiers();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.storesMixedCaseIdentifiers", e);
        }
    }

    @Override
    public boolean storesMixedCaseQuotedIdentifiers() throws SQLException {
        try {
            return metaData.storesMixedCaseQuotedIdentifiers();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.storesMixedCaseQuotedIdentifiers", e);
        }
    }

    @Override
    public boolean storesUpperCaseIdentifiers() throws SQLException {
        try {
            return metaData.storesUpperCaseIdentifiers();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.storesUpperCaseIdentifiers", e);
        }
    }

    @Override
    public boolean storesUpperCaseQuotedIdentifiers() throws SQLException {
        try {
            return metaData.storesUpperCaseQuotedIdentifiers();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.storesUpperCaseQuotedIdentifiers", e);
        }
    }

    @Override
    public boolean supportsANSI92EntryLevelSQL() throws SQLException {
        try {
            return metaData.supportsANSI92EntryLevelSQL();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsANSI92EntryLevelSQL", e);
        }
    }

    @Override
    public boolean supportsANSI92FullSQL() throws SQLException {
        try {
            return metaData.supportsANSI92FullSQL();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsANSI92FullSQL", e);
        }
    }

    @Override
    public boolean supportsANSI92IntermediateSQL() throws SQLException {
        try {
            return metaData.supportsANSI92IntermediateSQL();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsANSI92IntermediateSQL", e);
        }
    }

    @Override
    public boolean supportsAlterTableWithAddColumn() throws SQLException {
        try {
            return metaData.supportsAlterTableWithAddColumn();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsAlterTableWithAddColumn", e);
        }
    }

    @Override
    public boolean supportsAlterTableWithDropColumn() throws SQLException {
        try {
            return metaData.supportsAlterTableWithDropColumn();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsAlterTableWithDropColumn", e);
        }
    }

    @Override
    public boolean supportsBatchUpdates() throws SQLException {
        try {
            return metaData.supportsBatchUpdates();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsBatchUpdates", e);
        }
    }

    @Override
    public boolean supportsCatalogsInDataManipulation() throws SQLException {
        try {
            return metaData.supportsCatalogsInDataManipulation();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsCatalogsInDataManipulation", e);
        }
    }

    @Override
    public boolean supportsCatalogsInIndexDefinitions() throws SQLException {
        try {
            return metaData.supportsCatalogsInIndexDefinitions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsCatalogsInIndexDefinitions", e);
        }
    }

    @Override
    public boolean supportsCatalogsInPrivilegeDefinitions() throws SQLException {
        try {
            return metaData.supportsCatalogsInPrivilegeDefinitions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsCatalogsInPrivilegeDefinitions", e);
        }
    }

    @Override
    public boolean supportsCatalogsInProcedureCalls() throws SQLException {
        try {
            return metaData.supportsCatalogsInProcedureCalls();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsCatalogsInProcedureCalls", e);
        }
    }

    @Override
    public boolean supportsCatalogsInTableDefinitions() throws SQLException {
        try {
            return metaData.supportsCatalogsInTableDefinitions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsCatalogsInTableDefinitions", e);
        }
    }

    @Override
    public boolean supportsColumnAliasing() throws SQLException {
        try {
            return metaData.supportsColumnAliasing();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsColumnAliasing", e);
        }
    }

    @Override
    public boolean supportsConvert() throws SQLException {
        try {
            return metaData.supportsConvert();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsConvert", e);
        }
    }

    @Override
    public boolean supportsConvert(int fromType, int toType) throws SQLException {
        try {
            return metaData.supportsConvert(fromType, toType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsConvert", e);
        }
    }

    @Override
    public boolean supportsCoreSQLGrammar() throws SQLException {
        try {
            return metaData.supportsCoreSQLGrammar();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsCoreSQLGrammar", e);
        }
    }

    @Override
    public boolean supportsCorrelatedSubqueries() throws SQLException {
        try {
            return metaData.supportsCorrelatedSubqueries();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsCorrelatedSubqueries", e);
        }
    }

    @Override
    public boolean supportsDataDefinitionAndDataManipulationTransactions() throws SQLException {
        try {
            return metaData.supportsDataDefinitionAndDataManipulationTransactions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsDataDefinitionAndDataManipulationTransactions", e);
        }
    }

    @Override
    public boolean supportsDataManipulationTransactionsOnly() throws SQLException {
        try {
            return metaData.supportsDataManipulationTransactionsOnly();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsDataManipulationTransactionsOnly", e);
        }
    }

    @Override
    public boolean supportsDifferentTableCorrelationNames() throws SQLException {
        try {
            return metaData.supportsDifferentTableCorrelationNames();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsDifferentTableCorrelationNames", e);
        }
    }

    @Override
    public boolean supportsExpressionsInOrderBy() throws SQLException {
        try {
            return metaData.supportsExpressionsInOrderBy();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsExpressionsInOrderBy", e);
        }
    }

    @Override
    public boolean supportsExtendedSQLGrammar() throws SQLException {
        try {
            return metaData.supportsExtendedSQLGrammar();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsExtendedSQLGrammar", e);
        }
    }

    @Override
    public boolean supportsFullOuterJoins() throws SQLException {
        try {
            return metaData.supportsFullOuterJoins();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsFullOuterJoins", e);
        }
    }

    @Override
    public boolean supportsGetGeneratedKeys() throws SQLException {
        try {
            return metaData.supportsGetGeneratedKeys();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsGetGeneratedKeys", e);
        }
    }

    @Override
    public boolean supportsGroupBy() throws SQLException {
        try {
            return metaData.supportsGroupBy();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsGroupBy", e);
        }
    }

    @Override
    public boolean supportsGroupByBeyondSelect() throws SQLException {
        try {
            return metaData.supportsGroupByBeyondSelect();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsGroupByBeyondSelect", e);
        }
    }

    @Override
    public boolean supportsGroupByUnrelated() throws SQLException {
        try {
            return metaData.supportsGroupByUnrelated();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsGroupByUnrelated", e);
        }
    }

    @Override
    public boolean supportsIntegrityEnhancementFacility() throws SQLException {
        try {
            return metaData.supportsIntegrityEnhancementFacility();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsIntegrityEnhancementFacility", e);
        }
    }

    @Override
    public boolean supportsLikeEscapeClause() throws SQLException {
        try {
            return metaData.supportsLikeEscapeClause();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsLikeEscapeClause", e);
        }
    }

    @Override
    public boolean supportsLimitedOuterJoins() throws SQLException {
        try {
            return metaData.supportsLimitedOuterJoins();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsLimitedOuterJoins", e);
        }
    }

    @Override
    public boolean supportsMinimumSQLGrammar() throws SQLException {
        try {
            return metaData.supportsMinimumSQLGrammar();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsMinimumSQLGrammar", e);
        }
    }

    @Override
    public boolean supportsMixedCaseIdentifiers() throws SQLException {
        try {
            return metaData.supportsMixedCaseIdentifiers();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsMixedCaseIdentifiers", e);
        }
    }

    @Override
    public boolean supportsMixedCaseQuotedIdentifiers() throws SQLException {
        try {
            return metaData.supportsMixedCaseQuotedIdentifiers();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsMixedCaseQuotedIdentifiers", e);
        }
    }

    @Override
    public boolean supportsMultipleOpenResults() throws SQLException {
        try {
            return metaData.supportsMultipleOpenResults();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsMultipleOpenResults", e);
        }
    }

    @Override
    public boolean supportsMultipleResultSets() throws SQLException {
        try {
            return metaData.supportsMultipleResultSets();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsMultipleResultSets", e);
        }
    }

    @Override
    public boolean supportsMultipleTransactions() throws SQLException {
        try {
            return metaData.supportsMultipleTransactions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsMultipleTransactions", e);
        }
    }

    @Override
    public boolean supportsNamedParameters() throws SQLException {
        try {
            return metaData.supportsNamedParameters();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsNamedParameters", e);
        }
    }

    @Override
    public boolean supportsNonNullableColumns() throws SQLException {
        try {
            return metaData.supportsNonNullableColumns();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsNonNullableColumns", e);
        }
    }

    @Override
    public boolean supportsOpenCursorsAcrossCommit() throws SQLException {
        try {
            return metaData.supportsOpenCursorsAcrossCommit();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsOpenCursorsAcrossCommit", e);
        }
    }

    @Override
    public boolean supportsOpenCursorsAcrossRollback() throws SQLException {
        try {
            return metaData.supportsOpenCursorsAcrossRollback();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsOpenCursorsAcrossRollback", e);
        }
    }

    @Override
    public boolean supportsOpenStatementsAcrossCommit() throws SQLException {
        try {
            return metaData.supportsOpenStatementsAcrossCommit();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsOpenStatementsAcrossCommit", e);
        }
    }

    @Override
    public boolean supportsOpenStatementsAcrossRollback() throws SQLException {
        try {
            return metaData.supportsOpenStatementsAcrossRollback();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsOpenStatementsAcrossRollback", e);
        }
    }

    @Override
    public boolean supportsOrderByUnrelated() throws SQLException {
        try {
            return metaData.supportsOrderByUnrelated();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsOrderByUnrelated", e);
        }
    }

    @Override
    public boolean supportsOuterJoins() throws SQLException {
        try {
            return metaData.supportsOuterJoins();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsOuterJoins", e);
        }
    }

    @Override
    public boolean supportsPositionedDelete() throws SQLException {
        try {
            return metaData.supportsPositionedDelete();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsPositionedDelete", e);
        }
    }

    @Override
    public boolean supportsPositionedUpdate() throws SQLException {
        try {
            return metaData.supportsPositionedUpdate();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsPositionedUpdate", e);
        }
    }

    @Override
    public boolean supportsRefCursors() throws SQLException {
        try {
            return metaData.supportsRefCursors();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsRefCursors", e);
        }
    }

    @Override
    public boolean supportsResultSetConcurrency(int type, int concurrency) throws SQLException {
        try {
            return metaData.supportsResultSetConcurrency(type, concurrency);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsResultSetConcurrency", e);
        }
    }

    @Override
    public boolean supportsResultSetHoldability(int holdability) throws SQLException {
        try {
            return metaData.supportsResultSetHoldability(holdability);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsResultSetHoldability", e);
        }
    }

    @Override
    public boolean supportsResultSetType(int type) throws SQLException {
        try {
            return metaData.supportsResultSetType(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsResultSetType", e);
        }
    }

    @Override
    public boolean supportsSavepoints() throws SQLException {
        try {
            return metaData.supportsSavepoints();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSavepoints", e);
        }
    }

    @Override
    public boolean supportsSchemasInDataManipulation() throws SQLException {
        try {
            return metaData.supportsSchemasInDataManipulation();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSchemasInDataManipulation", e);
        }
    }

    @Override
    public boolean supportsSchemasInIndexDefinitions() throws SQLException {
        try {
            return metaData.supportsSchemasInIndexDefinitions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSchemasInIndexDefinitions", e);
        }
    }

    @Override
    public boolean supportsSchemasInPrivilegeDefinitions() throws SQLException {
        try {
            return metaData.supportsSchemasInPrivilegeDefinitions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSchemasInPrivilegeDefinitions", e);
        }
    }

    @Override
    public boolean supportsSchemasInProcedureCalls() throws SQLException {
        try {
            return metaData.supportsSchemasInProcedureCalls();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSchemasInProcedureCalls", e);
        }
    }

    @Override
    public boolean supportsSchemasInTableDefinitions() throws SQLException {
        try {
            return metaData.supportsSchemasInTableDefinitions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSchemasInTableDefinitions", e);
        }
    }

    @Override
    public boolean supportsSelectForUpdate() throws SQLException {
        try {
            return metaData.supportsSelectForUpdate();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSelectForUpdate", e);
        }
    }

    @Override
    public boolean supportsSharding() throws SQLException {
        try {
            return metaData.supportsSharding();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSharding", e);
        }
    }

    @Override
    public boolean supportsStatementPooling() throws SQLException {
        try {
            return metaData.supportsStatementPooling();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsStatementPooling", e);
        }
    }

    @Override
    public boolean supportsStoredFunctionsUsingCallSyntax() throws SQLException {
        try {
            return metaData.supportsStoredFunctionsUsingCallSyntax();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsStoredFunctionsUsingCallSyntax", e);
        }
    }

    @Override
    public boolean supportsStoredProcedures() throws SQLException {
        try {
            return metaData.supportsStoredProcedures();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsStoredProcedures", e);
        }
    }

    @Override
    public boolean supportsSubqueriesInComparisons() throws SQLException {
        try {
            return metaData.supportsSubqueriesInComparisons();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSubqueriesInComparisons", e);
        }
    }

    @Override
    public boolean supportsSubqueriesInExists() throws SQLException {
        try {
            return metaData.supportsSubqueriesInExists();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSubqueriesInExists", e);
        }
    }

    @Override
    public boolean supportsSubqueriesInIns() throws SQLException {
        try {
            return metaData.supportsSubqueriesInIns();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSubqueriesInIns", e);
        }
    }

    @Override
    public boolean supportsSubqueriesInQuantifieds() throws SQLException {
        try {
            return metaData.supportsSubqueriesInQuantifieds();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsSubqueriesInQuantifieds", e);
        }
    }

    @Override
    public boolean supportsTableCorrelationNames() throws SQLException {
        try {
            return metaData.supportsTableCorrelationNames();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsTableCorrelationNames", e);
        }
    }

    @Override
    public boolean supportsTransactionIsolationLevel(int level) throws SQLException {
        try {
            return metaData.supportsTransactionIsolationLevel(level);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsTransactionIsolationLevel", e);
        }
    }

    @Override
    public boolean supportsTransactions() throws SQLException {
        try {
            return metaData.supportsTransactions();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsTransactions", e);
        }
    }

    @Override
    public boolean supportsUnion() throws SQLException {
        try {
            return metaData.supportsUnion();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsUnion", e);
        }
    }

    @Override
    public boolean supportsUnionAll() throws SQLException {
        try {
            return metaData.supportsUnionAll();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.supportsUnionAll", e);
        }
    }

    @Override
    public boolean updatesAreDetected(int type) throws SQLException {
        try {
            return metaData.updatesAreDetected(type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.updatesAreDetected", e);
        }
    }

    @Override
    public boolean usesLocalFilePerTable() throws SQLException {
        try {
            return metaData.usesLocalFilePerTable();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.usesLocalFilePerTable", e);
        }
    }

    @Override
    public boolean usesLocalFiles() throws SQLException {
        try {
            return metaData.usesLocalFiles();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("DatabaseMetaData.usesLocalFiles", e);
        }
    }
}
