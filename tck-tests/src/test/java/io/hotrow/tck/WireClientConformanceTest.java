package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.testsupport.TestPostgres;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Date;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The real PostgreSQL clients against {@code hotrow serve} and against PostgreSQL side by side, on
 * one small schema (a serial key, a foreign key, an index, a view, a jsonb column, a check
 * constraint): psql's meta-commands, pg_dump restored into a fresh PostgreSQL database, pgjdbc's
 * DatabaseMetaData, and dates and timestamps bound by pgjdbc. Whatever succeeds on PostgreSQL must
 * succeed on the engine with the same object names, except the {@link #KNOWN_DIFFERENCES}, each of
 * which is checked to be still different, so that the list shrinks when one is fixed.
 * docs/wire.md says what each client needs.
 */
@Timeout(300)
class WireClientConformanceTest {

    private static final Path PSQL = Path.of("/usr/bin/psql");
    private static final Path PG_DUMP = Path.of("/usr/bin/pg_dump");
    private static final Path PG_RESTORE = Path.of("/usr/bin/pg_restore");

    private static final String SCHEMA = """
            CREATE TABLE customers (id serial PRIMARY KEY, name varchar(50) NOT NULL, email text UNIQUE);
            CREATE TABLE orders (id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id),
              amount numeric(10,2) CHECK (amount > 0), data jsonb, placed date);
            CREATE INDEX orders_customer_idx ON orders (customer_id);
            CREATE UNIQUE INDEX orders_one_undated ON orders (customer_id) WHERE placed IS NULL;
            CREATE VIEW big_orders AS SELECT id, amount FROM orders WHERE amount > 100;
            INSERT INTO customers (name, email) VALUES ('Ann', 'ann@example.com'), ('Bob', NULL);
            INSERT INTO orders (customer_id, amount, data, placed) VALUES (1, 150.50, '{"a": [1, 2]}', '2026-03-01'), (2, 20, NULL, NULL);
            """;

    /** The schema's object and column names: what psql lists of them is compared. */
    private static final Set<String> NAMES = Set.of("customers", "orders", "big_orders", "customers_pkey", "customers_email_key",
            "orders_pkey", "orders_customer_idx", "orders_one_undated", "orders_customer_id_fkey", "orders_amount_check", "customers_id_seq", "orders_id_seq",
            "name", "email", "customer_id", "amount", "data", "placed");

    /** Checks that pass on PostgreSQL and not yet on the engine, and why. */
    private static final Map<String, String> KNOWN_DIFFERENCES = Map.of();

    /** How the source's columns are declared: a serial column must come back as one (sequence, default, no identity). */
    private static final String DECLARATIONS = "SELECT table_name, column_name, data_type, column_default, is_identity,"
            + " pg_get_serial_sequence(table_name, column_name) FROM information_schema.columns WHERE table_schema = 'public'"
            + " AND table_name IN ('customers', 'orders') ORDER BY table_name, ordinal_position";
    private static final String POSITIONS = "SELECT (SELECT last_value || ' ' || is_called FROM customers_id_seq),"
            + " (SELECT last_value || ' ' || is_called FROM orders_id_seq)";

    private static WireTarget.Server server;
    private static String engineDatabase;
    private static String postgresDatabase;

    @TempDir
    Path dir;

    @BeforeAll
    static void createSchemas() throws Exception {
        server = new WireTarget.Server();
        engineDatabase = Target.freshDatabase();
        postgresDatabase = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + postgresDatabase);
        }
        for (String url : List.of(engineUrl(), postgresUrl(postgresDatabase))) {
            try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                for (String statement : SCHEMA.split(";\n")) {
                    if (!statement.isBlank()) {
                        s.execute(statement);
                    }
                }
            }
        }
    }

    @AfterAll
    static void dropSchemas() throws SQLException {
        try {
            dropPostgresDatabase(postgresDatabase);
        } finally {
            server.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"\\d orders", "\\d+ orders", "\\d big_orders", "\\dt", "\\dt+", "\\di", "\\ds", "\\dv", "\\df", "\\du", "\\dn",
        "\\dT", "\\dx", "\\dp", "\\l", "\\l+", "\\du+", "\\dT+", "\\dn+", "\\dm", "\\dx+", "\\dconfig", "\\dc", "\\do", "\\dd", "\\dO",
        "\\db", "\\dF", "\\dFd", "\\dFp", "\\dFt", "\\dX", "\\dD", "\\dy", "\\dL", "\\dg"})
    void psqlMetaCommandsListTheSameObjects(String command) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(PSQL), "psql is not installed at " + PSQL + ": the psql checks are skipped");
        ToolRun.Result postgres = psql(postgresPort(), postgresDatabase, "postgres", command);
        assertEquals(0, postgres.exit(), postgres.output());
        ToolRun.Result engine = psql(server.server().address().getPort(), engineDatabase, "app", command);
        boolean same = engine.exit() == 0 && names(engine.output()).equals(names(postgres.output()));
        if (KNOWN_DIFFERENCES.containsKey(command)) {
            assertTrue(!same, "known difference no longer differs (drop it from the list): " + command + "\n" + engine.output());
            System.out.println("known difference, " + command + ": " + KNOWN_DIFFERENCES.get(command));
            return;
        }
        assertEquals(0, engine.exit(), engine.output());
        assertEquals(names(postgres.output()), names(engine.output()), "engine:\n" + engine.output() + "\npostgres:\n" + postgres.output());
    }

    /**
     * Meta-commands that list PostgreSQL's built-in operator classes, families and casts, which the engine's catalog does not
     * hold (its pg_opclass, pg_opfamily and pg_cast are empty): they must succeed on both, and list nothing of the schema.
     */
    @ParameterizedTest
    @ValueSource(strings = {"\\dAc", "\\dAf", "\\dAo", "\\dAp", "\\dC"})
    void psqlMetaCommandsOfBuiltInObjectsSucceed(String command) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(PSQL), "psql is not installed at " + PSQL + ": the psql checks are skipped");
        ToolRun.Result postgres = psql(postgresPort(), postgresDatabase, "postgres", command);
        assertEquals(0, postgres.exit(), postgres.output());
        ToolRun.Result engine = psql(server.server().address().getPort(), engineDatabase, "app", command);
        assertEquals(0, engine.exit(), engine.output());
    }

    /**
     * A plain dump restored with psql, and a custom-format archive (which also dumps the database's own entry, reading
     * {@code shobj_description}) restored with pg_restore in one transaction, and a directory archive dumped by two
     * jobs, which read the first connection's snapshot ({@code pg_export_snapshot}, {@code SET TRANSACTION SNAPSHOT}).
     */
    @ParameterizedTest
    @ValueSource(strings = {"plain", "custom", "directory"})
    void pgDumpOfAServedDatabaseRestoresIntoPostgres(String format) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(PG_DUMP) && Files.isExecutable(PSQL) && Files.isExecutable(PG_RESTORE),
                "pg_dump, pg_restore or psql is not installed: skipped");
        Path dump = dir.resolve("dump." + format);
        // --no-owner (pg_restore's for an archive): the served database's roles (hotrow, app) are not the restoring server's,
        // as between any two clusters
        List<String> dumpCommand = new ArrayList<>(List.of(PG_DUMP.toString(), "--no-owner", "--format=" + format, "-h", "127.0.0.1", "-p",
                String.valueOf(server.server().address().getPort()), "-U", "app", "-f", dump.toString(), engineDatabase));
        if (format.equals("directory")) {
            dumpCommand.add("--jobs=2");
        }
        ToolRun.Result run = tool(dumpCommand, Map.of());
        if (run.exit() != 0) {
            assertTrue(KNOWN_DIFFERENCES.containsKey("pg_dump"), run.output());
            System.out.println("known difference, pg_dump: " + KNOWN_DIFFERENCES.get("pg_dump") + "\n" + run.output());
            return;
        }
        assertTrue(!KNOWN_DIFFERENCES.containsKey("pg_dump"), "pg_dump works now: drop it from the known differences");
        String restored = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + restored);
        }
        try {
            List<String> target = List.of("-h", "127.0.0.1", "-p", String.valueOf(postgresPort()), "-U", "postgres", "-d", restored);
            List<String> command = new ArrayList<>(format.equals("plain") ? List.of(PSQL.toString(), "-X", "-v", "ON_ERROR_STOP=1", "-f", dump.toString())
                    : List.of(PG_RESTORE.toString(), "--no-owner", "--single-transaction", "--exit-on-error", dump.toString()));
            command.addAll(target);
            ToolRun.Result restore = tool(command, Map.of());
            assertEquals(0, restore.exit(), restore.output());
            for (String query : List.of("SELECT id, name, email FROM customers ORDER BY id",
                    "SELECT id, customer_id, amount, data::text, placed FROM orders ORDER BY id", "SELECT * FROM big_orders ORDER BY id",
                    DECLARATIONS, POSITIONS)) {
                assertEquals(rows(postgresUrl(postgresDatabase), query), rows(postgresUrl(restored), query), query);
            }
        } finally {
            dropPostgresDatabase(restored);
        }
    }

    /** Each DatabaseMetaData call's rows, as the columns that name things (not the oids or owners, which differ). */
    @ParameterizedTest
    @ValueSource(strings = {"getTables", "getColumns", "getPrimaryKeys", "getIndexInfo", "getImportedKeys", "getExportedKeys"})
    void pgjdbcMetaDataGivesTheSameRows(String call) throws SQLException {
        List<String> postgres;
        try (Connection c = DriverManager.getConnection(postgresUrl(postgresDatabase))) {
            postgres = metaData(c.getMetaData(), call);
        }
        List<String> engine;
        String failure = null;
        try (Connection c = DriverManager.getConnection(engineUrl())) {
            engine = metaData(c.getMetaData(), call);
        } catch (SQLException e) {
            engine = List.of();
            failure = e.getSQLState() + " " + e.getMessage();
        }
        if (KNOWN_DIFFERENCES.containsKey(call)) {
            assertNotEquals(postgres, engine, "known difference no longer differs (drop it from the list): " + call);
            System.out.println("known difference, " + call + ": " + KNOWN_DIFFERENCES.get(call) + " (" + failure + ")");
            return;
        }
        assertEquals(null, failure, call);
        assertEquals(postgres, engine, call);
    }

    /** DDL whose IF [NOT] EXISTS finds nothing to do: PostgreSQL's NOTICE, a warning of the statement in pgjdbc. */
    @ParameterizedTest
    @ValueSource(strings = {"DROP TABLE IF EXISTS nope", "DROP TABLE IF EXISTS nope, nope2", "DROP VIEW IF EXISTS nope",
        "DROP SEQUENCE IF EXISTS nope", "DROP INDEX IF EXISTS nope", "ALTER TABLE IF EXISTS nope ADD COLUMN x int",
        "CREATE TABLE IF NOT EXISTS customers (id int)", "CREATE INDEX IF NOT EXISTS orders_customer_idx ON orders (customer_id)",
        "CREATE SCHEMA IF NOT EXISTS public", "DROP TABLE IF EXISTS customers_none CASCADE"})
    void ifExistsNoticesAsPostgres(String ddl) throws SQLException {
        assertEquals(notices(postgresUrl(postgresDatabase), ddl), notices(engineUrl(), ddl), ddl);
    }

    private static List<String> notices(String url, String sql) throws SQLException {
        List<String> notices = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute(sql);
            for (SQLWarning w = s.getWarnings(); w != null; w = w.getNextWarning()) {
                notices.add(w.getSQLState() + " " + w.getMessage());
            }
        }
        return notices;
    }

    @Test
    void pgjdbcDatesAndTimestampsRoundTrip() throws SQLException {
        roundTripDateAndTimestamp(postgresUrl(postgresDatabase));
        try {
            roundTripDateAndTimestamp(engineUrl());
            assertTrue(!KNOWN_DIFFERENCES.containsKey("setDate"), "setDate works now: drop it from the known differences");
        } catch (SQLException e) {
            assertTrue(KNOWN_DIFFERENCES.containsKey("setDate"), e.getSQLState() + " " + e.getMessage());
            System.out.println("known difference, setDate: " + KNOWN_DIFFERENCES.get("setDate"));
        }
    }

    private static void roundTripDateAndTimestamp(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement insert = c.prepareStatement("INSERT INTO orders (customer_id, amount, placed) VALUES (1, 1, ?)");
             PreparedStatement select = c.prepareStatement("SELECT placed, CAST(? AS timestamp) FROM orders WHERE placed = ?")) {
            insert.setDate(1, Date.valueOf("2026-03-02"));
            assertEquals(1, insert.executeUpdate(), url);
            select.setTimestamp(1, Timestamp.valueOf("2026-03-02 10:11:12.345"));
            select.setDate(2, Date.valueOf("2026-03-02"));
            try (ResultSet row = select.executeQuery()) {
                assertTrue(row.next(), url);
                assertEquals(Date.valueOf("2026-03-02"), row.getDate(1), url);
                assertEquals(Timestamp.valueOf("2026-03-02 10:11:12.345"), row.getTimestamp(2), url);
            }
            try (Statement s = c.createStatement()) {
                s.execute("DELETE FROM orders WHERE placed = DATE '2026-03-02'");
            }
        }
    }

    private static List<String> metaData(DatabaseMetaData meta, String call) throws SQLException {
        String schema = meta.getURL().contains(":" + postgresPort() + "/") ? "public" : null;
        List<String> rows = new ArrayList<>();
        for (String table : List.of("customers", "orders", "big_orders")) {
            try (ResultSet r = switch (call) {
                case "getTables" -> meta.getTables(null, schema, table, null);
                case "getColumns" -> meta.getColumns(null, schema, table, null);
                case "getPrimaryKeys" -> meta.getPrimaryKeys(null, schema, table);
                case "getIndexInfo" -> meta.getIndexInfo(null, schema, table, false, false);
                case "getImportedKeys" -> meta.getImportedKeys(null, schema, table);
                default -> meta.getExportedKeys(null, schema, table);
            }) {
                while (r.next()) {
                    rows.add(switch (call) {
                        case "getTables" -> r.getString("TABLE_NAME") + " " + r.getString("TABLE_TYPE");
                        case "getColumns" -> r.getString("TABLE_NAME") + "." + r.getString("COLUMN_NAME") + " " + r.getString("TYPE_NAME")
                                + " " + r.getInt("ORDINAL_POSITION") + " " + r.getString("IS_NULLABLE") + " " + r.getString("IS_AUTOINCREMENT");
                        case "getPrimaryKeys" -> r.getString("TABLE_NAME") + " " + r.getString("COLUMN_NAME") + " " + r.getShort("KEY_SEQ")
                                + " " + r.getString("PK_NAME");
                        case "getIndexInfo" -> r.getString("TABLE_NAME") + " " + r.getString("INDEX_NAME") + " " + r.getBoolean("NON_UNIQUE")
                                + " " + r.getShort("ORDINAL_POSITION") + " " + r.getString("COLUMN_NAME");
                        default -> r.getString("PKTABLE_NAME") + "." + r.getString("PKCOLUMN_NAME") + " <- " + r.getString("FKTABLE_NAME")
                                + "." + r.getString("FKCOLUMN_NAME") + " " + r.getShort("KEY_SEQ") + " " + r.getString("FK_NAME");
                    });
                }
            }
        }
        return rows;
    }

    private static List<String> rows(String url, String query) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement(); ResultSet r = s.executeQuery(query)) {
            while (r.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
                    row.append(r.getString(i)).append('|');
                }
                rows.add(row.toString());
            }
        }
        return rows;
    }

    /** The schema's names that appear as words of psql's output. */
    private static Set<String> names(String output) {
        Set<String> found = new TreeSet<>();
        for (String word : output.split("[^A-Za-z0-9_]+")) {
            if (NAMES.contains(word)) {
                found.add(word);
            }
        }
        return found;
    }

    private ToolRun.Result psql(int port, String database, String user, String command) throws IOException, InterruptedException {
        return tool(List.of(PSQL.toString(), "-X", "-P", "pager=off", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String.valueOf(port),
                "-U", user, "-d", database, "-c", command), Map.of());
    }

    private ToolRun.Result tool(List<String> command, Map<String, String> environment) throws IOException, InterruptedException {
        return ToolRun.result(dir, command, environment);
    }

    private static String engineUrl() {
        return server.url(engineDatabase, "");
    }

    private static int postgresPort() {
        return URI.create(TestPostgres.url().substring("jdbc:".length())).getPort();
    }

    /** The tests' PostgreSQL, on another database of the same server. */
    private static String postgresUrl(String database) {
        URI uri = URI.create(TestPostgres.url().substring("jdbc:".length()));
        return "jdbc:postgresql://" + uri.getHost() + ":" + uri.getPort() + "/" + database + (uri.getQuery() == null ? "" : "?" + uri.getQuery());
    }

    private static void dropPostgresDatabase(String database) throws SQLException {
        try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
        }
    }
}
