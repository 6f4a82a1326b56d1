package io.hotrow.driver.backend;

import io.hotrow.engine.jdbc.MetaDataFunction;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.RowIdLifetime;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The DatabaseMetaData of a connection that follows its database's owner: every call runs on the
 * owner's session as {@code hotrow.jdbc_metadata} ({@link MetaDataFunction}), so it answers
 * exactly as an embedded connection's metadata does there. Only the connection and its URL are
 * this side's. The calls were written once from {@code java.sql.DatabaseMetaData} (Java 17), every
 * method in name order, by a generator program that is not kept.
 */
final class OwnerMetaData implements DatabaseMetaData {

    /** The function's query for each method, by name and parameter types: found once. */
    private static final Map<String, String> QUERIES = new ConcurrentHashMap<>();

    private final Connection pg;
    private final Connection connection;
    private final String url;

    /**
     * @param pg         the physical connection to the owner, on which the calls run
     * @param connection the connection the metadata is of, which getConnection returns
     */
    OwnerMetaData(Connection pg, Connection connection, String url) {
        this.pg = pg;
        this.connection = connection;
        this.url = url;
    }

    @Override
    public Connection getConnection() {
        return connection;
    }

    @Override
    public String getURL() {
        return url;
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) {
            return iface.cast(this);
        }
        throw new SQLException("hotrow's DatabaseMetaData is not a wrapper for " + iface.getName(), "42809");
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }

    @Override
    public String toString() {
        return "metadata of " + url + " at its owner";
    }

    /** The function's query for the DatabaseMetaData method {@code name} taking {@code parameters}. */
    private static String query(String name, Class<?>... parameters) {
        String key = name + Arrays.toString(parameters);
        String query = QUERIES.get(key);
        if (query == null) {
            try {
                query = MetaDataFunction.query(DatabaseMetaData.class.getMethod(name, parameters));
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("DatabaseMetaData has no " + key, e); // the calls below are DatabaseMetaData's own
            }
            QUERIES.put(key, query);
        }
        return query;
    }

    /** The rows of a call; the application closes them, and so the statement it does not see. */
    private ResultSet rows(String query, Object... arguments) throws SQLException {
        PreparedStatement call = onOwner(query, arguments);
        try {
            ResultSet rows = call.executeQuery();
            call.closeOnCompletion();
            return rows;
        } catch (SQLException | RuntimeException e) {
            call.close();
            throw e;
        }
    }

    /** The value of a call, as text. */
    private String value(String query, Object... arguments) throws SQLException {
        try (PreparedStatement call = onOwner(query, arguments); ResultSet rows = call.executeQuery()) {
            rows.next();
            return rows.getString(1);
        }
    }

    /** The value of a call whose method declares no SQLException (the driver's version): a failure goes unchecked. */
    private String valueOrUnchecked(String query) {
        try {
            return value(query);
        } catch (SQLException e) {
            throw new IllegalStateException("the owner did not answer " + this + ": " + e.getMessage(), e);
        }
    }

    /** The call prepared on the owner's session: text arguments, and a list argument (getTables' types) apart. */
    private PreparedStatement onOwner(String query, Object[] arguments) throws SQLException {
        String[] texts = new String[arguments.length];
        String[] list = null;
        for (int i = 0; i < arguments.length; i++) {
            if (arguments[i] instanceof String[] strings) {
                list = strings;
            } else if (arguments[i] instanceof int[] numbers) {
                list = Arrays.stream(numbers).mapToObj(String::valueOf).toArray(String[]::new);
            } else {
                texts[i] = arguments[i] == null ? null : arguments[i].toString();
            }
        }
        PreparedStatement call = pg.prepareStatement(query);
        try {
            call.setArray(1, pg.createArrayOf("text", texts));
            if (list == null) {
                call.setNull(2, Types.ARRAY);
            } else {
                call.setArray(2, pg.createArrayOf("text", list));
            }
            return call;
        } catch (SQLException | RuntimeException e) {
            call.close();
            throw e;
        }
    }

    @Override
    public boolean allProceduresAreCallable() throws SQLException {
        return Boolean.parseBoolean(value(query("allProceduresAreCallable")));
    }

    @Override
    public boolean allTablesAreSelectable() throws SQLException {
        return Boolean.parseBoolean(value(query("allTablesAreSelectable")));
    }

    @Override
    public boolean autoCommitFailureClosesAllResultSets() throws SQLException {
        return Boolean.parseBoolean(value(query("autoCommitFailureClosesAllResultSets")));
    }

    @Override
    public boolean dataDefinitionCausesTransactionCommit() throws SQLException {
        return Boolean.parseBoolean(value(query("dataDefinitionCausesTransactionCommit")));
    }

    @Override
    public boolean dataDefinitionIgnoredInTransactions() throws SQLException {
        return Boolean.parseBoolean(value(query("dataDefinitionIgnoredInTransactions")));
    }

    @Override
    public boolean deletesAreDetected(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("deletesAreDetected", int.class), type));
    }

    @Override
    public boolean doesMaxRowSizeIncludeBlobs() throws SQLException {
        return Boolean.parseBoolean(value(query("doesMaxRowSizeIncludeBlobs")));
    }

    @Override
    public boolean generatedKeyAlwaysReturned() throws SQLException {
        return Boolean.parseBoolean(value(query("generatedKeyAlwaysReturned")));
    }

    @Override
    public ResultSet getAttributes(String catalog, String schemaPattern, String typeNamePattern, String attributeNamePattern) throws SQLException {
        return rows(query("getAttributes", String.class, String.class, String.class, String.class), catalog, schemaPattern, typeNamePattern, attributeNamePattern);
    }

    @Override
    public ResultSet getBestRowIdentifier(String catalog, String schema, String table, int scope, boolean nullable) throws SQLException {
        return rows(query("getBestRowIdentifier", String.class, String.class, String.class, int.class, boolean.class), catalog, schema, table, scope, nullable);
    }

    @Override
    public String getCatalogSeparator() throws SQLException {
        return value(query("getCatalogSeparator"));
    }

    @Override
    public String getCatalogTerm() throws SQLException {
        return value(query("getCatalogTerm"));
    }

    @Override
    public ResultSet getCatalogs() throws SQLException {
        return rows(query("getCatalogs"));
    }

    @Override
    public ResultSet getClientInfoProperties() throws SQLException {
        return rows(query("getClientInfoProperties"));
    }

    @Override
    public ResultSet getColumnPrivileges(String catalog, String schema, String table, String columnNamePattern) throws SQLException {
        return rows(query("getColumnPrivileges", String.class, String.class, String.class, String.class), catalog, schema, table, columnNamePattern);
    }

    @Override
    public ResultSet getColumns(String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern) throws SQLException {
        return rows(query("getColumns", String.class, String.class, String.class, String.class), catalog, schemaPattern, tableNamePattern, columnNamePattern);
    }

    @Override
    public ResultSet getCrossReference(String parentCatalog, String parentSchema, String parentTable, String foreignCatalog, String foreignSchema, String foreignTable) throws SQLException {
        return rows(query("getCrossReference", String.class, String.class, String.class, String.class, String.class, String.class), parentCatalog, parentSchema, parentTable, foreignCatalog, foreignSchema, foreignTable);
    }

    @Override
    public int getDatabaseMajorVersion() throws SQLException {
        return Integer.parseInt(value(query("getDatabaseMajorVersion")));
    }

    @Override
    public int getDatabaseMinorVersion() throws SQLException {
        return Integer.parseInt(value(query("getDatabaseMinorVersion")));
    }

    @Override
    public String getDatabaseProductName() throws SQLException {
        return value(query("getDatabaseProductName"));
    }

    @Override
    public String getDatabaseProductVersion() throws SQLException {
        return value(query("getDatabaseProductVersion"));
    }

    @Override
    public int getDefaultTransactionIsolation() throws SQLException {
        return Integer.parseInt(value(query("getDefaultTransactionIsolation")));
    }

    @Override
    public int getDriverMajorVersion() {
        return Integer.parseInt(valueOrUnchecked(query("getDriverMajorVersion")));
    }

    @Override
    public int getDriverMinorVersion() {
        return Integer.parseInt(valueOrUnchecked(query("getDriverMinorVersion")));
    }

    @Override
    public String getDriverName() throws SQLException {
        return value(query("getDriverName"));
    }

    @Override
    public String getDriverVersion() throws SQLException {
        return value(query("getDriverVersion"));
    }

    @Override
    public ResultSet getExportedKeys(String catalog, String schema, String table) throws SQLException {
        return rows(query("getExportedKeys", String.class, String.class, String.class), catalog, schema, table);
    }

    @Override
    public String getExtraNameCharacters() throws SQLException {
        return value(query("getExtraNameCharacters"));
    }

    @Override
    public ResultSet getFunctionColumns(String catalog, String schemaPattern, String functionNamePattern, String columnNamePattern) throws SQLException {
        return rows(query("getFunctionColumns", String.class, String.class, String.class, String.class), catalog, schemaPattern, functionNamePattern, columnNamePattern);
    }

    @Override
    public ResultSet getFunctions(String catalog, String schemaPattern, String functionNamePattern) throws SQLException {
        return rows(query("getFunctions", String.class, String.class, String.class), catalog, schemaPattern, functionNamePattern);
    }

    @Override
    public String getIdentifierQuoteString() throws SQLException {
        return value(query("getIdentifierQuoteString"));
    }

    @Override
    public ResultSet getImportedKeys(String catalog, String schema, String table) throws SQLException {
        return rows(query("getImportedKeys", String.class, String.class, String.class), catalog, schema, table);
    }

    @Override
    public ResultSet getIndexInfo(String catalog, String schema, String table, boolean unique, boolean approximate) throws SQLException {
        return rows(query("getIndexInfo", String.class, String.class, String.class, boolean.class, boolean.class), catalog, schema, table, unique, approximate);
    }

    @Override
    public int getJDBCMajorVersion() throws SQLException {
        return Integer.parseInt(value(query("getJDBCMajorVersion")));
    }

    @Override
    public int getJDBCMinorVersion() throws SQLException {
        return Integer.parseInt(value(query("getJDBCMinorVersion")));
    }

    @Override
    public int getMaxBinaryLiteralLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxBinaryLiteralLength")));
    }

    @Override
    public int getMaxCatalogNameLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxCatalogNameLength")));
    }

    @Override
    public int getMaxCharLiteralLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxCharLiteralLength")));
    }

    @Override
    public int getMaxColumnNameLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxColumnNameLength")));
    }

    @Override
    public int getMaxColumnsInGroupBy() throws SQLException {
        return Integer.parseInt(value(query("getMaxColumnsInGroupBy")));
    }

    @Override
    public int getMaxColumnsInIndex() throws SQLException {
        return Integer.parseInt(value(query("getMaxColumnsInIndex")));
    }

    @Override
    public int getMaxColumnsInOrderBy() throws SQLException {
        return Integer.parseInt(value(query("getMaxColumnsInOrderBy")));
    }

    @Override
    public int getMaxColumnsInSelect() throws SQLException {
        return Integer.parseInt(value(query("getMaxColumnsInSelect")));
    }

    @Override
    public int getMaxColumnsInTable() throws SQLException {
        return Integer.parseInt(value(query("getMaxColumnsInTable")));
    }

    @Override
    public int getMaxConnections() throws SQLException {
        return Integer.parseInt(value(query("getMaxConnections")));
    }

    @Override
    public int getMaxCursorNameLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxCursorNameLength")));
    }

    @Override
    public int getMaxIndexLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxIndexLength")));
    }

    @Override
    public long getMaxLogicalLobSize() throws SQLException {
        return Long.parseLong(value(query("getMaxLogicalLobSize")));
    }

    @Override
    public int getMaxProcedureNameLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxProcedureNameLength")));
    }

    @Override
    public int getMaxRowSize() throws SQLException {
        return Integer.parseInt(value(query("getMaxRowSize")));
    }

    @Override
    public int getMaxSchemaNameLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxSchemaNameLength")));
    }

    @Override
    public int getMaxStatementLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxStatementLength")));
    }

    @Override
    public int getMaxStatements() throws SQLException {
        return Integer.parseInt(value(query("getMaxStatements")));
    }

    @Override
    public int getMaxTableNameLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxTableNameLength")));
    }

    @Override
    public int getMaxTablesInSelect() throws SQLException {
        return Integer.parseInt(value(query("getMaxTablesInSelect")));
    }

    @Override
    public int getMaxUserNameLength() throws SQLException {
        return Integer.parseInt(value(query("getMaxUserNameLength")));
    }

    @Override
    public String getNumericFunctions() throws SQLException {
        return value(query("getNumericFunctions"));
    }

    @Override
    public ResultSet getPrimaryKeys(String catalog, String schema, String table) throws SQLException {
        return rows(query("getPrimaryKeys", String.class, String.class, String.class), catalog, schema, table);
    }

    @Override
    public ResultSet getProcedureColumns(String catalog, String schemaPattern, String procedureNamePattern, String columnNamePattern) throws SQLException {
        return rows(query("getProcedureColumns", String.class, String.class, String.class, String.class), catalog, schemaPattern, procedureNamePattern, columnNamePattern);
    }

    @Override
    public String getProcedureTerm() throws SQLException {
        return value(query("getProcedureTerm"));
    }

    @Override
    public ResultSet getProcedures(String catalog, String schemaPattern, String procedureNamePattern) throws SQLException {
        return rows(query("getProcedures", String.class, String.class, String.class), catalog, schemaPattern, procedureNamePattern);
    }

    @Override
    public ResultSet getPseudoColumns(String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern) throws SQLException {
        return rows(query("getPseudoColumns", String.class, String.class, String.class, String.class), catalog, schemaPattern, tableNamePattern, columnNamePattern);
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        return Integer.parseInt(value(query("getResultSetHoldability")));
    }

    @Override
    public RowIdLifetime getRowIdLifetime() throws SQLException {
        return RowIdLifetime.valueOf(value(query("getRowIdLifetime")));
    }

    @Override
    public String getSQLKeywords() throws SQLException {
        return value(query("getSQLKeywords"));
    }

    @Override
    public int getSQLStateType() throws SQLException {
        return Integer.parseInt(value(query("getSQLStateType")));
    }

    @Override
    public String getSchemaTerm() throws SQLException {
        return value(query("getSchemaTerm"));
    }

    @Override
    public ResultSet getSchemas() throws SQLException {
        return rows(query("getSchemas"));
    }

    @Override
    public ResultSet getSchemas(String catalog, String schemaPattern) throws SQLException {
        return rows(query("getSchemas", String.class, String.class), catalog, schemaPattern);
    }

    @Override
    public String getSearchStringEscape() throws SQLException {
        return value(query("getSearchStringEscape"));
    }

    @Override
    public String getStringFunctions() throws SQLException {
        return value(query("getStringFunctions"));
    }

    @Override
    public ResultSet getSuperTables(String catalog, String schemaPattern, String tableNamePattern) throws SQLException {
        return rows(query("getSuperTables", String.class, String.class, String.class), catalog, schemaPattern, tableNamePattern);
    }

    @Override
    public ResultSet getSuperTypes(String catalog, String schemaPattern, String typeNamePattern) throws SQLException {
        return rows(query("getSuperTypes", String.class, String.class, String.class), catalog, schemaPattern, typeNamePattern);
    }

    @Override
    public String getSystemFunctions() throws SQLException {
        return value(query("getSystemFunctions"));
    }

    @Override
    public ResultSet getTablePrivileges(String catalog, String schemaPattern, String tableNamePattern) throws SQLException {
        return rows(query("getTablePrivileges", String.class, String.class, String.class), catalog, schemaPattern, tableNamePattern);
    }

    @Override
    public ResultSet getTableTypes() throws SQLException {
        return rows(query("getTableTypes"));
    }

    @Override
    public ResultSet getTables(String catalog, String schemaPattern, String tableNamePattern, String[] types) throws SQLException {
        return rows(query("getTables", String.class, String.class, String.class, String[].class), catalog, schemaPattern, tableNamePattern, types);
    }

    @Override
    public String getTimeDateFunctions() throws SQLException {
        return value(query("getTimeDateFunctions"));
    }

    @Override
    public ResultSet getTypeInfo() throws SQLException {
        return rows(query("getTypeInfo"));
    }

    @Override
    public ResultSet getUDTs(String catalog, String schemaPattern, String typeNamePattern, int[] types) throws SQLException {
        return rows(query("getUDTs", String.class, String.class, String.class, int[].class), catalog, schemaPattern, typeNamePattern, types);
    }

    @Override
    public String getUserName() throws SQLException {
        return value(query("getUserName"));
    }

    @Override
    public ResultSet getVersionColumns(String catalog, String schema, String table) throws SQLException {
        return rows(query("getVersionColumns", String.class, String.class, String.class), catalog, schema, table);
    }

    @Override
    public boolean insertsAreDetected(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("insertsAreDetected", int.class), type));
    }

    @Override
    public boolean isCatalogAtStart() throws SQLException {
        return Boolean.parseBoolean(value(query("isCatalogAtStart")));
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        return Boolean.parseBoolean(value(query("isReadOnly")));
    }

    @Override
    public boolean locatorsUpdateCopy() throws SQLException {
        return Boolean.parseBoolean(value(query("locatorsUpdateCopy")));
    }

    @Override
    public boolean nullPlusNonNullIsNull() throws SQLException {
        return Boolean.parseBoolean(value(query("nullPlusNonNullIsNull")));
    }

    @Override
    public boolean nullsAreSortedAtEnd() throws SQLException {
        return Boolean.parseBoolean(value(query("nullsAreSortedAtEnd")));
    }

    @Override
    public boolean nullsAreSortedAtStart() throws SQLException {
        return Boolean.parseBoolean(value(query("nullsAreSortedAtStart")));
    }

    @Override
    public boolean nullsAreSortedHigh() throws SQLException {
        return Boolean.parseBoolean(value(query("nullsAreSortedHigh")));
    }

    @Override
    public boolean nullsAreSortedLow() throws SQLException {
        return Boolean.parseBoolean(value(query("nullsAreSortedLow")));
    }

    @Override
    public boolean othersDeletesAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("othersDeletesAreVisible", int.class), type));
    }

    @Override
    public boolean othersInsertsAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("othersInsertsAreVisible", int.class), type));
    }

    @Override
    public boolean othersUpdatesAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("othersUpdatesAreVisible", int.class), type));
    }

    @Override
    public boolean ownDeletesAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("ownDeletesAreVisible", int.class), type));
    }

    @Override
    public boolean ownInsertsAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("ownInsertsAreVisible", int.class), type));
    }

    @Override
    public boolean ownUpdatesAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("ownUpdatesAreVisible", int.class), type));
    }

    @Override
    public boolean storesLowerCaseIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(query("storesLowerCaseIdentifiers")));
    }

    @Override
    public boolean storesLowerCaseQuotedIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(query("storesLowerCaseQuotedIdentifiers")));
    }

    @Override
    public boolean storesMixedCaseIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(query("storesMixedCaseIdentifiers")));
    }

    @Override
    public boolean storesMixedCaseQuotedIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(query("storesMixedCaseQuotedIdentifiers")));
    }

    @Override
    public boolean storesUpperCaseIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(query("storesUpperCaseIdentifiers")));
    }

    @Override
    public boolean storesUpperCaseQuotedIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(query("storesUpperCaseQuotedIdentifiers")));
    }

    @Override
    public boolean supportsANSI92EntryLevelSQL() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsANSI92EntryLevelSQL")));
    }

    @Override
    public boolean supportsANSI92FullSQL() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsANSI92FullSQL")));
    }

    @Override
    public boolean supportsANSI92IntermediateSQL() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsANSI92IntermediateSQL")));
    }

    @Override
    public boolean supportsAlterTableWithAddColumn() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsAlterTableWithAddColumn")));
    }

    @Override
    public boolean supportsAlterTableWithDropColumn() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsAlterTableWithDropColumn")));
    }

    @Override
    public boolean supportsBatchUpdates() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsBatchUpdates")));
    }

    @Override
    public boolean supportsCatalogsInDataManipulation() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsCatalogsInDataManipulation")));
    }

    @Override
    public boolean supportsCatalogsInIndexDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsCatalogsInIndexDefinitions")));
    }

    @Override
    public boolean supportsCatalogsInPrivilegeDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsCatalogsInPrivilegeDefinitions")));
    }

    @Override
    public boolean supportsCatalogsInProcedureCalls() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsCatalogsInProcedureCalls")));
    }

    @Override
    public boolean supportsCatalogsInTableDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsCatalogsInTableDefinitions")));
    }

    @Override
    public boolean supportsColumnAliasing() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsColumnAliasing")));
    }

    @Override
    public boolean supportsConvert() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsConvert")));
    }

    @Override
    public boolean supportsConvert(int fromType, int toType) throws SQLException {
        return Boolean.parseBoolean(value(query("supportsConvert", int.class, int.class), fromType, toType));
    }

    @Override
    public boolean supportsCoreSQLGrammar() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsCoreSQLGrammar")));
    }

    @Override
    public boolean supportsCorrelatedSubqueries() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsCorrelatedSubqueries")));
    }

    @Override
    public boolean supportsDataDefinitionAndDataManipulationTransactions() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsDataDefinitionAndDataManipulationTransactions")));
    }

    @Override
    public boolean supportsDataManipulationTransactionsOnly() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsDataManipulationTransactionsOnly")));
    }

    @Override
    public boolean supportsDifferentTableCorrelationNames() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsDifferentTableCorrelationNames")));
    }

    @Override
    public boolean supportsExpressionsInOrderBy() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsExpressionsInOrderBy")));
    }

    @Override
    public boolean supportsExtendedSQLGrammar() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsExtendedSQLGrammar")));
    }

    @Override
    public boolean supportsFullOuterJoins() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsFullOuterJoins")));
    }

    @Override
    public boolean supportsGetGeneratedKeys() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsGetGeneratedKeys")));
    }

    @Override
    public boolean supportsGroupBy() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsGroupBy")));
    }

    @Override
    public boolean supportsGroupByBeyondSelect() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsGroupByBeyondSelect")));
    }

    @Override
    public boolean supportsGroupByUnrelated() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsGroupByUnrelated")));
    }

    @Override
    public boolean supportsIntegrityEnhancementFacility() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsIntegrityEnhancementFacility")));
    }

    @Override
    public boolean supportsLikeEscapeClause() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsLikeEscapeClause")));
    }

    @Override
    public boolean supportsLimitedOuterJoins() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsLimitedOuterJoins")));
    }

    @Override
    public boolean supportsMinimumSQLGrammar() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsMinimumSQLGrammar")));
    }

    @Override
    public boolean supportsMixedCaseIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsMixedCaseIdentifiers")));
    }

    @Override
    public boolean supportsMixedCaseQuotedIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsMixedCaseQuotedIdentifiers")));
    }

    @Override
    public boolean supportsMultipleOpenResults() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsMultipleOpenResults")));
    }

    @Override
    public boolean supportsMultipleResultSets() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsMultipleResultSets")));
    }

    @Override
    public boolean supportsMultipleTransactions() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsMultipleTransactions")));
    }

    @Override
    public boolean supportsNamedParameters() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsNamedParameters")));
    }

    @Override
    public boolean supportsNonNullableColumns() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsNonNullableColumns")));
    }

    @Override
    public boolean supportsOpenCursorsAcrossCommit() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsOpenCursorsAcrossCommit")));
    }

    @Override
    public boolean supportsOpenCursorsAcrossRollback() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsOpenCursorsAcrossRollback")));
    }

    @Override
    public boolean supportsOpenStatementsAcrossCommit() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsOpenStatementsAcrossCommit")));
    }

    @Override
    public boolean supportsOpenStatementsAcrossRollback() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsOpenStatementsAcrossRollback")));
    }

    @Override
    public boolean supportsOrderByUnrelated() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsOrderByUnrelated")));
    }

    @Override
    public boolean supportsOuterJoins() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsOuterJoins")));
    }

    @Override
    public boolean supportsPositionedDelete() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsPositionedDelete")));
    }

    @Override
    public boolean supportsPositionedUpdate() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsPositionedUpdate")));
    }

    @Override
    public boolean supportsRefCursors() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsRefCursors")));
    }

    @Override
    public boolean supportsResultSetConcurrency(int type, int concurrency) throws SQLException {
        return Boolean.parseBoolean(value(query("supportsResultSetConcurrency", int.class, int.class), type, concurrency));
    }

    @Override
    public boolean supportsResultSetHoldability(int holdability) throws SQLException {
        return Boolean.parseBoolean(value(query("supportsResultSetHoldability", int.class), holdability));
    }

    @Override
    public boolean supportsResultSetType(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("supportsResultSetType", int.class), type));
    }

    @Override
    public boolean supportsSavepoints() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSavepoints")));
    }

    @Override
    public boolean supportsSchemasInDataManipulation() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSchemasInDataManipulation")));
    }

    @Override
    public boolean supportsSchemasInIndexDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSchemasInIndexDefinitions")));
    }

    @Override
    public boolean supportsSchemasInPrivilegeDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSchemasInPrivilegeDefinitions")));
    }

    @Override
    public boolean supportsSchemasInProcedureCalls() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSchemasInProcedureCalls")));
    }

    @Override
    public boolean supportsSchemasInTableDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSchemasInTableDefinitions")));
    }

    @Override
    public boolean supportsSelectForUpdate() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSelectForUpdate")));
    }

    @Override
    public boolean supportsSharding() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSharding")));
    }

    @Override
    public boolean supportsStatementPooling() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsStatementPooling")));
    }

    @Override
    public boolean supportsStoredFunctionsUsingCallSyntax() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsStoredFunctionsUsingCallSyntax")));
    }

    @Override
    public boolean supportsStoredProcedures() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsStoredProcedures")));
    }

    @Override
    public boolean supportsSubqueriesInComparisons() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSubqueriesInComparisons")));
    }

    @Override
    public boolean supportsSubqueriesInExists() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSubqueriesInExists")));
    }

    @Override
    public boolean supportsSubqueriesInIns() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSubqueriesInIns")));
    }

    @Override
    public boolean supportsSubqueriesInQuantifieds() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsSubqueriesInQuantifieds")));
    }

    @Override
    public boolean supportsTableCorrelationNames() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsTableCorrelationNames")));
    }

    @Override
    public boolean supportsTransactionIsolationLevel(int level) throws SQLException {
        return Boolean.parseBoolean(value(query("supportsTransactionIsolationLevel", int.class), level));
    }

    @Override
    public boolean supportsTransactions() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsTransactions")));
    }

    @Override
    public boolean supportsUnion() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsUnion")));
    }

    @Override
    public boolean supportsUnionAll() throws SQLException {
        return Boolean.parseBoolean(value(query("supportsUnionAll")));
    }

    @Override
    public boolean updatesAreDetected(int type) throws SQLException {
        return Boolean.parseBoolean(value(query("updatesAreDetected", int.class), type));
    }

    @Override
    public boolean usesLocalFilePerTable() throws SQLException {
        return Boolean.parseBoolean(value(query("usesLocalFilePerTable")));
    }

    @Override
    public boolean usesLocalFiles() throws SQLException {
        return Boolean.parseBoolean(value(query("usesLocalFiles")));
    }
}
