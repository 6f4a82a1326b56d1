package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import io.hotrow.engine.capture.Deferrability;
import io.hotrow.engine.catalog.ConstraintNames;
import io.hotrow.engine.sql.ReferenceTimings;
import io.hotrow.engine.sql.ReferenceTimings.Timing;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.h2.constraint.Constraint;
import org.h2.constraint.ConstraintReferential;
import org.h2.constraint.ConstraintUnique;
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

    private static List<String> marks(List<Timing> timings, List<? extends Constraint> created, String kind, String clause) {
        if (timings.stream().allMatch(timing -> timing == Timing.NOT_DEFERRABLE)) {
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
