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
 * Logged row changes written straight into H2's storage as committed rows where the table allows
 * it ({@link CommittedStorage#primaryIndex}), no column is computed and no trigger but the
 * engine's capture (which ignores a replay) would fire: a prepared statement per row (its start,
 * search, row lock, undo entry, and the commit rewriting each entry) was most of a replay. Values
 * are converted as a bound parameter and H2's insert or update convert them; constraints are not
 * checked again, as the rows met them when they were committed.
 */
final class CommittedRowChanges {

    private static final Target THROUGH_SQL = new Target(null, null, List.of(), -1);

    private final SessionLocal session;
    private final Map<String, Target> targets = new HashMap<>();

    /** A table written directly, its column names in order and the position of its key column. */
    private record Target(Table table, MVPrimaryIndex primary, List<String> columns, int keyColumn) {
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
        MVMap<Long, VersionedValue<SearchRow>> map = target.primary().getMVMap();
        Long oldKey = row.isInsert() ? null : key(target, row.before()[target.keyColumn()]);
        Row added = row.isDelete() ? null : converted(target, row.after(), row.isInsert());
        Long newKey = added == null ? null : added.getValue(target.keyColumn()).getLong();
        VersionedValue<SearchRow> old = oldKey == null ? null : map.get(oldKey);
        VersionedValue<SearchRow> taken = newKey == null || newKey.equals(oldKey) ? null : map.get(newKey);
        if (uncommitted(old) || uncommitted(taken)) {
            return false;
        }
        if (oldKey != null && old == null) {
            throw LogReplayer.diverged(lsn, (row.isDelete() ? "delete" : "update") + " of a row in " + row.schema() + "." + row.table() + " matched 0 rows");
        }
        if (taken != null) {
            throw LogReplayer.diverged(lsn, "a row of " + row.schema() + "." + row.table() + " with key " + newKey + " already exists");
        }
        if (oldKey != null && !oldKey.equals(newKey)) {
            map.remove(oldKey);
        }
        if (added != null) {
            added.setKey(newKey);
            map.put(newKey, CommittedStorage.asCommitted(added));
        }
        return true;
    }

    private Target target(RowChange row) {
        Schema schema = session.getDatabase().findSchema(row.schema());
        Table table = schema == null ? null : schema.findTableOrView(session, row.table());
        MVPrimaryIndex primary = table == null ? null : CommittedStorage.primaryIndex(session, table);
        if (primary == null || !onlyCaptured(table)) {
            return THROUGH_SQL;
        }
        List<String> columns = new ArrayList<>();
        for (Column column : table.getColumns()) {
            if (column.isGenerated()) {
                return THROUGH_SQL;
            }
            columns.add(column.getName());
        }
        return new Target(table, primary, columns, primary.getMainIndexColumn());
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
        Column column = target.table().getColumn(target.keyColumn());
        return ValueToObjectConverter.objectToValue(session, logged, Value.UNKNOWN).convertTo(column.getType(), session).getLong();
    }

    private static boolean uncommitted(VersionedValue<SearchRow> value) {
        return value != null && value.getOperationId() != 0;
    }
}
