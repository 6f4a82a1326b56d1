package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.fail;

import io.hotrow.driver.HotrowDataSource;
import io.hotrow.driver.HotrowDriver;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Bad input of every kind through the driver (URLs and properties, mutated and pathological SQL,
 * JDBC calls with odd arguments), on the engine and, for a quarter of the SQL and calls, on
 * PostgreSQL. Each call must return or throw an SQLException with an SQLState: never another
 * Throwable, never an SQLState of null, never a password in a message, and never hang: each call
 * runs on the test's own worker thread, watched, and one still running after {@link #HANG_GUARD} is
 * reported as a hang. That guard tells a call that never ends from one that ends; it is no measure
 * of speed, so it is far above what a bounded call takes on a machine whose cores are busy with
 * other work (a 3 MB literal is lexed three times, at up to a microsecond a character on such a
 * machine, and waits for a core besides).
 *
 * <p>Seeded and repeatable: the seed is printed and set with {@code -Dhotrow.fuzz.seed=...};
 * {@code -Dhotrow.fuzz.inputs=100000} runs more than the 10,000 of a normal build. Every finding
 * is collected and reported at the end, grouped, each with the first input that caused it.
 */
class BadInputFuzzTest {

    private static final int INPUTS = Integer.getInteger("hotrow.fuzz.inputs", 10_000);
    private static final long SEED = Long.getLong("hotrow.fuzz.seed", new Random().nextLong());
    private static final Duration HANG_GUARD = Duration.ofMinutes(2);
    /** Mutated DDL may damage the schema: a fresh database after this many inputs. */
    private static final int INPUTS_PER_DATABASE = 1000;

    @Test
    @Timeout(value = 30, unit = TimeUnit.MINUTES) // a guard only: each call has its own, and 10,000 inputs take about a minute
    void badInputGetsAnSqlExceptionWithAStateAndNeverHangs() throws Exception {
        System.out.println("BadInputFuzzTest: seed " + SEED + ", " + INPUTS + " inputs (-Dhotrow.fuzz.seed=" + SEED + " repeats this run)");
        Random random = new Random(SEED);
        FuzzFindings findings = new FuzzFindings();
        long started = System.nanoTime();
        int done = 0;
        // The watchdog closes first: after a hang its thread must be interrupted before the sessions close.
        try (Session engine = new Session(Target.ENGINE); Session postgres = new Session(Target.POSTGRES); Watchdog watchdog = new Watchdog()) {
            for (; done < INPUTS; done++) {
                if (done > 0 && done % INPUTS_PER_DATABASE == 0) {
                    engine.renew();
                    postgres.renew();
                }
                new Input(done, findings, watchdog).run(random, engine, postgres);
            }
        } catch (TimeoutException hang) {
            findings.hang(hang.getMessage());
        }
        System.out.println("BadInputFuzzTest: " + done + " inputs in " + (System.nanoTime() - started) / 1_000_000 + " ms; by kind:"
                + findings.timings());
        if (!findings.isEmpty()) {
            fail("bad input got something other than an SQLException with an SQLState (seed " + SEED + ", rerun with -Dhotrow.fuzz.seed="
                    + SEED + "):\n" + findings.report());
        }
    }

    /** One input: a URL to connect to, or a text or a call for the engine and, for a quarter of them, PostgreSQL. */
    private record Input(int index, FuzzFindings findings, Watchdog watchdog) {

        void run(Random random, Session engine, Session postgres) throws Exception {
            boolean alsoPostgres = random.nextInt(4) == 0;
            int kind = random.nextInt(100);
            if (kind < 12) {
                String url = FuzzUrls.any(random);
                Properties info = properties(random);
                boolean viaDataSource = random.nextBoolean();
                judge("url", url, () -> connect(url, info, viaDataSource));
            } else if (kind < 75) {
                String[] sql = FuzzSql.any(random);
                boolean prepared = random.nextInt(4) == 0;
                on(engine, sql[0], sql[1], c -> execute(c, sql[1], prepared));
                // PostgreSQL builds what it is asked to, 100 MB included, and plans a 200,000-term OR chain for seconds.
                if (alsoPostgres && !sql[0].equals("huge result") && !sql[0].equals("long list")) {
                    on(postgres, "postgres " + sql[0], sql[1], c -> execute(c, sql[1], prepared));
                }
            } else {
                FuzzCalls.Call call = FuzzCalls.any(random);
                on(engine, "jdbc", call.label(), call.call());
                if (alsoPostgres) {
                    on(postgres, "postgres jdbc", call.label(), call.call());
                }
            }
        }

