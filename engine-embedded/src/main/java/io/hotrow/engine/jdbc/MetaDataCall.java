package io.hotrow.engine.jdbc;

import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Each {@link DatabaseMetaData} method that {@code hotrow.jdbc_metadata} ({@link MetaDataFunction})
 * answers, named on the wire by its signature ({@code getTables(String,String,String,String[])}),
 * with a typed call of it: a follower names the call, the owner makes it, and neither looks a method
 * up by its name. Only methods with text, number and flag arguments are here, and not
 * {@code getConnection} or {@code getURL}, which the calling side answers itself. The constants were
 * written once from {@code java.sql.DatabaseMetaData} (Java 17), in name order, by a generator
 * program that is not kept.
 */
public enum MetaDataCall {
    ALL_PROCEDURES_ARE_CALLABLE("allProceduresAreCallable()", Answer.VALUE, (m, a) -> m.allProceduresAreCallable()),
    ALL_TABLES_ARE_SELECTABLE("allTablesAreSelectable()", Answer.VALUE, (m, a) -> m.allTablesAreSelectable()),
    AUTO_COMMIT_FAILURE_CLOSES_ALL_RESULT_SETS("autoCommitFailureClosesAllResultSets()", Answer.VALUE, (m, a) -> m.autoCommitFailureClosesAllResultSets()),
    DATA_DEFINITION_CAUSES_TRANSACTION_COMMIT("dataDefinitionCausesTransactionCommit()", Answer.VALUE, (m, a) -> m.dataDefinitionCausesTransactionCommit()),
    DATA_DEFINITION_IGNORED_IN_TRANSACTIONS("dataDefinitionIgnoredInTransactions()", Answer.VALUE, (m, a) -> m.dataDefinitionIgnoredInTransactions()),
    DELETES_ARE_DETECTED("deletesAreDetected(int)", Answer.VALUE, (m, a) -> m.deletesAreDetected(a.number(0))),
    DOES_MAX_ROW_SIZE_INCLUDE_BLOBS("doesMaxRowSizeIncludeBlobs()", Answer.VALUE, (m, a) -> m.doesMaxRowSizeIncludeBlobs()),
    GENERATED_KEY_ALWAYS_RETURNED("generatedKeyAlwaysReturned()", Answer.VALUE, (m, a) -> m.generatedKeyAlwaysReturned()),
    GET_ATTRIBUTES("getAttributes(String,String,String,String)", Answer.ROWS, (m, a) -> m.getAttributes(a.text(0), a.text(1), a.text(2), a.text(3))),
    GET_BEST_ROW_IDENTIFIER("getBestRowIdentifier(String,String,String,int,boolean)", Answer.ROWS, (m, a) -> m.getBestRowIdentifier(a.text(0), a.text(1), a.text(2), a.number(3), a.flag(4))),
    GET_CATALOG_SEPARATOR("getCatalogSeparator()", Answer.VALUE, (m, a) -> m.getCatalogSeparator()),
    GET_CATALOG_TERM("getCatalogTerm()", Answer.VALUE, (m, a) -> m.getCatalogTerm()),
    GET_CATALOGS("getCatalogs()", Answer.ROWS, (m, a) -> m.getCatalogs()),
    GET_CLIENT_INFO_PROPERTIES("getClientInfoProperties()", Answer.ROWS, (m, a) -> m.getClientInfoProperties()),
    GET_COLUMN_PRIVILEGES("getColumnPrivileges(String,String,String,String)", Answer.ROWS, (m, a) -> m.getColumnPrivileges(a.text(0), a.text(1), a.text(2), a.text(3))),
    GET_COLUMNS("getColumns(String,String,String,String)", Answer.ROWS, (m, a) -> m.getColumns(a.text(0), a.text(1), a.text(2), a.text(3))),
    GET_CROSS_REFERENCE("getCrossReference(String,String,String,String,String,String)", Answer.ROWS, (m, a) -> m.getCrossReference(a.text(0), a.text(1), a.text(2), a.text(3), a.text(4), a.text(5))),
    GET_DATABASE_MAJOR_VERSION("getDatabaseMajorVersion()", Answer.VALUE, (m, a) -> m.getDatabaseMajorVersion()),
    GET_DATABASE_MINOR_VERSION("getDatabaseMinorVersion()", Answer.VALUE, (m, a) -> m.getDatabaseMinorVersion()),
    GET_DATABASE_PRODUCT_NAME("getDatabaseProductName()", Answer.VALUE, (m, a) -> m.getDatabaseProductName()),
    GET_DATABASE_PRODUCT_VERSION("getDatabaseProductVersion()", Answer.VALUE, (m, a) -> m.getDatabaseProductVersion()),
    GET_DEFAULT_TRANSACTION_ISOLATION("getDefaultTransactionIsolation()", Answer.VALUE, (m, a) -> m.getDefaultTransactionIsolation()),
    GET_DRIVER_MAJOR_VERSION("getDriverMajorVersion()", Answer.VALUE, (m, a) -> m.getDriverMajorVersion()),
    GET_DRIVER_MINOR_VERSION("getDriverMinorVersion()", Answer.VALUE, (m, a) -> m.getDriverMinorVersion()),
    GET_DRIVER_NAME("getDriverName()", Answer.VALUE, (m, a) -> m.getDriverName()),
    GET_DRIVER_VERSION("getDriverVersion()", Answer.VALUE, (m, a) -> m.getDriverVersion()),
    GET_EXPORTED_KEYS("getExportedKeys(String,String,String)", Answer.ROWS, (m, a) -> m.getExportedKeys(a.text(0), a.text(1), a.text(2))),
    GET_EXTRA_NAME_CHARACTERS("getExtraNameCharacters()", Answer.VALUE, (m, a) -> m.getExtraNameCharacters()),
    GET_FUNCTION_COLUMNS("getFunctionColumns(String,String,String,String)", Answer.ROWS, (m, a) -> m.getFunctionColumns(a.text(0), a.text(1), a.text(2), a.text(3))),
    GET_FUNCTIONS("getFunctions(String,String,String)", Answer.ROWS, (m, a) -> m.getFunctions(a.text(0), a.text(1), a.text(2))),
    GET_IDENTIFIER_QUOTE_STRING("getIdentifierQuoteString()", Answer.VALUE, (m, a) -> m.getIdentifierQuoteString()),
    GET_IMPORTED_KEYS("getImportedKeys(String,String,String)", Answer.ROWS, (m, a) -> m.getImportedKeys(a.text(0), a.text(1), a.text(2))),
    GET_INDEX_INFO("getIndexInfo(String,String,String,boolean,boolean)", Answer.ROWS, (m, a) -> m.getIndexInfo(a.text(0), a.text(1), a.text(2), a.flag(3), a.flag(4))),
    GET_JDBC_MAJOR_VERSION("getJDBCMajorVersion()", Answer.VALUE, (m, a) -> m.getJDBCMajorVersion()),
    GET_JDBC_MINOR_VERSION("getJDBCMinorVersion()", Answer.VALUE, (m, a) -> m.getJDBCMinorVersion()),
    GET_MAX_BINARY_LITERAL_LENGTH("getMaxBinaryLiteralLength()", Answer.VALUE, (m, a) -> m.getMaxBinaryLiteralLength()),
    GET_MAX_CATALOG_NAME_LENGTH("getMaxCatalogNameLength()", Answer.VALUE, (m, a) -> m.getMaxCatalogNameLength()),
    GET_MAX_CHAR_LITERAL_LENGTH("getMaxCharLiteralLength()", Answer.VALUE, (m, a) -> m.getMaxCharLiteralLength()),
    GET_MAX_COLUMN_NAME_LENGTH("getMaxColumnNameLength()", Answer.VALUE, (m, a) -> m.getMaxColumnNameLength()),
    GET_MAX_COLUMNS_IN_GROUP_BY("getMaxColumnsInGroupBy()", Answer.VALUE, (m, a) -> m.getMaxColumnsInGroupBy()),
    GET_MAX_COLUMNS_IN_INDEX("getMaxColumnsInIndex()", Answer.VALUE, (m, a) -> m.getMaxColumnsInIndex()),
    GET_MAX_COLUMNS_IN_ORDER_BY("getMaxColumnsInOrderBy()", Answer.VALUE, (m, a) -> m.getMaxColumnsInOrderBy()),
    GET_MAX_COLUMNS_IN_SELECT("getMaxColumnsInSelect()", Answer.VALUE, (m, a) -> m.getMaxColumnsInSelect()),
    GET_MAX_COLUMNS_IN_TABLE("getMaxColumnsInTable()", Answer.VALUE, (m, a) -> m.getMaxColumnsInTable()),
    GET_MAX_CONNECTIONS("getMaxConnections()", Answer.VALUE, (m, a) -> m.getMaxConnections()),
    GET_MAX_CURSOR_NAME_LENGTH("getMaxCursorNameLength()", Answer.VALUE, (m, a) -> m.getMaxCursorNameLength()),
    GET_MAX_INDEX_LENGTH("getMaxIndexLength()", Answer.VALUE, (m, a) -> m.getMaxIndexLength()),
    GET_MAX_LOGICAL_LOB_SIZE("getMaxLogicalLobSize()", Answer.VALUE, (m, a) -> m.getMaxLogicalLobSize()),
    GET_MAX_PROCEDURE_NAME_LENGTH("getMaxProcedureNameLength()", Answer.VALUE, (m, a) -> m.getMaxProcedureNameLength()),
    GET_MAX_ROW_SIZE("getMaxRowSize()", Answer.VALUE, (m, a) -> m.getMaxRowSize()),
    GET_MAX_SCHEMA_NAME_LENGTH("getMaxSchemaNameLength()", Answer.VALUE, (m, a) -> m.getMaxSchemaNameLength()),
    GET_MAX_STATEMENT_LENGTH("getMaxStatementLength()", Answer.VALUE, (m, a) -> m.getMaxStatementLength()),
    GET_MAX_STATEMENTS("getMaxStatements()", Answer.VALUE, (m, a) -> m.getMaxStatements()),
    GET_MAX_TABLE_NAME_LENGTH("getMaxTableNameLength()", Answer.VALUE, (m, a) -> m.getMaxTableNameLength()),
    GET_MAX_TABLES_IN_SELECT("getMaxTablesInSelect()", Answer.VALUE, (m, a) -> m.getMaxTablesInSelect()),
    GET_MAX_USER_NAME_LENGTH("getMaxUserNameLength()", Answer.VALUE, (m, a) -> m.getMaxUserNameLength()),
    GET_NUMERIC_FUNCTIONS("getNumericFunctions()", Answer.VALUE, (m, a) -> m.getNumericFunctions()),
    GET_PRIMARY_KEYS("getPrimaryKeys(String,String,String)", Answer.ROWS, (m, a) -> m.getPrimaryKeys(a.text(0), a.text(1), a.text(2))),
    GET_PROCEDURE_COLUMNS("getProcedureColumns(String,String,String,String)", Answer.ROWS, (m, a) -> m.getProcedureColumns(a.text(0), a.text(1), a.text(2), a.text(3))),
    GET_PROCEDURE_TERM("getProcedureTerm()", Answer.VALUE, (m, a) -> m.getProcedureTerm()),
    GET_PROCEDURES("getProcedures(String,String,String)", Answer.ROWS, (m, a) -> m.getProcedures(a.text(0), a.text(1), a.text(2))),
    GET_PSEUDO_COLUMNS("getPseudoColumns(String,String,String,String)", Answer.ROWS, (m, a) -> m.getPseudoColumns(a.text(0), a.text(1), a.text(2), a.text(3))),
    GET_RESULT_SET_HOLDABILITY("getResultSetHoldability()", Answer.VALUE, (m, a) -> m.getResultSetHoldability()),
    GET_ROW_ID_LIFETIME("getRowIdLifetime()", Answer.VALUE, (m, a) -> m.getRowIdLifetime()),
    GET_SQL_KEYWORDS("getSQLKeywords()", Answer.VALUE, (m, a) -> m.getSQLKeywords()),
    GET_SQL_STATE_TYPE("getSQLStateType()", Answer.VALUE, (m, a) -> m.getSQLStateType()),
    GET_SCHEMA_TERM("getSchemaTerm()", Answer.VALUE, (m, a) -> m.getSchemaTerm()),
    GET_SCHEMAS("getSchemas()", Answer.ROWS, (m, a) -> m.getSchemas()),
    GET_SCHEMAS_MATCHING("getSchemas(String,String)", Answer.ROWS, (m, a) -> m.getSchemas(a.text(0), a.text(1))),
    GET_SEARCH_STRING_ESCAPE("getSearchStringEscape()", Answer.VALUE, (m, a) -> m.getSearchStringEscape()),
    GET_STRING_FUNCTIONS("getStringFunctions()", Answer.VALUE, (m, a) -> m.getStringFunctions()),
    GET_SUPER_TABLES("getSuperTables(String,String,String)", Answer.ROWS, (m, a) -> m.getSuperTables(a.text(0), a.text(1), a.text(2))),
    GET_SUPER_TYPES("getSuperTypes(String,String,String)", Answer.ROWS, (m, a) -> m.getSuperTypes(a.text(0), a.text(1), a.text(2))),
    GET_SYSTEM_FUNCTIONS("getSystemFunctions()", Answer.VALUE, (m, a) -> m.getSystemFunctions()),
    GET_TABLE_PRIVILEGES("getTablePrivileges(String,String,String)", Answer.ROWS, (m, a) -> m.getTablePrivileges(a.text(0), a.text(1), a.text(2))),
    GET_TABLE_TYPES("getTableTypes()", Answer.ROWS, (m, a) -> m.getTableTypes()),
    GET_TABLES("getTables(String,String,String,String[])", Answer.ROWS, (m, a) -> m.getTables(a.text(0), a.text(1), a.text(2), a.texts())),
    GET_TIME_DATE_FUNCTIONS("getTimeDateFunctions()", Answer.VALUE, (m, a) -> m.getTimeDateFunctions()),
    GET_TYPE_INFO("getTypeInfo()", Answer.ROWS, (m, a) -> m.getTypeInfo()),
    GET_UDTS("getUDTs(String,String,String,int[])", Answer.ROWS, (m, a) -> m.getUDTs(a.text(0), a.text(1), a.text(2), a.numbers())),
    GET_USER_NAME("getUserName()", Answer.VALUE, (m, a) -> m.getUserName()),
    GET_VERSION_COLUMNS("getVersionColumns(String,String,String)", Answer.ROWS, (m, a) -> m.getVersionColumns(a.text(0), a.text(1), a.text(2))),
    INSERTS_ARE_DETECTED("insertsAreDetected(int)", Answer.VALUE, (m, a) -> m.insertsAreDetected(a.number(0))),
    IS_CATALOG_AT_START("isCatalogAtStart()", Answer.VALUE, (m, a) -> m.isCatalogAtStart()),
    IS_READ_ONLY("isReadOnly()", Answer.VALUE, (m, a) -> m.isReadOnly()),
    LOCATORS_UPDATE_COPY("locatorsUpdateCopy()", Answer.VALUE, (m, a) -> m.locatorsUpdateCopy()),
    NULL_PLUS_NON_NULL_IS_NULL("nullPlusNonNullIsNull()", Answer.VALUE, (m, a) -> m.nullPlusNonNullIsNull()),
    NULLS_ARE_SORTED_AT_END("nullsAreSortedAtEnd()", Answer.VALUE, (m, a) -> m.nullsAreSortedAtEnd()),
    NULLS_ARE_SORTED_AT_START("nullsAreSortedAtStart()", Answer.VALUE, (m, a) -> m.nullsAreSortedAtStart()),
    NULLS_ARE_SORTED_HIGH("nullsAreSortedHigh()", Answer.VALUE, (m, a) -> m.nullsAreSortedHigh()),
    NULLS_ARE_SORTED_LOW("nullsAreSortedLow()", Answer.VALUE, (m, a) -> m.nullsAreSortedLow()),
    OTHERS_DELETES_ARE_VISIBLE("othersDeletesAreVisible(int)", Answer.VALUE, (m, a) -> m.othersDeletesAreVisible(a.number(0))),
    OTHERS_INSERTS_ARE_VISIBLE("othersInsertsAreVisible(int)", Answer.VALUE, (m, a) -> m.othersInsertsAreVisible(a.number(0))),
    OTHERS_UPDATES_ARE_VISIBLE("othersUpdatesAreVisible(int)", Answer.VALUE, (m, a) -> m.othersUpdatesAreVisible(a.number(0))),
    OWN_DELETES_ARE_VISIBLE("ownDeletesAreVisible(int)", Answer.VALUE, (m, a) -> m.ownDeletesAreVisible(a.number(0))),
    OWN_INSERTS_ARE_VISIBLE("ownInsertsAreVisible(int)", Answer.VALUE, (m, a) -> m.ownInsertsAreVisible(a.number(0))),
    OWN_UPDATES_ARE_VISIBLE("ownUpdatesAreVisible(int)", Answer.VALUE, (m, a) -> m.ownUpdatesAreVisible(a.number(0))),
    STORES_LOWER_CASE_IDENTIFIERS("storesLowerCaseIdentifiers()", Answer.VALUE, (m, a) -> m.storesLowerCaseIdentifiers()),
    STORES_LOWER_CASE_QUOTED_IDENTIFIERS("storesLowerCaseQuotedIdentifiers()", Answer.VALUE, (m, a) -> m.storesLowerCaseQuotedIdentifiers()),
    STORES_MIXED_CASE_IDENTIFIERS("storesMixedCaseIdentifiers()", Answer.VALUE, (m, a) -> m.storesMixedCaseIdentifiers()),
    STORES_MIXED_CASE_QUOTED_IDENTIFIERS("storesMixedCaseQuotedIdentifiers()", Answer.VALUE, (m, a) -> m.storesMixedCaseQuotedIdentifiers()),
    STORES_UPPER_CASE_IDENTIFIERS("storesUpperCaseIdentifiers()", Answer.VALUE, (m, a) -> m.storesUpperCaseIdentifiers()),
    STORES_UPPER_CASE_QUOTED_IDENTIFIERS("storesUpperCaseQuotedIdentifiers()", Answer.VALUE, (m, a) -> m.storesUpperCaseQuotedIdentifiers()),
    SUPPORTS_ANSI92_ENTRY_LEVEL_SQL("supportsANSI92EntryLevelSQL()", Answer.VALUE, (m, a) -> m.supportsANSI92EntryLevelSQL()),
    SUPPORTS_ANSI92_FULL_SQL("supportsANSI92FullSQL()", Answer.VALUE, (m, a) -> m.supportsANSI92FullSQL()),
    SUPPORTS_ANSI92_INTERMEDIATE_SQL("supportsANSI92IntermediateSQL()", Answer.VALUE, (m, a) -> m.supportsANSI92IntermediateSQL()),
    SUPPORTS_ALTER_TABLE_WITH_ADD_COLUMN("supportsAlterTableWithAddColumn()", Answer.VALUE, (m, a) -> m.supportsAlterTableWithAddColumn()),
    SUPPORTS_ALTER_TABLE_WITH_DROP_COLUMN("supportsAlterTableWithDropColumn()", Answer.VALUE, (m, a) -> m.supportsAlterTableWithDropColumn()),
    SUPPORTS_BATCH_UPDATES("supportsBatchUpdates()", Answer.VALUE, (m, a) -> m.supportsBatchUpdates()),
    SUPPORTS_CATALOGS_IN_DATA_MANIPULATION("supportsCatalogsInDataManipulation()", Answer.VALUE, (m, a) -> m.supportsCatalogsInDataManipulation()),
    SUPPORTS_CATALOGS_IN_INDEX_DEFINITIONS("supportsCatalogsInIndexDefinitions()", Answer.VALUE, (m, a) -> m.supportsCatalogsInIndexDefinitions()),
    SUPPORTS_CATALOGS_IN_PRIVILEGE_DEFINITIONS("supportsCatalogsInPrivilegeDefinitions()", Answer.VALUE, (m, a) -> m.supportsCatalogsInPrivilegeDefinitions()),
    SUPPORTS_CATALOGS_IN_PROCEDURE_CALLS("supportsCatalogsInProcedureCalls()", Answer.VALUE, (m, a) -> m.supportsCatalogsInProcedureCalls()),
    SUPPORTS_CATALOGS_IN_TABLE_DEFINITIONS("supportsCatalogsInTableDefinitions()", Answer.VALUE, (m, a) -> m.supportsCatalogsInTableDefinitions()),
    SUPPORTS_COLUMN_ALIASING("supportsColumnAliasing()", Answer.VALUE, (m, a) -> m.supportsColumnAliasing()),
    SUPPORTS_CONVERT("supportsConvert()", Answer.VALUE, (m, a) -> m.supportsConvert()),
    SUPPORTS_CONVERT_BETWEEN("supportsConvert(int,int)", Answer.VALUE, (m, a) -> m.supportsConvert(a.number(0), a.number(1))),
    SUPPORTS_CORE_SQL_GRAMMAR("supportsCoreSQLGrammar()", Answer.VALUE, (m, a) -> m.supportsCoreSQLGrammar()),
    SUPPORTS_CORRELATED_SUBQUERIES("supportsCorrelatedSubqueries()", Answer.VALUE, (m, a) -> m.supportsCorrelatedSubqueries()),
    SUPPORTS_DATA_DEFINITION_AND_DATA_MANIPULATION_TRANSACTIONS("supportsDataDefinitionAndDataManipulationTransactions()", Answer.VALUE, (m, a) -> m.supportsDataDefinitionAndDataManipulationTransactions()),
    SUPPORTS_DATA_MANIPULATION_TRANSACTIONS_ONLY("supportsDataManipulationTransactionsOnly()", Answer.VALUE, (m, a) -> m.supportsDataManipulationTransactionsOnly()),
    SUPPORTS_DIFFERENT_TABLE_CORRELATION_NAMES("supportsDifferentTableCorrelationNames()", Answer.VALUE, (m, a) -> m.supportsDifferentTableCorrelationNames()),
    SUPPORTS_EXPRESSIONS_IN_ORDER_BY("supportsExpressionsInOrderBy()", Answer.VALUE, (m, a) -> m.supportsExpressionsInOrderBy()),
    SUPPORTS_EXTENDED_SQL_GRAMMAR("supportsExtendedSQLGrammar()", Answer.VALUE, (m, a) -> m.supportsExtendedSQLGrammar()),
    SUPPORTS_FULL_OUTER_JOINS("supportsFullOuterJoins()", Answer.VALUE, (m, a) -> m.supportsFullOuterJoins()),
    SUPPORTS_GET_GENERATED_KEYS("supportsGetGeneratedKeys()", Answer.VALUE, (m, a) -> m.supportsGetGeneratedKeys()),
    SUPPORTS_GROUP_BY("supportsGroupBy()", Answer.VALUE, (m, a) -> m.supportsGroupBy()),
    SUPPORTS_GROUP_BY_BEYOND_SELECT("supportsGroupByBeyondSelect()", Answer.VALUE, (m, a) -> m.supportsGroupByBeyondSelect()),
    SUPPORTS_GROUP_BY_UNRELATED("supportsGroupByUnrelated()", Answer.VALUE, (m, a) -> m.supportsGroupByUnrelated()),
    SUPPORTS_INTEGRITY_ENHANCEMENT_FACILITY("supportsIntegrityEnhancementFacility()", Answer.VALUE, (m, a) -> m.supportsIntegrityEnhancementFacility()),
    SUPPORTS_LIKE_ESCAPE_CLAUSE("supportsLikeEscapeClause()", Answer.VALUE, (m, a) -> m.supportsLikeEscapeClause()),
    SUPPORTS_LIMITED_OUTER_JOINS("supportsLimitedOuterJoins()", Answer.VALUE, (m, a) -> m.supportsLimitedOuterJoins()),
    SUPPORTS_MINIMUM_SQL_GRAMMAR("supportsMinimumSQLGrammar()", Answer.VALUE, (m, a) -> m.supportsMinimumSQLGrammar()),
    SUPPORTS_MIXED_CASE_IDENTIFIERS("supportsMixedCaseIdentifiers()", Answer.VALUE, (m, a) -> m.supportsMixedCaseIdentifiers()),
    SUPPORTS_MIXED_CASE_QUOTED_IDENTIFIERS("supportsMixedCaseQuotedIdentifiers()", Answer.VALUE, (m, a) -> m.supportsMixedCaseQuotedIdentifiers()),
    SUPPORTS_MULTIPLE_OPEN_RESULTS("supportsMultipleOpenResults()", Answer.VALUE, (m, a) -> m.supportsMultipleOpenResults()),
    SUPPORTS_MULTIPLE_RESULT_SETS("supportsMultipleResultSets()", Answer.VALUE, (m, a) -> m.supportsMultipleResultSets()),
    SUPPORTS_MULTIPLE_TRANSACTIONS("supportsMultipleTransactions()", Answer.VALUE, (m, a) -> m.supportsMultipleTransactions()),
    SUPPORTS_NAMED_PARAMETERS("supportsNamedParameters()", Answer.VALUE, (m, a) -> m.supportsNamedParameters()),
    SUPPORTS_NON_NULLABLE_COLUMNS("supportsNonNullableColumns()", Answer.VALUE, (m, a) -> m.supportsNonNullableColumns()),
    SUPPORTS_OPEN_CURSORS_ACROSS_COMMIT("supportsOpenCursorsAcrossCommit()", Answer.VALUE, (m, a) -> m.supportsOpenCursorsAcrossCommit()),
    SUPPORTS_OPEN_CURSORS_ACROSS_ROLLBACK("supportsOpenCursorsAcrossRollback()", Answer.VALUE, (m, a) -> m.supportsOpenCursorsAcrossRollback()),
    SUPPORTS_OPEN_STATEMENTS_ACROSS_COMMIT("supportsOpenStatementsAcrossCommit()", Answer.VALUE, (m, a) -> m.supportsOpenStatementsAcrossCommit()),
    SUPPORTS_OPEN_STATEMENTS_ACROSS_ROLLBACK("supportsOpenStatementsAcrossRollback()", Answer.VALUE, (m, a) -> m.supportsOpenStatementsAcrossRollback()),
    SUPPORTS_ORDER_BY_UNRELATED("supportsOrderByUnrelated()", Answer.VALUE, (m, a) -> m.supportsOrderByUnrelated()),
    SUPPORTS_OUTER_JOINS("supportsOuterJoins()", Answer.VALUE, (m, a) -> m.supportsOuterJoins()),
    SUPPORTS_POSITIONED_DELETE("supportsPositionedDelete()", Answer.VALUE, (m, a) -> m.supportsPositionedDelete()),
    SUPPORTS_POSITIONED_UPDATE("supportsPositionedUpdate()", Answer.VALUE, (m, a) -> m.supportsPositionedUpdate()),
    SUPPORTS_REF_CURSORS("supportsRefCursors()", Answer.VALUE, (m, a) -> m.supportsRefCursors()),
    SUPPORTS_RESULT_SET_CONCURRENCY("supportsResultSetConcurrency(int,int)", Answer.VALUE, (m, a) -> m.supportsResultSetConcurrency(a.number(0), a.number(1))),
    SUPPORTS_RESULT_SET_HOLDABILITY("supportsResultSetHoldability(int)", Answer.VALUE, (m, a) -> m.supportsResultSetHoldability(a.number(0))),
    SUPPORTS_RESULT_SET_TYPE("supportsResultSetType(int)", Answer.VALUE, (m, a) -> m.supportsResultSetType(a.number(0))),
    SUPPORTS_SAVEPOINTS("supportsSavepoints()", Answer.VALUE, (m, a) -> m.supportsSavepoints()),
    SUPPORTS_SCHEMAS_IN_DATA_MANIPULATION("supportsSchemasInDataManipulation()", Answer.VALUE, (m, a) -> m.supportsSchemasInDataManipulation()),
    SUPPORTS_SCHEMAS_IN_INDEX_DEFINITIONS("supportsSchemasInIndexDefinitions()", Answer.VALUE, (m, a) -> m.supportsSchemasInIndexDefinitions()),
    SUPPORTS_SCHEMAS_IN_PRIVILEGE_DEFINITIONS("supportsSchemasInPrivilegeDefinitions()", Answer.VALUE, (m, a) -> m.supportsSchemasInPrivilegeDefinitions()),
    SUPPORTS_SCHEMAS_IN_PROCEDURE_CALLS("supportsSchemasInProcedureCalls()", Answer.VALUE, (m, a) -> m.supportsSchemasInProcedureCalls()),
    SUPPORTS_SCHEMAS_IN_TABLE_DEFINITIONS("supportsSchemasInTableDefinitions()", Answer.VALUE, (m, a) -> m.supportsSchemasInTableDefinitions()),
    SUPPORTS_SELECT_FOR_UPDATE("supportsSelectForUpdate()", Answer.VALUE, (m, a) -> m.supportsSelectForUpdate()),
    SUPPORTS_SHARDING("supportsSharding()", Answer.VALUE, (m, a) -> m.supportsSharding()),
    SUPPORTS_STATEMENT_POOLING("supportsStatementPooling()", Answer.VALUE, (m, a) -> m.supportsStatementPooling()),
    SUPPORTS_STORED_FUNCTIONS_USING_CALL_SYNTAX("supportsStoredFunctionsUsingCallSyntax()", Answer.VALUE, (m, a) -> m.supportsStoredFunctionsUsingCallSyntax()),
    SUPPORTS_STORED_PROCEDURES("supportsStoredProcedures()", Answer.VALUE, (m, a) -> m.supportsStoredProcedures()),
    SUPPORTS_SUBQUERIES_IN_COMPARISONS("supportsSubqueriesInComparisons()", Answer.VALUE, (m, a) -> m.supportsSubqueriesInComparisons()),
    SUPPORTS_SUBQUERIES_IN_EXISTS("supportsSubqueriesInExists()", Answer.VALUE, (m, a) -> m.supportsSubqueriesInExists()),
    SUPPORTS_SUBQUERIES_IN_INS("supportsSubqueriesInIns()", Answer.VALUE, (m, a) -> m.supportsSubqueriesInIns()),
    SUPPORTS_SUBQUERIES_IN_QUANTIFIEDS("supportsSubqueriesInQuantifieds()", Answer.VALUE, (m, a) -> m.supportsSubqueriesInQuantifieds()),
    SUPPORTS_TABLE_CORRELATION_NAMES("supportsTableCorrelationNames()", Answer.VALUE, (m, a) -> m.supportsTableCorrelationNames()),
    SUPPORTS_TRANSACTION_ISOLATION_LEVEL("supportsTransactionIsolationLevel(int)", Answer.VALUE, (m, a) -> m.supportsTransactionIsolationLevel(a.number(0))),
    SUPPORTS_TRANSACTIONS("supportsTransactions()", Answer.VALUE, (m, a) -> m.supportsTransactions()),
    SUPPORTS_UNION("supportsUnion()", Answer.VALUE, (m, a) -> m.supportsUnion()),
    SUPPORTS_UNION_ALL("supportsUnionAll()", Answer.VALUE, (m, a) -> m.supportsUnionAll()),
    UPDATES_ARE_DETECTED("updatesAreDetected(int)", Answer.VALUE, (m, a) -> m.updatesAreDetected(a.number(0))),
    USES_LOCAL_FILE_PER_TABLE("usesLocalFilePerTable()", Answer.VALUE, (m, a) -> m.usesLocalFilePerTable()),
    USES_LOCAL_FILES("usesLocalFiles()", Answer.VALUE, (m, a) -> m.usesLocalFiles());

