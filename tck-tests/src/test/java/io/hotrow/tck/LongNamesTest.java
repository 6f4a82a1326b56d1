package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * PostgreSQL keeps 63 bytes of a name (NAMEDATALEN - 1) and says so in a NOTICE (42622): a table
 * created under a longer name is found by it and by its first 63 bytes, on every placement.
 */
@Timeout(60)
class LongNamesTest {

    private static final String TABLE = "orders_" + "x".repeat(63);
    private static final String COLUMN = "amount_" + "y".repeat(63);
    private static final String ALIAS = "total_" + "z".repeat(63);

    @ParameterizedTest
    @EnumSource(Target.class)
    void namesLongerThan63BytesAreCutAsPostgreSqlCutsThem(Target target) throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE " + TABLE + " (id int PRIMARY KEY, " + COLUMN + " int)");
            assertEquals(List.of(truncation(TABLE), truncation(COLUMN)), notices(s.getWarnings()));
            s.execute("INSERT INTO " + TABLE + " (id, " + COLUMN.toUpperCase() + ") VALUES (1, 10)");
            try (ResultSet rs = s.executeQuery("SELECT " + COLUMN + " AS " + ALIAS + " FROM " + cut(TABLE))) {
                assertEquals(cut(ALIAS), rs.getMetaData().getColumnLabel(1), "the label PostgreSQL gives");
                rs.next();
                assertEquals(10, rs.getInt(cut(ALIAS)));
            }
            assertEquals(List.of(truncation(COLUMN), truncation(ALIAS)), notices(s.getWarnings()));
            try (ResultSet rs = s.executeQuery("SELECT table_name, column_name FROM information_schema.columns"
                    + " WHERE table_schema = current_schema() AND column_name LIKE 'amount%'")) {
                rs.next();
                assertEquals(List.of(cut(TABLE), cut(COLUMN)), List.of(rs.getString(1), rs.getString(2)), "the names stored");
            }
        } finally {
            target.drop(database);
        }
    }

    /** Quoted names are cut too, at a character boundary: 2-byte characters leave 62 bytes, not 63. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void quotedNamesAreCutOnACharacterBoundary(Target target) throws Exception {
        String database = Target.freshDatabase();
        String quoted = "Ré\"sumé " + "é".repeat(40);
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE \"" + quoted.replace("\"", "\"\"") + "\" (id int)");
            String kept = "Ré\"sumé " + "é".repeat(26); // 10 bytes and 2 per é: a 27th would make 64
            assertEquals(List.of("42622 identifier \"" + quoted + "\" will be truncated to \"" + kept + "\""), notices(s.getWarnings()));
            try (ResultSet rs = s.executeQuery("SELECT count(*) FROM \"" + kept.replace("\"", "\"\"") + "\"")) {
                rs.next();
                assertEquals(0, rs.getInt(1));
            }
        } finally {
            target.drop(database);
        }
    }

    private static String cut(String name) {
        return name.substring(0, 63);
    }

    private static String truncation(String name) {
        return "42622 identifier \"" + name + "\" will be truncated to \"" + cut(name) + "\"";
    }

    private static List<String> notices(SQLWarning warning) {
        assertNotNull(warning, "a NOTICE for each name cut");
        List<String> notices = new ArrayList<>();
        for (SQLWarning w = warning; w != null; w = w.getNextWarning()) {
            notices.add(w.getSQLState() + " " + w.getMessage());
        }
        return notices;
    }
}
