package io.hotrow.engine.snapshot;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.h2.engine.SessionLocal;
import org.h2.index.Index;
import org.h2.mvstore.db.MVDelegateIndex;
import org.h2.mvstore.db.MVPrimaryIndex;
import org.h2.mvstore.db.MVSecondaryIndex;
import org.h2.mvstore.db.MVTable;
import org.h2.result.Row;
import org.h2.result.SearchRow;
import org.h2.table.Table;
import org.h2.value.VersionedValue;

/**
 * Where a restore or a replay may write a table's rows and index entries straight into H2's
 * storage as committed data, bypassing H2's transaction (its undo log, and the commit that
 * rewrites each entry).
 */
public final class CommittedStorage {

    /** H2's counter of a table's row ids is private (H2 2.5.252): reached through its package's lookup. */
    private static final VarHandle LAST_ROW_ID;

    static {
        try {
            LAST_ROW_ID = MethodHandles.privateLookupIn(MVPrimaryIndex.class, MethodHandles.lookup()).findVarHandle(MVPrimaryIndex.class, "lastKey", AtomicLong.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private CommittedStorage() {
    }

    /**
     * A table's maps: the primary index's, keyed by the integer key column or by row id (then the
     * primary key, if any, is one of the secondary indexes), and every other index's.
     */
    public record Indexes(MVPrimaryIndex primary, List<MVSecondaryIndex> secondaries) {
    }

    /**
     * The indexes of {@code table} when every one is a B-tree of H2's storage that can be written
     * this way; null when its rows must be added through the table: it has a LOB column (H2 copies
     * LOBs into its LOB storage as it adds a row) or another kind of index.
     */
    public static Indexes indexes(SessionLocal session, Table table) {
        if (!(table instanceof MVTable stored) || stored.getContainsLargeObject() || !(table.getScanIndex(session) instanceof MVPrimaryIndex primary)) {
            return null;
        }
        List<MVSecondaryIndex> secondaries = new ArrayList<>();
        for (Index index : table.getIndexes()) {
            if (index instanceof MVSecondaryIndex secondary) {
                secondaries.add(secondary);
            } else if (index != primary && !(index instanceof MVDelegateIndex)) {
                return null;
            }
        }
        return new Indexes(primary, secondaries);
    }

    /** A row as H2's transactional map holds a committed one: the row itself (an uncommitted one is wrapped with its undo entry). */
    @SuppressWarnings("unchecked")
    public static VersionedValue<SearchRow> asCommitted(Row row) {
        return (VersionedValue<SearchRow>) (VersionedValue<?>) row;
    }

    /** The row id a row added to {@code primary} (stored under row ids) gets, as H2's own insert takes it. */
    public static long nextRowId(MVPrimaryIndex primary) {
        return ((AtomicLong) LAST_ROW_ID.get(primary)).incrementAndGet();
    }

    /** Moves {@code primary}'s counter of row ids past {@code rowId}, which was written without it. */
    static void rowIdsPast(MVPrimaryIndex primary, long rowId) {
        ((AtomicLong) LAST_ROW_ID.get(primary)).accumulateAndGet(rowId, Math::max);
    }
}
