package io.hotrow.engine.sql;

import static java.util.Map.entry;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.api.ErrorCode;
import org.h2.jdbc.JdbcException;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStoreException;

/**
 * H2's errors in PostgreSQL's words: each H2 error code becomes the SQLState PostgreSQL reports for
 * the same situation, and the message loses what only H2 would say (the {@code [42122-240]} suffix,
 * the statement as H2 ran it after the dialect shim, Java exception texts). H2's exception stays
 * the cause. The table is documented in docs/errors.md, which a test keeps equal to this one.
 *
 * <p>No mapping yields a state that makes a connection pool discard a healthy connection (HikariCP
 * treats 0A000, 57P01-57P03, 01002 and class 08 as fatal): where PostgreSQL would say 0A000
 * (feature not supported), the engine says 42601 or the nearest non-fatal state. 57P01 and class 08
 * are used only where the database really is closed for this connection.
 */
public final class SqlStates {

    /**
     * H2's unique violation of an index on a hidden column (an expression's, a predicate's):
     * {@code "public.i ON public.t(hotrow_expr_1 NULLS LAST) VALUES ...}; the index's name.
     */
    private static final Pattern EXPRESSION_KEY = Pattern.compile("^Unique index or primary key violation: \"(?:[^ \"]+\\.)?([^ .\"]+) ON [^(]*\\([^)]*(?:"
            + IndexCreation.HIDDEN_PREFIX + "|" + IndexCreation.PREDICATE_PREFIX + ")\\d");

    /** The most characters of H2's own description a message keeps. */
    private static final int MAX_DETAIL = 500;
    /** Characters kept either side of H2's error marker when a syntax error quotes the statement. */
    private static final int SYNTAX_WINDOW = 60;

    private static final String NOT_SUPPORTED = "42601";
    private static final String INTERNAL = "XX000";
    private static final String TOO_COMPLEX = "54001";
    private static final String OUT_OF_MEMORY = "53200";
    /** too_many_connections: what PostgreSQL says when it cannot take one more session. */
    private static final String TOO_MANY_TRANSACTIONS = "53300";
    private static final String DEADLOCK = "40P01";
    /**
     * What H2's storage says to a transaction its deadlock check marked as the victim from another
     * thread (its next write, or a second check that picked it again): a deadlock, not a failure.
     */
    private static final Pattern DEADLOCK_VICTIM = Pattern.compile("has status ROLLING_BACK, not OPEN|illegally transitioned from \\w+ to ROLLING_BACK");
    /** The text of a date or time constant H2 could not read, from its message. */
    private static final Pattern DATETIME_CONSTANT = Pattern.compile("Cannot parse \"([A-Z ]+)\" constant \"([^\"]*)\"");
    /** A date, time or timestamp written as one: if H2 cannot read it, a field is out of range (22008, not 22007). */
    private static final Pattern WELL_FORMED_DATETIME = Pattern.compile("\\s*(?:\\d{1,4}-\\d{1,2}-\\d{1,2}(?:[ T]\\d{1,2}:\\d{1,2}"
            + "(?::\\d{1,2}(?:\\.\\d+)?)?)?|\\d{1,2}:\\d{1,2}(?::\\d{1,2}(?:\\.\\d+)?)?)\\s*(?:Z|[+-]\\d{1,2}(?::?\\d{2})?)?\\s*");

    /** H2's "too long" of a value for a numeric(p,s) column or cast: PostgreSQL's numeric field overflow, with its precision and scale. */
    private static final Pattern NUMERIC_TOO_LONG = Pattern.compile("^Value too long for column \"(?:[^\"]* )?NUMERIC\\((\\d+), (\\d+)\\)\"");

