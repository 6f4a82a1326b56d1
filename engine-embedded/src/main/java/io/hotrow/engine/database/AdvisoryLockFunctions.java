package io.hotrow.engine.database;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * {@code pg_advisory_lock}, {@code pg_try_advisory_lock}, {@code pg_advisory_unlock} and {@code
 * pg_advisory_unlock_all}, installed as H2 Java functions. They act for the session whose statement
 * calls them, found through the settings it binds to the thread while H2 runs ({@link SettingFunctions}).
 * A key is a bigint or a pair of ints, two key spaces as in PostgreSQL.
 */
public final class AdvisoryLockFunctions {

    private record Pair(int first, int second) {
        @Override
        public String toString() {
            return first + "," + second;
        }
    }

    private AdvisoryLockFunctions() {
    }

    static void install(Connection system) throws SQLException {
        String self = AdvisoryLockFunctions.class.getName();
        try (Statement statement = system.createStatement()) {
            for (String[] function : new String[][] {{"pg_advisory_lock", "lock"}, {"pg_try_advisory_lock", "tryLock"},
                    {"pg_advisory_unlock", "unlock"}, {"pg_advisory_unlock_all", "unlockAll"}}) {
                statement.execute("CREATE FORCE ALIAS IF NOT EXISTS " + function[0] + " FOR '" + self + "." + function[1] + "'");
            }
        }
        system.commit();
    }

    public static void lock(long key) throws SQLException {
        Session session = session();
        session.advisoryLocks().lock(session, key, session.lockWait());
    }

    public static void lock(int first, int second) throws SQLException {
        Session session = session();
        session.advisoryLocks().lock(session, new Pair(first, second), session.lockWait());
    }

    public static boolean tryLock(long key) throws SQLException {
        Session session = session();
        return session.advisoryLocks().tryLock(session, key);
    }

    public static boolean tryLock(int first, int second) throws SQLException {
        Session session = session();
        return session.advisoryLocks().tryLock(session, new Pair(first, second));
    }

    public static boolean unlock(long key) throws SQLException {
        Session session = session();
        return session.advisoryLocks().unlock(session, key);
    }

    public static boolean unlock(int first, int second) throws SQLException {
        Session session = session();
        return session.advisoryLocks().unlock(session, new Pair(first, second));
    }

    public static void unlockAll() throws SQLException {
        Session session = session();
        session.advisoryLocks().unlockAll(session);
    }

    private static Session session() throws SQLException {
        SessionSettings settings = SettingFunctions.current();
        if (settings == null) {
            throw new SQLException("advisory locks are taken by an application's session", "55000");
        }
        return settings.session();
    }
}