    private static final Map<String, MetaDataCall> BY_SIGNATURE = Stream.of(values()).collect(Collectors.toUnmodifiableMap(call -> call.signature, Function.identity()));

    /** Whether a call answers rows, or one value (sent as text in the column {@code value}). */
    enum Answer { ROWS, VALUE }

    /** The typed call of the method on the metadata of the owner's session. */
    @FunctionalInterface
    private interface Invoker {
        Object call(DatabaseMetaData metaData, Arguments arguments) throws SQLException;
    }

    private final String signature;
    private final Answer answer;
    private final Invoker invoker;

    MetaDataCall(String signature, Answer answer, Invoker invoker) {
        this.signature = signature;
        this.answer = answer;
        this.invoker = invoker;
    }

    /** The call named {@code signature}, or null. */
    static MetaDataCall of(String signature) {
        return BY_SIGNATURE.get(signature);
    }

    /** The statement that makes this call, with the argument texts and the list argument as its two parameters. */
    public String query() {
        return MetaDataFunction.query(signature);
    }

    String signature() {
        return signature;
    }

    boolean answersRows() {
        return answer == Answer.ROWS;
    }

    /** How many arguments the method takes: the text array carries one slot each, a list argument's slot unused. */
    int arity() {
        String parameters = signature.substring(signature.indexOf('(') + 1, signature.length() - 1);
        return parameters.isEmpty() ? 0 : parameters.split(",").length;
    }

