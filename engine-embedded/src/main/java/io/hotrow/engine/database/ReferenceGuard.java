package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import io.hotrow.engine.capture.ConstraintTimings;
import io.hotrow.engine.capture.ForeignKey;
import io.hotrow.engine.capture.RowGuard;
import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.locks.ReferenceLocks;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * One session's side of {@link ReferenceLocks}: from the rows its statements change, the parent
 * keys it depends on (a child row inserted or re-pointed) and the ones it removes (a parent row
 * deleted or re-keyed). After waiting for another transaction it looks again, on its own H2 session
 * (a query inside a statement sees what committed meanwhile), and fails as PostgreSQL would when
 * the foreign key no longer holds: 23503.
 */
final class ReferenceGuard implements RowGuard {

    private final Object owner;
    private final ReferenceLocks locks;
    private final Connection h2;
    private final StatementWaits waits;
    private final LatestReader latest;
    private final SnapshotIsolation isolation;
    /** Whether a deferrable key is checked at commit ({@link DeferredReferences}): then only its locks are taken here. */
    private final ConstraintTimings timings;
    /** The keys of referenced rows the open transaction inserted (or re-keyed to): a committed reader does not see them. */
    private final Set<List<Object>> added = new HashSet<>();
    /** Rows of referencing tables the open transaction changed or deleted, as they were before: its own view no longer holds them. */
    private final Set<List<Object>> changedChildren = new HashSet<>();

    /** A session that reads what is committed now (see {@link Database#committedReader}). */
    @FunctionalInterface
    interface LatestReader {
        Connection connection() throws SQLException;
    }

    /** Tells whether the open transaction reads from a snapshot (REPEATABLE READ, SERIALIZABLE) rather than what is committed. */
    @FunctionalInterface
    interface SnapshotIsolation {
        boolean snapshot() throws SQLException;
    }

    /**
     * @param latest    a session that reads what is committed now, whatever the owner's isolation
     * @param isolation the owner's isolation, asked only when a foreign key is met
     * @param timings   when the owner's transaction checks its deferrable keys
     */
    ReferenceGuard(Object owner, ReferenceLocks locks, Connection h2, StatementWaits waits, LatestReader latest, SnapshotIsolation isolation,
            ConstraintTimings timings) {
        this.owner = owner;
        this.locks = locks;
        this.h2 = h2;
        this.waits = waits;
        this.latest = latest;
        this.isolation = isolation;
        this.timings = timings;
    }

    /** The transaction ended. */
    void transactionEnded() {
        added.clear();
        changedChildren.clear();
    }

    @Override
    public void rowChanged(TableShape shape, Object[] before, Object[] after) throws SQLException {
        if (before != null && !shape.references().isEmpty()) {
            changedChildren.add(row(shape.schema(), shape.table(), Arrays.asList(before)));
        }
        for (ForeignKey key : shape.references()) {
            List<Object> parent = after == null ? null : values(shape, after, key.childColumns());
            if (parent != null && (before == null || !parent.equals(values(shape, before, key.childColumns())))) {
                dependOn(key, parent);
            }
        }
        for (ForeignKey key : shape.referencedBy()) {
            List<Object> removed = before == null ? null : values(shape, before, key.parentColumns());
            if (removed != null && (after == null || !removed.equals(values(shape, after, key.parentColumns())))) {
                remove(key, removed);
            }
            List<Object> now = after == null ? null : values(shape, after, key.parentColumns());
            if (now != null && (before == null || !now.equals(values(shape, before, key.parentColumns())))) {
                added.add(ReferenceLocks.key(key.parentSchema(), key.parentTable(), now));
            }
        }
    }

    /**
     * A child row now references {@code parent}: it must exist, as this transaction sees it, once no
     * one else can remove it. So the parent's key is taken first (a removal by another transaction
     * waits for this one's end, or this one for the removal's), then looked for on the statement's
     * own session: at READ COMMITTED what is committed now, in a snapshot transaction its snapshot,
     * each with the transaction's own changes. H2's own check is not enough: under concurrent
     * transactions it passed a child whose parent another transaction had inserted and not yet
     * committed, or this transaction had deleted (ForeignKeyMixTest); PostgreSQL reports 23503 for
     * both. A snapshot transaction looks at what is committed now too: a parent its snapshot holds
     * but that was deleted since is a serialization failure, as in PostgreSQL; one it inserted itself
     * is there, though no one else sees it yet. A key the transaction defers is looked for at commit
     * ({@link DeferredReferences}), its lock held from here on as PostgreSQL's check holds the parent
     * row's: no other transaction removes the parent before that commit.
     */
    private void dependOn(ForeignKey key, List<Object> parent) throws SQLException {
        List<Object> lockKey = ReferenceLocks.key(key.parentSchema(), key.parentTable(), parent);
        locks.take(owner, lockKey, false, waits);
        boolean visible = exists(h2, key.parentSchema(), key.parentTable(), key.parentColumns(), parent);
        if (visible && isolation.snapshot() && !added.contains(lockKey)
                && !existsNow(key.parentSchema(), key.parentTable(), key.parentColumns(), parent)) {
            throw serializationFailure("a transaction that committed after this one began deleted the row of \"" + key.parentTable()
                    + "\" it references (foreign key \"" + key.name() + "\")");
        }
        if (!visible && !key.deferredIn(timings)) {
            throw new SQLException("insert or update on table \"" + key.childTable() + "\" violates foreign key constraint \"" + key.name()
                    + "\": key " + SetDefaultReferences.described(key.childColumns(), parent) + " is not present in table \""
                    + key.parentTable() + "\"", "23503");
        }
    }

