package io.hotrow.engine.database;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.h2.engine.SessionLocal;
import org.h2.index.Index;
import org.h2.jdbc.JdbcConnection;
import org.h2.message.DbException;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.RootReference;
import org.h2.mvstore.db.MVIndex;
import org.h2.mvstore.db.MVTable;
import org.h2.mvstore.tx.Transaction;
import org.h2.mvstore.tx.TransactionMap;
import org.h2.mvstore.tx.TransactionStore;
import org.h2.schema.Schema;
import org.h2.table.Table;

/**
 * {@code pg_export_snapshot()} and {@code SET TRANSACTION SNAPSHOT}, which pg_dump's parallel jobs
 * use to read the database as its first connection does. One registry per database.
 *
 * <p>An H2 repeatable-read transaction reads each table map from a root taken once (its
 * {@code TransactionMap}'s snapshot: the map's copy-on-write root and the transactions then
 * committing). Exporting takes the roots of every table and index map at one moment, and the
 * exporting transaction keeps them as its own; importing gives the same roots to the importing
 * transaction before it reads anything, so both read the same committed rows.
 *
 * <p>One thing a root does not carry: a row that a transaction had written but not committed is
 * read as its committed value, unless the reader's own transaction number is the writer's. H2 reuses
 * the numbers of ended transactions, so an importer could be given the number of one that was open
 * at the export and has ended since, and would then read its uncommitted rows as its own. The export
 * therefore records which numbers were open (read before and after the roots, unchanged between), and
 * the importer's H2 transaction is begun while every such number that is free is held by an empty
 * transaction of the store's own, so it gets another.
 */
final class ExportedSnapshots {

    /** A snapshot exported: the roots of each map, and the numbers of the transactions that had not committed then. */
    private record Exported(Session exporter, boolean serializable, Map<MVMap<?, ?>, Object> snapshots, BitSet uncommitted) {
    }

    /**
     * The private parts of H2's transaction store read and set here, looked up at the first export or import: with an H2
     * that has them otherwise, only pg_export_snapshot and SET TRANSACTION SNAPSHOT fail (0A000), not every database's creation.
     */
    private record Internals(Field transactionMapSnapshot, Field openTransactions, Field committingTransactions, Constructor<?> snapshot,
            Field versionedBits) {

        static Internals get() throws SQLException {
            if (Lookup.FAILURE != null) {
                throw new SQLException("exported snapshots are not supported with this H2 version: " + Lookup.FAILURE.getMessage(), "0A000",
                        Lookup.FAILURE);
            }
            return Lookup.INTERNALS;
        }
    }

    /** Looks the internals up once, as the class is first used (the JVM initialises it lazily and once). */
    private static final class Lookup {

        static final Internals INTERNALS;
        static final Exception FAILURE;

        static {
            Internals internals = null;
            Exception failure = null;
            try {
                Class<?> snapshot = Class.forName("org.h2.mvstore.tx.Snapshot");
                Constructor<?> constructor = snapshot.getDeclaredConstructor(RootReference.class, long[].class);
                constructor.setAccessible(true);
                internals = new Internals(field(TransactionMap.class, "snapshot"), field(TransactionStore.class, "openTransactions"),
                        field(TransactionStore.class, "committingTransactions"), constructor,
                        field(Class.forName("org.h2.mvstore.tx.VersionedBitSet"), "bits"));
            } catch (ReflectiveOperationException | RuntimeException e) { // a RuntimeException: setAccessible refused
                failure = e;
            }
            INTERNALS = internals;
            FAILURE = failure;
        }

        private Lookup() {
        }

        private static Field field(Class<?> type, String name) throws NoSuchFieldException {
            Field field = type.getDeclaredField(name);
            field.setAccessible(true);
            return field;
        }
    }

    private final Map<String, Exported> exported = new HashMap<>();
    private final AtomicLong numbers = new AtomicLong();

