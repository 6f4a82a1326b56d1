package io.hotrow.tck;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/** What a differential test does on one connection, as lines to compare between placements. */
@FunctionalInterface
interface Probe {

    List<String> run(Connection c) throws SQLException;

    /** What {@code probe} sees on {@code target}, in a fresh database where {@code setup} ran first. */
    static List<String> runOn(Target target, String setup, Probe probe) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute(setup);
            return probe.run(c);
        }
    }
}