    /** H2's conversion of a year-month interval into a day-time one: months into an interval column (INTERVAL DAY TO SECOND). */
    /**
     * H2's refusal of an operator its operands' types have none of ({@code "DATE + DATE"}, {@code "INTERVAL DAY TO SECOND +
     * INTEGER"}, {@code "DATE NEG"}): PostgreSQL's undefined_function, 42883 (H2's feature_not_supported mapped to 42601).
     */
    private static final Pattern NO_SUCH_OPERATOR = Pattern.compile("Feature not supported: \"([A-Z][A-Z0-9 (),]*?) (?:([-+*/]) ([A-Z][A-Z0-9 (),]*)|NEG)\"");
    private static final Pattern MONTHS_INTO_DAY_TIME = Pattern.compile("converting \"INTERVAL '[^']*' (?:YEAR|MONTH)\\b.*INTERVAL DAY");
    static final Map<Integer, String> BY_H2_ERROR = Map.ofEntries(
            entry(ErrorCode.NO_DATA_AVAILABLE, "02000"),
            entry(ErrorCode.INVALID_PARAMETER_COUNT_2, "42883"), // a function called with the wrong number of arguments
            entry(ErrorCode.ERROR_OPENING_DATABASE_1, "08000"),
            entry(ErrorCode.COLUMN_COUNT_DOES_NOT_MATCH, "42601"),
            entry(ErrorCode.VALUE_TOO_LONG_2, "22001"),
            entry(ErrorCode.NUMERIC_VALUE_OUT_OF_RANGE_1, "22003"),
            entry(ErrorCode.NUMERIC_VALUE_OUT_OF_RANGE_2, "22003"),
            entry(ErrorCode.INVALID_DATETIME_CONSTANT_2, "22007"),
            entry(ErrorCode.DIVISION_BY_ZERO_1, "22012"),
            entry(ErrorCode.INVALID_PRECEDING_OR_FOLLOWING_1, "22013"),
            entry(ErrorCode.DATA_CONVERSION_ERROR_1, "22P02"),
            entry(ErrorCode.LIKE_ESCAPE_ERROR_1, "22025"),
            entry(ErrorCode.ENUM_VALUE_NOT_PERMITTED, "22P02"),
            entry(ErrorCode.ENUM_EMPTY, "42601"),
            entry(ErrorCode.ENUM_DUPLICATE, "42710"),
            entry(ErrorCode.ARRAY_ELEMENT_ERROR_2, "2202E"),
            entry(ErrorCode.NULL_VALUE_IN_ARRAY_TARGET, "22004"),
            entry(ErrorCode.NULL_NOT_ALLOWED, "23502"),
            entry(ErrorCode.REFERENTIAL_INTEGRITY_VIOLATED_CHILD_EXISTS_1, "23503"),
            entry(ErrorCode.DUPLICATE_KEY_1, "23505"),
            entry(ErrorCode.REFERENTIAL_INTEGRITY_VIOLATED_PARENT_MISSING_1, "23503"),
            entry(ErrorCode.NO_DEFAULT_SET_1, "23502"),
            entry(ErrorCode.CHECK_CONSTRAINT_VIOLATED_1, "23514"),
            entry(ErrorCode.CHECK_CONSTRAINT_INVALID, "42P17"),
            entry(ErrorCode.WRONG_USER_OR_PASSWORD, "28P01"),
            entry(ErrorCode.DEADLOCK_1, "40P01"),
            entry(ErrorCode.SYNTAX_ERROR_1, "42601"),
            entry(ErrorCode.SYNTAX_ERROR_2, "42601"),
            entry(ErrorCode.TABLE_OR_VIEW_ALREADY_EXISTS_1, "42P07"),
            entry(ErrorCode.TABLE_OR_VIEW_NOT_FOUND_1, "42P01"),
            entry(ErrorCode.TABLE_OR_VIEW_NOT_FOUND_WITH_CANDIDATES_2, "42P01"),
            entry(ErrorCode.TABLE_OR_VIEW_NOT_FOUND_DATABASE_EMPTY_1, "42P01"),
            entry(ErrorCode.INDEX_ALREADY_EXISTS_1, "42P07"),
            entry(ErrorCode.INDEX_NOT_FOUND_1, "42704"),
            entry(ErrorCode.DUPLICATE_COLUMN_NAME_1, "42701"),
            entry(ErrorCode.COLUMN_NOT_FOUND_1, "42703"),
            entry(ErrorCode.IDENTICAL_EXPRESSIONS_SHOULD_BE_USED, "42P10"),
            entry(ErrorCode.INVALID_NAME_1, "42602"),
            entry(ErrorCode.NAME_TOO_LONG_2, "42622"),
            entry(ErrorCode.WRONG_OBJECT_TYPE, "42809"),
            entry(ErrorCode.GENERAL_ERROR_1, INTERNAL),
            entry(ErrorCode.UNKNOWN_DATA_TYPE_1, "42704"),
            entry(ErrorCode.FEATURE_NOT_SUPPORTED_1, NOT_SUPPORTED),
            entry(ErrorCode.LOCK_TIMEOUT_1, "55P03"),
            entry(ErrorCode.TOO_MANY_COLUMNS_1, "54011"),
            entry(ErrorCode.STATEMENT_WAS_CANCELED, "57014"),
            entry(ErrorCode.FUNCTION_MUST_RETURN_RESULT_SET_1, "42809"),
            entry(ErrorCode.METHOD_NOT_ALLOWED_FOR_QUERY, "0100E"), // pgjdbc's state for "a result was returned when none was expected"
            entry(ErrorCode.METHOD_ONLY_ALLOWED_FOR_QUERY, "02000"), // pgjdbc's "no results were returned by the query"
            entry(ErrorCode.HEX_STRING_ODD_1, "22023"),
            entry(ErrorCode.HEX_STRING_WRONG_1, "22023"),
            entry(ErrorCode.INVALID_TRIGGER_FLAGS_1, "42601"),
            entry(ErrorCode.SEQUENCE_EXHAUSTED, "2200H"),
            entry(ErrorCode.OBJECT_CLOSED, "55000"),
            entry(ErrorCode.INVALID_VALUE_2, "22023"),
            entry(ErrorCode.SEQUENCE_ATTRIBUTES_INVALID_7, "22023"),
            entry(ErrorCode.INVALID_TO_CHAR_FORMAT, "22023"),
            entry(ErrorCode.URL_RELATIVE_TO_CWD, "22023"),
            entry(ErrorCode.PARAMETER_NOT_SET_1, "22023"), // pgjdbc's "No value specified for parameter"
            entry(ErrorCode.DATABASE_NOT_FOUND_1, "3D000"),
            entry(ErrorCode.PARSE_ERROR_1, "22P02"),
            entry(ErrorCode.SUM_OR_AVG_ON_WRONG_DATATYPE_1, "42883"),
            entry(ErrorCode.MUST_GROUP_BY_COLUMN_1, "42803"),
            entry(ErrorCode.SECOND_PRIMARY_KEY, "42P16"),
            entry(ErrorCode.TRACE_CONNECTION_NOT_CLOSED, INTERNAL),
            entry(ErrorCode.CANNOT_DROP_CURRENT_USER, "55006"),
            entry(ErrorCode.DATABASE_ALREADY_OPEN_1, "55006"),
            entry(ErrorCode.UNSUPPORTED_SETTING_COMBINATION, "22023"),
            entry(ErrorCode.FUNCTION_NOT_FOUND_1, "42883"),
            entry(ErrorCode.COLUMN_MUST_NOT_BE_NULLABLE_1, "42P16"),
            entry(ErrorCode.FILE_RENAME_FAILED_2, "58030"),
            entry(ErrorCode.FILE_DELETE_FAILED_1, "58030"),
            entry(ErrorCode.SERIALIZATION_FAILED_1, "22000"),
            entry(ErrorCode.DESERIALIZATION_FAILED_1, "22000"),
            entry(ErrorCode.IO_EXCEPTION_1, "58030"),
            entry(ErrorCode.NOT_ON_UPDATABLE_ROW, "24000"),
            entry(ErrorCode.FILE_CORRUPTED_1, "XX001"),
            entry(ErrorCode.IO_EXCEPTION_2, "58030"),
            entry(ErrorCode.USER_NOT_FOUND_1, "42704"),
            entry(ErrorCode.USER_ALREADY_EXISTS_1, "42710"),
            entry(ErrorCode.TRACE_FILE_ERROR_2, "58030"),
            entry(ErrorCode.SEQUENCE_ALREADY_EXISTS_1, "42P07"),
            entry(ErrorCode.SEQUENCE_NOT_FOUND_1, "42P01"),
            entry(ErrorCode.VIEW_NOT_FOUND_1, "42P01"),
            entry(ErrorCode.VIEW_ALREADY_EXISTS_1, "42P07"),
            entry(ErrorCode.LOB_CLOSED_ON_TIMEOUT_1, "55000"),
            entry(ErrorCode.ADMIN_RIGHTS_REQUIRED, "42501"),
            entry(ErrorCode.TRIGGER_ALREADY_EXISTS_1, "42710"),
            entry(ErrorCode.TRIGGER_NOT_FOUND_1, "42704"),
            entry(ErrorCode.ERROR_CREATING_TRIGGER_OBJECT_3, INTERNAL),
            entry(ErrorCode.ERROR_EXECUTING_TRIGGER_3, INTERNAL),
            entry(ErrorCode.CONSTRAINT_ALREADY_EXISTS_1, "42710"),
            entry(ErrorCode.URL_FORMAT_ERROR_2, "22023"),
            entry(ErrorCode.DRIVER_VERSION_ERROR_2, INTERNAL),
            entry(ErrorCode.FILE_VERSION_ERROR_1, "XX001"),
            entry(ErrorCode.FILE_ENCRYPTION_ERROR_1, "XX001"),
            entry(ErrorCode.WRONG_PASSWORD_FORMAT, "28P01"),
            entry(ErrorCode.SUBQUERY_IS_NOT_SINGLE_COLUMN, "42601"),
            entry(ErrorCode.SCALAR_SUBQUERY_CONTAINS_MORE_THAN_ONE_ROW, "21000"),
            entry(ErrorCode.INVALID_USE_OF_AGGREGATE_FUNCTION_1, "42803"),
            entry(ErrorCode.UNSUPPORTED_CIPHER, "22023"),
            entry(ErrorCode.INVALID_TO_DATE_FORMAT, "22007"),
            entry(ErrorCode.CONSTRAINT_NOT_FOUND_1, "42704"),
            entry(ErrorCode.COMMIT_ROLLBACK_NOT_ALLOWED, "2D000"),
            entry(ErrorCode.AMBIGUOUS_COLUMN_NAME_1, "42702"),
            entry(ErrorCode.UNSUPPORTED_LOCK_METHOD_1, "22023"),
            entry(ErrorCode.EXCEPTION_OPENING_PORT_2, "58000"),
            entry(ErrorCode.FILE_CREATION_FAILED_1, "58030"),
            entry(ErrorCode.SAVEPOINT_IS_INVALID_1, "3B001"),
            entry(ErrorCode.SAVEPOINT_IS_UNNAMED, "42809"), // pgjdbc's state for asking an unnamed savepoint its name
            entry(ErrorCode.SAVEPOINT_IS_NAMED, "42809"),
            entry(ErrorCode.DUPLICATE_PROPERTY_1, "22023"),
            entry(ErrorCode.CONNECTION_BROKEN_1, "08006"),
            entry(ErrorCode.ORDER_BY_NOT_IN_RESULT, "42P10"),
            entry(ErrorCode.ROLE_ALREADY_EXISTS_1, "42710"),
            entry(ErrorCode.ROLE_NOT_FOUND_1, "42704"),
            entry(ErrorCode.USER_OR_ROLE_NOT_FOUND_1, "42704"),
            entry(ErrorCode.ROLES_AND_RIGHT_CANNOT_BE_MIXED, "0LP01"),
            entry(ErrorCode.METHODS_MUST_HAVE_DIFFERENT_PARAMETER_COUNTS_2, "42723"),
            entry(ErrorCode.ROLE_ALREADY_GRANTED_1, "42710"),
            entry(ErrorCode.COLUMN_IS_PART_OF_INDEX_1, "2BP01"),
            entry(ErrorCode.FUNCTION_ALIAS_ALREADY_EXISTS_1, "42723"),
            entry(ErrorCode.FUNCTION_ALIAS_NOT_FOUND_1, "42883"),
            entry(ErrorCode.SCHEMA_ALREADY_EXISTS_1, "42P06"),
            entry(ErrorCode.SCHEMA_NOT_FOUND_1, "3F000"),
            entry(ErrorCode.SCHEMA_NAME_MUST_MATCH, "42P15"),
            entry(ErrorCode.COLUMN_CONTAINS_NULL_VALUES_1, "23502"),
            entry(ErrorCode.SEQUENCE_BELONGS_TO_A_TABLE_1, "2BP01"),
            entry(ErrorCode.COLUMN_IS_REFERENCED_1, "2BP01"),
            entry(ErrorCode.CANNOT_DROP_LAST_COLUMN, "42P16"),
            entry(ErrorCode.INDEX_BELONGS_TO_CONSTRAINT_2, "2BP01"),
            entry(ErrorCode.CLASS_NOT_FOUND_1, "42883"),
            entry(ErrorCode.METHOD_NOT_FOUND_1, "42883"),
            entry(ErrorCode.UNKNOWN_MODE_1, "22023"),
            entry(ErrorCode.COLLATION_CHANGE_WITH_DATA_TABLE_1, "55000"),
            entry(ErrorCode.SCHEMA_CAN_NOT_BE_DROPPED_1, "2BP01"),
            entry(ErrorCode.ROLE_CAN_NOT_BE_DROPPED_1, "2BP01"),
            entry(ErrorCode.CLUSTER_ERROR_DATABASE_RUNS_ALONE, "55000"),
            entry(ErrorCode.CLUSTER_ERROR_DATABASE_RUNS_CLUSTERED_1, "55000"),
            entry(ErrorCode.STRING_FORMAT_ERROR_1, "22023"),
            entry(ErrorCode.NOT_ENOUGH_RIGHTS_FOR_1, "42501"),
            entry(ErrorCode.DATABASE_IS_READ_ONLY, "25006"),
            entry(ErrorCode.DATABASE_IS_CLOSED, "57P01"), // the engine closed it (a failure, a take-over): reconnect
            entry(ErrorCode.ERROR_SETTING_DATABASE_EVENT_LISTENER_2, INTERNAL),
            entry(ErrorCode.WRONG_XID_FORMAT_1, "22023"),
            entry(ErrorCode.UNSUPPORTED_COMPRESSION_OPTIONS_1, "22023"),
            entry(ErrorCode.UNSUPPORTED_COMPRESSION_ALGORITHM_1, "22023"),
            entry(ErrorCode.COMPRESSION_ERROR, "XX001"),
            entry(ErrorCode.EXCEPTION_IN_FUNCTION_1, INTERNAL),
            entry(ErrorCode.CANNOT_TRUNCATE_1, "2BP01"), // PostgreSQL says 0A000, which pools treat as fatal
            entry(ErrorCode.CANNOT_DROP_2, "2BP01"),
            entry(ErrorCode.OUT_OF_MEMORY, OUT_OF_MEMORY),
            entry(ErrorCode.VIEW_IS_INVALID_2, "42P17"),
            entry(ErrorCode.TYPES_ARE_NOT_COMPARABLE_2, "42883"),
            entry(ErrorCode.ERROR_ACCESSING_LINKED_TABLE_2, "58000"),
            entry(ErrorCode.ROW_NOT_FOUND_WHEN_DELETING_1, INTERNAL),
            entry(ErrorCode.UNSUPPORTED_SETTING_1, "42704"),
            entry(ErrorCode.CONSTANT_ALREADY_EXISTS_1, "42710"),
            entry(ErrorCode.CONSTANT_NOT_FOUND_1, "42704"),
            entry(ErrorCode.LITERALS_ARE_NOT_ALLOWED, "42501"),
            entry(ErrorCode.REMOTE_CONNECTION_NOT_ALLOWED, "28000"),
            entry(ErrorCode.CANNOT_DROP_TABLE_1, "42501"),
            entry(ErrorCode.DOMAIN_ALREADY_EXISTS_1, "42710"), // also USER_DATA_TYPE_ALREADY_EXISTS_1
            entry(ErrorCode.DOMAIN_NOT_FOUND_1, "42704"), // also USER_DATA_TYPE_NOT_FOUND_1
            entry(ErrorCode.DATABASE_CALLED_AT_SHUTDOWN, "57P01"),
            entry(ErrorCode.WITH_TIES_WITHOUT_ORDER_BY, "42601"),
            entry(ErrorCode.CANNOT_MIX_INDEXED_AND_UNINDEXED_PARAMS, "42601"),
            entry(ErrorCode.FILE_NOT_FOUND_1, "58P01"),
            entry(ErrorCode.INVALID_CLASS_2, "22023"),
            entry(ErrorCode.DATABASE_IS_NOT_PERSISTENT, "55000"),
            entry(ErrorCode.RESULT_SET_NOT_UPDATABLE, "24000"),
            entry(ErrorCode.RESULT_SET_NOT_SCROLLABLE, "24000"),
            entry(ErrorCode.TRANSACTION_NOT_FOUND_1, "42704"),
            entry(ErrorCode.METHOD_NOT_ALLOWED_FOR_PREPARED_STATEMENT, "42809"),
            entry(ErrorCode.CONCURRENT_UPDATE_1, "40001"),
            entry(ErrorCode.AGGREGATE_NOT_FOUND_1, "42883"),
            entry(ErrorCode.CANNOT_CHANGE_SETTING_WHEN_OPEN_1, "55P02"),
            entry(ErrorCode.ACCESS_DENIED_TO_CLASS_1, "42501"),
            entry(ErrorCode.DATABASE_IS_IN_EXCLUSIVE_MODE, "57P01"), // the engine is shutting the database down
            entry(ErrorCode.WINDOW_NOT_FOUND_1, "42704"),
            entry(ErrorCode.CAN_ONLY_ASSIGN_TO_VARIABLE_1, "42601"),
            entry(ErrorCode.INVALID_DATABASE_NAME_1, "42602"),
            entry(ErrorCode.PUBLIC_STATIC_JAVA_METHOD_NOT_FOUND_1, "42883"),
            entry(ErrorCode.RESULT_SET_READONLY, "24000"),
            entry(ErrorCode.JAVA_OBJECT_SERIALIZER_CHANGE_WITH_DATA_TABLE, "55000"),
            entry(ErrorCode.STEP_SIZE_MUST_NOT_BE_ZERO, "22023"),
            entry(ErrorCode.ROW_NOT_FOUND_IN_PRIMARY_INDEX, INTERNAL),
            entry(ErrorCode.AUTHENTICATOR_NOT_AVAILABLE, "28000"),
            entry(ErrorCode.FOR_UPDATE_IS_NOT_ALLOWED_IN_DISTINCT_OR_GROUPED_SELECT, NOT_SUPPORTED),
            entry(ErrorCode.DATABASE_NOT_FOUND_WITH_IF_EXISTS_1, "3D000"),
            entry(ErrorCode.METHOD_DISABLED_ON_AUTOCOMMIT_TRUE, "25P01"),
            entry(ErrorCode.CURRENT_SEQUENCE_VALUE_IS_NOT_DEFINED_IN_SESSION_1, "55000"),
            entry(ErrorCode.REMOTE_DATABASE_NOT_FOUND_1, "3D000"),
            entry(ErrorCode.INVALID_VALUE_PRECISION, "22023"),
            entry(ErrorCode.INVALID_VALUE_SCALE, "22023"),
            entry(ErrorCode.CONSTRAINT_IS_USED_BY_CONSTRAINT_2, "2BP01"),
            entry(ErrorCode.UNCOMPARABLE_REFERENCED_COLUMN_2, "42804"),
            entry(ErrorCode.GENERATED_COLUMN_CANNOT_BE_ASSIGNED_1, "428C9"),
            entry(ErrorCode.GENERATED_COLUMN_CANNOT_BE_UPDATABLE_BY_CONSTRAINT_2, "42P17"),
            entry(ErrorCode.COLUMN_ALIAS_IS_NOT_SPECIFIED_1, "42601"),
            entry(ErrorCode.GROUP_BY_NOT_IN_THE_RESULT, "42P10"));

