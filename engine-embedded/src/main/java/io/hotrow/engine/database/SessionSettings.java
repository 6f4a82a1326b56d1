package io.hotrow.engine.database;

import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.catalog.ShownSetting;
import io.hotrow.engine.database.KnownSetting.Effect;
import io.hotrow.engine.database.SettingText.Assignment;
import io.hotrow.engine.database.SettingText.Value;
import io.hotrow.engine.database.SettingText.ValueKind;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.PosixZone;
import io.hotrow.engine.sql.ZoneNames;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Savepoint;
import java.sql.Statement;
import java.time.Duration;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TimeZone;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.util.TimeZoneProvider;

/**
 * One session's PostgreSQL settings: what SET, RESET and set_config change and SHOW and
 * current_setting read, with PostgreSQL's transaction rules (a SET inside a transaction is undone
 * by its rollback, SET LOCAL lasts to its end), and what the engine does with them:
 * <ul>
 *   <li>statement_timeout and lock_timeout bound each statement's wait for the writer lane and the
 *       schema gate (57014, 55P03), and statement_timeout H2's own run of it (H2's QUERY_TIMEOUT);</li>
 *   <li>TimeZone and search_path become H2's time zone, current schema and schema search path;</li>
 *   <li>the isolation levels become H2's (READ UNCOMMITTED runs as READ COMMITTED, as in
 *       PostgreSQL), changed only where H2 has no work open, since H2 commits when it changes;</li>
 *   <li>default_transaction_read_only and transaction_read_only refuse writes (25006);</li>
 *   <li>the rest are accepted and shown, or refused where a value would change what the engine does
 *       (see {@link KnownSetting} and docs/sessions.md).</li>
 * </ul>
 * H2 is brought up to date with the settings where that starts no H2 transaction too early (a
 * snapshot taken before the writer lane would miss the previous writer's commit): right after the
 * text when the session has no statement of an open transaction behind it, otherwise just before
 * the next statement runs ({@link #enterH2}).
 */
final class SessionSettings {

    private static final String SEARCH_PATH = "search_path";
    /** Schemas that hold the catalog and the engine's own objects: never the schema new objects go to. */
    private static final Set<String> ENGINE_SCHEMAS = Set.of("pg_catalog", "information_schema", "hotrow");

    /** A setting's values: as committed, as SET in the open transaction, as SET LOCAL in it; null where not set. */
    private static final class Slot {
        String session;
        String transaction;
        String local;

        String current() {
            return local != null ? local : transaction != null ? transaction : session;
        }
    }

    private final Session session;
    private final Connection h2;
    private final Duration laneTimeout;
    private final TableCatalog catalog;
    private final String defaultTimeZone = TimeZone.getDefault().getID();
    private final Map<String, Slot> slots = new HashMap<>();
    /** The values the client gave at startup, by key: what RESET goes back to ({@link #startup}). */
    private final Map<String, String> startupValues = new HashMap<>();
    /** Names with a dot the application has set: they stay defined, as PostgreSQL's placeholders do. */
    private final Set<String> placeholders = new HashSet<>();
    /** What the open transaction had SET at each of its savepoints, so a rollback to one undoes the SETs after it. */
    private final Map<Savepoint, Map<String, String[]>> savepoints = new IdentityHashMap<>();

    /** A transaction is open (autocommit off); noticed at the first call after it began. */
    private boolean inTransaction;
    /** A statement of the open transaction has run (PostgreSQL's "any query"). */
    private boolean statementRan;
    /** H2 began the open transaction (a statement ran in it, a savepoint was set): it must not be committed by us. */
    private boolean h2WorkStarted;
    /** default_transaction_isolation and default_transaction_read_only as the open transaction began. */
    private String transactionIsolationAtStart;
    private boolean readOnlyAtStart;

    /** statement_timeout, lock_timeout and default_transaction_read_only as read at the last change, for every statement to check. */
    private Duration statementTimeout = Duration.ZERO;
    private Duration lockTimeout = Duration.ZERO;
    private boolean defaultReadOnly;
    /** standard_conforming_strings is off: a backslash in a '...' string is an escape. */
    private boolean backslashEscapes;
    /** The statement that is running: when it started, and its timeout (the shorter of JDBC's and statement_timeout). */
    private long statementStartedNanos;
    private Duration statementLimit = Duration.ZERO;

