package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import io.hotrow.engine.capture.DeferrableReference;
import io.hotrow.engine.catalog.ConstraintNames;
import io.hotrow.engine.sql.ReferenceTimings;
import io.hotrow.engine.sql.ReferenceTimings.Timing;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.h2.constraint.ConstraintReferential;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The foreign keys a schema change declared {@code DEFERRABLE}: H2 has no such keys and the
 * translation lost the words, so each such key the change created is marked with a comment
 * ({@link DeferrableReference}) by a statement of its own, logged after the change as the
 * renaming of constraints is: replay and H2's script keep the mark.
 */
final class DeferrableKeys {

    private static final Logger LOG = LoggerFactory.getLogger(DeferrableKeys.class);

    private DeferrableKeys() {
    }

    /**
     * The statements that mark the keys {@code sql}, the application's text, declared deferrable
     * among those created since {@code names} was taken. The text's n-th {@code REFERENCES} is the
     * n-th key created (H2 creates them in the order they are written); if the counts differ, no key
     * is marked and each is checked at once: an error where PostgreSQL would wait for the commit,
     * never a row it would refuse.
     */
    static List<String> marks(Connection h2, String sql, ConstraintNames names) throws SQLException {
        List<Timing> timings = ReferenceTimings.of(sql);
        if (timings.stream().allMatch(timing -> timing == Timing.NOT_DEFERRABLE)) {
            return List.of();
        }
        List<ConstraintReferential> created = names.createdReferences(h2);
        if (created.size() != timings.size()) {
            LOG.warn("{} foreign keys created for {} REFERENCES written: none is marked deferrable, each is checked at once", created.size(),
                    timings.size());
            return List.of();
        }
        List<String> marks = new ArrayList<>();
        for (int i = 0; i < created.size(); i++) {
            Timing timing = timings.get(i);
            if (timing != Timing.NOT_DEFERRABLE) {
                ConstraintReferential key = created.get(i);
                String mark = timing == Timing.DEFERRABLE_DEFERRED ? DeferrableReference.MARK_DEFERRED : DeferrableReference.MARK_IMMEDIATE;
                marks.add("COMMENT ON CONSTRAINT " + quote(key.getSchema().getName()) + "." + quote(key.getName()) + " IS '" + mark + "'");
            }
        }
        return marks;
    }
}
