package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Labels bound as parameters into an enum column and compared with it, as pgjdbc applications bind them: the same on both placements. */
class EnumParametersTest {

    private static final String[] SCHEMA = {"CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')", "CREATE TABLE person (id int, current_mood mood)"};

    @ParameterizedTest
    @EnumSource(Target.class)
    void aLabelBoundAsAnUntypedStringIsStoredAndCompared(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute(SCHEMA);
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO person VALUES (?, ?)")) {
                insert.setInt(1, 1);
                insert.setObject(2, "happy", Types.OTHER);
                insert.executeUpdate();
                insert.setInt(1, 2);
                insert.setObject(2, "sad", Types.OTHER);
                insert.executeUpdate();
                insert.setInt(1, 3);
                insert.setObject(2, "x", Types.OTHER);
                assertEquals("22P02", state(insert), "an unknown label");
            }
            try (PreparedStatement select = c.prepareStatement("SELECT id, current_mood FROM person WHERE current_mood > ? ORDER BY current_mood")) {
                select.setObject(1, "sad", Types.OTHER);
                try (ResultSet rows = select.executeQuery()) {
                    rows.next();
                    assertEquals("1 happy", rows.getInt(1) + " " + rows.getString(2));
                }
            }
        }
    }

    /**
     * pgjdbc binds setString as varchar, which PostgreSQL does not assign to an enum column (42804, unless the URL says
     * stringtype=unspecified); the engine stores the label: a known difference (docs/dialect.md, Enum types), pinned here.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void aLabelBoundWithSetStringIsRefusedOnPostgresAndStoredOnTheEngine(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute(SCHEMA);
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO person VALUES (?, ?)")) {
                insert.setInt(1, 1);
                insert.setString(2, "happy");
                assertEquals(target == Target.POSTGRES ? "42804" : null, state(insert));
            }
        }
    }

    private static String state(PreparedStatement statement) {
        try {
            statement.executeUpdate();
            return null;
        } catch (SQLException e) {
            return e.getSQLState();
        }
    }
}