    /** What H2 was last told; H2 starts with the search path of the engine's H2 URL. */
    private String appliedTimeZone;
    private SchemaPath appliedPath = new SchemaPath("public", List.of("pg_catalog", "public"));
    /** Counts the paths H2 was told: a statement's names may mean other tables once it changes. */
    private long pathVersion;
    /** The database's schemas when search_path was last resolved: a new set means it must be resolved again. */
    private Set<String> appliedSchemas;
    private int appliedQueryTimeoutMillis;
    /** The isolation level last set on H2 here; a BEGIN with a level of its own may set H2's for its transaction. */
    private int appliedIsolation = Connection.TRANSACTION_READ_COMMITTED;
    private boolean h2Behind;
    private PreparedStatement setQueryTimeout;
    private String user;

    /**
     * search_path resolved against the database's schemas: where new objects go (null: no schema of
     * the path exists) and where H2 looks for names after its current schema.
     */
    private record SchemaPath(String current, List<String> searched) {

        // Written out: a record's own equals is linked through ObjectMethods at its first call, some 60 classes and
        // method handles that a first connection loaded for this one comparison at its first statement.
        @Override
        public boolean equals(Object other) {
            return other instanceof SchemaPath path && Objects.equals(current, path.current) && searched.equals(path.searched);
        }

        @Override
        public int hashCode() {
            return Objects.hash(current, searched);
        }
    }

    SessionSettings(Session session, Connection h2, Duration laneTimeout, TableCatalog catalog) throws SQLException {
        this.session = session;
        this.h2 = h2;
        this.laneTimeout = laneTimeout;
        this.catalog = catalog;
        this.appliedSchemas = catalog.schemas();
        tellTimeZone(defaultTimeZone);
        // H2's URL resolves the default path as if the user had no schema of its own: checked (in memory) at the first statement.
        this.h2Behind = true;
    }

    // ---- the texts ----

    /** Runs a SET, SHOW or RESET text; null for {@code SET TRANSACTION}, which is transaction control. */
    SessionTextResult run(String sql) throws SQLException {
        observeTransaction();
        SettingText text = SettingText.of(sql);
        SessionTextResult result = switch (text.form()) {
            case SET_TRANSACTION -> null;
            case SET_CONSTRAINTS -> {
                SQLWarning outside = inTransaction ? null : new SQLWarning("SET CONSTRAINTS can only be used in transaction blocks", "25P01");
                // Outside a transaction the names are still checked, and the timing lasts as long as PostgreSQL's: no statement.
                session.setConstraints(text.assignments().stream().map(SettingText.Assignment::name).toList(), text.name().equals("deferred"),
                        inTransaction);
                yield SessionTextResult.nothing(outside);
            }
            case SHOW -> text.name() == null ? showAll() : show(text.name());
            case RESET -> {
                if (text.name() == null) {
                    resetAll();
                } else {
                    assign(text.name(), List.of(), false);
                }
                yield SessionTextResult.nothing(null);
            }
            case SET -> {
                for (Assignment assignment : text.assignments()) {
                    assign(assignment.name(), assignment.values(), text.local());
                }
                // Checked and then dropped, as PostgreSQL applies it to the statement's own transaction.
                boolean outside = text.local() && !inTransaction;
                yield SessionTextResult.nothing(outside ? new SQLWarning("SET LOCAL can only be used in transaction blocks", "25P01") : null);
            }
        };
        afterText();
        return result;
    }

    /** {@code set_config(name, value, is_local)}: the value as text (null resets it); answers it as SHOW would. */
    String setConfig(String name, String value, boolean local) throws SQLException {
        observeTransaction();
        if (name == null) {
            throw new SQLException("SET requires parameter name", "22023");
        }
        List<Value> values = value == null ? List.of() : List.of(new Value(value, ValueKind.STRING));
        String key = KnownSetting.key(name);
        String set = assign(name, values, local, key.equals(SEARCH_PATH) && value != null ? value : null);
        return local && !inTransaction ? set : shown(key);
    }

