package io.hotrow.engine.database;

import static io.hotrow.engine.database.SettingFormats.BOOL;
import static io.hotrow.engine.database.SettingFormats.CLIENT_ENCODING;
import static io.hotrow.engine.database.SettingFormats.ISOLATION;
import static io.hotrow.engine.database.SettingFormats.MILLISECONDS;
import static io.hotrow.engine.database.SettingFormats.NAME_TEXT;
import static io.hotrow.engine.database.SettingFormats.integer;
import static io.hotrow.engine.database.SettingFormats.kilobytes;
import static io.hotrow.engine.database.SettingFormats.oneOf;

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

/**
 * One PostgreSQL setting the engine knows: what SET accepts, what SHOW answers by default, and what
 * the engine does with it (docs/sessions.md lists them all). A setting the engine does not know is
 * refused as PostgreSQL refuses an unknown one (42704), unless its name has a dot: those are an
 * application's own (placeholders), kept and shown as set.
 *
 * @param name         as PostgreSQL spells it (TimeZone, DateStyle, ...); looked up case-insensitively
 * @param effect       what the engine does with it
 * @param defaultValue what SHOW answers before any SET; null where the session supplies it
 * @param format       reads a value's text; null where the session reads it (time zone, search_path, roles)
 * @param description  PostgreSQL's short description, for SHOW ALL
 */
record KnownSetting(String name, Effect effect, String defaultValue, Format format, String description) {

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

    private static final Map<String, KnownSetting> BY_NAME = index(List.of(
            // honoured
            honoured("search_path", "\"$user\", public", null, "Sets the schema search order for names that are not schema-qualified."),
            honoured("TimeZone", null, null, "Sets the time zone for displaying and interpreting time stamps."),
            honoured("statement_timeout", "0", MILLISECONDS, "Sets the maximum allowed duration of any statement."),
            honoured("lock_timeout", "0", MILLISECONDS, "Sets the maximum allowed duration of any wait for a lock."),
            honoured("default_transaction_isolation", "read committed", ISOLATION, "Sets the transaction isolation level of each new transaction."),
            honoured("default_transaction_read_only", "off", BOOL, "Sets the default read-only status of new transactions."),
            honoured("standard_conforming_strings", "on", BOOL, "Causes '...' strings to treat backslashes literally."),
            honoured("role", "none", null, "Sets the current role."),
            honoured("session_authorization", null, null, "Sets the session user name."),
            new KnownSetting("transaction_isolation", Effect.TRANSACTION, null, ISOLATION, "Sets the current transaction's isolation level."),
            new KnownSetting("transaction_read_only", Effect.TRANSACTION, null, BOOL, "Sets the current transaction's read-only status."),
            new KnownSetting("transaction_deferrable", Effect.TRANSACTION, "off", BOOL,
                    "Whether to defer a read-only serializable transaction until it can be executed with no possible serialization failures."),
            // accepted, without effect, or refused where a value would change what the engine does
            accepted("application_name", "", NAME_TEXT, "Sets the application name to be reported in statistics and logs."),
            accepted("client_encoding", "UTF8", CLIENT_ENCODING, "Sets the client's character set encoding."),
            accepted("synchronous_commit", "on", synchronousCommit(), "Sets the current transaction's synchronization level."),
            accepted("extra_float_digits", "1", extraFloatDigits(), "Sets the number of digits displayed for floating-point values."),
            accepted("DateStyle", "ISO, MDY", null, "Sets the display format for date and time values."),
            accepted("IntervalStyle", "postgres", only(oneOf("postgres", "postgres_verbose", "sql_standard", "iso_8601"), "postgres",
                    "the hotrow engine shows intervals in one style"), "Sets the display format for interval values."),
            accepted("idle_in_transaction_session_timeout", "0", idleTimeout(), "Sets the maximum allowed idle time between queries, when in a transaction."),
            accepted("client_min_messages", "notice", oneOf("debug5", "debug4", "debug3", "debug2", "debug1", "log", "notice", "warning",
                    "error", "info"), "Sets the message levels that are sent to the client."),
            accepted("default_transaction_deferrable", "off", BOOL, "Sets the default deferrable status of new transactions."),
            accepted("check_function_bodies", "on", BOOL, "Check routine bodies during CREATE FUNCTION and CREATE PROCEDURE."),
            accepted("xmloption", "content", oneOf("content", "document"), "Sets whether XML data in implicit parsing and serialization operations is to be considered as documents or content fragments."),
            accepted("row_security", "on", BOOL, "Enable row security."),
            accepted("escape_string_warning", "on", BOOL, "Warn about backslash escapes in ordinary string literals."),
            accepted("default_tablespace", "", only(SettingFormats.ANY_TEXT, "", "the hotrow engine has no tablespaces"),
                    "Sets the default tablespace to create tables and indexes in."),
            accepted("default_table_access_method", "heap", only(oneOf("heap"), "heap", "the hotrow engine stores every table one way"),
                    "Sets the default table access method for new tables."),
            accepted("bytea_output", "hex", only(oneOf("hex", "escape"), "hex", "the hotrow engine has one bytea output format"),
                    "Sets the output format for bytea."),
            accepted("session_replication_role", "origin", only(oneOf("origin", "replica", "local"), "origin",
                    "the hotrow engine always enforces foreign keys and runs its triggers"), "Sets the session's behavior for triggers and rewrite rules."),
            accepted("jit", "on", BOOL, "Allow JIT compilation."),
            accepted("lc_messages", "C", cLocale(), "Sets the language in which messages are displayed."),
            accepted("lc_monetary", "C", cLocale(), "Sets the locale for formatting monetary amounts."),
            accepted("lc_numeric", "C", cLocale(), "Sets the locale for formatting numbers."),
            accepted("lc_time", "C", cLocale(), "Sets the locale for formatting date and time values."),
            accepted("work_mem", "4MB", kilobytes(64), "Sets the maximum memory to be used for query workspaces."),
            accepted("maintenance_work_mem", "64MB", kilobytes(1024), "Sets the maximum memory to be used for maintenance operations."),
            accepted("enable_seqscan", "on", BOOL, "Enables the planner's use of sequential-scan plans."),
            accepted("enable_indexscan", "on", BOOL, "Enables the planner's use of index-scan plans."),
            accepted("enable_bitmapscan", "on", BOOL, "Enables the planner's use of bitmap-scan plans."),
            accepted("enable_hashjoin", "on", BOOL, "Enables the planner's use of hash join plans."),
            accepted("enable_mergejoin", "on", BOOL, "Enables the planner's use of merge join plans."),
            accepted("enable_nestloop", "on", BOOL, "Enables the planner's use of nested-loop join plans."),
            accepted("enable_sort", "on", BOOL, "Enables the planner's use of explicit sort steps."),
            accepted("enable_hashagg", "on", BOOL, "Enables the planner's use of hashed aggregation plans."),
            accepted("synchronize_seqscans", "on", BOOL, "Enable synchronized sequential scans."),
            // properties of the server
            fixed("server_version", EngineVersion.POSTGRES_COMPATIBILITY, "Shows the server version."),
            fixed("server_version_num", String.valueOf(EngineVersion.POSTGRES_MAJOR * 10000 + EngineVersion.POSTGRES_MINOR), "Shows the server version as an integer."),
            fixed("server_encoding", "UTF8", "Shows the server (database) character set encoding."),
            fixed("integer_datetimes", "on", "Shows whether datetimes are integer based."),
            fixed("max_identifier_length", "63", "Shows the maximum identifier length."),
            fixed("block_size", "8192", "Shows the size of a disk block."),
            fixed("max_index_keys", "32", "Shows the maximum number of index keys."),
            fixed("lc_collate", "C", "Shows the collation order locale."),
            fixed("lc_ctype", "C", "Shows the character classification and case conversion locale."),
            fixed("is_superuser", "off", "Shows whether the current user is a superuser."),
            fixed("in_hot_standby", "off", "Shows whether hot standby is currently active.")));

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

