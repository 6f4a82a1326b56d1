package io.hotrow.engine.snapshot;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.h2.engine.SessionLocal;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.db.MVPrimaryIndex;
import org.h2.mvstore.db.MVSecondaryIndex;
import org.h2.mvstore.type.DataType;
import org.h2.result.Row;
import org.h2.result.SearchRow;
import org.h2.table.Table;
import org.h2.value.Value;
import org.h2.value.ValueNull;
import org.h2.value.VersionedValue;

/**
 * The storage of an empty table filled by a restore as committed data, without H2's transaction
 * (its undo log and the commit's rewrite of each entry) or a put per entry: the rows go into the
 * primary index's map as a tree built bottom up while they come in key order ({@link AscendingTree};
 * a row out of order is put the ordinary way), and each secondary index's entries, gathered as the
 * rows come, are sorted once at the end and built bottom up too. A table whose primary key is not
 * one integer column is stored by H2 under row ids, with the key as a unique secondary index; its
 * rows get the ids 1, 2, 3 in the snapshot's order, and the index's counter of ids is moved past
 * them.
 */
final class TableStorage {

    private final MVPrimaryIndex primary;
    private final MVMap<Long, VersionedValue<SearchRow>> rows;
    private final int keyColumn;
    private final List<SecondaryEntries> secondaries = new ArrayList<>();
    private AscendingTree<Long, VersionedValue<SearchRow>> tree;
    private long lastRowId;

    /** One secondary index and its entries, gathered until the rows are all in. */
    private record SecondaryEntries(MVSecondaryIndex index, List<SearchRow> keys) {
    }

    private TableStorage(MVPrimaryIndex primary, List<MVSecondaryIndex> indexes) {
        this.primary = primary;
        this.rows = primary.getMVMap();
        this.keyColumn = primary.getMainIndexColumn();
        this.tree = AscendingTree.forEmpty(rows);
        for (MVSecondaryIndex index : indexes) {
            secondaries.add(new SecondaryEntries(index, new ArrayList<>()));
        }
    }

    /**
     * Where {@code table}'s restored rows can be written this way ({@link CommittedStorage#indexes});
     * null when they must be added through the table, or its storage holds entries already.
     */
    static TableStorage forEmpty(SessionLocal session, Table table) {
        CommittedStorage.Indexes indexes = CommittedStorage.indexes(session, table);
        if (indexes == null || !indexes.primary().getMVMap().isEmpty() || indexes.secondaries().stream().anyMatch(index -> !index.getMVMap().isEmpty())) {
            return null;
        }
        return new TableStorage(indexes.primary(), indexes.secondaries());
    }

    /** Adds a row the table created ({@link Table#createRow}); its key is set here. */
    void add(Row row) {
        long key = keyColumn == SearchRow.ROWID_INDEX ? ++lastRowId : row.getValue(keyColumn).getLong();
        row.setKey(key);
        if (tree == null || !tree.add(key, CommittedStorage.asCommitted(row))) {
            finishRows();
            rows.put(key, CommittedStorage.asCommitted(row));
        }
        for (SecondaryEntries secondary : secondaries) {
            SearchRow entry = secondary.index().getRowFactory().createRow();
            entry.copyFrom(row);
            secondary.keys().add(entry);
        }
    }

    /**
     * Makes every row added the table's content: the primary index's now, each secondary index's in
     * {@code work}'s background (each index is its own map, which nothing else writes until the
     * restore ends). Two rows that hold the same values of a unique index, which a snapshot of a
     * database that refused them cannot, fail the background task with an {@link IOException}.
     */
    void finish(RestoreWork work) {
        finishRows();
        Long last = rows.lastKey();
        CommittedStorage.rowIdsPast(primary, last == null ? 0 : last);
        for (SecondaryEntries secondary : secondaries) {
            work.startInBackground(() -> {
                build(secondary.index(), secondary.keys());
                return null;
            });
        }
    }

    private void finishRows() {
        if (tree != null) {
            tree.finish();
            tree = null;
        }
    }

    private static void build(MVSecondaryIndex index, List<SearchRow> keys) throws IOException {
        MVMap<SearchRow, VersionedValue<Value>> map = index.getMVMap();
        DataType<SearchRow> order = map.getKeyType();
        keys.sort(order::compare);
        AscendingTree<SearchRow, VersionedValue<Value>> entries = AscendingTree.forEmpty(map);
        SearchRow previous = null;
        for (SearchRow key : keys) {
            if (previous != null && index.needsUniqueCheck(key) && index.compareRows(previous, key) == 0) {
                throw new IOException("two rows of " + index.getTable().getName() + " hold " + key + " in its unique index " + index.getName());
            }
            if (!entries.add(key, ValueNull.INSTANCE)) {
                throw new IOException("two entries of " + index.getName() + " are " + key);
            }
            previous = key;
        }
        entries.finish();
    }
}