    /**
     * A setting the client gave at startup: its value from now on, and the one RESET goes back to (pg_settings' source
     * {@code client}, its reset_val), as in PostgreSQL. search_path is kept as written, as set_config keeps it.
     */
    void startup(String name, String value) throws SQLException {
        observeTransaction();
        String key = KnownSetting.key(name);
        List<Value> values = List.of(new Value(value, ValueKind.STRING));
        String set = assign(name, values, false, key.equals(SEARCH_PATH) ? value : null);
        KnownSetting known = KnownSetting.find(key);
        if (!inTransaction && (known == null || known.effect() != Effect.TRANSACTION)) {
            startupValues.put(key, set);
            slot(key).session = null;
        }
        afterText();
    }

    /** {@code current_setting(name, missing_ok)}. */
    String currentSetting(String name, boolean missingOk) throws SQLException {
        if (name == null) {
            return null;
        }
        String key = KnownSetting.key(name);
        if (KnownSetting.find(key) == null && !placeholders.contains(key)) {
            if (missingOk) {
                return null;
            }
            throw unrecognized(name);
        }
        return shown(key);
    }

    /**
     * JDBC's setTransactionIsolation: default_transaction_isolation, set at once, as pgjdbc does;
     * refused inside a transaction that has begun (a statement ran, a savepoint was set), as pgjdbc refuses it.
     */
    void setDefaultIsolation(int jdbcLevel) throws SQLException {
        observeTransaction();
        if (inTransaction && (statementRan || h2WorkStarted)) {
            throw new SQLException("Cannot change transaction isolation level in the middle of a transaction.", "25001");
        }
        Slot slot = slot("default_transaction_isolation");
        slot.session = Isolation.name(jdbcLevel);
        slot.transaction = null;
        slot.local = null;
        if (inTransaction) {
            transactionIsolationAtStart = slot.session; // the transaction has not begun in H2 yet: it takes the new level
        }
        changed();
        afterText();
    }

    /** The isolation level of the open transaction, or of the next one (JDBC's getTransactionIsolation). */
    int isolation() throws SQLException {
        observeTransaction();
        return Isolation.jdbc(shown("transaction_isolation"));
    }

    /** JDBC's setSchema: as pgjdbc sends it, {@code SET SESSION search_path TO 'schema'}, or {@code TO DEFAULT} for null. */
    void setSchema(String schema) throws SQLException {
        observeTransaction();
        assign(SEARCH_PATH, schema == null ? List.of() : List.of(new Value(schema, ValueKind.STRING)), false);
        afterText();
    }

    /** Where new objects go, as {@code current_schema()} answers; public when no schema of search_path exists (docs/sessions.md). */
    String currentSchema() throws SQLException {
        String current = resolve(value(SEARCH_PATH)).current();
        return current != null ? current : "public";
    }

    // ---- the statements around them ----

    /**
     * Called as a statement starts: refuses a write where the settings make the transaction
     * read-only, and answers how long it may wait for the lane and the schema gate.
     */
    Session session() {
        return session;
    }

    /** How long an advisory lock may be waited for: the lane timeout, or lock_timeout if shorter. */
    /** Whether standard_conforming_strings is off, so that a text's strings are read with backslash escapes. */
    boolean backslashEscapes() {
        return backslashEscapes;
    }

    Duration lockWait() {
        return WaitLimit.of(laneTimeout, lockTimeout, Duration.ZERO).duration();
    }

    WaitLimit beforeStatement(StatementAnalysis analysis, Duration queryTimeout) throws SQLException {
        observeTransaction();
        if (inTransaction) {
            statementRan = true;
        }
        if (analysis.takesLane() && readOnlyBySettings()) {
            throw EngineErrors.readOnlyTransaction();
        }
        statementStartedNanos = System.nanoTime();
        statementLimit = WaitLimit.shortest(queryTimeout, statementTimeout);
        return WaitLimit.of(laneTimeout, lockTimeout, statementLimit);
    }

