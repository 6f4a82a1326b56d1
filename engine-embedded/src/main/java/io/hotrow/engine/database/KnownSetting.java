package io.hotrow.engine.database;

import static io.hotrow.engine.database.SettingFormats.CLIENT_ENCODING;
import static io.hotrow.engine.database.SettingFormats.NAME_TEXT;
import static io.hotrow.engine.database.SettingFormats.oneOf;
import static io.hotrow.engine.database.SettingType.bool;
import static io.hotrow.engine.database.SettingType.enumeration;
import static io.hotrow.engine.database.SettingType.integer;
import static io.hotrow.engine.database.SettingType.kilobytes;
import static io.hotrow.engine.database.SettingType.milliseconds;
import static io.hotrow.engine.database.SettingType.string;

import io.hotrow.engine.EngineVersion;
import io.hotrow.engine.database.SettingFormats.Format;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One PostgreSQL setting the engine knows: what SET accepts, what SHOW answers by default, what the
 * engine does with it (docs/sessions.md lists them all), and how pg_settings describes it. This one
 * table feeds SET, RESET, SHOW, SHOW ALL, current_setting, set_config and pg_settings. A setting the
 * engine does not know is refused as PostgreSQL refuses an unknown one (42704), unless its name has a
 * dot: those are an application's own (placeholders), kept and shown as set.
 *
 * @param name             as PostgreSQL spells it (TimeZone, DateStyle, ...); looked up case-insensitively
 * @param effect           what the engine does with it
 * @param defaultValue     what SHOW answers before any SET; null where the session supplies it
 * @param type             pg_settings' vartype, unit and bounds, and how SET reads a value
 * @param category         pg_settings' category
 * @param context          pg_settings' context: when PostgreSQL lets it change (internal: never; user: in any session)
 * @param description      PostgreSQL's short description, for SHOW ALL and pg_settings
 * @param extraDescription PostgreSQL's extra description in pg_settings, or null
 */