    private SqlStates() {
    }

    /** {@link #translate(SQLException, StatementAnalysis)} for an error that belongs to no statement (a commit, a getter). */
    public static SQLException translate(SQLException e) {
        return translate(e, null);
    }

    /**
     * H2's exception {@code e} in PostgreSQL's words; any other exception unchanged. The message
     * quotes the application's text of {@code statement} (abbreviated), never the text H2 ran,
     * and only when H2 failed on that statement's text (a batch may fail on another member).
     */
    public static SQLException translate(SQLException e, StatementAnalysis statement) {
        if (e instanceof BatchUpdateException batch) {
            return failedWhole(batch, statement);
        }
        SQLException refused = Sandbox.insufficientPrivilege(e);
        if (refused != null) {
            return refused;
        }
        if (e instanceof WaitTimeoutException) {
            return plain(e);
        }
        if (!(e instanceof JdbcException h2)) {
            return e;
        }
        String state = BY_H2_ERROR.getOrDefault(e.getErrorCode(), e.getSQLState()); // code 0: our own function's SQLException
        if (e.getErrorCode() == ErrorCode.INVALID_DATETIME_CONSTANT_2 && isFieldOutOfRange(e.getMessage())) {
            state = "22008"; // datetime_field_overflow: '2024-02-30', '25:00', as PostgreSQL tells them from what is no date
        }
        Matcher numeric = e.getErrorCode() == ErrorCode.VALUE_TOO_LONG_2 ? NUMERIC_TOO_LONG.matcher(String.valueOf(h2.getOriginalMessage())) : null;
        if (numeric != null && numeric.find()) {
            int precision = Integer.parseInt(numeric.group(1));
            int scale = Integer.parseInt(numeric.group(2));
            return new SQLException(MessageText.shorten("numeric field overflow: a field with precision " + precision + ", scale " + scale
                    + " must round to an absolute value less than " + (precision == scale ? "1" : "10^" + (precision - scale))
                    + (statement == null ? "" : "; SQL statement: " + MessageText.abbreviate(statement.sql())), MessageText.MAX_MESSAGE),
                    "22003", e.getErrorCode(), e);
        }
        Matcher operator = e.getErrorCode() == ErrorCode.FEATURE_NOT_SUPPORTED_1 ? NO_SUCH_OPERATOR.matcher(String.valueOf(h2.getOriginalMessage())) : null;
        if (operator != null && operator.find()) {
            String operands = operator.group(2) == null ? "- " + operator.group(1) : operator.group(1) + " " + operator.group(2) + " " + operator.group(3);
            return new SQLException(MessageText.shorten("operator does not exist: " + operands.toLowerCase(Locale.ROOT)
                    + (statement == null ? "" : "; SQL statement: " + MessageText.abbreviate(statement.sql())), MessageText.MAX_MESSAGE),
                    "42883", e.getErrorCode(), e);
        }
        String message;
        if (e.getErrorCode() == ErrorCode.DATA_CONVERSION_ERROR_1 && MONTHS_INTO_DAY_TIME.matcher(String.valueOf(e.getMessage())).find()) {
            return new SQLException(MessageText.shorten("an interval with months or years cannot be stored in an interval column: the engine's"
                    + " interval columns hold days and time only (H2's intervals cannot hold months with days); store the months"
                    + " as a number of their own. " + describe(h2, statement), MessageText.MAX_MESSAGE), "22008", e.getErrorCode(), e);
        }
        if (state.equals(INTERNAL)) {
            state = internalState(e);
            message = internalMessage(state, "H2 error " + e.getErrorCode());
        } else {
            message = describe(h2, statement);
        }
        Matcher expressionKey = e.getErrorCode() == ErrorCode.DUPLICATE_KEY_1 ? EXPRESSION_KEY.matcher(String.valueOf(h2.getOriginalMessage())) : null;
        if (expressionKey != null && expressionKey.find()) {
            // H2 names the hidden column that holds the index's expression or predicate (IndexCreation), which no one else sees
            message = "duplicate key value violates unique constraint \"" + expressionKey.group(1) + "\""
                    + (statement == null ? "" : "; SQL statement: " + MessageText.abbreviate(statement.sql()));
        }
        return new SQLException(MessageText.shorten(message, MessageText.MAX_MESSAGE), state, e.getErrorCode(), e);
    }

