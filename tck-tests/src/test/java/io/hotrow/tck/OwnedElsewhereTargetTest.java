package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * {@link Target#ENGINE_OWNED_ELSEWHERE} really runs on the other owner, through its wire server:
 * were the driver to open the database itself, every test of that target would silently test the
 * local engine again.
 */
class OwnedElsewhereTargetTest {

    @Test
    void everyConnectionIsASessionOnTheOwnersServerAndWritesLandInTheOwnersDatabase() throws SQLException {
        OtherOwner owner = OtherOwner.get();
        try (TargetDatabase db = new TargetDatabase(Target.ENGINE_OWNED_ELSEWHERE)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)");
            int before = owner.sessionsOpened(db.name());
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute("INSERT INTO t VALUES (1)");
                assertEquals(before + 1, owner.sessionsOpened(db.name()), "one server session per connection");
                try (ResultSet rs = s.executeQuery("SELECT current_setting('application_name')")) {
                    rs.next();
                    assertEquals("hotrow (following the owner of " + db.name() + ")", rs.getString(1), "pgjdbc, as the driver opens it");
                }
            }
            try (Connection here = owner.connectHere(db.name()); Statement s = here.createStatement();
                 ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
                rs.next();
                assertEquals(1, rs.getLong(1), "the owner, which never gave its lease up, has the row");
            }
        }
    }
}
