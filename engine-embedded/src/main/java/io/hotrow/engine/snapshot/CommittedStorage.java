package io.hotrow.engine.snapshot;

import org.h2.engine.SessionLocal;
import org.h2.index.Index;
import org.h2.mvstore.db.MVDelegateIndex;
import org.h2.mvstore.db.MVPrimaryIndex;
import org.h2.mvstore.db.MVTable;
import org.h2.result.Row;
import org.h2.result.SearchRow;
import org.h2.table.Table;
import org.h2.value.VersionedValue;

/**
 * Where a restore or a replay may write a table's rows straight into H2's storage as committed
 * rows, bypassing H2's transaction (its undo log, and the commit that rewrites each entry).
 */
public final class CommittedStorage {

    private CommittedStorage() {
    }

    /**
     * The index whose map the rows of {@code table} can be put into as committed rows; null when
     * they must be added through the table. That is so when the table has a primary key of one
     * integer column, which H2 stores rows by, and nothing else to keep up: no other index (a
     * unique constraint's or foreign key's included) and no LOB column (H2 copies LOBs into its LOB
     * storage as it adds a row).
     */
    public static MVPrimaryIndex primaryIndex(SessionLocal session, Table table) {
        if (!(table instanceof MVTable stored) || stored.getContainsLargeObject()
                || !(table.getScanIndex(session) instanceof MVPrimaryIndex primary) || primary.getMainIndexColumn() == SearchRow.ROWID_INDEX) {
            return null;
        }
        for (Index index : table.getIndexes()) {
            if (index != primary && !(index instanceof MVDelegateIndex)) {
                return null;
            }
        }
        return primary;
    }

    /** A row as H2's transactional map holds a committed one: the row itself (an uncommitted one is wrapped with its undo entry). */
    @SuppressWarnings("unchecked")
    public static VersionedValue<SearchRow> asCommitted(Row row) {
        return (VersionedValue<SearchRow>) (VersionedValue<?>) row;
    }
}