    /**
     * The engine's own exception type (a wait that ran out) as the plain SQLException pgjdbc would
     * throw: same message and state, its stack trace kept, so an application never meets a type of
     * the engine's internals.
     */
    private static SQLException plain(SQLException e) {
        SQLException copy = new SQLException(e.getMessage(), e.getSQLState(), e.getErrorCode(), e.getCause());
        copy.setStackTrace(e.getStackTrace());
        return copy;
    }

    private static boolean isFieldOutOfRange(String message) {
        Matcher constant = DATETIME_CONSTANT.matcher(String.valueOf(message));
        if (!constant.find() || !WELL_FORMED_DATETIME.matcher(constant.group(2)).matches()) {
            return false;
        }
        boolean timeOfDay = constant.group(1).equals("TIME") || constant.group(1).startsWith("TIME ");
        return !timeOfDay || constant.group(2).indexOf(':') >= 0; // a date alone is no time: PostgreSQL's invalid syntax (22007)
    }

    /**
     * A failed batch in PostgreSQL's words. H2 runs the entries after the failing one and counts
     * each, but the engine undoes the batch with its statement (autocommit) or its aborted
     * transaction, so no entry took effect: every count is {@link Statement#EXECUTE_FAILED}, as
     * pgjdbc reports a failed batch.
     */
    private static BatchUpdateException failedWhole(BatchUpdateException batch, StatementAnalysis statement) {
        SQLException next = batch.getNextException();
        SQLException failed = next != null ? translate(next, statement) : Objects.requireNonNullElse(Sandbox.insufficientPrivilege(batch), batch);
        long[] counts = new long[batch.getLargeUpdateCounts() == null ? 0 : batch.getLargeUpdateCounts().length];
        Arrays.fill(counts, Statement.EXECUTE_FAILED);
        BatchUpdateException translated = new BatchUpdateException(failed.getMessage(), failed.getSQLState(), failed.getErrorCode(), counts, batch);
        if (failed != batch) {
            translated.setNextException(failed);
        }
        return translated;
    }

