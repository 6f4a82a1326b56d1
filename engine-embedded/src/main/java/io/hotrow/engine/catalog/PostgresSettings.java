package io.hotrow.engine.catalog;

import io.hotrow.engine.EngineVersion;
import java.util.ArrayList;
import java.util.List;
import org.h2.engine.SessionLocal;

/**
 * The run-time settings pg_settings lists and {@code current_setting} reads. Values the engine's
 * session has (time zone, search path, isolation, user) come from it; the rest are the values a
 * PostgreSQL 15 server reports by default, which is how the engine behaves. What SET and SHOW
 * statements accept is the session layer's business; these are the defaults it starts from.
 */
final class PostgresSettings {

    /**
     * One setting.
     *
     * @param context when PostgreSQL lets it change: internal (never), user (per session), ...
     * @param type bool, integer, real, string or enum
     */
    record Setting(String name, String value, String unit, String category, String description, String context, String type) {
    }

    /** The running session's values; none until the session layer gives them ({@link PgCatalog#showSettings}). */
    private static volatile ShownSettings shown = name -> null;

    private PostgresSettings() {
    }

    static void showing(ShownSettings settings) {
        shown = settings;
    }

    /** What SHOW shows for {@code name} in the session whose statement runs on this thread, or null outside one. */
    static String shown(String name) {
        return shown.shown(name);
    }

    /** The settings with the values of the session whose statement reads them (SET, set_config), else the defaults. */
    static List<Setting> of(SessionLocal session) {
        List<Setting> settings = new ArrayList<>();
        for (Setting setting : defaults(session)) {
            String value = shown.shown(setting.name());
            settings.add(value == null ? setting : new Setting(setting.name(), value, setting.unit(), setting.category(),
                    setting.description(), setting.context(), setting.type()));
        }
        return settings;
    }

