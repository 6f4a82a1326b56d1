package io.hotrow.engine.database;

import io.hotrow.engine.catalog.PgCatalog;
import io.hotrow.engine.catalog.ShownPreparedStatement;
import io.hotrow.engine.catalog.ShownSetting;
import io.hotrow.engine.catalog.ShownSettings;
import io.hotrow.engine.sql.DirectCreation;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.FunctionAlias;
import org.h2.schema.Schema;
import org.h2.schema.UserDefinedFunction;

/**
 * PostgreSQL's {@code current_setting}, {@code set_config} and {@code pg_export_snapshot}, installed in pg_catalog as H2 Java
 * functions (H2's own set_config does nothing). They read and write the settings of the session
 * whose statement calls them: the session binds its settings to the thread while H2 runs a
 * statement ({@link SessionSettings#enterH2}), as row capture binds its sink.
 */
public final class SettingFunctions {

    private static final ThreadLocal<SessionSettings> CURRENT = new ThreadLocal<>();

    private SettingFunctions() {
    }

    /** Ends the binding of a session's settings to the thread. */
    interface Scope extends AutoCloseable {
        @Override
        void close();
    }

    /** The settings of the session whose statement H2 is running on this thread, or null. */
    static SessionSettings current() {
        return CURRENT.get();
    }

    /** The prepared statements of the session whose statement H2 is running on this thread; none outside one. */
    private static List<ShownPreparedStatement> preparedStatements() {
        SessionSettings settings = current();
        return settings == null ? List.of() : settings.session().preparedStatements();
    }

    static Scope bind(SessionSettings settings) {
        SessionSettings outer = CURRENT.get();
        CURRENT.set(settings);
        return () -> {
            if (outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(outer);
            }
        };
    }

    /**
     * Right after H2 created the database, before a snapshot is restored: lets the engine's
     * functions take the names of H2's built-in ones (set_config), which a snapshot's script needs.
     */
    static void prepare(Connection system) throws SQLException {
        try (Statement statement = system.createStatement()) {
            statement.execute("SET BUILTIN_ALIAS_OVERRIDE TRUE");
        }
        system.commit();
    }

    /**
     * Installs the functions, and shows the session's values in pg_settings. A restored snapshot
     * holds the functions already; one written by another version may hold another function under
     * their names, which is replaced.
     */
    static void install(Connection system) throws SQLException {
        PgCatalog.showSettings(new CatalogView());
        PgCatalog.showPreparedStatements(SettingFunctions::preparedStatements);
        install(system, "current_setting", "currentSetting");
        install(system, "set_config", "setConfig");
        install(system, "hotrow_current_user", "currentUser");
        install(system, "pg_export_snapshot", "exportSnapshot");
        system.commit();
    }

    private static void install(Connection system, String name, String method) throws SQLException {
        String target = SettingFunctions.class.getName() + "." + method;
        String installed = installed(system, name);
        if (target.equals(installed)) {
            return;
        }
        if (installed == null) {
            new DirectCreation(system).alias("pg_catalog", name, target); // nothing to replace: no statement for H2 to parse
            return;
        }
        try (Statement statement = system.createStatement()) {
            if (installed != null) {
                statement.execute("DROP ALIAS pg_catalog." + name);
            }
            statement.execute("CREATE FORCE ALIAS pg_catalog." + name + " FOR '" + target + "'");
        }
    }

    /**
     * The Java method of the function {@code pg_catalog.name} (a class name alone for an aggregate), null if there is none.
     * Read from H2's schema objects: INFORMATION_SCHEMA.ROUTINES makes a row for each of the engine's hundreds of functions.
     */
    private static String installed(Connection system, String name) throws SQLException {
        SessionLocal session = (SessionLocal) system.unwrap(JdbcConnection.class).getSession();
        Schema catalog = session.getDatabase().findSchema("pg_catalog");
        UserDefinedFunction function = catalog == null ? null : catalog.findFunctionOrAggregate(name);
        if (function == null) {
            return null;
        }
        return function instanceof FunctionAlias alias ? alias.getJavaClassName() + "." + alias.getJavaMethodName() : function.getJavaClassName();
    }

    public static String currentSetting(String name) throws SQLException {
        return currentSetting(name, false);
    }

    /** A setting's value as SHOW shows it; an unknown one is 42704, or null with {@code missingOk}. */
    public static String currentSetting(String name, Boolean missingOk) throws SQLException {
        return settings().currentSetting(name, Boolean.TRUE.equals(missingOk));
    }

    /** Sets a setting as SET (or SET LOCAL) would; a null value resets it. Answers the new value. */
    public static String setConfig(String name, String value, Boolean isLocal) throws SQLException {
        return settings().setConfig(name, value, Boolean.TRUE.equals(isLocal));
    }

    /**
     * {@code current_user}, {@code session_user}, {@code user} and {@code current_role} (the dialect shim calls
     * this for them): the role the session logged in as; in the engine's own session, H2's user.
     */
    public static String currentUser(Connection connection) throws SQLException {
        SessionSettings settings = CURRENT.get();
        return settings != null ? settings.currentUser() : connection.getMetaData().getUserName().toLowerCase(java.util.Locale.ROOT);
    }

    /** {@code pg_export_snapshot()}: the running session's view of the tables, named for SET TRANSACTION SNAPSHOT. */
    public static String exportSnapshot() throws SQLException {
        SessionSettings settings = CURRENT.get();
        if (settings == null) {
            throw new SQLException("pg_export_snapshot is called by an application's session", "55000");
        }
        return settings.session().exportSnapshot();
    }

    /** The running session's settings as pg_settings and the role functions read them; none outside an application session. */
    private static final class CatalogView implements ShownSettings {

        @Override
        public String shown(String name) {
            SessionSettings settings = CURRENT.get();
            try {
                return settings == null ? null : settings.currentSetting(name, true);
            } catch (SQLException e) {
                return null;
            }
        }

        @Override
        public List<ShownSetting> listed() {
            SessionSettings settings = CURRENT.get();
            try {
                return settings == null ? List.of() : settings.listed();
            } catch (SQLException e) {
                throw new IllegalStateException("a stored setting no longer reads back: " + e.getMessage(), e);
            }
        }
    }

    private static SessionSettings settings() throws SQLException {
        SessionSettings settings = CURRENT.get();
        if (settings == null) {
            throw new SQLException("settings are read and set by application sessions only", "55000");
        }
        return settings;
    }
}