    /**
     * Brings H2's current schema and search path up to date, so what a statement's names are looked
     * up as is what it will run with, and returns a number that changes whenever they change.
     */
    long namesVersion() throws SQLException {
        catchUpBeforeH2Work();
        return pathVersion;
    }

    /**
     * Brings H2 up to date while it holds no work of the session: before a statement's names are
     * looked up, and before a savepoint, which begins H2's transaction. H2 changes its isolation
     * level only by committing, so a transaction begun by a savepoint would otherwise run at the level
     * of the one before (a READ COMMITTED transaction in a REPEATABLE READ snapshot, where the
     * engine's foreign-key checks, which look for what committed meanwhile, miss it).
     */
    void catchUpBeforeH2Work() throws SQLException {
        observeTransaction();
        catchUp(!inTransaction || !h2WorkStarted);
    }

    /**
     * Just before H2 runs a statement: brings H2 up to date (a set_config of the last statement, a
     * schema search_path names created since, the statement's time left as H2's query timeout) and
     * makes the settings visible to current_setting and set_config while it runs.
     */
    SettingFunctions.Scope enterH2() throws SQLException {
        catchUp(!inTransaction || !h2WorkStarted);
        h2WorkStarted = inTransaction;
        int millis = queryTimeoutMillis();
        if (millis != appliedQueryTimeoutMillis) {
            if (setQueryTimeout == null) {
                setQueryTimeout = h2.prepareStatement("SET QUERY_TIMEOUT ?");
            }
            setQueryTimeout.setInt(1, millis);
            setQueryTimeout.execute();
            appliedQueryTimeoutMillis = millis;
        }
        return SettingFunctions.bind(this);
    }

    /** A savepoint was set: remembers what the transaction had SET so far. */
    void savepointSet(Savepoint savepoint) throws SQLException {
        observeTransaction();
        h2WorkStarted = true; // H2's transaction holds the savepoint
        Map<String, String[]> set = new HashMap<>();
        slots.forEach((key, slot) -> set.put(key, new String[] {slot.transaction, slot.local}));
        savepoints.put(savepoint, set);
    }

    /** The transaction rolled back to a savepoint: the SETs since are undone, as in PostgreSQL. */
    void rolledBackTo(Savepoint savepoint) {
        Map<String, String[]> set = savepoints.get(savepoint);
        if (set == null) {
            return;
        }
        slots.forEach((key, slot) -> {
            String[] then = set.get(key);
            slot.transaction = then == null ? null : then[0];
            slot.local = then == null ? null : then[1];
        });
        changed();
    }

    /** The open transaction committed: what it SET (not SET LOCAL) stays. */
    void committed() {
        for (Slot slot : slots.values()) {
            if (slot.transaction != null) {
                slot.session = slot.transaction;
            }
        }
    }

    /**
     * The open transaction ended, committed or not: what it SET without committing and every SET
     * LOCAL are undone, and H2 follows. Never fails: a failure to tell H2 is retried before the next
     * statement, which then reports it.
     */
    void transactionEnded() {
        for (Slot slot : slots.values()) {
            slot.transaction = null;
            slot.local = null;
        }
        savepoints.clear();
        inTransaction = false;
        statementRan = false;
        h2WorkStarted = false;
        changed();
        if (session.isClosed()) {
            return;
        }
        try {
            afterText();
        } catch (SQLException e) {
            h2Behind = true; // enterH2 tries again
        }
    }

    // ---- SET and RESET ----

    private void assign(String name, List<Value> values, boolean local) throws SQLException {
        assign(name, values, local, null);
    }

