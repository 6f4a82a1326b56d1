package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * PostgreSQL functions H2 lacks, installed as H2 Java aliases under PostgreSQL's names so that
 * statements calling them need no translation. Installation is idempotent: a restored snapshot
 * already holds the aliases.
 */
public final class PostgresFunctions {

    /** The last microsecond clock_timestamp returned: each call returns a later one, as a wall clock read twice would. */
    private static final AtomicLong LAST_MICROS = new AtomicLong();

    private PostgresFunctions() {
    }

    public static void install(Connection system) throws SQLException {
        String self = PostgresFunctions.class.getName();
        try (Statement statement = system.createStatement()) {
            statement.execute("CREATE SCHEMA IF NOT EXISTS hotrow");
            statement.execute("CREATE FORCE ALIAS IF NOT EXISTS clock_timestamp FOR '" + self + ".clockTimestamp'");
            // The engine runs every write transaction holding its database's writer lane, which excludes
            // every other writer: stronger than any advisory lock, so taking one has nothing left to do.
            for (String lock : new String[] {"pg_advisory_xact_lock", "pg_advisory_xact_lock_shared"}) {
                statement.execute("CREATE FORCE ALIAS IF NOT EXISTS " + lock + " FOR '" + self + ".advisoryXactLock'");
            }
            for (String lock : new String[] {"pg_try_advisory_xact_lock", "pg_try_advisory_xact_lock_shared"}) {
                statement.execute("CREATE FORCE ALIAS IF NOT EXISTS " + lock + " FOR '" + self + ".tryAdvisoryXactLock'");
            }
            String text = TextFunctions.class.getName();
            for (String[] function : new String[][] {{"md5", "md5"}, {"split_part", "splitPart"}, {"strpos", "strpos"},
                    {"starts_with", "startsWith"}, {"reverse", "reverse"}, {"initcap", "initcap"}}) {
                statement.execute("CREATE FORCE ALIAS IF NOT EXISTS " + function[0] + " FOR '" + text + "." + function[1] + "'");
            }
            // Called by the dialect shim's translation of ::inet and ::cidr casts.
            statement.execute("CREATE FORCE ALIAS IF NOT EXISTS hotrow.inet FOR '" + self + ".inet'");
            statement.execute("CREATE FORCE ALIAS IF NOT EXISTS hotrow.cidr FOR '" + self + ".cidr'");
            // Called by the dialect shim instead of H2's own, which allocate their whole result unchecked.
            // (H2 refuses an alias named after one of its functions, even in another schema.)
            String bounded = BoundedStrings.class.getName();
            for (String function : new String[] {"repeat", "lpad", "rpad", "space"}) {
                statement.execute("CREATE FORCE ALIAS IF NOT EXISTS hotrow.bounded_" + function + " DETERMINISTIC FOR '" + bounded + "."
                        + function + "'");
            }
        }
        system.commit();
    }

    public static OffsetDateTime clockTimestamp() {
        Instant now = Instant.now();
        long micros = ChronoUnit.MICROS.between(Instant.EPOCH, now);
        long next = LAST_MICROS.accumulateAndGet(micros, (last, candidate) -> Math.max(last + 1, candidate));
        return OffsetDateTime.ofInstant(Instant.EPOCH.plus(next, ChronoUnit.MICROS), ZoneId.systemDefault());
    }

    public static void advisoryXactLock(long key) {
        // Held already: see install.
    }

    public static void advisoryXactLock(int key1, int key2) {
        // Held already: see install.
    }

    public static boolean tryAdvisoryXactLock(long key) {
        return true;
    }

    public static boolean tryAdvisoryXactLock(int key1, int key2) {
        return true;
    }

    public static String inet(String text) throws SQLException {
        return NetworkAddresses.inet(text);
    }

    public static String cidr(String text) throws SQLException {
        return NetworkAddresses.cidr(text);
    }
}