record KnownSetting(String name, Effect effect, String defaultValue, SettingType type, String category, String context, String description,
        String extraDescription) {

    enum Effect {
        /** The engine acts on it. */
        HONOURED,
        /** Accepted and shown; it cannot change what the engine does (each is explained in docs/sessions.md). */
        NO_EFFECT,
        /** Reports a property of the server: SET fails with 55P02, as in PostgreSQL. */
        FIXED,
        /** Describes the current transaction; SET changes the open transaction only. */
        TRANSACTION
    }

    private static final String STATEMENT = "Client Connection Defaults / Statement Behavior";
    private static final String LOCALE = "Client Connection Defaults / Locale and Formatting";
    private static final String PRESET = "Preset Options";
    private static final String PLANNER = "Query Tuning / Planner Method Configuration";
    private static final String COMPATIBILITY = "Version and Platform Compatibility / Previous PostgreSQL Versions";
    private static final String MEMORY = "Resource Usage / Memory";
    private static final String TIMEOUT_OFF = "A value of 0 turns off the timeout.";
    private static final int SERVER_VERSION_NUM = EngineVersion.POSTGRES_MAJOR * 10000 + EngineVersion.POSTGRES_MINOR;
    private static final SettingType ISOLATION = enumeration("serializable", "repeatable read", "read committed", "read uncommitted");

    /** PostgreSQL's GUC_NO_SHOW_ALL settings: SHOW and current_setting answer them, SHOW ALL and pg_settings leave them out. */
    private static final Set<String> UNLISTED = Set.of("role", "session_authorization", "is_superuser");

    private static final Map<String, KnownSetting> BY_NAME = index(List.of(
            // honoured
            honoured("search_path", "\"$user\", public", string(null), STATEMENT, "Sets the schema search order for names that are not schema-qualified."),
            honoured("TimeZone", null, string(null), LOCALE, "Sets the time zone for displaying and interpreting time stamps."),
            honoured("statement_timeout", "0", milliseconds(), STATEMENT, "Sets the maximum allowed duration of any statement.").explained(TIMEOUT_OFF),
            honoured("lock_timeout", "0", milliseconds(), STATEMENT, "Sets the maximum allowed duration of any wait for a lock.").explained(TIMEOUT_OFF),
            honoured("default_transaction_isolation", "read committed", ISOLATION, STATEMENT, "Sets the transaction isolation level of each new transaction."),
            honoured("default_transaction_read_only", "off", bool(), STATEMENT, "Sets the default read-only status of new transactions."),
            honoured("standard_conforming_strings", "on", bool(), COMPATIBILITY, "Causes '...' strings to treat backslashes literally."),
            honoured("role", "none", string(null), "Ungrouped", "Sets the current role."),
            honoured("session_authorization", null, string(null), "Ungrouped", "Sets the session user name."),
            transaction("transaction_isolation", null, ISOLATION, "Sets the current transaction's isolation level."),
            transaction("transaction_read_only", null, bool(), "Sets the current transaction's read-only status."),
            transaction("transaction_deferrable", "off", bool(),
                    "Whether to defer a read-only serializable transaction until it can be executed with no possible serialization failures."),
            // accepted, without effect, or refused where a value would change what the engine does
            accepted("application_name", "", string(NAME_TEXT), "Reporting and Logging / What to Log", "Sets the application name to be reported in statistics and logs."),
            accepted("client_encoding", "UTF8", string(CLIENT_ENCODING), LOCALE, "Sets the client's character set encoding."),
            accepted("synchronous_commit", "on", enumeration("local", "remote_write", "remote_apply", "on", "off").readBy(synchronousCommit()),
                    "Write-Ahead Log / Settings", "Sets the current transaction's synchronization level."),
            accepted("extra_float_digits", "1", integer(-15, 3).readBy(extraFloatDigits()), LOCALE,
                    "Sets the number of digits displayed for floating-point values.").explained("This affects real, double precision, and geometric"
                    + " data types. A zero or negative parameter value is added to the standard number of digits (FLT_DIG or DBL_DIG as"
                    + " appropriate). Any value greater than zero selects precise output mode."),
            accepted("DateStyle", "ISO, MDY", string(null), LOCALE, "Sets the display format for date and time values.")
                    .explained("Also controls interpretation of ambiguous date inputs."),
            accepted("IntervalStyle", "postgres", enumeration("postgres", "postgres_verbose", "sql_standard", "iso_8601").only("postgres",
                    "the hotrow engine shows intervals in one style"), LOCALE, "Sets the display format for interval values."),
            accepted("idle_in_transaction_session_timeout", "0", milliseconds().only("0", "the hotrow engine does not end idle sessions; only 0 is accepted"),
                    STATEMENT, "Sets the maximum allowed idle time between queries, when in a transaction.").explained(TIMEOUT_OFF),
            accepted("client_min_messages", "notice", enumeration("debug5", "debug4", "debug3", "debug2", "debug1", "log", "notice", "warning",
                    "error").readBy(oneOf("debug5", "debug4", "debug3", "debug2", "debug1", "log", "notice", "warning", "error", "info")), STATEMENT,
                    "Sets the message levels that are sent to the client.").explained("Each level includes all the levels that follow it. The"
                    + " later the level, the fewer messages are sent."),
            accepted("default_transaction_deferrable", "off", bool(), STATEMENT, "Sets the default deferrable status of new transactions."),
            accepted("check_function_bodies", "on", bool(), STATEMENT, "Check routine bodies during CREATE FUNCTION and CREATE PROCEDURE."),
            accepted("xmloption", "content", enumeration("content", "document"), STATEMENT,
                    "Sets whether XML data in implicit parsing and serialization operations is to be considered as documents or content fragments."),
            accepted("row_security", "on", bool(), STATEMENT, "Enable row security.").explained("When enabled, row security will be applied to all users."),
            accepted("escape_string_warning", "on", bool(), COMPATIBILITY, "Warn about backslash escapes in ordinary string literals."),
            accepted("default_tablespace", "", string(SettingFormats.ANY_TEXT).only("", "the hotrow engine has no tablespaces"), STATEMENT,
                    "Sets the default tablespace to create tables and indexes in.").explained("An empty string selects the database's default tablespace."),
            accepted("default_table_access_method", "heap", string(oneOf("heap")).only("heap", "the hotrow engine stores every table one way"),
                    STATEMENT, "Sets the default table access method for new tables."),
            accepted("bytea_output", "hex", enumeration("escape", "hex").only("hex", "the hotrow engine has one bytea output format"), STATEMENT,
                    "Sets the output format for bytea."),
            accepted("session_replication_role", "origin", enumeration("origin", "replica", "local").only("origin",
                    "the hotrow engine always enforces foreign keys and runs its triggers"), STATEMENT,
                    "Sets the session's behavior for triggers and rewrite rules.").bySuperuser(),
            accepted("jit", "on", bool(), "Query Tuning / Other Planner Options", "Allow JIT compilation."),
            accepted("lc_messages", "C", string(cLocale()), LOCALE, "Sets the language in which messages are displayed.").bySuperuser(),
            accepted("lc_monetary", "C", string(cLocale()), LOCALE, "Sets the locale for formatting monetary amounts."),
            accepted("lc_numeric", "C", string(cLocale()), LOCALE, "Sets the locale for formatting numbers."),
            accepted("lc_time", "C", string(cLocale()), LOCALE, "Sets the locale for formatting date and time values."),
            accepted("work_mem", "4MB", kilobytes(64), MEMORY, "Sets the maximum memory to be used for query workspaces.").explained("This much"
                    + " memory can be used by each internal sort operation and hash table before switching to temporary disk files."),
            accepted("maintenance_work_mem", "64MB", kilobytes(1024), MEMORY, "Sets the maximum memory to be used for maintenance operations.")
                    .explained("This includes operations such as VACUUM and CREATE INDEX."),
            accepted("enable_seqscan", "on", bool(), PLANNER, "Enables the planner's use of sequential-scan plans."),
            accepted("enable_indexscan", "on", bool(), PLANNER, "Enables the planner's use of index-scan plans."),
            accepted("enable_bitmapscan", "on", bool(), PLANNER, "Enables the planner's use of bitmap-scan plans."),
            accepted("enable_hashjoin", "on", bool(), PLANNER, "Enables the planner's use of hash join plans."),
            accepted("enable_mergejoin", "on", bool(), PLANNER, "Enables the planner's use of merge join plans."),
            accepted("enable_nestloop", "on", bool(), PLANNER, "Enables the planner's use of nested-loop join plans."),
            accepted("enable_sort", "on", bool(), PLANNER, "Enables the planner's use of explicit sort steps."),
            accepted("enable_hashagg", "on", bool(), PLANNER, "Enables the planner's use of hashed aggregation plans."),
            accepted("synchronize_seqscans", "on", bool(), COMPATIBILITY, "Enable synchronized sequential scans."),
            // properties of the server
            fixed("server_version", EngineVersion.POSTGRES_COMPATIBILITY, string(null), "Shows the server version."),
            fixed("server_version_num", String.valueOf(SERVER_VERSION_NUM), integer(SERVER_VERSION_NUM, SERVER_VERSION_NUM),
                    "Shows the server version as an integer."),
            fixed("server_encoding", "UTF8", string(null), "Shows the server (database) character set encoding."),
            fixed("integer_datetimes", "on", bool(), "Shows whether datetimes are integer based."),
            fixed("max_identifier_length", "63", integer(63, 63), "Shows the maximum identifier length."),
            fixed("block_size", "8192", integer(8192, 8192), "Shows the size of a disk block."),
            fixed("max_index_keys", "32", integer(32, 32), "Shows the maximum number of index keys."),
            fixed("lc_collate", "C", string(null), "Shows the collation order locale."),
            fixed("lc_ctype", "C", string(null), "Shows the character classification and case conversion locale."),
            fixed("is_superuser", "off", bool(), "Shows whether the current user is a superuser."),
            fixed("in_hot_standby", "off", bool(), "Shows whether hot standby is currently active.")));

    /** The setting called {@code name} (any case), or null. */
    static KnownSetting find(String name) {
        return BY_NAME.get(name.toLowerCase(Locale.ROOT));
    }

    /** Every known setting, sorted by name as SHOW ALL lists them. */
    static Collection<KnownSetting> all() {
        return BY_NAME.values();
    }

    /** The key of {@code name} for the session's values: lower case, as PostgreSQL compares names. */
    static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** Whether RESET ALL resets it: not the role, the session user or the transaction's own settings, as in PostgreSQL. */
    boolean resetByResetAll() {
        return effect != Effect.FIXED && effect != Effect.TRANSACTION && !name.equals("role") && !name.equals("session_authorization");
    }

    /** Whether SHOW ALL and pg_settings list it: PostgreSQL leaves out the role, the session user and is_superuser. */
    boolean listed() {
        return !UNLISTED.contains(key(name));
    }

    /** Reads a value's text for this setting, as SHOW will show it. */
    String read(String text) throws SQLException {
        return type.format().read(name, text);
    }

    /** The same setting with PostgreSQL's extra description in pg_settings. */
    private KnownSetting explained(String extra) {
        return new KnownSetting(name, effect, defaultValue, type, category, context, description, extra);
    }

    /** The same setting, which PostgreSQL lets superusers only change (pg_settings' context). */
    private KnownSetting bySuperuser() {
        return new KnownSetting(name, effect, defaultValue, type, category, "superuser", description, extraDescription);
    }

    private static Map<String, KnownSetting> index(List<KnownSetting> settings) {
        Map<String, KnownSetting> byName = new LinkedHashMap<>();
        settings.stream().sorted(Comparator.comparing(s -> key(s.name))).forEach(s -> byName.put(key(s.name), s));
        return Collections.unmodifiableMap(byName);
    }

    private static KnownSetting honoured(String name, String defaultValue, SettingType type, String category, String description) {
        return new KnownSetting(name, Effect.HONOURED, defaultValue, type, category, "user", description, null);
    }

    private static KnownSetting accepted(String name, String defaultValue, SettingType type, String category, String description) {
        return new KnownSetting(name, Effect.NO_EFFECT, defaultValue, type, category, "user", description, null);
    }

    private static KnownSetting transaction(String name, String defaultValue, SettingType type, String description) {
        return new KnownSetting(name, Effect.TRANSACTION, defaultValue, type, STATEMENT, "user", description, null);
    }

    private static KnownSetting fixed(String name, String value, SettingType type, String description) {
        return new KnownSetting(name, Effect.FIXED, value, type, PRESET, "internal", description, null);
    }

    /**
     * The engine formats numbers, money, times and messages one way, the C locale's: {@code POSIX} and {@code C.UTF-8}
     * (PostgreSQL's default on a Debian machine) format them so too, any other locale is refused.
     */
    private static Format cLocale() {
        return (name, text) -> {
            String value = text.strip();
            if (value.equalsIgnoreCase("C") || value.equalsIgnoreCase("POSIX") || value.equalsIgnoreCase("C.UTF-8") || value.equalsIgnoreCase("C.utf8")) {
                return value;
            }
            throw SettingFormats.invalid(name, text, "the hotrow engine formats numbers, money, times and messages in the C locale only");
        };
    }

    /** on, off, local, remote_write, remote_apply, and the other spellings of on and off. */
    private static Format synchronousCommit() {
        Format levels = oneOf("local", "remote_write", "remote_apply", "on", "off");
        return (name, text) -> {
            Boolean bool = SettingFormats.bool(text);
            return bool != null ? (bool ? "on" : "off") : levels.read(name, text);
        };
    }

    /** PostgreSQL's range is -15 to 3; below 1 it rounds floating-point output, which the engine never does. */
    private static Format extraFloatDigits() {
        Format range = SettingFormats.integer(-15, 3);
        return (name, text) -> {
            String value = range.read(name, text);
            if (Integer.parseInt(value) < 1) {
                throw SettingFormats.invalid(name, text, "the hotrow engine always shows floating-point values exactly, as 1 to 3 do");
            }
            return value;
        };
    }
}
