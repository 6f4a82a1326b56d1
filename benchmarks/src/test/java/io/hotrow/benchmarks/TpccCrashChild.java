package io.hotrow.benchmarks;

import io.hotrow.testsupport.ChildProcess;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Runs in a child JVM for {@link TpccCrashTest}: TPC-C terminals ({@link TpccTerminal}, the
 * benchmark's standard mix) on one engine database, each on its own connection at READ COMMITTED
 * out of autocommit, retrying 40001 and 40P01 as the benchmark's load does
 * ({@link TransactionLoad#complete}), until the parent kills this JVM with SIGKILL.
 *
 * <p>Protocol on stdout, one {@link ChildProcess#emit} per line, each printed only after
 * {@code commit()} returned:
 * <ul>
 *   <li>{@code NO <district> <order id>}: a New-Order;</li>
 *   <li>{@code PAY <district> <customer> <cents>}: a Payment;</li>
 *   <li>{@code DEL <order id>,...}: a Delivery, its order per district in district order, 0 where
 *       there was none to deliver;</li>
 *   <li>{@code ERROR <sqlstate> <message>} on any other failure (a wrong answer included), and the
 *       JVM exits with status 3.</li>
 * </ul>
 * Order-Status, Stock-Level and the New-Orders rolled back on purpose change nothing, so they are
 * not reported. A terminal runs one transaction at a time: at the kill, at most one per terminal
 * is unacknowledged.
 *
 * <p>Arguments: URL, terminals, seconds after which it exits by itself (a safety net), customers
 * per district and items of the {@link TpccScale} the database was loaded at.
 */
final class TpccCrashChild {

    private TpccCrashChild() {
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        int terminals = Integer.parseInt(args[1]);
        long deadline = System.nanoTime() + Long.parseLong(args[2]) * 1_000_000_000L;
        Tpcc tpcc = new Tpcc(new TpccScale("crash", Integer.parseInt(args[3]), Integer.parseInt(args[4]))) {
            @Override
            void newOrderCommitted(int district, int orderId) {
                super.newOrderCommitted(district, orderId);
                ChildProcess.emit("NO " + district + " " + orderId);
            }

            @Override
            void paymentCommitted(int district, int customer, long cents) {
                super.paymentCommitted(district, customer, cents);
                ChildProcess.emit("PAY " + district + " " + customer + " " + cents);
            }

            @Override
            void deliveryCommitted(int[] orderIds) {
                super.deliveryCommitted(orderIds);
                ChildProcess.emit("DEL " + Arrays.stream(orderIds).mapToObj(String::valueOf).collect(Collectors.joining(",")));
            }
        };
        ChildProcess.workUntilDeadline(terminals, "tpcc-terminal", client -> work(url, tpcc, client, deadline));
    }

    private static void work(String url, Tpcc tpcc, int client, long deadline) {
        try (Connection c = DriverManager.getConnection(url)) {
            c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
            c.setAutoCommit(false);
            Workload.Terminal terminal = tpcc.terminal(c, client);
            // Bounded in count as in time: the parent kills this JVM long before either ends it.
            for (int n = 0; n < 1_000_000 && System.nanoTime() < deadline; n++) {
                TransactionLoad.complete(c, false, terminal.next(), state -> { });
            }
        } catch (Throwable e) {
            ChildProcess.failChild("terminal " + client, e);
        }
    }
}
