package io.hotrow.engine.database;

import io.hotrow.engine.sql.DirectCreation;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * {@code pg_advisory_lock}, {@code pg_try_advisory_lock}, {@code pg_advisory_unlock}, {@code
 * pg_advisory_unlock_all} and the transaction-level {@code pg_[try_]advisory_xact_lock[_shared]},
 * installed as H2 Java functions. They act for the session whose statement
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
        DirectCreation direct = new DirectCreation(system);
        try (Statement statement = system.createStatement()) {
            for (String[] function : new String[][] {{"pg_advisory_lock", "lock"}, {"pg_try_advisory_lock", "tryLock"},
                    {"pg_advisory_unlock", "unlock"}, {"pg_advisory_unlock_all", "unlockAll"}, {"pg_advisory_xact_lock", "xactLock"},
                    {"pg_try_advisory_xact_lock", "tryXactLock"}, {"pg_advisory_xact_lock_shared", "xactLockShared"},
                    {"pg_try_advisory_xact_lock_shared", "tryXactLockShared"}}) {
                if (!direct.holdsFunction("public", function[0]) && !direct.holdsFunction("pg_catalog", function[0])) {
                    // Nothing to replace (a new database): made directly, not by 24 statements H2 parses twice each.
                    direct.alias("pg_catalog", function[0], self + "." + function[1]);
                    continue;
                }
                // Dropped first: a store written before names other methods for them, in public, where a search_path
                // without public did not find them. Now in pg_catalog, which every search path searches.
                statement.execute("DROP ALIAS IF EXISTS public." + function[0]);
                statement.execute("DROP ALIAS IF EXISTS pg_catalog." + function[0]);
                statement.execute("CREATE FORCE ALIAS pg_catalog." + function[0] + " FOR '" + self + "." + function[1] + "'");
            }
        }
        system.commit();
    }

    public static void lock(long key) throws SQLException {
        lock(key, false, false);
    }

    public static void lock(int first, int second) throws SQLException {
        lock(new Pair(first, second), false, false);
    }

    public static boolean tryLock(long key) throws SQLException {
        return tryLock(key, false, false);
    }

    public static boolean tryLock(int first, int second) throws SQLException {
        return tryLock(new Pair(first, second), false, false);
    }

    public static void xactLock(long key) throws SQLException {
        lock(key, true, false);
    }

    public static void xactLock(int first, int second) throws SQLException {
        lock(new Pair(first, second), true, false);
    }

    public static boolean tryXactLock(long key) throws SQLException {
        return tryLock(key, true, false);
    }

    public static boolean tryXactLock(int first, int second) throws SQLException {
        return tryLock(new Pair(first, second), true, false);
    }

    public static void xactLockShared(long key) throws SQLException {
        lock(key, true, true);
    }

    public static void xactLockShared(int first, int second) throws SQLException {
        lock(new Pair(first, second), true, true);
    }

    public static boolean tryXactLockShared(long key) throws SQLException {
        return tryLock(key, true, true);
    }

    public static boolean tryXactLockShared(int first, int second) throws SQLException {
        return tryLock(new Pair(first, second), true, true);
    }

    private static void lock(Object key, boolean forTransaction, boolean sharedOnly) throws SQLException {
        Session session = session();
        session.advisoryLocks().lock(session, key, forTransaction, sharedOnly, session.lockWait());
    }

    private static boolean tryLock(Object key, boolean forTransaction, boolean sharedOnly) throws SQLException {
        Session session = session();
        return sharedOnly ? session.advisoryLocks().tryShare(session, key) : session.advisoryLocks().tryLock(session, key, forTransaction);
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
