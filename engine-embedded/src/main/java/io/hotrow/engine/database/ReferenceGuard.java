package io.hotrow.engine.database;

import io.hotrow.engine.capture.ConstraintTimings;
import io.hotrow.engine.capture.ForeignKey;
import io.hotrow.engine.capture.RowGuard;
import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.locks.ReferenceLocks;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
    private final PreparedLookups lookups;
    private final StatementWaits waits;
    private final LatestReader latest;
    private final SnapshotIsolation isolation;
    /** Whether a deferrable key is checked at commit ({@link DeferredReferences}): then only its locks are taken here. */
    private final ConstraintTimings timings;
    /** The keys of referenced rows the open transaction inserted (or re-keyed to): a committed reader does not see them. */
    private final Set<List<Object>> added = new HashSet<>();
    /** Rows of referencing tables the open transaction changed or deleted, as they were before: its own view no longer holds them. */
    private final Set<List<Object>> changedChildren = new HashSet<>();
    /** The keys the open transaction holds: exclusively (true) or shared. */
    private final Map<List<Object>, Boolean> held = new HashMap<>();
    /**
     * How to give back each key taken and forget each key or row noted since the transaction began, in that order: a rollback to
     * a savepoint undoes those after it ({@link #rolledBackTo}). Its rows no longer depend on a parent or remove one, as in
     * PostgreSQL, whose row locks go with a rolled-back subtransaction; and a parent it inserted there no longer counts as its own.
     */
    private final List<Runnable> undo = new ArrayList<>();
    private final Map<Savepoint, Integer> savepoints = new IdentityHashMap<>();

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
        this.lookups = new PreparedLookups(h2);
        this.waits = waits;
        this.latest = latest;
        this.isolation = isolation;
        this.timings = timings;
    }

    /** The transaction ended. */
    void transactionEnded() {
        added.clear();
        changedChildren.clear();
        held.clear();
        undo.clear();
        savepoints.clear();
    }

    /** The open transaction set {@code savepoint}. */
    void savepointSet(Savepoint savepoint) {
        savepoints.put(savepoint, undo.size());
    }

    /** The open transaction released {@code savepoint}: what it took and noted since stays until its end, or an earlier savepoint's rollback. */
    void savepointReleased(Savepoint savepoint) {
        savepoints.remove(savepoint);
    }

    /** The open transaction rolled back to {@code savepoint}: the keys taken since are given back, the keys and rows noted since forgotten. */
    void rolledBackTo(Savepoint savepoint) {
        Integer mark = savepoints.get(savepoint);
        if (mark != null) {
            undoTo(mark);
        }
    }

    /** How much the open transaction took and noted so far: {@link #undoTo} gives back and forgets what came after. */
    int mark() {
        return undo.size();
    }

    /** H2 undid the open transaction's work after {@code mark}: the keys taken since are given back, the keys and rows noted since forgotten. */
    void undoTo(int mark) {
        while (undo.size() > mark) {
            undo.remove(undo.size() - 1).run();
        }
        savepoints.values().removeIf(later -> later > mark);
    }

    @Override
    public void rowChanged(TableShape shape, Object[] before, Object[] after) throws SQLException {
        if (before != null && !shape.references().isEmpty()) {
            note(changedChildren, row(shape.schema(), shape.table(), Arrays.asList(before)));
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
                note(added, ReferenceLocks.key(key.parentSchema(), key.parentTable(), now));
            }
        }
    }

    private void note(Set<List<Object>> noted, List<Object> value) {
        if (noted.add(value)) {
            undo.add(() -> noted.remove(value));
        }
    }

    /** Takes {@code key} as {@link ReferenceLocks#take} does; returns whether it waited. */
    private boolean take(List<Object> key, boolean exclusively) throws SQLException {
        boolean waited = locks.take(owner, key, exclusively, waits);
        Boolean before = held.get(key);
        if (before == null || exclusively && !before) {
            held.put(key, exclusively);
            undo.add(() -> {
                locks.release(owner, key, exclusively);
                if (before == null) {
                    held.remove(key);
                } else {
                    held.put(key, before);
                }
            });
        }
        return waited;
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
        take(lockKey, false);
        boolean visible = lookups.exists(key.parentSchema(), key.parentTable(), key.parentColumns(), parent);
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
     * checks the key and cascades: it fails when the children committed now are not the ones its
     * snapshot holds, whether or not it had to wait (a transaction it waited for may have added none,
     * and PostgreSQL's delete then goes on).
     */
    private void remove(ForeignKey key, List<Object> removed) throws SQLException {
        boolean waited = take(ReferenceLocks.key(key.parentSchema(), key.parentTable(), removed), true);
        if (isolation.snapshot()) {
            if (!childrenAsInSnapshot(key, removed)) {
                throw referencedMeanwhile(key);
            }
            return;
        }
        // Looked at even without a wait: H2 checks the key, and cascades, in the statement's snapshot of a child table the
        // statement reads, which misses the children committed while it ran. This query ends that snapshot (H2 drops a
        // statement's snapshots when a query inside it ends), so what H2 does next in this statement sees them.
        if (key.deferredIn(timings) && !key.cascades()) {
            return; // the children are looked for at commit: the transaction may delete them, or put the key back, before then
        }
        if (lookups.exists(key.childSchema(), key.childTable(), key.childColumns(), removed) && (waited || !key.cascades())) {
            throw referencedMeanwhile(key);
        }
    }

    /**
     * A transaction that committed meanwhile references the row a statement removes, as PostgreSQL's check finds: a key that
     * changes the children (CASCADE, SET NULL, SET DEFAULT) cannot change rows the statement does not see, a serialization
     * failure (40001); another key is violated (23503).
     */
    private static SQLException referencedMeanwhile(ForeignKey key) {
        if (key.cascades()) {
            return serializationFailure("a transaction that committed meanwhile added rows of \"" + key.childTable()
                    + "\" referencing the row of \"" + key.parentTable() + "\" this statement removes (foreign key \"" + key.name() + "\")");
        }
        return new SQLException("update or delete on table \"" + key.parentTable() + "\" violates foreign key constraint \"" + key.name()
                + "\" on table \"" + key.childTable() + "\": a transaction that committed meanwhile references the row", "23503");
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
        try (PreparedStatement query = on.prepareStatement(PreparedLookups.text(what, schema, table, columns, tail))) {
            return PreparedLookups.rows(query, values);
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