    /**
     * Sets {@code name} to {@code values} (none: its default); a SET LOCAL outside a transaction
     * is checked and has no effect.
     *
     * @param rawSearchPath search_path as set_config gives it, kept as written, as PostgreSQL does; else null
     * @return the value as SHOW shows it
     */
    private String assign(String name, List<Value> values, boolean local, String rawSearchPath) throws SQLException {
        String key = KnownSetting.key(name);
        KnownSetting known = KnownSetting.find(key);
        if (known == null && key.indexOf('.') < 0) {
            throw unrecognized(name);
        }
        if (known != null && known.effect() == Effect.FIXED) {
            throw new SQLException("parameter \"" + known.name() + "\" cannot be changed", "55P02");
        }
        String value = values.isEmpty() ? defaultValue(key) : rawSearchPath != null ? checkedPath(rawSearchPath) : read(known, key, values);
        if (known == null) {
            placeholders.add(key);
        }
        if (known != null && known.effect() == Effect.TRANSACTION) {
            setForTransaction(key, value);
            return value;
        }
        if (local && !inTransaction) {
            return value;
        }
        Slot slot = slot(key);
        if (!inTransaction) {
            slot.session = values.isEmpty() ? null : value; // RESET: the default again, which pg_settings' source tells from a SET
        } else if (local) {
            slot.local = value;
        } else {
            slot.transaction = value;
            slot.local = null; // a SET after SET LOCAL outlasts it
        }
        changed();
        return value;
    }

    /** transaction_isolation, transaction_read_only, transaction_deferrable: the open transaction only, as in PostgreSQL. */
    private void setForTransaction(String key, String value) throws SQLException {
        if (!inTransaction) {
            return; // PostgreSQL applies it to the statement's own transaction, which ends with it
        }
        switch (key) {
            case "transaction_isolation" -> {
                if (statementRan) {
                    throw new SQLException("SET TRANSACTION ISOLATION LEVEL must be called before any query", "25001");
                }
                if (!savepoints.isEmpty()) {
                    throw new SQLException("SET TRANSACTION ISOLATION LEVEL must not be called in a subtransaction", "25001");
                }
            }
            case "transaction_read_only" -> {
                if (statementRan && value.equals("off") && readOnlyBySettings()) {
                    throw new SQLException("transaction read-write mode must be set before any query", "25001");
                }
            }
            default -> {
                if (statementRan) {
                    throw new SQLException("SET TRANSACTION [NOT] DEFERRABLE must be called before any query", "25001");
                }
            }
        }
        slot(key).local = value;
        changed();
    }

    private void resetAll() throws SQLException {
        for (KnownSetting known : KnownSetting.all()) {
            if (known.resetByResetAll() && slots.containsKey(KnownSetting.key(known.name()))) {
                assign(known.name(), List.of(), false);
            }
        }
        for (String placeholder : placeholders) {
            assign(placeholder, List.of(), false);
        }
    }

    /** Reads the values of a SET of {@code key}, as SHOW will show it. */
    private String read(KnownSetting known, String key, List<Value> values) throws SQLException {
        String name = known != null ? known.name() : key;
        switch (key) {
            case SEARCH_PATH:
                return checkedPath(SettingFormats.searchPath(values));
            case "datestyle":
                return SettingFormats.dateStyle(joined(values), value("datestyle"));
            case SettingText.TIME_ZONE:
                return SettingFormats.timeZone(single(name, values));
            case "role":
                String role = single(name, values).text();
                return role.equals("none") ? role : ownRole(role);
            case "session_authorization":
                return ownRole(single(name, values).text());
            default:
                String text = single(name, values).text();
                return known == null ? text : known.read(text);
        }
    }

    private static Value single(String name, List<Value> values) throws SQLException {
        if (values.size() != 1) {
            throw new SQLException("SET " + name + " takes only one argument", "22023");
        }
        return values.get(0);
    }

    private static String joined(List<Value> values) {
        List<String> texts = new ArrayList<>();
        values.forEach(v -> texts.add(v.text()));
        return String.join(", ", texts);
    }

    private static String checkedPath(String path) throws SQLException {
        SettingFormats.schemaNames(path);
        return path;
    }

    /** The engine has one role, the session's user: it is what current_user answers. */
    private String ownRole(String role) throws SQLException {
        if (!role.equals(user())) {
            throw new SQLException("role \"" + role + "\" does not exist", "22023");
        }
        return role;
    }

    // ---- SHOW ----