    /** A failure inside H2 that is not even an SQLException (a stack overflow, a bug), in the words of H2's own internal errors. */
    public static SQLException internal(Throwable cause) {
        String state = cause instanceof StackOverflowError ? TOO_COMPLEX : cause instanceof OutOfMemoryError ? OUT_OF_MEMORY : INTERNAL;
        return new SQLException(internalMessage(state, cause.getClass().getSimpleName()), state, cause);
    }

    /**
     * Whether {@code e} (or its cause) is H2's storage telling a transaction that its deadlock check,
     * run by another transaction's thread, chose it as the victim: its transaction is lost, as after
     * H2's own deadlock error.
     */
    public static boolean isDeadlockVictim(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof MVStoreException store && store.getErrorCode() == DataUtils.ERROR_TRANSACTION_ILLEGAL_STATE
                    && DEADLOCK_VICTIM.matcher(String.valueOf(store.getMessage())).find()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A Java error inside H2 says what the statement did: too deep (a stack overflow) or too big (out
     * of memory); some errors of H2's storage are PostgreSQL's states (too many transactions, a deadlock victim).
     */
    private static String internalState(Throwable e) {
        for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
            if (t instanceof StackOverflowError) {
                return TOO_COMPLEX;
            }
            if (t instanceof OutOfMemoryError) {
                return OUT_OF_MEMORY;
            }
            if (t instanceof MVStoreException store && store.getErrorCode() == DataUtils.ERROR_TOO_MANY_OPEN_TRANSACTIONS) {
                return TOO_MANY_TRANSACTIONS;
            }
            if (isDeadlockVictim(t)) {
                return DEADLOCK;
            }
        }
        return INTERNAL;
    }