    private static List<Setting> defaults(SessionLocal session) {
        List<Setting> settings = new ArrayList<>();
        String version = EngineVersion.POSTGRES_COMPATIBILITY;
        String versionNumber = String.valueOf(EngineVersion.POSTGRES_MAJOR * 10000 + EngineVersion.POSTGRES_MINOR);
        String preset = "Preset Options";
        String locale = "Client Connection Defaults / Locale and Formatting";
        String statement = "Client Connection Defaults / Statement Behavior";
        boolean superuser = session.getUser().isAdmin();
        settings.add(new Setting("application_name", "", null, "Reporting and Logging / What to Log", "Sets the application name to be reported in statistics and logs.", "user", "string"));
        settings.add(new Setting("block_size", "8192", null, preset, "Shows the size of a disk block.", "internal", "integer"));
        settings.add(new Setting("client_encoding", "UTF8", null, locale, "Sets the client's character set encoding.", "user", "string"));
        settings.add(new Setting("client_min_messages", "notice", null, "Client Connection Defaults / Statement Behavior", "Sets the message levels that are sent to the client.", "user", "enum"));
        settings.add(new Setting("DateStyle", "ISO, MDY", null, locale, "Sets the display format for date and time values.", "user", "string"));
        settings.add(new Setting("default_transaction_isolation", "read committed", null, statement, "Sets the transaction isolation level of each new transaction.", "user", "enum"));
        settings.add(new Setting("default_transaction_read_only", "off", null, statement, "Sets the default read-only status of new transactions.", "user", "bool"));
        settings.add(new Setting("extra_float_digits", "1", null, locale, "Sets the number of digits displayed for floating-point values.", "user", "integer"));
        settings.add(new Setting("idle_in_transaction_session_timeout", "0", "ms", statement, "Sets the maximum allowed idle time between queries, when in a transaction.", "user", "integer"));
        settings.add(new Setting("integer_datetimes", "on", null, preset, "Shows whether datetimes are integer based.", "internal", "bool"));
        settings.add(new Setting("IntervalStyle", "postgres", null, locale, "Sets the display format for interval values.", "user", "enum"));
        settings.add(new Setting("is_superuser", superuser ? "on" : "off", null, preset, "Shows whether the current user is a superuser.", "internal", "bool"));
        settings.add(new Setting("lc_collate", "C", null, preset, "Shows the collation order locale.", "internal", "string"));
        settings.add(new Setting("lc_ctype", "C", null, preset, "Shows the character classification and case conversion locale.", "internal", "string"));
        settings.add(new Setting("lc_messages", "C", null, locale, "Sets the language in which messages are displayed.", "superuser", "string"));
        settings.add(new Setting("lc_monetary", "C", null, locale, "Sets the locale for formatting monetary amounts.", "user", "string"));
        settings.add(new Setting("lc_numeric", "C", null, locale, "Sets the locale for formatting numbers.", "user", "string"));
        settings.add(new Setting("lc_time", "C", null, locale, "Sets the locale for formatting date and time values.", "user", "string"));
        settings.add(new Setting("lock_timeout", "0", "ms", statement, "Sets the maximum allowed duration of any wait for a lock.", "user", "integer"));
        settings.add(new Setting("max_index_keys", "32", null, preset, "Shows the maximum number of index keys.", "internal", "integer"));
        settings.add(new Setting("max_identifier_length", "63", null, preset, "Shows the maximum identifier length.", "internal", "integer"));
        settings.add(new Setting("search_path", searchPath(session), null, statement, "Sets the schema search order for names that are not schema-qualified.", "user", "string"));
        settings.add(new Setting("server_encoding", "UTF8", null, preset, "Shows the server (database) character set encoding.", "internal", "string"));
        settings.add(new Setting("server_version", version, null, preset, "Shows the server version.", "internal", "string"));
        settings.add(new Setting("server_version_num", versionNumber, null, preset, "Shows the server version as an integer.", "internal", "integer"));
        settings.add(new Setting("session_authorization", H2Objects.roleName(session.getUser()), null, "Preset Options", "Sets the session user name.", "user", "string"));
        settings.add(new Setting("standard_conforming_strings", "on", null, "Version and Platform Compatibility / Previous PostgreSQL Versions", "Causes '...' strings to treat backslashes literally.", "user", "bool"));
        settings.add(new Setting("statement_timeout", "0", "ms", statement, "Sets the maximum allowed duration of any statement.", "user", "integer"));
        settings.add(new Setting("synchronous_commit", "on", null, "Write-Ahead Log / Settings", "Sets the current transaction's synchronization level.", "user", "enum"));
        settings.add(new Setting("TimeZone", session.currentTimeZone().getId(), null, locale, "Sets the time zone for displaying and interpreting time stamps.", "user", "string"));
        settings.add(new Setting("transaction_isolation", isolation(session), null, statement, "Sets the current transaction's isolation level.", "user", "enum"));
        settings.add(new Setting("transaction_read_only", "off", null, statement, "Sets the current transaction's read-only status.", "user", "bool"));
        return settings;
    }

    /** The setting called {@code name}, compared as PostgreSQL does (case-insensitively), or null. */
    static Setting find(SessionLocal session, String name) {
        for (Setting setting : of(session)) {
            if (setting.name().equalsIgnoreCase(name)) {
                return setting;
            }
        }
        return null;
    }

    /** PostgreSQL's default path while the session is in public; else the schema it was switched to. */
    private static String searchPath(SessionLocal session) {
        String schema = session.getCurrentSchemaName();
        return schema.equals("public") ? "\"$user\", public" : schema;
    }

    private static String isolation(SessionLocal session) {
        return switch (session.getIsolationLevel()) {
            case READ_UNCOMMITTED -> "read uncommitted";
            case REPEATABLE_READ, SNAPSHOT -> "repeatable read";
            case SERIALIZABLE -> "serializable";
            default -> "read committed";
        };
    }
}
