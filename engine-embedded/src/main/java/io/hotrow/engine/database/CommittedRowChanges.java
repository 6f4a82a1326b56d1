package io.hotrow.engine.database;

import io.hotrow.engine.capture.RowCaptureTrigger;
import io.hotrow.engine.log.RowChange;
import io.hotrow.engine.snapshot.CommittedStorage;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.h2.engine.SessionLocal;
import org.h2.message.DbException;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.db.MVPrimaryIndex;
import org.h2.mvstore.db.MVSecondaryIndex;
import org.h2.result.Row;
import org.h2.result.SearchRow;
import org.h2.schema.Schema;
import org.h2.schema.TriggerObject;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.value.Value;
import org.h2.value.ValueNull;
import org.h2.value.ValueToObjectConverter;
import org.h2.value.VersionedValue;

/**
 * Logged row changes written straight into H2's storage as committed rows and index entries where
 * the table allows it ({@link CommittedStorage#indexes}; a row is found by its integer key column,
 * which H2 stores rows by, or else through the primary key's index), no column is computed and no
 * trigger but the engine's capture (which ignores a replay) would fire: a prepared statement per
 * row (its start, search, row lock, undo entry, and the commit rewriting each entry) was most of a
 * replay. Values are converted as a bound parameter and H2's insert or update convert them;
 * constraints are not checked again, as the rows met them when they were committed.
 */
final class CommittedRowChanges {

    private static final Target THROUGH_SQL = new Target(null, null, List.of(), null, List.of(), -1);
    /** What a search found in place of a row: one this replay's open H2 transaction changed through SQL. */
    private static final Row UNCOMMITTED = Row.get(new Value[0], 0);

    private final SessionLocal session;
    private final Map<String, Target> targets = new HashMap<>();

    /**
     * A table written directly, its column names in order, and how a row is found: by the position
     * of its key column, or (stored under row ids) through {@code keyIndex}, its primary key's.
     */
    private record Target(Table table, MVPrimaryIndex primary, List<MVSecondaryIndex> secondaries, MVSecondaryIndex keyIndex, List<String> columns,
                          int keyColumn) {
    }

    CommittedRowChanges(Connection system) throws SQLException {
        this.session = (SessionLocal) system.unwrap(JdbcConnection.class).getSession();
    }

    /** Forgets what was learnt of the tables, after a statement that may have changed them. */
    void forget() {
        targets.clear();
    }

    /**
     * Applies {@code row} and returns true, or returns false having changed nothing when it must
     * be written back through SQL: its table does not allow it, or a row it touches was changed by
     * this replay's open H2 transaction.
     */
    boolean apply(long lsn, RowChange row) throws SQLException {
        try {
            return applyConverted(lsn, row);
        } catch (DbException e) {
            throw DbException.toSQLException(e);
        }
    }

    private boolean applyConverted(long lsn, RowChange row) throws SQLException {
        Target target = targets.computeIfAbsent(row.schema() + "." + row.table(), name -> target(row));
        if (target == THROUGH_SQL || !target.columns().equals(row.columns())) {
            return false;
        }
        Row old = row.isInsert() ? null : find(target, row.before());
        if (old == UNCOMMITTED) {
            return false;
        }
        Row added = row.isDelete() ? null : converted(target, row.after(), row.isInsert());
        Row taken = added == null || old != null && sameKey(target, old, added) ? null : find(target, added);
        if (taken == UNCOMMITTED) {
            return false;
        }
        if (!row.isInsert() && old == null) {
            throw LogReplayer.diverged(lsn, (row.isDelete() ? "delete" : "update") + " of a row in " + row.schema() + "." + row.table() + " matched 0 rows");
        }
        if (taken != null) {
            throw LogReplayer.diverged(lsn, "a row of " + row.schema() + "." + row.table() + " with the key of " + added + " already exists");
        }
        MVMap<Long, VersionedValue<SearchRow>> rows = target.primary().getMVMap();
        if (added != null) {
            added.setKey(target.keyIndex() == null ? added.getValue(target.keyColumn()).getLong()
                    : old != null ? old.getKey() : CommittedStorage.nextRowId(target.primary()));
        }
        for (MVSecondaryIndex index : target.secondaries()) {
            SearchRow oldEntry = old == null ? null : entry(index, old);
            SearchRow newEntry = added == null ? null : entry(index, added);
            if (oldEntry != null && newEntry != null && index.getMVMap().getKeyType().compare(oldEntry, newEntry) == 0) {
                continue; // the index's columns did not change
            }
            if (oldEntry != null) {
                index.getMVMap().remove(oldEntry);
            }
            if (newEntry != null) {
                index.getMVMap().put(newEntry, ValueNull.INSTANCE);
            }
        }
        if (old != null && (added == null || old.getKey() != added.getKey())) {
            rows.remove(old.getKey());
        }
        if (added != null) {
            rows.put(added.getKey(), CommittedStorage.asCommitted(added));
        }
        return true;
    }