    private static String internalMessage(String state, String what) {
        return switch (state) {
            case TOO_COMPLEX -> "statement too complex: evaluating it nested deeper than the engine's stack allows; simplify it";
            case OUT_OF_MEMORY -> "out of memory while running the statement";
            case DEADLOCK -> "deadlock detected: transactions waited for each other's rows, and the engine's storage (H2) chose this one to"
                    + " fail; roll it back and run it again";
            case TOO_MANY_TRANSACTIONS -> "too many transactions open at once on this database: the engine's storage (H2) holds at most "
                    + OpenTransactions.limit() + "; commit or roll back idle transactions, or use fewer connections (a smaller pool)";
            default -> "internal error in the hotrow engine (" + what + "); the exception's cause has the details";
        };
    }

    private static String describe(JdbcException h2, StatementAnalysis statement) {
        String original = h2.getOriginalMessage() == null ? "" : h2.getOriginalMessage();
        String ran = h2.getSQL();
        String applicationSql = statement == null ? null : statement.sql();
        // Quote the application's text only if H2 failed on it: H2 ran statement.executableSql() for it.
        boolean failedOnStatement = applicationSql != null && (ran == null || ran.equals(statement.executableSql()));
        if (isSyntaxError(h2.getErrorCode())) {
            if (ran == null || ran.equals(applicationSql) || statement == null) {
                return syntaxErrorAtMarker(original); // H2 parsed the application's own text: its marker points into it
            }
            return failedOnStatement
                    ? "syntax error in the engine's translation of the statement; SQL statement: " + MessageText.abbreviate(applicationSql)
                    : "syntax error in SQL statement";
        }
        String detail = ran != null && !ran.isEmpty() ? original.replace(ran, "the statement") : original;
        detail = MessageText.shorten(detail, MAX_DETAIL);
        return failedOnStatement ? detail + "; SQL statement: " + MessageText.abbreviate(applicationSql) : detail;
    }

