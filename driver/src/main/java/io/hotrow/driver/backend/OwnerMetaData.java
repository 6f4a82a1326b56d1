package io.hotrow.driver.backend;

import io.hotrow.engine.jdbc.MetaDataCall;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.RowIdLifetime;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Arrays;

/**
 * The DatabaseMetaData of a connection that follows its database's owner: every call runs on the
 * owner's session as {@code hotrow.jdbc_metadata} (a {@link MetaDataCall}), so it answers
 * exactly as an embedded connection's metadata does there. Only the connection and its URL are
 * this side's. The calls were written once from {@code java.sql.DatabaseMetaData} (Java 17), every
 * method in name order, by a generator program that is not kept.
 */
final class OwnerMetaData implements DatabaseMetaData {

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

    /** The rows of a call; the application closes them, and so the statement it does not see. */
    private ResultSet rows(MetaDataCall method, Object... arguments) throws SQLException {
        PreparedStatement call = onOwner(method, arguments);
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
    private String value(MetaDataCall method, Object... arguments) throws SQLException {
        try (PreparedStatement call = onOwner(method, arguments); ResultSet rows = call.executeQuery()) {
            rows.next();
            return rows.getString(1);
        }
    }

    /** The value of a call whose method declares no SQLException (the driver's version): a failure goes unchecked. */
    private String valueOrUnchecked(MetaDataCall method) {
        try {
            return value(method);
        } catch (SQLException e) {
            throw new IllegalStateException("the owner did not answer " + this + ": " + e.getMessage(), e);
        }
    }

    /** The call prepared on the owner's session: text arguments, and a list argument (getTables' types) apart. */
    private PreparedStatement onOwner(MetaDataCall method, Object[] arguments) throws SQLException {
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
        PreparedStatement call = pg.prepareStatement(method.query());
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
        return Boolean.parseBoolean(value(MetaDataCall.ALL_PROCEDURES_ARE_CALLABLE));
    }

    @Override
    public boolean allTablesAreSelectable() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.ALL_TABLES_ARE_SELECTABLE));
    }

    @Override
    public boolean autoCommitFailureClosesAllResultSets() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.AUTO_COMMIT_FAILURE_CLOSES_ALL_RESULT_SETS));
    }

    @Override
    public boolean dataDefinitionCausesTransactionCommit() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.DATA_DEFINITION_CAUSES_TRANSACTION_COMMIT));
    }

    @Override
    public boolean dataDefinitionIgnoredInTransactions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.DATA_DEFINITION_IGNORED_IN_TRANSACTIONS));
    }

    @Override
    public boolean deletesAreDetected(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.DELETES_ARE_DETECTED, type));
    }

    @Override
    public boolean doesMaxRowSizeIncludeBlobs() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.DOES_MAX_ROW_SIZE_INCLUDE_BLOBS));
    }

    @Override
    public boolean generatedKeyAlwaysReturned() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.GENERATED_KEY_ALWAYS_RETURNED));
    }

    @Override
    public ResultSet getAttributes(String catalog, String schemaPattern, String typeNamePattern, String attributeNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_ATTRIBUTES, catalog, schemaPattern, typeNamePattern, attributeNamePattern);
    }

    @Override
    public ResultSet getBestRowIdentifier(String catalog, String schema, String table, int scope, boolean nullable) throws SQLException {
        return rows(MetaDataCall.GET_BEST_ROW_IDENTIFIER, catalog, schema, table, scope, nullable);
    }

    @Override
    public String getCatalogSeparator() throws SQLException {
        return value(MetaDataCall.GET_CATALOG_SEPARATOR);
    }

    @Override
    public String getCatalogTerm() throws SQLException {
        return value(MetaDataCall.GET_CATALOG_TERM);
    }

    @Override
    public ResultSet getCatalogs() throws SQLException {
        return rows(MetaDataCall.GET_CATALOGS);
    }

    @Override
    public ResultSet getClientInfoProperties() throws SQLException {
        return rows(MetaDataCall.GET_CLIENT_INFO_PROPERTIES);
    }

    @Override
    public ResultSet getColumnPrivileges(String catalog, String schema, String table, String columnNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_COLUMN_PRIVILEGES, catalog, schema, table, columnNamePattern);
    }

    @Override
    public ResultSet getColumns(String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_COLUMNS, catalog, schemaPattern, tableNamePattern, columnNamePattern);
    }

    @Override
    public ResultSet getCrossReference(String parentCatalog, String parentSchema, String parentTable, String foreignCatalog, String foreignSchema, String foreignTable) throws SQLException {
        return rows(MetaDataCall.GET_CROSS_REFERENCE, parentCatalog, parentSchema, parentTable, foreignCatalog, foreignSchema, foreignTable);
    }

    @Override
    public int getDatabaseMajorVersion() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_DATABASE_MAJOR_VERSION));
    }

    @Override
    public int getDatabaseMinorVersion() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_DATABASE_MINOR_VERSION));
    }

    @Override
    public String getDatabaseProductName() throws SQLException {
        return value(MetaDataCall.GET_DATABASE_PRODUCT_NAME);
    }

    @Override
    public String getDatabaseProductVersion() throws SQLException {
        return value(MetaDataCall.GET_DATABASE_PRODUCT_VERSION);
    }

    @Override
    public int getDefaultTransactionIsolation() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_DEFAULT_TRANSACTION_ISOLATION));
    }

    @Override
    public int getDriverMajorVersion() {
        return Integer.parseInt(valueOrUnchecked(MetaDataCall.GET_DRIVER_MAJOR_VERSION));
    }

    @Override
    public int getDriverMinorVersion() {
        return Integer.parseInt(valueOrUnchecked(MetaDataCall.GET_DRIVER_MINOR_VERSION));
    }

    @Override
    public String getDriverName() throws SQLException {
        return value(MetaDataCall.GET_DRIVER_NAME);
    }

    @Override
    public String getDriverVersion() throws SQLException {
        return value(MetaDataCall.GET_DRIVER_VERSION);
    }

    @Override
    public ResultSet getExportedKeys(String catalog, String schema, String table) throws SQLException {
        return rows(MetaDataCall.GET_EXPORTED_KEYS, catalog, schema, table);
    }

    @Override
    public String getExtraNameCharacters() throws SQLException {
        return value(MetaDataCall.GET_EXTRA_NAME_CHARACTERS);
    }

    @Override
    public ResultSet getFunctionColumns(String catalog, String schemaPattern, String functionNamePattern, String columnNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_FUNCTION_COLUMNS, catalog, schemaPattern, functionNamePattern, columnNamePattern);
    }

    @Override
    public ResultSet getFunctions(String catalog, String schemaPattern, String functionNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_FUNCTIONS, catalog, schemaPattern, functionNamePattern);
    }

    @Override
    public String getIdentifierQuoteString() throws SQLException {
        return value(MetaDataCall.GET_IDENTIFIER_QUOTE_STRING);
    }

    @Override
    public ResultSet getImportedKeys(String catalog, String schema, String table) throws SQLException {
        return rows(MetaDataCall.GET_IMPORTED_KEYS, catalog, schema, table);
    }

    @Override
    public ResultSet getIndexInfo(String catalog, String schema, String table, boolean unique, boolean approximate) throws SQLException {
        return rows(MetaDataCall.GET_INDEX_INFO, catalog, schema, table, unique, approximate);
    }

    @Override
    public int getJDBCMajorVersion() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_JDBC_MAJOR_VERSION));
    }

    @Override
    public int getJDBCMinorVersion() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_JDBC_MINOR_VERSION));
    }

    @Override
    public int getMaxBinaryLiteralLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_BINARY_LITERAL_LENGTH));
    }

    @Override
    public int getMaxCatalogNameLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_CATALOG_NAME_LENGTH));
    }

    @Override
    public int getMaxCharLiteralLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_CHAR_LITERAL_LENGTH));
    }

    @Override
    public int getMaxColumnNameLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_COLUMN_NAME_LENGTH));
    }

    @Override
    public int getMaxColumnsInGroupBy() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_COLUMNS_IN_GROUP_BY));
    }

    @Override
    public int getMaxColumnsInIndex() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_COLUMNS_IN_INDEX));
    }

    @Override
    public int getMaxColumnsInOrderBy() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_COLUMNS_IN_ORDER_BY));
    }

    @Override
    public int getMaxColumnsInSelect() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_COLUMNS_IN_SELECT));
    }

    @Override
    public int getMaxColumnsInTable() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_COLUMNS_IN_TABLE));
    }

    @Override
    public int getMaxConnections() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_CONNECTIONS));
    }

    @Override
    public int getMaxCursorNameLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_CURSOR_NAME_LENGTH));
    }

    @Override
    public int getMaxIndexLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_INDEX_LENGTH));
    }

    @Override
    public long getMaxLogicalLobSize() throws SQLException {
        return Long.parseLong(value(MetaDataCall.GET_MAX_LOGICAL_LOB_SIZE));
    }

    @Override
    public int getMaxProcedureNameLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_PROCEDURE_NAME_LENGTH));
    }

    @Override
    public int getMaxRowSize() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_ROW_SIZE));
    }

    @Override
    public int getMaxSchemaNameLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_SCHEMA_NAME_LENGTH));
    }

    @Override
    public int getMaxStatementLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_STATEMENT_LENGTH));
    }

    @Override
    public int getMaxStatements() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_STATEMENTS));
    }

    @Override
    public int getMaxTableNameLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_TABLE_NAME_LENGTH));
    }

    @Override
    public int getMaxTablesInSelect() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_TABLES_IN_SELECT));
    }

    @Override
    public int getMaxUserNameLength() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_MAX_USER_NAME_LENGTH));
    }

    @Override
    public String getNumericFunctions() throws SQLException {
        return value(MetaDataCall.GET_NUMERIC_FUNCTIONS);
    }

    @Override
    public ResultSet getPrimaryKeys(String catalog, String schema, String table) throws SQLException {
        return rows(MetaDataCall.GET_PRIMARY_KEYS, catalog, schema, table);
    }

    @Override
    public ResultSet getProcedureColumns(String catalog, String schemaPattern, String procedureNamePattern, String columnNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_PROCEDURE_COLUMNS, catalog, schemaPattern, procedureNamePattern, columnNamePattern);
    }

    @Override
    public String getProcedureTerm() throws SQLException {
        return value(MetaDataCall.GET_PROCEDURE_TERM);
    }

    @Override
    public ResultSet getProcedures(String catalog, String schemaPattern, String procedureNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_PROCEDURES, catalog, schemaPattern, procedureNamePattern);
    }

    @Override
    public ResultSet getPseudoColumns(String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_PSEUDO_COLUMNS, catalog, schemaPattern, tableNamePattern, columnNamePattern);
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_RESULT_SET_HOLDABILITY));
    }

    @Override
    public RowIdLifetime getRowIdLifetime() throws SQLException {
        return RowIdLifetime.valueOf(value(MetaDataCall.GET_ROW_ID_LIFETIME));
    }

    @Override
    public String getSQLKeywords() throws SQLException {
        return value(MetaDataCall.GET_SQL_KEYWORDS);
    }

    @Override
    public int getSQLStateType() throws SQLException {
        return Integer.parseInt(value(MetaDataCall.GET_SQL_STATE_TYPE));
    }

    @Override
    public String getSchemaTerm() throws SQLException {
        return value(MetaDataCall.GET_SCHEMA_TERM);
    }

    @Override
    public ResultSet getSchemas() throws SQLException {
        return rows(MetaDataCall.GET_SCHEMAS);
    }

    @Override
    public ResultSet getSchemas(String catalog, String schemaPattern) throws SQLException {
        return rows(MetaDataCall.GET_SCHEMAS_MATCHING, catalog, schemaPattern);
    }

    @Override
    public String getSearchStringEscape() throws SQLException {
        return value(MetaDataCall.GET_SEARCH_STRING_ESCAPE);
    }

    @Override
    public String getStringFunctions() throws SQLException {
        return value(MetaDataCall.GET_STRING_FUNCTIONS);
    }

    @Override
    public ResultSet getSuperTables(String catalog, String schemaPattern, String tableNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_SUPER_TABLES, catalog, schemaPattern, tableNamePattern);
    }

    @Override
    public ResultSet getSuperTypes(String catalog, String schemaPattern, String typeNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_SUPER_TYPES, catalog, schemaPattern, typeNamePattern);
    }

    @Override
    public String getSystemFunctions() throws SQLException {
        return value(MetaDataCall.GET_SYSTEM_FUNCTIONS);
    }

    @Override
    public ResultSet getTablePrivileges(String catalog, String schemaPattern, String tableNamePattern) throws SQLException {
        return rows(MetaDataCall.GET_TABLE_PRIVILEGES, catalog, schemaPattern, tableNamePattern);
    }

    @Override
    public ResultSet getTableTypes() throws SQLException {
        return rows(MetaDataCall.GET_TABLE_TYPES);
    }

    @Override
    public ResultSet getTables(String catalog, String schemaPattern, String tableNamePattern, String[] types) throws SQLException {
        return rows(MetaDataCall.GET_TABLES, catalog, schemaPattern, tableNamePattern, types);
    }

    @Override
    public String getTimeDateFunctions() throws SQLException {
        return value(MetaDataCall.GET_TIME_DATE_FUNCTIONS);
    }

    @Override
    public ResultSet getTypeInfo() throws SQLException {
        return rows(MetaDataCall.GET_TYPE_INFO);
    }

    @Override
    public ResultSet getUDTs(String catalog, String schemaPattern, String typeNamePattern, int[] types) throws SQLException {
        return rows(MetaDataCall.GET_UDTS, catalog, schemaPattern, typeNamePattern, types);
    }

    @Override
    public String getUserName() throws SQLException {
        return value(MetaDataCall.GET_USER_NAME);
    }

    @Override
    public ResultSet getVersionColumns(String catalog, String schema, String table) throws SQLException {
        return rows(MetaDataCall.GET_VERSION_COLUMNS, catalog, schema, table);
    }

    @Override
    public boolean insertsAreDetected(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.INSERTS_ARE_DETECTED, type));
    }

    @Override
    public boolean isCatalogAtStart() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.IS_CATALOG_AT_START));
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.IS_READ_ONLY));
    }

    @Override
    public boolean locatorsUpdateCopy() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.LOCATORS_UPDATE_COPY));
    }

    @Override
    public boolean nullPlusNonNullIsNull() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.NULL_PLUS_NON_NULL_IS_NULL));
    }

    @Override
    public boolean nullsAreSortedAtEnd() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.NULLS_ARE_SORTED_AT_END));
    }

    @Override
    public boolean nullsAreSortedAtStart() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.NULLS_ARE_SORTED_AT_START));
    }

    @Override
    public boolean nullsAreSortedHigh() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.NULLS_ARE_SORTED_HIGH));
    }

    @Override
    public boolean nullsAreSortedLow() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.NULLS_ARE_SORTED_LOW));
    }

    @Override
    public boolean othersDeletesAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.OTHERS_DELETES_ARE_VISIBLE, type));
    }

    @Override
    public boolean othersInsertsAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.OTHERS_INSERTS_ARE_VISIBLE, type));
    }

    @Override
    public boolean othersUpdatesAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.OTHERS_UPDATES_ARE_VISIBLE, type));
    }

    @Override
    public boolean ownDeletesAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.OWN_DELETES_ARE_VISIBLE, type));
    }

    @Override
    public boolean ownInsertsAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.OWN_INSERTS_ARE_VISIBLE, type));
    }

    @Override
    public boolean ownUpdatesAreVisible(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.OWN_UPDATES_ARE_VISIBLE, type));
    }

    @Override
    public boolean storesLowerCaseIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.STORES_LOWER_CASE_IDENTIFIERS));
    }

    @Override
    public boolean storesLowerCaseQuotedIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.STORES_LOWER_CASE_QUOTED_IDENTIFIERS));
    }

    @Override
    public boolean storesMixedCaseIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.STORES_MIXED_CASE_IDENTIFIERS));
    }

    @Override
    public boolean storesMixedCaseQuotedIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.STORES_MIXED_CASE_QUOTED_IDENTIFIERS));
    }

    @Override
    public boolean storesUpperCaseIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.STORES_UPPER_CASE_IDENTIFIERS));
    }

    @Override
    public boolean storesUpperCaseQuotedIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.STORES_UPPER_CASE_QUOTED_IDENTIFIERS));
    }

    @Override
    public boolean supportsANSI92EntryLevelSQL() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_ANSI92_ENTRY_LEVEL_SQL));
    }

    @Override
    public boolean supportsANSI92FullSQL() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_ANSI92_FULL_SQL));
    }

    @Override
    public boolean supportsANSI92IntermediateSQL() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_ANSI92_INTERMEDIATE_SQL));
    }

    @Override
    public boolean supportsAlterTableWithAddColumn() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_ALTER_TABLE_WITH_ADD_COLUMN));
    }

    @Override
    public boolean supportsAlterTableWithDropColumn() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_ALTER_TABLE_WITH_DROP_COLUMN));
    }

    @Override
    public boolean supportsBatchUpdates() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_BATCH_UPDATES));
    }

    @Override
    public boolean supportsCatalogsInDataManipulation() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_CATALOGS_IN_DATA_MANIPULATION));
    }

    @Override
    public boolean supportsCatalogsInIndexDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_CATALOGS_IN_INDEX_DEFINITIONS));
    }

    @Override
    public boolean supportsCatalogsInPrivilegeDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_CATALOGS_IN_PRIVILEGE_DEFINITIONS));
    }

    @Override
    public boolean supportsCatalogsInProcedureCalls() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_CATALOGS_IN_PROCEDURE_CALLS));
    }

    @Override
    public boolean supportsCatalogsInTableDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_CATALOGS_IN_TABLE_DEFINITIONS));
    }

    @Override
    public boolean supportsColumnAliasing() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_COLUMN_ALIASING));
    }

    @Override
    public boolean supportsConvert() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_CONVERT));
    }

    @Override
    public boolean supportsConvert(int fromType, int toType) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_CONVERT_BETWEEN, fromType, toType));
    }

    @Override
    public boolean supportsCoreSQLGrammar() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_CORE_SQL_GRAMMAR));
    }

    @Override
    public boolean supportsCorrelatedSubqueries() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_CORRELATED_SUBQUERIES));
    }

    @Override
    public boolean supportsDataDefinitionAndDataManipulationTransactions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_DATA_DEFINITION_AND_DATA_MANIPULATION_TRANSACTIONS));
    }

    @Override
    public boolean supportsDataManipulationTransactionsOnly() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_DATA_MANIPULATION_TRANSACTIONS_ONLY));
    }

    @Override
    public boolean supportsDifferentTableCorrelationNames() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_DIFFERENT_TABLE_CORRELATION_NAMES));
    }

    @Override
    public boolean supportsExpressionsInOrderBy() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_EXPRESSIONS_IN_ORDER_BY));
    }

    @Override
    public boolean supportsExtendedSQLGrammar() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_EXTENDED_SQL_GRAMMAR));
    }

    @Override
    public boolean supportsFullOuterJoins() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_FULL_OUTER_JOINS));
    }

    @Override
    public boolean supportsGetGeneratedKeys() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_GET_GENERATED_KEYS));
    }

    @Override
    public boolean supportsGroupBy() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_GROUP_BY));
    }

    @Override
    public boolean supportsGroupByBeyondSelect() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_GROUP_BY_BEYOND_SELECT));
    }

    @Override
    public boolean supportsGroupByUnrelated() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_GROUP_BY_UNRELATED));
    }

    @Override
    public boolean supportsIntegrityEnhancementFacility() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_INTEGRITY_ENHANCEMENT_FACILITY));
    }

    @Override
    public boolean supportsLikeEscapeClause() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_LIKE_ESCAPE_CLAUSE));
    }

    @Override
    public boolean supportsLimitedOuterJoins() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_LIMITED_OUTER_JOINS));
    }

    @Override
    public boolean supportsMinimumSQLGrammar() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_MINIMUM_SQL_GRAMMAR));
    }

    @Override
    public boolean supportsMixedCaseIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_MIXED_CASE_IDENTIFIERS));
    }

    @Override
    public boolean supportsMixedCaseQuotedIdentifiers() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_MIXED_CASE_QUOTED_IDENTIFIERS));
    }

    @Override
    public boolean supportsMultipleOpenResults() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_MULTIPLE_OPEN_RESULTS));
    }

    @Override
    public boolean supportsMultipleResultSets() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_MULTIPLE_RESULT_SETS));
    }

    @Override
    public boolean supportsMultipleTransactions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_MULTIPLE_TRANSACTIONS));
    }

    @Override
    public boolean supportsNamedParameters() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_NAMED_PARAMETERS));
    }

    @Override
    public boolean supportsNonNullableColumns() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_NON_NULLABLE_COLUMNS));
    }

    @Override
    public boolean supportsOpenCursorsAcrossCommit() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_OPEN_CURSORS_ACROSS_COMMIT));
    }

    @Override
    public boolean supportsOpenCursorsAcrossRollback() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_OPEN_CURSORS_ACROSS_ROLLBACK));
    }

    @Override
    public boolean supportsOpenStatementsAcrossCommit() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_OPEN_STATEMENTS_ACROSS_COMMIT));
    }

    @Override
    public boolean supportsOpenStatementsAcrossRollback() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_OPEN_STATEMENTS_ACROSS_ROLLBACK));
    }

    @Override
    public boolean supportsOrderByUnrelated() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_ORDER_BY_UNRELATED));
    }

    @Override
    public boolean supportsOuterJoins() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_OUTER_JOINS));
    }

    @Override
    public boolean supportsPositionedDelete() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_POSITIONED_DELETE));
    }

    @Override
    public boolean supportsPositionedUpdate() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_POSITIONED_UPDATE));
    }

    @Override
    public boolean supportsRefCursors() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_REF_CURSORS));
    }

    @Override
    public boolean supportsResultSetConcurrency(int type, int concurrency) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_RESULT_SET_CONCURRENCY, type, concurrency));
    }

    @Override
    public boolean supportsResultSetHoldability(int holdability) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_RESULT_SET_HOLDABILITY, holdability));
    }

    @Override
    public boolean supportsResultSetType(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_RESULT_SET_TYPE, type));
    }

    @Override
    public boolean supportsSavepoints() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SAVEPOINTS));
    }

    @Override
    public boolean supportsSchemasInDataManipulation() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SCHEMAS_IN_DATA_MANIPULATION));
    }

    @Override
    public boolean supportsSchemasInIndexDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SCHEMAS_IN_INDEX_DEFINITIONS));
    }

    @Override
    public boolean supportsSchemasInPrivilegeDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SCHEMAS_IN_PRIVILEGE_DEFINITIONS));
    }

    @Override
    public boolean supportsSchemasInProcedureCalls() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SCHEMAS_IN_PROCEDURE_CALLS));
    }

    @Override
    public boolean supportsSchemasInTableDefinitions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SCHEMAS_IN_TABLE_DEFINITIONS));
    }

    @Override
    public boolean supportsSelectForUpdate() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SELECT_FOR_UPDATE));
    }

    @Override
    public boolean supportsSharding() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SHARDING));
    }

    @Override
    public boolean supportsStatementPooling() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_STATEMENT_POOLING));
    }

    @Override
    public boolean supportsStoredFunctionsUsingCallSyntax() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_STORED_FUNCTIONS_USING_CALL_SYNTAX));
    }

    @Override
    public boolean supportsStoredProcedures() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_STORED_PROCEDURES));
    }

    @Override
    public boolean supportsSubqueriesInComparisons() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SUBQUERIES_IN_COMPARISONS));
    }

    @Override
    public boolean supportsSubqueriesInExists() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SUBQUERIES_IN_EXISTS));
    }

    @Override
    public boolean supportsSubqueriesInIns() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SUBQUERIES_IN_INS));
    }

    @Override
    public boolean supportsSubqueriesInQuantifieds() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_SUBQUERIES_IN_QUANTIFIEDS));
    }

    @Override
    public boolean supportsTableCorrelationNames() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_TABLE_CORRELATION_NAMES));
    }

    @Override
    public boolean supportsTransactionIsolationLevel(int level) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_TRANSACTION_ISOLATION_LEVEL, level));
    }

    @Override
    public boolean supportsTransactions() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_TRANSACTIONS));
    }

    @Override
    public boolean supportsUnion() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_UNION));
    }

    @Override
    public boolean supportsUnionAll() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.SUPPORTS_UNION_ALL));
    }

    @Override
    public boolean updatesAreDetected(int type) throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.UPDATES_ARE_DETECTED, type));
    }

    @Override
    public boolean usesLocalFilePerTable() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.USES_LOCAL_FILE_PER_TABLE));
    }

    @Override
    public boolean usesLocalFiles() throws SQLException {
        return Boolean.parseBoolean(value(MetaDataCall.USES_LOCAL_FILES));
    }
}
