package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.h2.api.Aggregate;
import org.h2.value.Value;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A view or function made by {@link DirectCreation} is the one its CREATE statement makes. */
class DirectCreationTest {

    private static final String QUERY = "SELECT id, CAST(name AS VARCHAR(10)) AS short_name FROM public.item WHERE id > 1";

    private Connection h2;
    private DirectCreation direct;

    @BeforeEach
    void open() throws SQLException {
        h2 = DriverManager.getConnection("jdbc:h2:mem:direct-creation-test;DATABASE_TO_LOWER=TRUE");
        h2.setAutoCommit(false);
        try (Statement s = h2.createStatement()) {
            s.execute("CREATE TABLE item (id int PRIMARY KEY, name varchar(20))");
            s.execute("INSERT INTO item VALUES (1, 'one'), (2, 'two')");
            s.execute("CREATE SCHEMA made");
        }
        h2.commit();
        direct = new DirectCreation(h2);
    }

    @AfterEach
    void close() throws SQLException {
        try (Statement s = h2.createStatement()) {
            s.execute("DROP ALL OBJECTS");
        }
        h2.close();
    }

    @Test
    void aViewHasTheDefinitionColumnsAndRowsOfCreateView() throws SQLException {
        try (Statement s = h2.createStatement()) {
            s.execute("CREATE OR REPLACE VIEW made.by_statement AS " + QUERY);
        }
        assertTrue(direct.newView("made", "by_object", QUERY));
        h2.commit();
        assertEquals(rows("SELECT view_definition FROM information_schema.views WHERE table_name = 'by_statement'"),
                rows("SELECT view_definition FROM information_schema.views WHERE table_name = 'by_object'"));
        String columns = "SELECT column_name, data_type, character_maximum_length FROM information_schema.columns WHERE table_name = '%s' ORDER BY ordinal_position";
        assertEquals(rows(columns.formatted("by_statement")), rows(columns.formatted("by_object")));
        assertEquals(List.of("2 two"), rows("SELECT * FROM made.by_object"));
    }

    @Test
    void aViewOfThatNameAlreadyThereIsLeftToTheStatement() throws SQLException {
        try (Statement s = h2.createStatement()) {
            s.execute("CREATE VIEW made.taken AS SELECT 1 AS one");
        }
        assertFalse(direct.newView("made", "taken", QUERY));
        assertEquals(List.of("1"), rows("SELECT * FROM made.taken"));
    }

    @Test
    void aFunctionIsCalledAsItsAliasAndNotReplaced() throws SQLException {
        direct.alias("made", "abs_of", Math.class.getName() + ".abs(int)");
        direct.alias("made", "abs_of", Math.class.getName() + ".negateExact(int)");
        h2.commit();
        assertEquals(List.of("5"), rows("SELECT made.abs_of(-5)"));
    }

    @Test
    void aDeterministicFunctionIsTheOneItsStatementMakes() throws SQLException {
        try (Statement s = h2.createStatement()) {
            s.execute("CREATE FORCE ALIAS made.by_statement DETERMINISTIC FOR '" + Math.class.getName() + ".abs(int)'");
        }
        direct.deterministicAlias("made", "by_object", Math.class.getName() + ".abs(int)");
        direct.alias("made", "plain", Math.class.getName() + ".abs(int)");
        h2.commit();
        assertEquals(List.of("by_object YES", "by_statement YES", "plain NO"),
                rows("SELECT routine_name, is_deterministic FROM information_schema.routines WHERE routine_schema = 'made' ORDER BY routine_name"));
        assertEquals(List.of("7"), rows("SELECT made.by_object(-7)"));
    }

    @Test
    void anAggregateIsCalledAsItsNameAndNotReplaced() throws SQLException {
        direct.aggregate("made", "total_length", TotalLength.class.getName());
        direct.aggregate("made", "total_length", String.class.getName());
        h2.commit();
        assertEquals(List.of("6"), rows("SELECT made.total_length(name) FROM item"));
    }

    @Test
    void aFunctionsCommentIsItsRemarks() throws SQLException {
        assertNull(direct.functionComment("made", "noted"));
        assertNull(direct.functionComment("no_such_schema", "noted"));
        direct.alias("made", "noted", Math.class.getName() + ".abs(int)");
        assertNull(direct.functionComment("made", "noted"));
        try (Statement s = h2.createStatement()) {
            s.execute("COMMENT ON ALIAS made.noted IS 'installed 1'");
        }
        assertEquals("installed 1", direct.functionComment("made", "noted"));
    }

    /** The total length of its strings: an aggregate for the test. */
    public static final class TotalLength implements Aggregate {
        private int total;

        @Override
        public int getInternalType(int[] inputTypes) {
            return Value.INTEGER;
        }

        @Override
        public void add(Object value) {
            total += value == null ? 0 : value.toString().length();
        }

        @Override
        public Object getResult() {
            return total;
        }
    }

    private List<String> rows(String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = h2.createStatement(); ResultSet r = s.executeQuery(sql)) {
            while (r.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
                    values.add(r.getString(i));
                }
                rows.add(String.join(" ", values));
            }
        }
        return rows;
    }
}
