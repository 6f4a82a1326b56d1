package io.hotrow.tck;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.testsupport.ChildProcess;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Runs in a child JVM for {@link FencingRaceTest}; two of them write to one directory-store
 * database at once, each taking it over from the other again and again.
 *
 * <p>Each <em>generation</em> is one {@code getConnection} and the one database instance behind
 * it. In a generation the child commits up to {@code reopenEvery} single-row transactions, each
 * with an id unique to it ({@code <name>-<n>}), printing {@code ACK <gen> <id>} after each
 * {@code commit()} returns. Then it closes the connection and shuts the driver's databases down,
 * so its next {@code getConnection} reopens the database from storage and takes it over, which
 * fences the other child. When a statement or commit fails with 57P01 (taken over) or 58030
 * (storage failure) the child prints {@code FENCED <gen> <state> <id>}, tries one more write on
 * the same, stale, connection (it must be rejected: {@code STALE_REJECTED <gen> <state>}, or
 * {@code STALE_ACK <gen> <id>} if the engine wrongly accepted it), and leaves the generation. Any
 * other SQLException is handled the same way, with its SQLState in the FENCED line and its stack
 * trace on stderr, so that the parent can report the wrong SQLState after checking the data.
 *
 * <p>So by construction no ACK follows a FENCED within a generation: the only code that prints
 * ACK is the commit loop, which the FENCED branch leaves for good, and every later ACK carries a
 * higher generation number, i.e. comes from a connection obtained afterwards, which the driver
 * serves from a freshly reopened instance because the failed one reports itself unusable.
 *
 * <p>Arguments: URL, name, maximum acks, maximum seconds, commits per generation. It prints
 * {@code READY} and waits for {@code GO} on stdin, so both children start writing together.
 *
 * <p>Staged take-overs ({@link ParentOrders}): on {@code HOLD} the child stops after its next
 * acknowledged commit that has another one after it in the generation, prints
 * {@code HELD <gen> <id>} and waits for {@code RESUME}; its next commit then must be fenced. On
 * {@code TAKE_OVER} its next generation's {@code getConnection}, begun after the order came, prints
 * {@code TOOK_OVER <gen>} once it returned: that open fenced the other child. The child goes on
 * past its limits while an order is pending, so a round the parent started always ends.
 */
public final class FencingChild {

    private static final int MAX_CONSECUTIVE_OPEN_FAILURES = 50;

    public static void main(String[] args) throws Exception {
        String url = args[0];
        String name = args[1];
        int maxAcks = Integer.parseInt(args[2]);
        long deadline = System.nanoTime() + Long.parseLong(args[3]) * 1_000_000_000L;
        int reopenEvery = Integer.parseInt(args[4]);

        Class.forName(HotrowDriver.class.getName()); // load the engine before the race starts
        ChildProcess.emit("READY");
        BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String go = stdin.readLine();
        if (!"GO".equals(go)) {
            ChildProcess.emit("ERROR - expected GO on stdin, got " + go);
            Runtime.getRuntime().halt(5);
        }
        ParentOrders orders = ParentOrders.readFrom(stdin);

        int generation = 0, acks = 0, next = 0, openFailures = 0;
        while ((acks < maxAcks && System.nanoTime() < deadline) || orders.pending()) {
            generation++;
            boolean takingOver = orders.takeOverOrdered(); // read before the open begins: only an open begun after the order counts
            Connection c;
            try {
                c = DriverManager.getConnection(url);
                if (takingOver) {
                    orders.tookOver();
                    ChildProcess.emit("TOOK_OVER " + generation);
                }
            } catch (SQLException e) {
                ChildProcess.emit("OPEN_FAILED " + generation + " " + e.getSQLState() + " " + ChildProcess.oneLine(String.valueOf(e.getMessage())));
                if (++openFailures > MAX_CONSECUTIVE_OPEN_FAILURES) {
                    ChildProcess.emit("ERROR " + e.getSQLState() + " could not open the database " + openFailures + " times in a row");
                    Runtime.getRuntime().halt(3);
                }
                continue;
            }
            openFailures = 0;
            boolean fenced = false;
            String id = null;
            try {
                c.setAutoCommit(false);
                try (PreparedStatement insert = c.prepareStatement("INSERT INTO writes (id, writer, gen) VALUES (?, ?, ?)")) {
                    boolean resumed = false; // a held writer's next commit is the point of the hold: it always comes
                    for (int k = 0; k < reopenEvery && (resumed || (acks < maxAcks && System.nanoTime() < deadline) || orders.pending()); k++) {
                        resumed = false;
                        id = name + "-" + next++;
                        insert.setString(1, id);
                        insert.setString(2, name);
                        insert.setInt(3, generation);
                        if (insert.executeUpdate() != 1) {
                            throw new SQLException("insert of " + id + " changed no row");
                        }
                        c.commit();
                        ChildProcess.emit("ACK " + generation + " " + id);
                        acks++;
                        if (k + 1 < reopenEvery && orders.holdNow()) {
                            ChildProcess.emit("HELD " + generation + " " + id);
                            orders.awaitResume();
                            resumed = true;
                        }
                    }
                }
            } catch (SQLException e) {
                if (!"57P01".equals(e.getSQLState()) && !"58030".equals(e.getSQLState())) {
                    // Not what a fenced writer should see: the parent fails the test on it after checking
                    // the data; here, treat it like a fence so the race goes on.
                    System.err.println("generation " + generation + ", id " + id + ": unexpected SQLState " + e.getSQLState());
                    e.printStackTrace();
                }
                fenced = true;
                ChildProcess.emit("FENCED " + generation + " " + e.getSQLState() + " " + id + " " + ChildProcess.oneLine(String.valueOf(e.getMessage())));
                tryStaleWrite(c, name, generation);
            } finally {
                c.close();
            }
            if (!fenced) {
                // Reopen on purpose: the next getConnection recovers from storage and fences the other child.
                HotrowDriver.instance().shutdown();
            }
        }
        HotrowDriver.instance().shutdown();
        ChildProcess.emit("DONE " + acks + " " + generation);
        Runtime.getRuntime().halt(0);
    }

    /**
     * A fenced writer accepts no more writes (docs/engine-log.md, "Opening a database: fencing"):
     * one more write on the stale connection must fail.
     */
    private static void tryStaleWrite(Connection stale, String name, int generation) {
        String id = name + "-stale-" + generation;
        try {
            try {
                stale.rollback();
            } catch (SQLException ignored) {
                // the transaction may already be over
            }
            try (PreparedStatement insert = stale.prepareStatement("INSERT INTO writes (id, writer, gen) VALUES (?, ?, ?)")) {
                insert.setString(1, id);
                insert.setString(2, name);
                insert.setInt(3, generation);
                insert.executeUpdate();
            }
            stale.commit();
            ChildProcess.emit("STALE_ACK " + generation + " " + id);
        } catch (SQLException e) {
            ChildProcess.emit("STALE_REJECTED " + generation + " " + e.getSQLState());
        }
    }
}