    private SessionTextResult show(String name) throws SQLException {
        String key = KnownSetting.key(name);
        KnownSetting known = KnownSetting.find(key);
        if (known == null && !placeholders.contains(key)) {
            throw unrecognized(name);
        }
        String column = known != null ? known.name() : key;
        return new SessionTextResult(List.of(column), List.of(List.of(shown(key))), null);
    }

    /** SHOW ALL: the settings pg_settings lists, as PostgreSQL lists them (not the role, the session user or placeholders). */
    private SessionTextResult showAll() throws SQLException {
        List<List<String>> rows = new ArrayList<>();
        for (KnownSetting known : KnownSetting.all()) {
            if (known.listed()) {
                rows.add(List.of(known.name(), shown(KnownSetting.key(known.name())), known.description()));
            }
        }
        return new SessionTextResult(List.of("name", "setting", "description"), rows, null);
    }

    /** pg_settings' rows: each listed setting's value in its unit, where the value comes from, its built-in value and RESET's. */
    List<ShownSetting> listed() throws SQLException {
        List<ShownSetting> rows = new ArrayList<>();
        for (KnownSetting known : KnownSetting.all()) {
            if (!known.listed()) {
                continue;
            }
            String key = KnownSetting.key(known.name());
            String name = known.name();
            SettingType type = known.type();
            String boot = bootValue(known, key);
            String reset = known.effect() == Effect.TRANSACTION ? boot : defaultValue(key);
            rows.add(new ShownSetting(name, type.inUnit(name, shown(key)), type.unit(), known.category(), known.description(),
                    known.extraDescription(), known.context(), type.vartype(), source(known, key), type.min(), type.max(), type.enumvals(),
                    type.inUnit(name, boot), type.inUnit(name, reset)));
        }
        return rows;
    }

    /**
     * pg_settings' source: session where this session SET it (a transaction's own settings: where its BEGIN or SET TRANSACTION
     * chose them), override for the transaction's own settings otherwise (as PostgreSQL says), else default.
     */
    private String source(KnownSetting known, String key) {
        Slot slot = slots.get(key);
        if (slot != null && slot.current() != null || inTransaction && session.transactionModeChosen(key)) {
            return "session";
        }
        return startupValues.containsKey(key) ? "client" : known.effect() == Effect.TRANSACTION ? "override" : "default";
    }

    /** The value before any SET: the table's, or the session's where the table has none. */
    private String bootValue(KnownSetting known, String key) {
        if (known.defaultValue() != null) {
            return known.defaultValue();
        }
        return switch (key) {
            case SettingText.TIME_ZONE -> defaultTimeZone;
            case "transaction_isolation" -> "read committed";
            default -> "off"; // transaction_read_only
        };
    }

    /** The value SHOW shows for {@code key}, a known setting or a placeholder. */
    private String shown(String key) throws SQLException {
        return switch (key) {
            case "transaction_isolation" -> {
                // What was asked for, unless H2 runs another level than the one it was given here: a BEGIN with a level set it.
                String asked = isolationNow();
                int running = h2.getTransactionIsolation();
                int target = Isolation.h2Level(asked);
                yield target == running || target != appliedIsolation ? asked : Isolation.name(running);
            }
            case "transaction_read_only" -> readOnlyBySettings() || inTransaction && session.readOnlyNow() ? "on" : "off";
            case "transaction_deferrable" -> inTransaction ? value(key) : value("default_transaction_deferrable");
            default -> value(key);
        };
    }

    private String value(String key) throws SQLException {
        Slot slot = slots.get(key);
        String current = slot == null ? null : slot.current();
        return current != null ? current : defaultValue(key);
    }

    /** What RESET goes back to: the client's value at startup, else the setting's default. */
    private String defaultValue(String key) throws SQLException {
        String startup = startupValues.get(key);
        if (startup != null) {
            return startup;
        }
        KnownSetting known = KnownSetting.find(key);
        if (known != null && known.defaultValue() != null) {
            return known.defaultValue();
        }
        return switch (key) {
            case SettingText.TIME_ZONE -> defaultTimeZone;
            case "session_authorization" -> user();
            case "transaction_isolation" -> inTransaction ? transactionIsolationAtStart : value("default_transaction_isolation");
            case "transaction_read_only" -> "off";
            default -> ""; // a placeholder
        };
    }