    /**
     * pg_export_snapshot(): fixes the roots of every table for {@code session}'s transaction (a
     * repeatable read keeps them as its snapshot) and names them until that transaction ends.
     *
     * @param firstStatement whether the statement calling it is its transaction's first: the roots H2
     *     took as it began (a SERIALIZABLE transaction's of every table) have not been read, and are taken again
     * @param serializable whether the exporting transaction is SERIALIZABLE: only such a one's snapshot goes to a SERIALIZABLE importer
     */
    String export(Session session, boolean inTransactionBlock, boolean firstStatement, boolean serializable) throws SQLException {
        Internals internals = Internals.get();
        SessionLocal h2 = h2(session.h2());
        String id = String.format("%08X-%08X-1", session.hashCode(), numbers.incrementAndGet());
        try {
            Transaction transaction = h2.getTransaction();
            boolean repeatable = !transaction.getIsolationLevel().allowNonRepeatableRead();
            List<MVMap<?, ?>> maps = tableMaps(h2);
            Map<MVMap<?, ?>, TransactionMap<?, ?>> own = new LinkedHashMap<>();
            for (MVMap<?, ?> map : maps) {
                TransactionMap<?, ?> mine = transaction.openMapX(untyped(map));
                if (repeatable && !firstStatement && internals.transactionMapSnapshot().get(mine) != null) {
                    // Its root was taken by an earlier statement, when other transactions may have been open that have ended since.
                    throw new SQLException("pg_export_snapshot must be called before the transaction's first query of a table"
                            + " in this engine: a REPEATABLE READ or SERIALIZABLE transaction keeps each table's rows from its first read",
                            "55000");
                }
                own.put(map, mine);
            }
            TransactionStore store = h2.getDatabase().getStore().getTransactionStore();
            AtomicReference<?> open = (AtomicReference<?>) internals.openTransactions().get(store);
            AtomicReference<?> committing = (AtomicReference<?>) internals.committingTransactions().get(store);
            Map<MVMap<?, ?>, Object> snapshots = new LinkedHashMap<>();
            Object openBefore;
            Object committingBefore;
            do { // a moment when no transaction began, ended or committed, as H2's markStatementStart waits for one
                openBefore = open.get();
                committingBefore = committing.get();
                long[] committingBits = (long[]) internals.versionedBits().get(committingBefore);
                snapshots.clear();
                for (MVMap<?, ?> map : maps) {
                    snapshots.put(map, internals.snapshot().newInstance(map.flushAndGetRoot(), committingBits));
                }
            } while (open.get() != openBefore || committing.get() != committingBefore);
            BitSet uncommitted = BitSet.valueOf((long[]) internals.versionedBits().get(openBefore));
            uncommitted.andNot(BitSet.valueOf((long[]) internals.versionedBits().get(committingBefore)));
            uncommitted.clear(transaction.getId());
            if (repeatable) {
                for (Map.Entry<MVMap<?, ?>, TransactionMap<?, ?>> entry : own.entrySet()) {
                    internals.transactionMapSnapshot().set(entry.getValue(), snapshots.get(entry.getKey()));
                }
            }
            if (inTransactionBlock) { // otherwise the statement is its own transaction, and the name is void once it ends
                synchronized (exported) {
                    exported.put(id, new Exported(session, serializable, snapshots, uncommitted));
                }
            }
            return id;
        } catch (ReflectiveOperationException e) {
            throw new SQLException("cannot export the snapshot: H2's transaction store is not as the engine expects", "XX000", e);
        } catch (DbException e) {
            throw DbException.toSQLException(e);
        }
    }

    /**
     * SET TRANSACTION SNAPSHOT: {@code session}'s transaction, which has read nothing yet, reads
     * from the roots the snapshot {@code id} names; a {@code serializable} one only from a SERIALIZABLE exporter, as in PostgreSQL.
     */
    void importInto(Session session, String id, boolean serializable) throws SQLException {
        if (!id.matches("[0-9A-F-]+")) {
            throw invalid(id);
        }
        Exported snapshot;
        synchronized (exported) {
            snapshot = exported.get(id);
        }
        if (snapshot == null || snapshot.exporter() == session) {
            throw invalid(id);
        }
        if (serializable && !snapshot.serializable()) {
            throw new SQLException("a serializable transaction cannot import a snapshot from a non-serializable transaction", "0A000");
        }
        Internals internals = Internals.get();
        SessionLocal h2 = h2(session.h2());
        TransactionStore store = h2.getDatabase().getStore().getTransactionStore();
        List<Transaction> held = new ArrayList<>();
        try {
            Transaction mine;
            while (true) {
                holdFreeNumbers(store, snapshot.uncommitted(), held);
                mine = h2.getTransaction();
                if (!snapshot.uncommitted().get(mine.getId())) {
                    break;
                }
                // A transaction open at the export ended after the numbers were held and gave this one its number:
                // give it back (nothing was read or written) and hold it too.
                h2.rollback();
            }
            for (Map.Entry<MVMap<?, ?>, Object> entry : snapshot.snapshots().entrySet()) {
                internals.transactionMapSnapshot().set(mine.openMapX(untyped(entry.getKey())), entry.getValue());
            }
        } catch (IllegalAccessException e) {
            throw new SQLException("cannot import the snapshot: H2's transaction store is not as the engine expects", "XX000", e);
        } catch (DbException e) {
            throw DbException.toSQLException(e);
        } finally {
            held.forEach(Transaction::commit); // empty: they only held their numbers
        }
    }

    /** Begins empty transactions until the next number free is not one the snapshot names as uncommitted, keeping those that are. */
    private static void holdFreeNumbers(TransactionStore store, BitSet uncommitted, List<Transaction> held) {
        while (true) {
            Transaction placeholder = store.begin();
            if (!uncommitted.get(placeholder.getId())) {
                placeholder.commit();
                return;
            }
            held.add(placeholder);
        }
    }

    /** The snapshots {@code session} exported are void once its transaction ends, as in PostgreSQL. */
    void transactionEnded(Session session) {
        synchronized (exported) {
            exported.values().removeIf(snapshot -> snapshot.exporter() == session);
        }
    }

    private static SQLException invalid(String id) {
        return new SQLException("invalid snapshot identifier: \"" + id + "\"", "22023");
    }

    /** Every map holding a table's rows or an index of them. */
    private static List<MVMap<?, ?>> tableMaps(SessionLocal h2) {
        Map<Integer, MVMap<?, ?>> maps = new LinkedHashMap<>();
        for (Schema schema : h2.getDatabase().getAllSchemasNoMeta()) {
            for (Table table : schema.getAllTablesAndViews(null)) {
                if (table instanceof MVTable) {
                    for (Index index : table.getIndexes()) {
                        if (index instanceof MVIndex<?, ?> mv) {
                            maps.putIfAbsent(mv.getMVMap().getId(), mv.getMVMap());
                        }
                    }
                }
            }
        }
        return new ArrayList<>(maps.values());
    }

    private static SessionLocal h2(Connection connection) throws SQLException {
        return (SessionLocal) connection.unwrap(JdbcConnection.class).getSession();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static MVMap<Object, org.h2.value.VersionedValue<Object>> untyped(MVMap map) {
        return map;
    }
}