    Object call(DatabaseMetaData metaData, Arguments arguments) throws SQLException {
        return invoker.call(metaData, arguments);
    }

    /**
     * A call's arguments as they arrive: texts, and the one list argument apart; or, for H2's first
     * call that only asks for the columns, a catalog, schema and name nobody has.
     */
    static final class Arguments {

        private final MetaDataCall call;
        private final String[] texts;
        private final String[] list;

        private Arguments(MetaDataCall call, String[] texts, String[] list) {
            this.call = call;
            this.texts = texts;
            this.list = list;
        }

        static Arguments of(MetaDataCall call, String[] texts, String[] list) throws SQLException {
            if (texts == null ? call.arity() != 0 : texts.length != call.arity()) {
                throw new SQLException(call.signature + " takes " + call.arity() + " arguments", "22023");
            }
            return new Arguments(call, texts, list);
        }

        /** Arguments that match no object, so only the columns of the answer are computed. */
        static Arguments nothing(MetaDataCall call) {
            return new Arguments(call, null, null);
        }

        String text(int index) {
            return texts == null ? "" : texts[index];
        }

        int number(int index) throws SQLException {
            if (texts == null) {
                return 0;
            }
            try {
                return Integer.parseInt(texts[index]);
            } catch (NumberFormatException e) {
                throw new SQLException("argument " + (index + 1) + " of " + call.signature + " is not a number", "22P02", e);
            }
        }

        boolean flag(int index) {
            return texts != null && Boolean.parseBoolean(texts[index]);
        }

        String[] texts() {
            return list;
        }

        int[] numbers() throws SQLException {
            try {
                return list == null ? null : Arrays.stream(list).mapToInt(Integer::parseInt).toArray();
            } catch (NumberFormatException e) {
                throw new SQLException("the list argument of " + call.signature + " is not numbers", "22P02", e);
            }
        }
    }
}