        private void on(Session session, String kind, String input, FuzzCalls.OnConnection call) throws Exception {
            Connection c = session.connection();
            judge(kind, input, () -> {
                call.run(c);
                return null;
            });
            session.reset(watchdog);
        }

        private void judge(String kind, String input, Callable<Object> call) throws TimeoutException, InterruptedException {
            long start = System.nanoTime();
            Throwable thrown = watchdog.run("#" + index + " (" + kind + ") " + input, call);
            findings.time(kind, input, System.nanoTime() - start);
            findings.judge(index, kind, input, thrown);
        }
    }

    private static Object execute(Connection c, String sql, boolean prepared) throws SQLException {
        try (Statement s = prepared ? c.prepareStatement(sql) : c.createStatement()) {
            boolean rows = prepared ? ((PreparedStatement) s).execute() : s.execute(sql);
            if (rows) {
                try (ResultSet rs = s.getResultSet()) {
                    while (rs.next()) {
                        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                            rs.getObject(i);
                        }
                    }
                }
            }
        }
        return null;
    }

    private static Properties properties(Random random) {
        Properties info = new Properties();
        if (random.nextBoolean()) {
            String[] pair = FuzzUrls.any(random).split("\\?", 2);
            for (String keyValue : pair.length > 1 ? pair[1].split("&") : new String[0]) {
                int equals = keyValue.indexOf('=');
                if (equals > 0) {
                    info.setProperty(keyValue.substring(0, equals), keyValue.substring(equals + 1));
                }
            }
        }
        return info;
    }

    private static Object connect(String url, Properties info, boolean viaDataSource) throws SQLException {
        Connection c;
        if (viaDataSource) {
            HotrowDataSource ds = new HotrowDataSource();
            ds.setUrl(url);
            info.stringPropertyNames().forEach(key -> ds.setProperty(key, info.getProperty(key)));
            c = ds.getConnection();
        } else {
            c = HotrowDriver.instance().connect(url, info); // not DriverManager, which echoes URLs that are not ours
        }
        if (c != null) {
            c.close();
        }
        return null;
    }

    /** One connection to a fresh database holding {@link FuzzSql#SCHEMA}, put back in autocommit after each input. */
    private static final class Session implements AutoCloseable {

        private final Target target;
        private TargetDatabase database;
        private Connection connection;

        Session(Target target) throws SQLException {
            this.target = target;
            renew();
        }

        Connection connection() {
            return connection;
        }

        void renew() throws SQLException {
            try {
                close();
            } catch (SQLException broken) {
                // a connection some input broke (pgjdbc closes one on a protocol error) may fail to close: the next one is fresh
            }
            database = new TargetDatabase(target, "laneTimeout=2s");
            database.execute(FuzzSql.SCHEMA);
            connection = database.connect();
        }

        /** Ends what the input left open; a connection that cannot be reset (its database closed, say) is renewed. */
        void reset(Watchdog watchdog) throws Exception {
            Throwable failed = watchdog.run("resetting the session", () -> {
                if (!connection.getAutoCommit()) {
                    connection.rollback();
                    connection.setAutoCommit(true);
                } else if (target == Target.POSTGRES) {
                    try (Statement s = connection.createStatement()) {
                        s.execute("ROLLBACK"); // a BEGIN sent as text leaves pgjdbc in autocommit; outside a transaction this only warns
                    }
                }
                return null;
            });
            if (failed != null || connection.isClosed() || !connection.isValid(1)) {
                renew();
            }
        }

        @Override
        public void close() throws SQLException {
            if (database != null) {
                try {
                    connection.close();
                } finally {
                    database.close();
                }
            }
        }
    }

    /** Runs each call on the test's own worker thread and gives up on it after {@link #HANG_GUARD}. */
    private static final class Watchdog implements AutoCloseable {

        private final ExecutorService worker = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "fuzz-worker");
            thread.setDaemon(true);
            return thread;
        });

        /** What the call threw, or null; a TimeoutException naming {@code input} if it ran over the limit. */
        Throwable run(String input, Callable<Object> call) throws TimeoutException, InterruptedException {
            Future<Object> future = worker.submit(call);
            try {
                future.get(HANG_GUARD.toMillis(), TimeUnit.MILLISECONDS);
                return null;
            } catch (ExecutionException e) {
                return e.getCause();
            } catch (TimeoutException e) {
                future.cancel(true);
                throw new TimeoutException("ran for more than " + HANG_GUARD.toSeconds() + " s: " + FuzzFindings.abbreviated(input));
            }
        }

        @Override
        public void close() {
            worker.shutdownNow();
        }
    }
}