    /** Reads a value's text for this setting, as SHOW will show it. */
    String read(String text) throws SQLException {
        return format.read(name, text);
    }

    private static Map<String, KnownSetting> index(List<KnownSetting> settings) {
        Map<String, KnownSetting> byName = new LinkedHashMap<>();
        settings.stream().sorted(Comparator.comparing(s -> key(s.name))).forEach(s -> byName.put(key(s.name), s));
        return Collections.unmodifiableMap(byName);
    }

    private static KnownSetting honoured(String name, String defaultValue, Format format, String description) {
        return new KnownSetting(name, Effect.HONOURED, defaultValue, format, description);
    }

    private static KnownSetting accepted(String name, String defaultValue, Format format, String description) {
        return new KnownSetting(name, Effect.NO_EFFECT, defaultValue, format, description);
    }

    private static KnownSetting fixed(String name, String value, String description) {
        return new KnownSetting(name, Effect.FIXED, value, null, description);
    }

    /** A setting read by {@code format} that the engine accepts at {@code accepted} only, refusing PostgreSQL's other values with 22023. */
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

    private static Format only(Format format, String accepted, String why) {
        return (name, text) -> {
            String value = format.read(name, text);
            if (!value.equals(accepted)) {
                throw SettingFormats.invalid(name, text, why);
            }
            return value;
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
        Format range = integer(-15, 3);
        return (name, text) -> {
            String value = range.read(name, text);
            if (Integer.parseInt(value) < 1) {
                throw SettingFormats.invalid(name, text, "the hotrow engine always shows floating-point values exactly, as 1 to 3 do");
            }
            return value;
        };
    }

    /** 0 only: the engine does not end sessions that sit idle in a transaction. */
    private static Format idleTimeout() {
        return (name, text) -> {
            String value = MILLISECONDS.read(name, text);
            if (!value.equals("0")) {
                throw SettingFormats.invalid(name, text, "the hotrow engine does not end idle sessions; only 0 is accepted");
            }
            return value;
        };
    }
}