    private Slot slot(String key) {
        return slots.computeIfAbsent(key, k -> new Slot());
    }

    private static SQLException unrecognized(String name) {
        return new SQLException("unrecognized configuration parameter \"" + name + "\"", "42704");
    }

    // ---- what the engine does with them ----

    /** Notices a transaction that began (autocommit switched off, a BEGIN) since the last call, and what it began with. */
    private void observeTransaction() throws SQLException {
        if (!inTransaction && !session.autoCommit()) {
            inTransaction = true;
            statementRan = false;
            transactionIsolationAtStart = value("default_transaction_isolation");
            readOnlyAtStart = defaultReadOnly;
        }
    }

    private boolean readOnlyBySettings() {
        if (!inTransaction) {
            return defaultReadOnly;
        }
        Slot slot = slots.get("transaction_read_only");
        return slot != null && slot.local != null ? slot.local.equals("on") : readOnlyAtStart;
    }

    private String isolationNow() throws SQLException {
        Slot slot = slots.get("transaction_isolation");
        if (inTransaction && slot != null && slot.local != null) {
            return slot.local;
        }
        return inTransaction ? transactionIsolationAtStart : value("default_transaction_isolation");
    }

    /** A setting changed: re-reads what every statement checks, and H2 has to follow. */
    private void changed() {
        try {
            statementTimeout = Duration.ofMillis(SettingFormats.milliseconds("statement_timeout", value("statement_timeout")));
            lockTimeout = Duration.ofMillis(SettingFormats.milliseconds("lock_timeout", value("lock_timeout")));
            defaultReadOnly = value("default_transaction_read_only").equals("on");
            backslashEscapes = value("standard_conforming_strings").equals("off");
        } catch (SQLException e) {
            throw new IllegalStateException("a stored timeout no longer reads back: " + e.getMessage(), e);
        }
        h2Behind = true;
    }

    /**
     * After a text: outside a transaction, H2 follows at once, and its transaction is ended so the
     * next statement takes its own snapshot. Inside one, H2 follows before the next statement runs
     * ({@link #enterH2}): H2 would begin the transaction here, before the writer lane is taken, and a
     * snapshot taken then would miss the commit of the writer before.
     */
    private void afterText() throws SQLException {
        if (!inTransaction && catchUp(true)) {
            h2.commit();
        }
    }

    /**
     * Tells H2 what changed since it was last told, and resolves search_path again if a schema was
     * created or dropped since.
     *
     * @param h2Idle H2 holds no work of the session, so its isolation level may change (H2 commits when it does)
     * @return whether H2 was told anything
     */
    private boolean catchUp(boolean h2Idle) throws SQLException {
        Set<String> schemas = catalog.schemas();
        if (!h2Behind && schemas == appliedSchemas) {
            return false;
        }
        boolean told = false;
        String zone = value(SettingText.TIME_ZONE);
        if (!zone.equals(appliedTimeZone)) {
            // H2's own SET drops the commands it cached, whose constants it folded in the zone before
            execute("SET TIME ZONE '" + SettingFormats.javaZone(zone).getId() + "'");
            tellTimeZone(zone);
            told = true;
        }
        SchemaPath path = resolve(value(SEARCH_PATH));
        if (!path.equals(appliedPath)) {
            // No schema to create in: H2 always has one, and public stays it (docs/sessions.md).
            execute("SET SCHEMA " + quote(path.current() != null ? path.current() : "public"));
            List<String> quoted = new ArrayList<>();
            path.searched().forEach(name -> quoted.add(quote(name)));
            execute("SET SCHEMA_SEARCH_PATH " + String.join(", ", quoted));
            appliedPath = path;
            pathVersion++;
            told = true;
        }
        appliedSchemas = schemas;
        int level = Isolation.h2Level(isolationNow());
        if (level != appliedIsolation && h2Idle) {
            h2.setTransactionIsolation(level); // H2 commits here: only where it holds no work of the session
            appliedIsolation = level;
            told = true;
        }
        h2Behind = level != appliedIsolation;
        return told;
    }

