package io.hotrow.tck;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.hotrow.driver.HotrowDriver;
import io.hotrow.testsupport.ChildProcess;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An application instance in a child JVM, for {@link LeaseAcrossProcessesTest} and
 * {@link SharedDatabaseTest}: a HikariCP pool of a few connections on an engine database, through
 * which it commits rows, one autocommit insert at a time, printing {@code ACK <id>} after each
 * returned. It prints {@code OWNER <pid>} once it has its first connection (owning the database,
 * or following its owner).
 *
 * <p>It reads as well as writes. After each acknowledged insert it reads the row back on another
 * of the pool's connections, while the writing one is still held: another physical connection, as
 * an application's next request would get. {@code READ <id>} on stdin asks it to read a row another
 * instance acknowledged, which it does on a thread of its own and answers with {@code SEEN <id>}. A
 * row either read does not find is printed as {@code UNSEEN <id>}, which the parent fails on.
 *
 * <p>{@code STOP} on stdin ends it gracefully: it stops between two statements, answers the reads
 * asked for so far, closes the pool, shuts the driver down (which hands the lease back) and prints
 * {@code DONE <acks> <failures>}. A failed statement, write or read, is printed as
 * {@code FAILED <state> <message>} and counted; the parent expects none. Killed with SIGKILL, it
 * hands nothing back.
 *
 * <p>Arguments: URL, first id, most rows, most seconds.
 */
public final class LeaseChild {

    /** The writer's connection, the one its read-back borrows, and the reader's. */
    static final int POOL_SIZE = 3;
    /** Statements in flight at once: the writer's (an insert, then its read-back) and the reader's. */
    static final int MOST_IN_FLIGHT = 2;

    private final AtomicInteger failures = new AtomicInteger();
    private final AtomicBoolean stop = new AtomicBoolean();
    private final ExecutorService reads = Executors.newSingleThreadExecutor(r -> new Thread(r, "lease-child-reads"));
    private final HikariDataSource pool;

    private LeaseChild(String url) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setMaximumPoolSize(POOL_SIZE);
        config.setInitializationFailTimeout(-1); // the first getConnection reports a failure, as a FAILED line
        this.pool = new HikariDataSource(config);
    }

    public static void main(String[] args) throws Exception {
        LeaseChild child = new LeaseChild(args[0]);
        child.listen();
        int acks = child.write(Integer.parseInt(args[1]), Integer.parseInt(args[2]), System.nanoTime() + Long.parseLong(args[3]) * 1_000_000_000L);
        child.reads.shutdown(); // the reads asked for so far are answered before DONE
        if (!child.reads.awaitTermination(60, TimeUnit.SECONDS)) {
            child.failed("timeout", "a read asked for did not finish within 60 s");
        }
        child.pool.close();
        HotrowDriver.instance().shutdown(); // hands the lease back
        ChildProcess.emit("DONE " + acks + " " + child.failures.get());
        Runtime.getRuntime().halt(0);
    }

    /** Reads STOP and READ lines from the parent on a daemon thread. */
    private void listen() {
        Thread commands = new Thread(() -> {
            try {
                BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (line.equals("STOP")) {
                        stop.set(true);
                    } else if (line.startsWith("READ ")) {
                        int id = Integer.parseInt(line.substring(5));
                        try {
                            reads.execute(() -> readAskedFor(id));
                        } catch (RejectedExecutionException finishing) {
                            // asked as this instance stopped: the parent counts only the answers it got
                        }
                    }
                }
            } catch (java.io.IOException e) {
                stop.set(true); // the parent is gone
            }
        }, "lease-child-stdin");
        commands.setDaemon(true);
        commands.start();
    }

    /** Inserts ids from {@code first} until STOP, {@code most} rows or the deadline; returns how many were acknowledged. */
    private int write(int first, int most, long deadline) {
        int acks = 0;
        try (Connection c = pool.getConnection()) {
            ChildProcess.emit("OWNER " + ProcessHandle.current().pid());
        } catch (SQLException e) {
            failed(e);
            return 0;
        }
        for (int id = first; id < first + most && !stop.get() && System.nanoTime() < deadline; id++) {
            try (Connection c = pool.getConnection(); PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?)")) {
                insert.setInt(1, id);
                insert.executeUpdate();
                ChildProcess.emit("ACK " + id);
                acks++;
                if (!present(id)) { // on another connection, as c is still held
                    ChildProcess.emit("UNSEEN " + id + " (its own acknowledged insert, read on another connection of its pool)");
                }
            } catch (SQLException e) {
                failed(e);
            }
        }
        return acks;
    }

    private void readAskedFor(int id) {
        try {
            ChildProcess.emit((present(id) ? "SEEN " : "UNSEEN ") + id);
        } catch (SQLException e) {
            failed(e);
        }
    }

    private boolean present(int id) throws SQLException {
        try (Connection c = pool.getConnection(); PreparedStatement s = c.prepareStatement("SELECT count(*) FROM t WHERE id = ?")) {
            s.setInt(1, id);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1) == 1;
            }
        }
    }

    private void failed(SQLException e) {
        failed(e.getSQLState(), String.valueOf(e.getMessage()));
    }

    private void failed(String state, String message) {
        ChildProcess.emit("FAILED " + state + " " + ChildProcess.oneLine(message));
        failures.incrementAndGet();
    }
}
