package io.hotrow.tck;

import io.hotrow.testsupport.ChildProcess;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Runs in a child JVM for {@link ConcurrentCrashInjectionTest}: several threads run explicit
 * transactions at once on one engine database, under row locks, until the parent kills this JVM
 * with SIGKILL.
 *
 * <p>Each transaction moves amounts between one to three random accounts of {@code acct}, in random
 * order (so transactions deadlock), with {@code UPDATE acct SET balance = balance + ? WHERE id = ?};
 * the amounts sum to zero. It inserts one {@code ledger} row with its transaction id, its accounts
 * and amounts, and an {@code entry_no} drawn from a sequence, before or after the updates. One in
 * eight is rolled back on purpose. A deadlock (40P01) or serialization failure (40001) rolls it back
 * and runs it again with the same id and amounts.
 *
 * <p>Protocol on stdout, one {@code write(2)} per line (see {@link ChildProcess#emit}):
 * <ul>
 *   <li>{@code ACK <id> <account>:<amount>,...} only after {@code commit()} returned;</li>
 *   <li>{@code RB <id>} after a rollback on purpose returned (its id is never used again);</li>
 *   <li>{@code RETRY <id> <sqlstate>} after a deadlock or serialization failure, before the retry;</li>
 *   <li>{@code ERROR <sqlstate> <message>} on anything else, and the JVM exits with status 3.</li>
 * </ul>
 * A thread runs one transaction at a time and numbers them (sequence numbers in the id) in order,
 * rolled-back ones included, so the one transaction it may have been committing when it was killed
 * is the one after the last it reported.
 *
 * <p>Arguments: URL, iteration number, thread count, seconds after which it exits by itself (a
 * safety net), number of accounts.
 */
public final class ConcurrentCrashChild {

    private static final Set<String> RETRYABLE = Set.of("40001", "40P01");

    /** A transaction id: unique across iterations, threads and sequence numbers (the same scheme as {@link CrashChild#orderId}). */
    static long txId(int iteration, int thread, int seq) {
        return CrashChild.orderId(iteration, thread, seq);
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        int iteration = Integer.parseInt(args[1]);
        int threads = Integer.parseInt(args[2]);
        long deadline = System.nanoTime() + Long.parseLong(args[3]) * 1_000_000_000L;
        int accounts = Integer.parseInt(args[4]);
        if (threads < 1 || threads >= 99 || accounts < 3) {
            throw new IllegalArgumentException("1..98 threads, at least 3 accounts");
        }
        ChildProcess.workUntilDeadline(threads, "concurrent-writer", thread -> work(url, iteration, thread, deadline, accounts));
    }

    private static void work(String url, int iteration, int thread, long deadline, int accounts) {
        Random random = new Random(System.nanoTime() * 31 + thread);
        try (Connection c = DriverManager.getConnection(url)) {
            try (Statement s = c.createStatement()) {
                // Every transaction here runs without pausing, so a longer wait is a deadlock that went unseen.
                s.execute("SET lock_timeout = '2s'");
            }
            c.setAutoCommit(false);
            try (PreparedStatement move = c.prepareStatement("UPDATE acct SET balance = balance + ? WHERE id = ?");
                 PreparedStatement ledger = c.prepareStatement("INSERT INTO ledger (txid, entry_no, iteration, thread_no, seq,"
                         + " a1, d1, a2, d2, a3, d3) VALUES (?, nextval('ledger_no'), ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                for (int seq = 0; seq < 1_000_000 && System.nanoTime() < deadline; seq++) {
                    long id = txId(iteration, thread, seq);
                    int[] accountsMoved = pickAccounts(random, accounts);
                    long[] amounts = amounts(random, accountsMoved.length);
                    boolean ledgerFirst = random.nextBoolean();
                    boolean rollBack = random.nextInt(8) == 0;
                    for (int attempt = 1; ; attempt++) {
                        try {
                            if (ledgerFirst) {
                                insertLedger(ledger, id, iteration, thread, seq, accountsMoved, amounts);
                            }
                            for (int i = 0; i < accountsMoved.length; i++) {
                                move.setLong(1, amounts[i]);
                                move.setInt(2, accountsMoved[i]);
                                if (move.executeUpdate() != 1) {
                                    throw new SQLException("account " + accountsMoved[i] + " not updated");
                                }
                            }
                            if (!ledgerFirst) {
                                insertLedger(ledger, id, iteration, thread, seq, accountsMoved, amounts);
                            }
                        } catch (SQLException e) {
                            String state = String.valueOf(e.getSQLState());
                            if (!RETRYABLE.contains(state) || attempt >= 200) {
                                throw e;
                            }
                            c.rollback();
                            ChildProcess.emit("RETRY " + id + " " + state);
                            continue;
                        }
                        if (rollBack) {
                            c.rollback();
                            ChildProcess.emit("RB " + id);
                        } else {
                            c.commit(); // a failure here is not retried: its outcome would be unknown
                            ChildProcess.emit("ACK " + id + " " + movements(accountsMoved, amounts)); // only now: acknowledged
                        }
                        break;
                    }
                }
            }
        } catch (Throwable e) {
            ChildProcess.failChild("thread " + thread, e);
        }
    }

    /** One to three distinct accounts, in random order. */
    static int[] pickAccounts(Random random, int accounts) {
        int n = random.nextInt(9) == 0 ? 1 : 2 + random.nextInt(2);
        List<Integer> picked = new ArrayList<>();
        while (picked.size() < n) {
            int a = 1 + random.nextInt(accounts);
            if (!picked.contains(a)) {
                picked.add(a);
            }
        }
        return picked.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Amounts that sum to zero (a single account moves by zero, but its row is still written). */
    static long[] amounts(Random random, int n) {
        long[] amounts = new long[n];
        long sum = 0;
        for (int i = 0; i < n - 1; i++) {
            amounts[i] = random.nextInt(201) - 100;
            sum += amounts[i];
        }
        amounts[n - 1] = -sum;
        return amounts;
    }

    static void insertLedger(PreparedStatement ledger, long id, int iteration, int thread, int seq, int[] accounts, long[] amounts)
            throws SQLException {
        ledger.setLong(1, id);
        ledger.setInt(2, iteration);
        ledger.setInt(3, thread);
        ledger.setInt(4, seq);
        for (int i = 0; i < 3; i++) {
            if (i < accounts.length) {
                ledger.setInt(5 + 2 * i, accounts[i]);
                ledger.setLong(6 + 2 * i, amounts[i]);
            } else {
                ledger.setNull(5 + 2 * i, java.sql.Types.INTEGER);
                ledger.setNull(6 + 2 * i, java.sql.Types.BIGINT);
            }
        }
        if (ledger.executeUpdate() != 1) {
            throw new SQLException("ledger row " + id + " not inserted");
        }
    }

    /** {@code account:amount,...}, as the parent parses it and as the ledger row must hold it. */
    static String movements(int[] accounts, long[] amounts) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < accounts.length; i++) {
            out.append(i == 0 ? "" : ",").append(accounts[i]).append(':').append(amounts[i]);
        }
        return out.toString();
    }
}
