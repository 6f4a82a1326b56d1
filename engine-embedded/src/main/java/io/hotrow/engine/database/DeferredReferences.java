package io.hotrow.engine.database;

import io.hotrow.engine.capture.ConstraintTimings;
import io.hotrow.engine.capture.Deferrability;
import io.hotrow.engine.capture.ForeignKey;
import io.hotrow.engine.capture.RowGuard;
import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TableShape;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.Predicate;
import org.h2.constraint.Constraint;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Schema;

/**
 * The checks a transaction deferred ({@code DEFERRABLE} foreign keys, {@link io.hotrow.engine.capture.DeferrableReference}):
 * the parent keys its changed child rows reference and the parent keys it removed, as they changed.
 * At commit (or at {@code SET CONSTRAINTS ... IMMEDIATE}) each key is looked at as the transaction
 * sees it then: a child row referencing it while no parent row holds it fails the commit with 23503,
 * as PostgreSQL's deferred check does. A key is looked at only once, however many rows named it; a
 * row changed back (the child deleted, the parent inserted again) is no failure.
 */
final class DeferredReferences implements RowGuard {

    private final ConstraintTimings timings;
    private final TableCatalog catalog;
    private final Set<Pending> pending = new LinkedHashSet<>();

    /** A key to look at: {@code fromChild} when a child row came to reference it, else a parent row that held it changed or went. */
    private record Pending(ForeignKey key, List<Object> values, boolean fromChild) {
    }

    DeferredReferences(ConstraintTimings timings, TableCatalog catalog) {
        this.timings = timings;
        this.catalog = catalog;
    }

    @Override
    public void rowChanged(TableShape shape, Object[] before, Object[] after) {
        for (ForeignKey key : shape.references()) {
            List<Object> parent = after == null || !key.deferredIn(timings) ? null : ReferenceGuard.values(shape, after, key.childColumns());
            if (parent != null && (before == null || !parent.equals(ReferenceGuard.values(shape, before, key.childColumns())))) {
                pending.add(new Pending(key, parent, true));
            }
        }
        for (ForeignKey key : shape.referencedBy()) {
            List<Object> removed = before == null || !key.deferredIn(timings) ? null : ReferenceGuard.values(shape, before, key.parentColumns());
            if (removed != null && (after == null || !removed.equals(ReferenceGuard.values(shape, after, key.parentColumns())))) {
                pending.add(new Pending(key, removed, false));
            }
        }
    }

    /** At commit, in the commit section, on the transaction's own session {@code h2}: every deferred check. */
    void verify(Connection h2) throws SQLException {
        verify(h2, pending -> true);
    }

    private void verify(Connection h2, Predicate<Pending> now) throws SQLException {
        for (Iterator<Pending> it = pending.iterator(); it.hasNext(); ) {
            Pending check = it.next();
            if (!now.test(check)) {
                continue;
            }
            ForeignKey key = current(check.key());
            if (key != null && !ReferenceGuard.exists(h2, key.parentSchema(), key.parentTable(), key.parentColumns(), check.values())
                    && ReferenceGuard.exists(h2, key.childSchema(), key.childTable(), key.childColumns(), check.values())) {
                throw violation(key, check);
            }
            it.remove();
        }
    }

    /** The key as the schema has it now, or null when the transaction dropped it (or its table) since: nothing to check. */
    private ForeignKey current(ForeignKey key) {
        TableShape child = catalog.forTable(key.childSchema(), key.childTable());
        if (child == null) {
            return null;
        }
        return child.references().stream().filter(k -> k.name().equals(key.name())).findFirst().orElse(null);
    }

    private static SQLException violation(ForeignKey key, Pending check) {
        String detail = "Key (" + String.join(", ", key.childColumns()) + ")=(" + joined(check.values()) + ")";
        if (check.fromChild()) {
            return new SQLException("insert or update on table \"" + key.childTable() + "\" violates foreign key constraint \"" + key.name()
                    + "\" at commit: " + detail + " is not present in table \"" + key.parentTable() + "\".", "23503");
        }
        return new SQLException("update or delete on table \"" + key.parentTable() + "\" violates foreign key constraint \"" + key.name()
                + "\" on table \"" + key.childTable() + "\" at commit: Key (" + String.join(", ", key.parentColumns()) + ")=("
                + joined(check.values()) + ") is still referenced from table \"" + key.childTable() + "\".", "23503");
    }

    private static String joined(List<Object> values) {
        StringJoiner joined = new StringJoiner(", ");
        values.forEach(value -> joined.add(String.valueOf(value)));
        return joined.toString();
    }

    /**
     * {@code SET CONSTRAINTS {ALL | names} DEFERRED | IMMEDIATE} in the open transaction, on its
     * session {@code h2}. A name must be a deferrable constraint's (42809 for another constraint, 42704
     * for none); foreign keys made immediate are checked at once for what the transaction deferred so
     * far, as PostgreSQL does (unique keys: {@link DeferredUniques#checkImmediate}). Outside a transaction ({@code apply} false) the names are checked, and nothing changes.
     */
    void set(Connection h2, List<String> names, boolean deferNow, boolean apply) throws SQLException {
        List<Constraint> keys = new ArrayList<>();
        for (String name : names) {
            Constraint constraint = find(h2, name);
            if (!Deferrability.deferrable(constraint)) {
                throw constraint == null ? new SQLException("constraint \"" + name + "\" does not exist", "42704")
                        : new SQLException("constraint \"" + name + "\" is not deferrable", "42809");
            }
            keys.add(constraint);
        }
        if (!apply) {
            return;
        }
        if (names.isEmpty()) {
            timings.setAll(deferNow);
        }
        for (Constraint key : keys) {
            timings.set(key.getSchema().getName(), key.getName(), deferNow);
        }
        if (!deferNow) {
            verify(h2, pending -> !pending.key().deferredIn(timings));
        }
    }

    /** The constraint {@code name} names, {@code schema.name} or unqualified in any schema, matched ignoring case; null for none. */
    private static Constraint find(Connection h2, String name) throws SQLException {
        int dot = name.lastIndexOf('.');
        String schemaName = dot < 0 ? null : name.substring(0, dot), constraintName = name.substring(dot + 1);
        SessionLocal session = (SessionLocal) h2.unwrap(JdbcConnection.class).getSession();
        for (Schema schema : session.getDatabase().getAllSchemas()) {
            if (schemaName != null && !schema.getName().equalsIgnoreCase(schemaName)) {
                continue;
            }
            for (Constraint constraint : schema.getAllConstraints()) {
                if (constraint.getName().equalsIgnoreCase(constraintName)) {
                    return constraint;
                }
            }
        }
        return null;
    }

    /** The transaction ended: what it deferred goes with it. */
    void transactionEnded() {
        pending.clear();
        timings.transactionEnded();
    }
}
