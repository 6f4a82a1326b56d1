package io.hotrow.tck;

import io.hotrow.testsupport.ChildProcess;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Runs in a child JVM for {@link CrashInjectionTest}: several threads commit transactions into one
 * engine database until the parent kills this JVM with SIGKILL.
 *
 * <p>Every transaction touches three tables, so a torn transaction is visible after recovery: it
 * inserts one {@code orders} row (its {@code order_no} drawn from an explicit sequence), one to
 * three {@code order_lines} rows (their {@code line_id} from a {@code bigserial} identity), and
 * moves one unit from account 1 to account 2. A thread prints {@code ACK <id>} only after
 * {@code commit()} has returned, with one {@code write(2)} of fewer than PIPE_BUF bytes, so the
 * parent never sees a torn line and never sees an ACK for a commit that did not return. A thread
 * runs one transaction at a time, so its committed ids are consecutive.
 *
 * <p>Every seventh transaction is rolled back instead (with negative ids): none of it may ever be
 * visible. On any error the child prints {@code ERROR ...} and exits with status 3: with a single
 * writer nothing may fail, so the parent treats it as a failure.
 *
 * <p>Arguments: URL, iteration number, thread count, seconds after which it exits by itself (a
 * safety net; the parent normally kills it much earlier).
 */
public final class CrashChild {

    /** The id of a committed order: unique across iterations, threads and sequence numbers. */
    static long orderId(int iteration, int thread, int seq) {
        return iteration * 100_000_000L + thread * 1_000_000L + seq;
    }

    static int iterationOf(long id) {
        return (int) (id / 100_000_000L);
    }

    static int threadOf(long id) {
        return (int) (id / 1_000_000L % 100);
    }

    static int seqOf(long id) {
        return (int) (id % 1_000_000L);
    }

    /** How many lines an order has, and each line's quantity: derived from the id, so the parent can check them. */
    static int lineCount(long id) {
        return (int) (Math.abs(id) % 3) + 1;
    }

    static int quantity(long id, int lineNo) {
        return (int) (Math.abs(id) % 5) + lineNo + 1;
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        int iteration = Integer.parseInt(args[1]);
        int threads = Integer.parseInt(args[2]);
        long deadline = System.nanoTime() + Long.parseLong(args[3]) * 1_000_000_000L;
        if (threads < 1 || threads >= 100) {
            throw new IllegalArgumentException("1..99 threads");
        }
        ChildProcess.workUntilDeadline(threads, "crash-writer", thread -> work(url, iteration, thread, deadline));
    }

    private static void work(String url, int iteration, int thread, long deadline) {
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            try (PreparedStatement order = c.prepareStatement(
                         "INSERT INTO orders (id, order_no, iteration, thread_no, seq, line_count, total)"
                                 + " VALUES (?, nextval('order_no_seq'), ?, ?, ?, ?, ?) RETURNING order_no");
                 PreparedStatement line = c.prepareStatement("INSERT INTO order_lines (order_id, line_no, qty) VALUES (?, ?, ?)");
                 PreparedStatement debit = c.prepareStatement("UPDATE accounts SET balance = balance - 1 WHERE id = 1");
                 PreparedStatement credit = c.prepareStatement("UPDATE accounts SET balance = balance + 1 WHERE id = 2")) {
                int seq = 0;
                for (long attempt = 0; System.nanoTime() < deadline && seq < 1_000_000; attempt++) {
                    boolean rollBack = attempt % 7 == 3;
                    long id = rollBack ? -orderId(iteration, thread, seq) - 1 : orderId(iteration, thread, seq);
                    int lines = lineCount(id);
                    long total = 0;
                    for (int n = 0; n < lines; n++) {
                        total += quantity(id, n);
                    }
                    order.setLong(1, id);
                    order.setInt(2, iteration);
                    order.setInt(3, thread);
                    order.setInt(4, seq);
                    order.setInt(5, lines);
                    order.setLong(6, total);
                    try (ResultSet drawn = order.executeQuery()) {
                        expectOne(drawn.next() ? 1 : 0, "order insert");
                        // The application has this value now, whatever becomes of the transaction: it must never come again.
                        ChildProcess.emit("DRAWN " + drawn.getLong(1));
                    }
                    for (int n = 0; n < lines; n++) {
                        line.setLong(1, id);
                        line.setInt(2, n);
                        line.setInt(3, quantity(id, n));
                        expectOne(line.executeUpdate(), "line insert");
                    }
                    expectOne(debit.executeUpdate(), "debit");
                    expectOne(credit.executeUpdate(), "credit");
                    if (rollBack) {
                        c.rollback();
                    } else {
                        c.commit();
                        ChildProcess.emit("ACK " + id); // only now: the commit returned, so it is acknowledged
                        seq++;
                    }
                }
            }
        } catch (Throwable e) {
            ChildProcess.failChild("thread " + thread, e);
        }
    }

    private static void expectOne(int count, String what) throws SQLException {
        if (count != 1) {
            throw new SQLException(what + " changed " + count + " rows, expected 1");
        }
    }
}