    /**
     * H2's zone for the session: it reads local times in a summer-time change as PostgreSQL does ({@link PostgresTimeZone}); a POSIX
     * zone's keeps the name to_char writes for TZ ({@link PosixZone}).
     */
    private void tellTimeZone(String zone) throws SQLException {
        ZoneId java = SettingFormats.javaZone(zone);
        String abbreviation = ZoneNames.posixAbbreviation(zone);
        TimeZoneProvider provider = abbreviation != null && java instanceof ZoneOffset offset
                ? new PosixZone(offset.getTotalSeconds(), abbreviation) : PostgresTimeZone.of(java);
        ((SessionLocal) h2.unwrap(JdbcConnection.class).getSession()).setTimeZone(provider);
        appliedTimeZone = zone;
    }

    /**
     * search_path as PostgreSQL resolves it: new objects go to its first schema that exists
     * ({@code "$user"} is the user's own), names are looked up in pg_catalog and then in its
     * schemas that exist. The engine's schemas are searched but never created in.
     */
    private SchemaPath resolve(String path) throws SQLException {
        Set<String> existing = catalog.schemas();
        List<String> names = new ArrayList<>();
        for (String name : SettingFormats.schemaNames(path)) {
            names.add(name.equals("$user") ? user() : name);
        }
        String current = null;
        Set<String> searched = new LinkedHashSet<>();
        if (!names.contains("pg_catalog")) {
            searched.add("pg_catalog");
        }
        for (String name : names) {
            if (existing.contains(name)) {
                searched.add(name);
                if (current == null && !ENGINE_SCHEMAS.contains(name)) {
                    current = name;
                }
            }
        }
        return new SchemaPath(current, List.copyOf(searched));
    }

    private int queryTimeoutMillis() {
        if (statementLimit.isZero()) {
            return 0;
        }
        long limit = statementLimit.toMillis();
        long waited = Duration.ofNanos(System.nanoTime() - statementStartedNanos).toMillis();
        // What is left after the wait for the lane; a short wait keeps the whole limit, so H2 is not told again at every statement.
        return (int) Math.max(1, waited * 100 < limit ? limit : limit - waited);
    }

    private void execute(String sql) throws SQLException {
        try (Statement statement = h2.createStatement()) {
            statement.execute(sql);
        }
    }

    /** The role the session logged in as, which current_user answers from now on. */
    void logIn(String role) {
        user = role;
    }

    /** What current_user, session_user and SHOW session_authorization answer. */
    String currentUser() throws SQLException {
        return user();
    }

    /** What current_user answers: the login role, else H2's user, folded to lower case as the engine's H2 folds names. */
    private String user() throws SQLException {
        if (user == null) {
            user = h2.getMetaData().getUserName().toLowerCase(Locale.ROOT);
        }
        return user;
    }

    private static String quote(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    /** PostgreSQL's isolation level names, JDBC's levels and what H2 runs them as. */
    private static final class Isolation {

        private Isolation() {
        }

        static String name(int jdbcLevel) {
            return switch (jdbcLevel) {
                case Connection.TRANSACTION_READ_UNCOMMITTED -> "read uncommitted";
                case Connection.TRANSACTION_REPEATABLE_READ -> "repeatable read";
                case Connection.TRANSACTION_SERIALIZABLE -> "serializable";
                default -> "read committed";
            };
        }

        static int jdbc(String name) {
            return switch (name) {
                case "read uncommitted" -> Connection.TRANSACTION_READ_UNCOMMITTED;
                case "repeatable read" -> Connection.TRANSACTION_REPEATABLE_READ;
                case "serializable" -> Connection.TRANSACTION_SERIALIZABLE;
                default -> Connection.TRANSACTION_READ_COMMITTED;
            };
        }

        /** READ UNCOMMITTED runs as READ COMMITTED, as in PostgreSQL: H2's dirty reads would pass the output gate. */
        static int h2Level(String name) {
            return Math.max(jdbc(name), Connection.TRANSACTION_READ_COMMITTED);
        }
    }
}