    /**
     * A parent row with key {@code removed} is gone: no child may reference it once no one else
     * holds it. A snapshot transaction cannot see the children added after its snapshot, where H2
     * checks the key and cascades: one that had to wait may have missed some, and one that did not
     * fails when the children committed now are not the ones its snapshot holds.
     */
    private void remove(ForeignKey key, List<Object> removed) throws SQLException {
        boolean waited = locks.take(owner, ReferenceLocks.key(key.parentSchema(), key.parentTable(), removed), true, waits);
        if (isolation.snapshot()) {
            if (waited || !childrenAsInSnapshot(key, removed)) {
                throw serializationFailure("a transaction that committed meanwhile may have added rows of \"" + key.childTable()
                        + "\" referencing the row of \"" + key.parentTable() + "\" this statement removes (foreign key \"" + key.name() + "\")");
            }
            return;
        }
        // Looked at even without a wait: H2 checks the key, and cascades, in the statement's snapshot of a child table the
        // statement reads, which misses the children committed while it ran. This query ends that snapshot (H2 drops a
        // statement's snapshots when a query inside it ends), so what H2 does next in this statement sees them.
        if (key.deferredIn(timings) && !key.cascades()) {
            return; // the children are looked for at commit: the transaction may delete them, or put the key back, before then
        }
        if (exists(h2, key.childSchema(), key.childTable(), key.childColumns(), removed) && (waited || !key.cascades())) {
            if (key.cascades()) {
                throw serializationFailure("a transaction that committed meanwhile added rows of \"" + key.childTable()
                        + "\" referencing the row of \"" + key.parentTable() + "\" this statement removes (foreign key \"" + key.name() + "\")");
            }
            throw new SQLException("update or delete on table \"" + key.parentTable() + "\" violates foreign key constraint \"" + key.name()
                    + "\" on table \"" + key.childTable() + "\": a transaction that committed meanwhile references the row", "23503");
        }
    }

    private boolean existsNow(String schema, String table, List<String> columns, List<Object> values) throws SQLException {
        Connection reader = latest.connection();
        synchronized (reader) {
            return exists(reader, schema, table, columns, values);
        }
    }

    /**
     * Whether every child of {@code parent} committed now is in the snapshot, as it is there, or was
     * changed or deleted by this transaction (which its snapshot then shows as changed, or not at all).
     */
    private boolean childrenAsInSnapshot(ForeignKey key, List<Object> parent) throws SQLException {
        List<List<Object>> now;
        Connection reader = latest.connection();
        synchronized (reader) {
            now = rows(reader, "*", key.childSchema(), key.childTable(), key.childColumns(), parent, "");
        }
        now.removeIf(child -> changedChildren.contains(row(key.childSchema(), key.childTable(), child)));
        return now.isEmpty() || rows(h2, "*", key.childSchema(), key.childTable(), key.childColumns(), parent, "").containsAll(now);
    }

    private static List<Object> row(String schema, String table, List<Object> values) {
        List<Object> row = new ArrayList<>(values.size() + 2);
        row.add(schema);
        row.add(table);
        row.addAll(values);
        return row;
    }

    private static SQLException serializationFailure(String why) {
        return new SQLException("could not serialize access due to concurrent update: " + why, "40001");
    }

    /** Whether {@code table} has a row whose {@code columns} hold {@code values}, as the session of {@code on} sees it. */
    static boolean exists(Connection on, String schema, String table, List<String> columns, List<Object> values) throws SQLException {
        return !rows(on, "1", schema, table, columns, values, " LIMIT 1").isEmpty();
    }

    /** How many rows of {@code table} hold {@code values} in {@code columns}, as the session of {@code on} sees them. */
    static long count(Connection on, String schema, String table, List<String> columns, List<Object> values) throws SQLException {
        return ((Number) rows(on, "count(*)", schema, table, columns, values, "").get(0).get(0)).longValue();
    }

    /** The rows ({@code what} of each) of {@code table} whose {@code columns} hold {@code values}, as the session of {@code on} sees them. */
    private static List<List<Object>> rows(Connection on, String what, String schema, String table, List<String> columns, List<Object> values,
            String tail) throws SQLException {
        StringJoiner where = new StringJoiner(" AND ");
        columns.forEach(column -> where.add(quote(column) + " = ?"));
        try (PreparedStatement query = on.prepareStatement("SELECT " + what + " FROM " + quote(schema) + "." + quote(table) + " WHERE " + where
                + tail)) {
            for (int i = 0; i < values.size(); i++) {
                query.setObject(i + 1, values.get(i));
            }
            List<List<Object>> found = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                int width = rows.getMetaData().getColumnCount();
                while (rows.next()) {
                    List<Object> row = new ArrayList<>(width);
                    for (int i = 1; i <= width; i++) {
                        row.add(rows.getObject(i));
                    }
                    found.add(row);
                }
            }
            return found;
        }
    }

    /** The values of {@code columns} in {@code image}, or null when one is null: such a row references nothing. */
    static List<Object> values(TableShape shape, Object[] image, List<String> columns) {
        List<Object> values = new ArrayList<>(columns.size());
        for (String column : columns) {
            Object value = image[shape.columns().indexOf(column)];
            if (value == null) {
                return null;
            }
            values.add(value);
        }
        return values;
    }
}
