package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.database.SnapshotPolicy;
import io.hotrow.engine.store.ObjectStore;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Properties;

/**
 * The TPC-C-like case of reopening after traffic (issue 26), built into a directory that is kept:
 * the database loaded, then its transactions run from {@link #TERMINALS} terminals for a while,
 * with what they committed written beside it, so that each reopen, in this JVM or a later one,
 * checks the reopened database against it.
 */
final class TpccReopen {

    static final int TERMINALS = 8;
    private static final String ACCOUNT = "tpcc-committed.properties";

    private TpccReopen() {
    }

    /** Loads the database at {@code scale} into {@code store}, runs {@code traffic} of its transactions under {@code snapshots}, and shuts it down. */
    static void build(ObjectStore store, Path directory, TpccScale scale, Duration traffic, SnapshotPolicy snapshots) throws Exception {
        Tpcc tpcc = new Tpcc(scale);
        Database database = RecoveryTime.open(store, EngineSettings.DEFAULT.withSnapshots(snapshots));
        try {
            try (Connection c = EngineOnStore.connector(database).open()) {
                tpcc.create(c);
            }
            TransactionLoad.measure(new TransactionLoad.Database(LocalVersusPostgres.LOCAL_STORE, "tpcc", tpcc, EngineOnStore.connector(database)),
                    TERMINALS, TransactionLoad.Mode.READ_COMMITTED, new Limits(Duration.ZERO, traffic, Long.MAX_VALUE));
        } finally {
            database.shutdown();
        }
        Properties account = new Properties();
        account.setProperty("scale", scale.name());
        account.setProperty("newOrders", Long.toString(tpcc.newOrders.get()));
        account.setProperty("payments", Long.toString(tpcc.payments.get()));
        account.setProperty("paymentCents", Long.toString(tpcc.paymentCents.get()));
        account.setProperty("deliveredOrders", Long.toString(tpcc.deliveredOrders.get()));
        try (Writer out = Files.newBufferedWriter(directory.resolve(ACCOUNT))) {
            account.store(out, "what the TPC-C-like terminals committed before the database was shut down");
        }
    }

    /** Whether {@code directory} holds a database {@link #build} finished. */
    static boolean built(Path directory) {
        return Files.exists(directory.resolve(ACCOUNT));
    }

    /** Holds the reopened database to the build's account and to TPC-C's consistency conditions. */
    static void check(Database reopened, Path directory, TpccScale scale) throws IOException, SQLException {
        Properties account = new Properties();
        try (Reader in = Files.newBufferedReader(directory.resolve(ACCOUNT))) {
            account.load(in);
        }
        if (!scale.name().equals(account.getProperty("scale"))) {
            throw new IllegalStateException(directory + " holds the " + account.getProperty("scale") + " size, not " + scale.name());
        }
        try (Connection c = EngineOnStore.connector(reopened).open()) {
            TpccCheck.check(c, scale, new TpccCheck.Committed(number(account, "newOrders"), number(account, "payments"), number(account, "paymentCents"),
                    number(account, "deliveredOrders")));
        }
    }

    private static long number(Properties account, String name) {
        return Long.parseLong(account.getProperty(name));
    }
}
