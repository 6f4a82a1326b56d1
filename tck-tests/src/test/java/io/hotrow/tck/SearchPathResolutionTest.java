package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The same statement text names another table once search_path changes, as PostgreSQL resolves it
 * again: two schemas hold an {@code item} whose {@code tags} is text in one and text[] in the other,
 * and each insert must land typed by the table the path finds now. The engine remembers per session
 * what it learnt of a statement's tables; keyed by text alone, a text seen under one path was typed
 * by the other path's table (an array stored as one element: a silent wrong answer).
 */
class SearchPathResolutionTest {

    private static final String INSERT = "INSERT INTO item VALUES (%d, '{a,b,c}')";

    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(120)
    void aStatementSeenUnderOnePathIsResolvedAgainUnderTheNext(Target target) throws SQLException {
        String plain = "sp_" + Target.freshDatabase();
        String arrays = plain + "_arr";
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            try {
                createItems(s, plain, arrays);

                s.execute("SET search_path TO " + plain);
                s.execute(INSERT.formatted(1));
                s.execute("SET search_path TO " + arrays);
                s.execute(INSERT.formatted(1));

                c.setAutoCommit(false); // SET LOCAL ends with its transaction
                s.execute("SET LOCAL search_path TO " + plain);
                s.execute(INSERT.formatted(2));
                c.commit();
                s.execute(INSERT.formatted(2));
                c.commit();

                s.execute("SET search_path TO " + plain); // a SET rolled back is undone
                s.execute(INSERT.formatted(3));
                c.rollback();
                s.execute(INSERT.formatted(3));
                c.commit();
                c.setAutoCommit(true);

                c.setSchema(arrays);
                s.execute(INSERT.formatted(4)); // after JDBC's setSchema
                s.execute("RESET search_path");

                assertEquals("1:3 2:3 3:3 4:3", cardinalities(s, arrays));
                assertEquals("1:{a,b,c} 2:{a,b,c}", texts(s, plain));
            } finally {
                c.setAutoCommit(true);
                s.execute("DROP SCHEMA IF EXISTS " + plain + " CASCADE");
                s.execute("DROP SCHEMA IF EXISTS " + arrays + " CASCADE");
            }
        }
    }

    /**
     * A statement prepared under one path and run under another: PostgreSQL plans it again. The engine
     * runs it typed by the table it names now, or, where its typing would change, refuses it as
     * PostgreSQL refuses a cached plan whose result types changed (0A000): never typed by the old table.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(120)
    void aStatementPreparedUnderOnePathIsNeverTypedByItsTableUnderTheNext(Target target) throws SQLException {
        String plain = "sp_" + Target.freshDatabase();
        String arrays = plain + "_arr";
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            try {
                createItems(s, plain, arrays);
                c.setSchema(plain);
                try (PreparedStatement insert = c.prepareStatement("INSERT INTO item VALUES (?, '{a,b,c}')")) {
                    insert.setInt(1, 1);
                    insert.executeUpdate();
                    c.setSchema(arrays);
                    insert.setInt(1, 1);
                    try {
                        insert.executeUpdate();
                    } catch (SQLException refused) {
                        assertTrue(target.onEngine(), refused.getMessage());
                        assertEquals("0A000", refused.getSQLState(), refused.getMessage());
                    }
                }
                s.execute("RESET search_path");
                assertTrue(List.of("", "1:3").contains(cardinalities(s, arrays)), cardinalities(s, arrays));
                assertEquals("1:{a,b,c}", texts(s, plain));
            } finally {
                c.setAutoCommit(true);
                s.execute("DROP SCHEMA IF EXISTS " + plain + " CASCADE");
                s.execute("DROP SCHEMA IF EXISTS " + arrays + " CASCADE");
            }
        }
    }

    /** An item whose tags are text in {@code plain} and text[] in {@code arrays}. */
    private static void createItems(Statement s, String plain, String arrays) throws SQLException {
        s.execute("CREATE SCHEMA " + plain);
        s.execute("CREATE SCHEMA " + arrays);
        s.execute("CREATE TABLE " + plain + ".item (id int PRIMARY KEY, tags text)");
        s.execute("CREATE TABLE " + arrays + ".item (id int PRIMARY KEY, tags text[])");
    }

    private static String cardinalities(Statement s, String schema) throws SQLException {
        return rows(s, "SELECT id, cardinality(tags) FROM " + schema + ".item ORDER BY id");
    }

    private static String texts(Statement s, String schema) throws SQLException {
        return rows(s, "SELECT id, tags FROM " + schema + ".item ORDER BY id");
    }

    private static String rows(Statement s, String sql) throws SQLException {
        StringBuilder rows = new StringBuilder();
        try (ResultSet r = s.executeQuery(sql)) {
            while (r.next()) {
                rows.append(rows.length() > 0 ? " " : "").append(r.getInt(1)).append(':').append(r.getString(2));
            }
        }
        return rows.toString();
    }
}
