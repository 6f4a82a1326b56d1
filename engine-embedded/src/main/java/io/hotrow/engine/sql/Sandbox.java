package io.hotrow.engine.sql;

import io.hotrow.engine.sql.SqlWords.Kind;
import io.hotrow.engine.sql.SqlWords.Token;
import io.hotrow.rewrite.dialect.SerialTypes;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What application SQL may not do on the engine (docs/sandbox.md: the SQL reaches nothing outside its
 * database). The first gate is H2's own: application sessions run as a user without administrator
 * rights, so H2 refuses its file, CSV, linked-table, Java-alias, trigger, backup and database
 * settings commands itself ({@link #insufficientPrivilege} turns those refusals into 42501). This
 * class is the second gate, for what H2 lets such a user do that still reaches into the engine:
 * the engine's own schemas and capture triggers, and the H2 session settings that change how the
 * engine's sessions commit, parse or run. It reads the text with an H2-compatible tokenizer, not a
 * parser, so texts our parser cannot read are checked as well; and it names what H2's rights would
 * refuse anyway, for a clearer message. Pure: no state, no I/O.
 */
public final class Sandbox {

    /** SQLState of PostgreSQL's insufficient_privilege. */
    public static final String INSUFFICIENT_PRIVILEGE = "42501";

    /** Schemas that hold the engine's own objects (the hot-rows view, its functions) or the catalog. */
    private static final Set<String> ENGINE_SCHEMAS = Set.of("hotrow", "information_schema", "pg_catalog");

    private static final String FILES = "it reads or writes files on the host";
    private static final String OTHER_DATABASES = "it connects to another database";
    private static final String JAVA = "it runs Java classes inside the engine";
    private static final String SESSIONS = "it reaches into other sessions or the engine's process";
    private static final String TRIGGERS = "triggers belong to the engine, which captures every row change with its own;"
            + " the engine runs no application triggers";
    private static final String ENGINE_FUNCTIONS = "every Java function in the database is the engine's own,"
            + " since applications cannot create any";
    private static final String USERS = "the engine's users, roles and passwords are its own";
    private static final String MAINTENANCE = "the engine maintains its databases itself (statistics, checkpoints, shutdown)";
    private static final String HIDDEN_SQL = "it runs SQL held in a string or a stored procedure, which the engine cannot"
            + " check, classify or log before it runs; send the statement itself";
    private static final String ENGINE_SCHEMA = "the schemas hotrow, information_schema and pg_catalog belong to the engine;"
            + " application objects live in public or in schemas the application creates";

    /** H2 functions that reach outside the database (all need H2's administrator rights). */
    private static final Map<String, String> FUNCTIONS = Map.ofEntries(
            Map.entry("FILE_READ", FILES), Map.entry("FILE_WRITE", FILES),
            Map.entry("CSVREAD", FILES), Map.entry("CSVWRITE", FILES),
            Map.entry("LINK_SCHEMA", OTHER_DATABASES),
            Map.entry("CANCEL_SESSION", SESSIONS), Map.entry("ABORT_SESSION", SESSIONS),
            Map.entry("MEMORY_FREE", SESSIONS), Map.entry("MEMORY_USED", SESSIONS));

    /** Statements known by their first word. */
    private static final Map<String, String> COMMANDS = Map.of(
            "SCRIPT", FILES, "RUNSCRIPT", FILES, "BACKUP", FILES,
            "SHUTDOWN", MAINTENANCE, "CHECKPOINT", MAINTENANCE, "ANALYZE", MAINTENANCE);

    /** Objects of CREATE, ALTER and DROP that no application may define. */
    private static final Map<String, String> OBJECT_KINDS = Map.of(
            "TRIGGER", TRIGGERS,
            "ALIAS", JAVA, "AGGREGATE", JAVA,
            "LINKED", OTHER_DATABASES,
            "USER", USERS, "ROLE", USERS,
            "ALL", "DROP ALL OBJECTS would drop the engine's own objects with the application's");

    /** Words between CREATE/ALTER/DROP and the kind of object: {@code CREATE OR REPLACE FORCE VIEW}. */
    private static final Set<String> KIND_MODIFIERS = Set.of("OR", "REPLACE", "FORCE", "NOFORCE", "GLOBAL", "LOCAL",
            "TEMPORARY", "TEMP", "MEMORY", "CACHED", "UNIQUE", "NULLS", "NOT", "DISTINCT", "HASH", "SPATIAL",
            "MATERIALIZED", "UNLOGGED", "RECURSIVE");

    /** Statements that change the schema, whose targets must not lie in the engine's schemas. */
    private static final Set<String> SCHEMA_CHANGES = Set.of("CREATE", "ALTER", "DROP", "COMMENT", "GRANT", "REVOKE",
            "TRUNCATE", "RENAME", "REFRESH");

    /**
     * H2 settings (H2 2.5's {@code SET} commands). Most need administrator rights; the rest are
     * session settings that change how the engine's session commits, parses, types or runs
     * statements, which the engine's log and output gate rely on. PostgreSQL's own session settings
     * (search_path, TIME ZONE, statement_timeout, lock_timeout, transaction isolation) stay allowed,
     * as do H2's {@code SCHEMA}, {@code CATALOG}, {@code QUERY_TIMEOUT} and {@code LOCK_TIMEOUT}.
     */
    private static final Set<String> ENGINE_SETTINGS = Set.of("ALLOW_LITERALS", "AUTHENTICATOR", "AUTOCOMMIT",
            "BUILTIN_ALIAS_OVERRIDE", "CACHE_SIZE", "CLUSTER", "COLLATION", "CREATE_BUILD", "DATABASE",
            "DATABASE_EVENT_LISTENER", "DB_CLOSE_DELAY", "DEFAULT_LOCK_TIMEOUT", "DEFAULT_NULL_ORDERING",
            "DEFAULT_TABLE_TYPE", "EXCLUSIVE", "IGNORECASE", "IGNORE_CATALOGS", "JAVA_OBJECT_SERIALIZER",
            "LAZY_QUERY_EXECUTION", "LOCK_MODE", "LOG", "MAX_LENGTH_INPLACE_LOB", "MAX_LOG_SIZE", "MAX_MEMORY_ROWS",
            "MAX_MEMORY_UNDO", "MAX_OPERATION_MEMORY", "MODE", "NON_KEYWORDS", "OPTIMIZE_REUSE_RESULTS", "PASSWORD",
            "QUERY_STATISTICS", "QUERY_STATISTICS_MAX_ENTRIES", "READONLY", "REDO_LOG_BINARY", "REFERENTIAL_INTEGRITY",
            "RETENTION_TIME", "SALT", "THROTTLE", "TRACE_LEVEL_FILE", "TRACE_LEVEL_SYSTEM_OUT", "TRACE_MAX_FILE_SIZE",
            "TRUNCATE_LARGE_LENGTH", "VARIABLE_BINARY", "WRITE_DELAY");

    /** Settings of the schema unqualified names are created in. */
    private static final Set<String> CURRENT_SCHEMA = Set.of("SCHEMA");

    /** Settings of the schemas unqualified names are found in; PostgreSQL clients often name pg_catalog there. */
    private static final Set<String> SEARCH_PATH = Set.of("SCHEMA_SEARCH_PATH", "SEARCH_PATH");

    private static final Set<String> ENGINE_SCHEMAS_BUT_CATALOG = Set.of("hotrow", "information_schema");

    private Sandbox() {
    }

    /** Why the engine refuses to run {@code sql} for an application, or null when H2 may decide. */
    public static String refusal(String sql) {
        if (sql == null) {
            return null;
        }
        for (List<Token> statement : SqlWords.statements(sql)) {
            String reason = refusal(statement);
            if (reason != null) {
                return reason;
            }
        }
        return null;
    }

    private static String refusal(List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            // H2 resolves quoted names to its functions as well: "FILE_READ"(...)
            String function = token.kind() == Kind.WORD ? token.text() : token.kind() == Kind.QUOTED ? token.text().toUpperCase(Locale.ENGLISH) : "";
            if (FUNCTIONS.containsKey(function) && isSymbol(tokens, i + 1, '(')) {
                return function + ": " + FUNCTIONS.get(function);
            }
            if (token.isWord("JAVA_OBJECT")) {
                return "JAVA_OBJECT: the engine stores no serialized Java objects, because reading one runs Java classes";
            }
        }
        int first = 0;
        while (isSymbol(tokens, first, '(')) {
            first++;
        }
        if (first >= tokens.size() || tokens.get(first).kind() != Kind.WORD) {
            return null;
        }
        String command = tokens.get(first).text();
        // EXECUTE name(...) runs a statement PREPAREd in the session, which the session runs itself, checked as any other;
        // H2's EXECUTE IMMEDIATE runs a string
        if (command.equals("EXECUTE") && first + 1 < tokens.size() && tokens.get(first + 1).isWord("IMMEDIATE")) {
            return command + ": " + HIDDEN_SQL;
        }
        if (COMMANDS.containsKey(command)) {
            return command + ": " + COMMANDS.get(command);
        }
        if (command.equals("SET")) {
            return settingRefusal(tokens, first + 1);
        }
        if (command.equals("USE")) {
            return namesSchema(tokens, first + 1, ENGINE_SCHEMAS) ? "USE: " + ENGINE_SCHEMA : null;
        }
        if (!SCHEMA_CHANGES.contains(command)) {
            return null;
        }
        if (targetsEngineSchema(tokens, first, command.equals("CREATE"))) {
            return command + ": " + ENGINE_SCHEMA;
        }
        if (command.equals("CREATE") || command.equals("ALTER") || command.equals("DROP")) {
            String kind = objectKind(tokens, first + 1);
            if (OBJECT_KINDS.containsKey(kind)) {
                boolean javaFunction = kind.equals("ALIAS") || kind.equals("AGGREGATE");
                return command + " " + kind + ": " + (javaFunction && !command.equals("CREATE") ? ENGINE_FUNCTIONS : OBJECT_KINDS.get(kind));
            }
        }
        return null;
    }

    private static String settingRefusal(List<Token> tokens, int at) {
        if (at >= tokens.size() || tokens.get(at).kind() != Kind.WORD && tokens.get(at).kind() != Kind.QUOTED) {
            return null; // SET @variable, or something H2 rejects itself
        }
        String name = tokens.get(at).text().toUpperCase(Locale.ENGLISH);
        if (ENGINE_SETTINGS.contains(name)) {
            return "SET " + name + ": " + switch (name) {
                case "AUTOCOMMIT" -> "the engine decides when its session commits; use the JDBC API (setAutoCommit) or BEGIN and COMMIT";
                case "PASSWORD", "SALT" -> USERS;
                default -> "it changes H2's settings, which belong to the engine (PostgreSQL's session settings"
                        + " such as search_path, TIME ZONE, statement_timeout and transaction isolation are accepted)";
            };
        }
        if (CURRENT_SCHEMA.contains(name) && namesSchema(tokens, at + 1, ENGINE_SCHEMAS)
                || SEARCH_PATH.contains(name) && namesSchema(tokens, at + 1, ENGINE_SCHEMAS_BUT_CATALOG)) {
            return "SET " + name + ": " + ENGINE_SCHEMA;
        }
        return null;
    }

    /** The kind of object a CREATE, ALTER or DROP is about ({@code TABLE}, {@code VIEW}, ...), upper case. */
    private static String objectKind(List<Token> tokens, int at) {
        while (at < tokens.size() && tokens.get(at).kind() == Kind.WORD && KIND_MODIFIERS.contains(tokens.get(at).text())) {
            at++;
        }
        return at < tokens.size() && tokens.get(at).kind() == Kind.WORD ? tokens.get(at).text() : "";
    }

    /**
     * Whether a schema change names one of the engine's schemas as a schema: a qualifier
     * ({@code hotrow.x}) or, in a statement about schemas, a schema name. A CREATE is read up to
     * its first {@code AS} outside parentheses only, because a view's or a table's query after it
     * may read the engine's schemas ({@code CREATE VIEW v AS SELECT * FROM hotrow.hot_rows}).
     */
    private static boolean targetsEngineSchema(List<Token> tokens, int first, boolean create) {
        int end = tokens.size(), depth = 0;
        boolean aboutSchemas = false;
        for (int i = first; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            if (token.isSymbol('(')) {
                depth++;
            } else if (token.isSymbol(')')) {
                depth--;
            } else if (depth == 0 && create && token.isWord("AS")) {
                end = i;
                break;
            } else if (token.isWord("SCHEMA")) {
                aboutSchemas = true;
            }
        }
        for (int i = first; i < end; i++) {
            if (namesSchema(tokens.get(i), ENGINE_SCHEMAS) && (aboutSchemas || isSymbol(tokens, i + 1, '.')) && !isSerialType(tokens, i)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the tokens from {@code at} on are a serial column's type as the dialect shim writes it
     * ({@code "hotrow"."serial" GENERATED BY DEFAULT AS IDENTITY}): a column of the engine's domain,
     * which creates or changes nothing in the engine's schema. The identity clause that must follow
     * leaves no place where the name could be a statement's target.
     */
    private static boolean isSerialType(List<Token> tokens, int at) {
        if (!tokens.get(at).names(SerialTypes.SCHEMA) || !isSymbol(tokens, at + 1, '.') || at + 2 >= tokens.size()
                || SerialTypes.DOMAINS.keySet().stream().noneMatch(tokens.get(at + 2)::names)) {
            return false;
        }
        String[] identity = SerialTypes.IDENTITY.trim().split(" ");
        for (int i = 0; i < identity.length; i++) {
            if (at + 3 + i >= tokens.size() || !tokens.get(at + 3 + i).isWord(identity[i])) {
                return false;
            }
        }
        return true;
    }

    /** Whether a token from {@code from} on names one of {@code schemas}, as a name or (SET search_path TO 'x') a string. */
    private static boolean namesSchema(List<Token> tokens, int from, Set<String> schemas) {
        for (int i = from; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            if (token.kind() == Kind.LITERAL ? schemas.stream().anyMatch(token.text()::equalsIgnoreCase) : namesSchema(token, schemas)) {
                return true;
            }
        }
        return false;
    }

    private static boolean namesSchema(Token token, Set<String> schemas) {
        for (String schema : schemas) {
            if (token.names(schema)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isSymbol(List<Token> tokens, int at, char symbol) {
        return at < tokens.size() && tokens.get(at).isSymbol(symbol);
    }

    /**
     * H2's refusals for lack of rights, as PostgreSQL's insufficient_privilege (42501) with the
     * reason; null for any other error. 90040: administrator rights required; 90096: not enough
     * rights for an object.
     */
    static SQLException insufficientPrivilege(SQLException e) {
        String message = switch (e.getErrorCode()) {
            case 90040 -> "permission denied: application SQL runs on the hotrow engine without H2's administrator"
                    + " rights, which this statement needs: it would reach host files, other databases, Java classes,"
                    + " other sessions or the engine's own settings";
            case 90096 -> "permission denied: " + h2Reason(e) + "; the engine's own objects cannot be changed by application SQL";
            default -> null;
        };
        if (message == null || !String.valueOf(e.getErrorCode()).equals(e.getSQLState())) {
            return null;
        }
        return new SQLException(message, INSUFFICIENT_PRIVILEGE, e.getErrorCode(), e);
    }

    /** The first line of H2's message, without the statement it appends. */
    private static String h2Reason(SQLException e) {
        String message = String.valueOf(e.getMessage());
        int cut = message.indexOf("; SQL statement:");
        message = cut >= 0 ? message.substring(0, cut) : message;
        int suffix = message.lastIndexOf(" [");
        return (suffix > 0 ? message.substring(0, suffix) : message).lines().findFirst().orElse("").strip();
    }
}
