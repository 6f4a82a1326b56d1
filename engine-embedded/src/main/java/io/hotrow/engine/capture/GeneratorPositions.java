package io.hotrow.engine.capture;

import io.hotrow.engine.log.SequenceChange;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where every sequence and identity generator stood at the last commit, so a commit can log the
 * ones that moved. Sequences are not transactional (in H2 as in PostgreSQL), so a draw shows up
 * here whether or not its row survived. Used under the writer lane.
 */
public final class GeneratorPositions {

    /** Each generator's schema, object, identity column, position, and bounds; an exhausted one has no position (null). */
    private static final String SEQUENCES = "SELECT SEQUENCE_SCHEMA, SEQUENCE_NAME, NULL, BASE_VALUE, MINIMUM_VALUE, MAXIMUM_VALUE"
            + " FROM INFORMATION_SCHEMA.SEQUENCES";
    private static final String IDENTITIES = "SELECT TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME, IDENTITY_BASE, IDENTITY_MINIMUM, IDENTITY_MAXIMUM"
            + " FROM INFORMATION_SCHEMA.COLUMNS WHERE IS_IDENTITY = 'YES'";

    private final Map<String, Long> known = new HashMap<>();

    /** Forgets everything and reads the current positions: after recovery or a schema change. */
    public void reload(Connection system) throws SQLException {
        known.clear();
        accepted(moved(system, true, true));
    }

    /** Records positions as logged; until then they count as moved. */
    public void accepted(List<SequenceChange> logged) {
        for (SequenceChange position : logged) {
            known.put(key(position), position.nextValue());
        }
    }

    /**
     * The generators that moved since the positions last {@link #accepted}.
     *
     * @param sequences  whether to look at explicit sequences
     * @param identities whether to look at identity columns
     */
    public List<SequenceChange> moved(Connection system, boolean sequences, boolean identities) throws SQLException {
        List<SequenceChange> moved = new ArrayList<>();
        if (sequences) {
            collect(system, SEQUENCES, moved);
        }
        if (identities) {
            collect(system, IDENTITIES, moved);
        }
        system.commit(); // end the read transaction the queries opened
        return moved;
    }

    private void collect(Connection system, String query, List<SequenceChange> moved) throws SQLException {
        try (Statement statement = system.createStatement(); ResultSet rows = statement.executeQuery(query)) {
            while (rows.next()) {
                long base = rows.getLong(4);
                if (rows.wasNull()) {
                    base = SequenceChange.exhausted(rows.getLong(5), rows.getLong(6));
                }
                SequenceChange position = new SequenceChange(rows.getString(1), rows.getString(2), rows.getString(3), base);
                Long previous = known.get(key(position));
                if (previous == null || previous != position.nextValue()) {
                    moved.add(position);
                }
            }
        }
    }

    private static String key(SequenceChange position) {
        return position.schema() + "." + position.object() + "." + position.identityColumn();
    }
}
