package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import io.hotrow.engine.capture.Deferrability;
import io.hotrow.engine.catalog.ConstraintNames;
import io.hotrow.engine.sql.ReferenceTimings;
import io.hotrow.engine.sql.ReferenceTimings.Timing;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintReferential;
import org.h2.constraint.ConstraintUnique;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Schema;
import org.h2.table.Table;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The constraints a schema change declared {@code DEFERRABLE} (foreign keys, unique and primary
 * keys): H2 has no such constraints and the translation lost the words, so each such constraint
 * the change created is marked with a comment ({@link Deferrability}) by a statement of its own,
 * logged after the change as the renaming of constraints is: replay and H2's script keep the mark.
 */
final class DeferrableKeys {

    private static final Logger LOG = LoggerFactory.getLogger(DeferrableKeys.class);

    private DeferrableKeys() {
    }

    /**
     * The statements that mark the constraints {@code sql}, the application's text, declared
     * deferrable among those created since {@code names} was taken. The text's n-th
     * {@code REFERENCES} is the n-th foreign key created, its n-th {@code UNIQUE} or
     * {@code PRIMARY KEY} the n-th key created (H2 creates them in the order they are written); if
     * the counts differ, none of that kind is marked: a foreign key is then checked at once (an
     * error where PostgreSQL would wait for the commit, never a row it would refuse), and a key
     * shows as not deferrable.
     */
    static List<String> marks(Connection h2, String sql, ConstraintNames names) throws SQLException {
        List<String> marks = new ArrayList<>();
        marks.addAll(marks(ReferenceTimings.of(sql), names.created(h2, ConstraintReferential.class), "foreign keys", "REFERENCES"));
        marks.addAll(marks(ReferenceTimings.ofKeys(sql), names.created(h2, ConstraintUnique.class), "unique and primary keys",
                "UNIQUE or PRIMARY KEY"));
        return marks;
    }

    /** Whether {@code sql}, the application's text, declares a constraint deferrable: {@link #marks} then has steps to run. */
    static boolean declared(String sql) {
        return anyDeferrable(ReferenceTimings.of(sql)) || anyDeferrable(ReferenceTimings.ofKeys(sql));
    }

    private static boolean anyDeferrable(List<Timing> timings) {
        return !timings.stream().allMatch(timing -> timing == Timing.NOT_DEFERRABLE);
    }

    /**
     * Fails with 55000, as PostgreSQL, when {@code sql} (the application's text, before it runs)
     * declares a foreign key referencing a deferrable unique or primary key: H2 would take it, and
     * its check would rely on a key that may be broken until commit.
     */
    static void checkReferencedKeys(Connection h2, String sql) throws SQLException {
        SessionLocal session = (SessionLocal) h2.unwrap(JdbcConnection.class).getSession();
        for (ReferenceTimings.Referenced referenced : ReferenceTimings.referenced(sql)) {
            Schema schema = session.getDatabase().findSchema(referenced.schema() != null ? referenced.schema() : session.getCurrentSchemaName());
            Table table = schema == null ? null : schema.findTableOrView(session, referenced.table());
            if (table == null) {
                continue; // H2 says so, as PostgreSQL does
            }
            for (Constraint constraint : table.getConstraints()) {
                if (constraint instanceof ConstraintUnique key && Deferrability.deferrable(key) && isReferenced(key, referenced.columns())) {
                    String kind = key.getConstraintType() == Constraint.Type.PRIMARY_KEY ? "primary key" : "unique constraint";
                    throw new SQLException("cannot use a deferrable " + kind + " for referenced table \"" + table.getName() + "\"", "55000");
                }
            }
        }
    }

    /** Whether a foreign key naming {@code columns} (none: the primary key) references {@code key}. */
    private static boolean isReferenced(ConstraintUnique key, List<String> columns) {
        if (columns.isEmpty()) {
            return key.getConstraintType() == Constraint.Type.PRIMARY_KEY;
        }
        Set<String> named = new HashSet<>(columns);
        return key.getColumns().length == named.size() && Arrays.stream(key.getColumns()).allMatch(column -> named.contains(column.column.getName()));
    }

    private static List<String> marks(List<Timing> timings, List<? extends Constraint> created, String kind, String clause) {
        if (!anyDeferrable(timings)) {
            return List.of();
        }
        if (created.size() != timings.size()) {
            LOG.warn("{} {} created for {} {} written: none is marked deferrable", created.size(), kind, timings.size(), clause);
            return List.of();
        }
        List<String> marks = new ArrayList<>();
        for (int i = 0; i < created.size(); i++) {
            Timing timing = timings.get(i);
            if (timing != Timing.NOT_DEFERRABLE) {
                Constraint constraint = created.get(i);
                marks.add("COMMENT ON CONSTRAINT " + quote(constraint.getSchema().getName()) + "." + quote(constraint.getName()) + " IS '"
                        + Deferrability.mark(timing == Timing.DEFERRABLE_DEFERRED) + "'");
            }
        }
        return marks;
    }
}
