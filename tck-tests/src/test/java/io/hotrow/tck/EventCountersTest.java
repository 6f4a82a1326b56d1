package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The event-log counter helper (docs/counters.md): increments become appended events, reads fold them, a roll-up bounds them. */
class EventCountersTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void incrementsAreAppendedAsEventsFoldedOnReadAndRolledUp(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target, "eventCounters=page_views(views)&eventRollupEvery=0")) {
            db.execute("CREATE TABLE page_views (page text PRIMARY KEY, views bigint NOT NULL, title text)",
                    "INSERT INTO page_views VALUES ('/home', 10, 'Home'), ('/about', 0, 'About')");
            LostUpdateTest.runConcurrently(16, 100, db, c -> {
                try (PreparedStatement view = c.prepareStatement("UPDATE page_views SET views = views + 1 WHERE page = ?")) {
                    view.setString(1, "/home");
                    assertEquals(1, view.executeUpdate());
                }
            });
            assertEquals(10 + 1600, db.queryLong("SELECT views FROM page_views WHERE page = '/home'"));
            assertEquals(1600, db.queryLongDirectly("SELECT count(*) FROM page_views_hotrow_events"), "one event per increment");
            assertEquals(10, db.queryLongDirectly("SELECT views FROM page_views WHERE page = '/home'"));
            try (Connection c = db.connect(); PreparedStatement down = c.prepareStatement("UPDATE page_views SET views = views - ? WHERE page = ?")) {
                down.setLong(1, 5);
                down.setString(2, "/home");
                assertEquals(1, down.executeUpdate()); // events take any sign
                down.setString(2, "/nowhere");
                assertEquals(0, down.executeUpdate());
            }

            HotrowDriver.instance().rollUpEventsNow();

            assertEquals(0, db.queryLongDirectly("SELECT count(*) FROM page_views_hotrow_events"), "rolled up");
            assertEquals(1605, db.queryLongDirectly("SELECT views FROM page_views WHERE page = '/home'"));
            try (Connection c = db.connect(); PreparedStatement read = c.prepareStatement(
                    "SELECT page, views, title FROM page_views ORDER BY views DESC")) {
                try (ResultSet rs = read.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals("/home", rs.getString(1));
                    assertEquals(1605, rs.getLong(2));
                    assertEquals("Home", rs.getString(3));
                    assertTrue(rs.next());
                    assertEquals(0, rs.getLong(2));
                }
            }
        }
    }
}
