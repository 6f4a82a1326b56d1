package io.hotrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.lease.LeaseSettings;
import io.hotrow.engine.lease.LeaseWatch;
import io.hotrow.engine.store.ObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/** Opens engine databases on a given store and reads back their full contents for comparison. */
public final class EngineFixture {

    public static final Duration LANE_TIMEOUT = Duration.ofSeconds(30);
    /** What this process saw of each database's lease, per store client. */
    private static final Map<ObjectStore, Map<String, LeaseWatch>> WATCHES = new WeakHashMap<>();

    private EngineFixture() {
    }

    public static Database open(String name, ObjectStore store) throws SQLException {
        return open(name, store, EngineSettings.DEFAULT);
    }

    /**
     * Opens as this test process does, which remembers the leases it held: reopening a database
     * whose instance failed here does not wait for the lease it could not hand back. A second
     * process is a second store client ({@code StoreKind.reopen}) of a directory or bucket.
     */
    public static Database open(String name, ObjectStore store, EngineSettings settings) throws SQLException {
        LeaseWatch watch;
        synchronized (WATCHES) {
            watch = WATCHES.computeIfAbsent(store, s -> new HashMap<>()).computeIfAbsent(name, n -> new LeaseWatch());
        }
        return Database.open(name, store, Database.newAnalyzer(), settings, watch, settings.lease().duration().multipliedBy(2));
    }

    /**
     * Opens the database fencing whatever process owns it, as an operator does who knows that
     * process must go: how these tests put a second writer on a database whose first one still runs
     * (or stands for one that crashed without the test waiting for its lease to expire).
     */
    public static Database openForcing(String name, ObjectStore store) throws SQLException {
        return open(name, store, EngineSettings.DEFAULT.forcingTakeOver());
    }

    /**
     * Settings whose owner renews its lease so rarely that it does not notice a forced take-over
     * during a test: so its next write meets the newer owner's log fence, the safety net under the lease.
     */
    public static EngineSettings unawareOfTakeOvers(EngineSettings settings) {
        return settings.withLease(LeaseSettings.of(Duration.ofHours(1), Duration.ZERO));
    }

    /**
     * Shuts {@code database} down and opens it again from its log, then from a snapshot, checking
     * each time that it holds what it held ({@link #dump}); returns the database last opened.
     */
    public static Database reopenedFromLogAndSnapshot(Database database, ObjectStore store) throws SQLException {
        String before = dump(database);
        database.shutdown();
        Database reopened = open(database.name(), store);
        assertEquals(before, dump(reopened), "reopened from the log");
        reopened.snapshot();
        reopened.shutdown();
        reopened = open(database.name(), store);
        assertEquals(before, dump(reopened), "reopened from a snapshot");
        return reopened;
    }

    public static Connection connect(Database database) throws SQLException {
        return EngineConnection.open(database, "jdbc:hotrow:mem:/" + database.name(), LANE_TIMEOUT);
    }

    /** Inserts one row per id into table {@code t (id int PRIMARY KEY)}, created if missing, each in its own commit. */
    public static void insertIntoT(Database database, int... ids) throws SQLException {
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS t (id int PRIMARY KEY)");
            for (int id : ids) {
                s.execute("INSERT INTO t VALUES (" + id + ")");
            }
        }
    }

    /** How many rows table {@code t} holds. */
    public static long rowsOfT(Database database) throws SQLException {
        try (Connection c = connect(database); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Every row of every user table, sorted, and every generator's position, as text: equal dumps mean equal databases. */
    /** The first column of the first row {@code query} returns, as text. */
    public static String single(Statement statement, String query) throws SQLException {
        try (ResultSet rs = statement.executeQuery(query)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** A dumped value as text: bytes in hex, an array by its elements (its own text names the array object, not its content). */
    private static String text(Object value) throws SQLException {
        if (value instanceof byte[] bytes) {
            return HexFormat.of().formatHex(bytes);
        }
        return value instanceof java.sql.Array array ? java.util.Arrays.deepToString((Object[]) array.getArray()) : String.valueOf(value);
    }

    public static String dump(Database database) throws SQLException {
        StringBuilder out = new StringBuilder();
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT table_schema || '.' || table_name FROM information_schema.tables"
                    + " WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('information_schema', 'pg_catalog') ORDER BY 1")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            for (String table : tables) {
                out.append("== ").append(table).append('\n');
                List<String> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery("SELECT * FROM " + table)) {
                    ResultSetMetaData meta = rs.getMetaData();
                    while (rs.next()) {
                        StringBuilder row = new StringBuilder();
                        for (int i = 1; i <= meta.getColumnCount(); i++) {
                            Object value = rs.getObject(i);
                            row.append(meta.getColumnName(i)).append('=')
                                    .append(text(value)).append(' ');
                        }
                        rows.add(row.toString());
                    }
                }
                rows.sort(null);
                rows.forEach(r -> out.append(r).append('\n'));
            }
            out.append("== generators\n");
            try (ResultSet rs = s.executeQuery("SELECT sequence_name, base_value FROM \"information_schema\".sequences"
                    + " UNION ALL SELECT table_name || '.' || column_name, identity_base FROM hotrow.h2_columns" // H2's view, not PostgreSQL's
                    + " WHERE is_identity = 'YES' ORDER BY 1")) {
                while (rs.next()) {
                    out.append(rs.getString(1)).append(" next=").append(rs.getLong(2)).append('\n');
                }
            }
        }
        return out.toString();
    }
}