    private static boolean isSyntaxError(int h2Error) {
        return h2Error == ErrorCode.SYNTAX_ERROR_1 || h2Error == ErrorCode.SYNTAX_ERROR_2;
    }

    /**
     * H2's syntax error quotes the whole statement with {@code [*]} at the error; keep the text
     * around the marker, and at most a bounded list of what H2 expected there.
     */
    private static String syntaxErrorAtMarker(String original) {
        int open = original.indexOf('"');
        int close = open < 0 ? -1 : closingQuote(original, open + 1);
        if (close < 0) {
            return MessageText.shorten(original, MAX_DETAIL);
        }
        String quoted = original.substring(open + 1, close).replaceAll("\\s+", " ");
        int marker = quoted.indexOf("[*]");
        String window;
        if (marker < 0) {
            window = MessageText.shorten(quoted, 2 * SYNTAX_WINDOW);
        } else {
            int from = Math.max(0, marker - SYNTAX_WINDOW);
            int to = Math.min(quoted.length(), marker + 3 + SYNTAX_WINDOW);
            window = (from > 0 ? "..." : "") + quoted.substring(from, to) + (to < quoted.length() ? "..." : "");
        }
        String rest = MessageText.shorten(original.substring(close + 1), MessageText.MAX_QUOTED_SQL);
        return original.substring(0, open + 1) + window + "\"" + rest;
    }

    /** The index of the quote that closes an H2-quoted text starting at {@code from} ({@code ""} is an escaped quote), or -1. */
    private static int closingQuote(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            if (text.charAt(i) == '"') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    i++;
                } else {
                    return i;
                }
            }
        }
        return -1;
    }
}