    /** The committed row with the key of {@code image} (a logged row, or one converted), null when there is none, or {@link #UNCOMMITTED}. */
    private Row find(Target target, Object image) {
        if (target.keyIndex() == null) {
            Object logged = image instanceof Row converted ? converted.getValue(target.keyColumn()) : ((Object[]) image)[target.keyColumn()];
            VersionedValue<SearchRow> found = target.primary().getMVMap().get(key(target, logged));
            return uncommitted(found) ? UNCOMMITTED : (Row) (Object) found;
        }
        MVMap<SearchRow, VersionedValue<Value>> map = target.keyIndex().getMVMap();
        SearchRow search = target.keyIndex().getRowFactory().createRow();
        for (Column column : target.keyIndex().getColumns()) {
            int id = column.getColumnId();
            Value value = image instanceof Row converted ? converted.getValue(id) : value(((Object[]) image)[id], column);
            search.setValue(id, value);
        }
        search.setKey(Long.MIN_VALUE);
        Row found = null;
        for (SearchRow entry = map.ceilingKey(search); entry != null && target.keyIndex().compareRows(entry, search) == 0; entry = map.higherKey(entry)) {
            VersionedValue<SearchRow> row = target.primary().getMVMap().get(entry.getKey());
            if (uncommitted(map.get(entry)) || uncommitted(row)) {
                return UNCOMMITTED;
            }
            found = (Row) (Object) row;
        }
        return found;
    }

    private static boolean sameKey(Target target, Row old, Row added) {
        if (target.keyIndex() == null) {
            return old.getValue(target.keyColumn()).getLong() == added.getValue(target.keyColumn()).getLong();
        }
        return target.keyIndex().compareRows(old, added) == 0;
    }

    private static SearchRow entry(MVSecondaryIndex index, Row row) {
        SearchRow entry = index.getRowFactory().createRow();
        entry.copyFrom(row);
        return entry;
    }

    private Target target(RowChange row) {
        Schema schema = session.getDatabase().findSchema(row.schema());
        Table table = schema == null ? null : schema.findTableOrView(session, row.table());
        CommittedStorage.Indexes indexes = table == null ? null : CommittedStorage.indexes(session, table);
        if (indexes == null || !onlyCaptured(table)) {
            return THROUGH_SQL;
        }
        MVSecondaryIndex keyIndex = null;
        if (indexes.primary().getMainIndexColumn() == SearchRow.ROWID_INDEX) {
            if (!(table.findPrimaryKey() instanceof MVSecondaryIndex primaryKey)) {
                return THROUGH_SQL; // no key: only SQL matches a row by all its columns
            }
            keyIndex = primaryKey;
        }
        List<String> columns = new ArrayList<>();
        for (Column column : table.getColumns()) {
            if (column.isGenerated()) {
                return THROUGH_SQL;
            }
            columns.add(column.getName());
        }
        return new Target(table, indexes.primary(), indexes.secondaries(), keyIndex, columns, indexes.primary().getMainIndexColumn());
    }

    private static boolean onlyCaptured(Table table) {
        List<TriggerObject> triggers = table.getTriggers();
        return triggers == null || triggers.stream().allMatch(trigger -> RowCaptureTrigger.class.getName().equals(trigger.getTriggerClassName()));
    }

    /** The row as H2's INSERT (overriding system values, as replay's does) or UPDATE would store it. */
    private Row converted(Target target, Object[] image, boolean insert) {
        Value[] values = new Value[image.length];
        for (int i = 0; i < image.length; i++) {
            values[i] = image[i] == null ? ValueNull.INSTANCE : ValueToObjectConverter.objectToValue(session, image[i], Value.UNKNOWN);
        }
        Row row = target.table().createRow(values, SearchRow.MEMORY_CALCULATE);
        if (insert) {
            target.table().convertInsertRow(session, row, Boolean.TRUE);
        } else {
            target.table().convertUpdateRow(session, row, false);
        }
        return row;
    }

    private Long key(Target target, Object logged) {
        return value(logged, target.table().getColumn(target.keyColumn())).getLong();
    }

    private Value value(Object logged, Column column) {
        return logged instanceof Value converted ? converted : ValueToObjectConverter.objectToValue(session, logged, Value.UNKNOWN).convertTo(column.getType(), session);
    }

    private static boolean uncommitted(VersionedValue<?> value) {
        return value != null && value.getOperationId() != 0;
    }
}
