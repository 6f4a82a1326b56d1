package io.hotrow.engine.jdbc;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.jdbc.ParameterCasts.Cast;
import io.hotrow.engine.sql.ParameterMark;
import io.hotrow.engine.store.MemoryObjectStore;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Parameters cast where a bound value's type says so: the text H2 prepares then, and what a statement does with it. */
class ParameterCastsTest {

    private static String cast(String sql, Cast... casts) {
        return ParameterCasts.castText(sql, ParameterMark.in(sql), casts);
    }

    @Test
    void plainParametersAreCastByTheirPlace() {
        assertEquals("SELECT hotrow_numeric(?) * qty, CAST(? AS DOUBLE PRECISION) + ?, CAST(? AS REAL) FROM t",
                cast("SELECT ? * qty, ? + ?, ? FROM t", Cast.NUMERIC, Cast.DOUBLE, Cast.NONE, Cast.REAL));
    }

    @Test
    void aNumberedParameterIsCastWhereverItStands() {
        assertEquals("SELECT hotrow_numeric(?1) * qty FROM t WHERE id = ?2 AND hotrow_numeric(?1) > 0 AND ?10 = 1",
                cast("SELECT ?1 * qty FROM t WHERE id = ?2 AND ?1 > 0 AND ?10 = 1", withNumeric(10, 1)));
        assertEquals("SELECT ?1 FROM t WHERE hotrow_numeric(?10) = 1", cast("SELECT ?1 FROM t WHERE ?10 = 1", withNumeric(10, 10)));
    }

    @Test
    void questionMarksInStringsNamesAndCommentsAreNoParameters() {
        String sql = "SELECT '?', \"a?\", $$?$$ /* ? */, ? -- ?\n FROM t";
        assertEquals(1, ParameterMark.in(sql).size());
        assertEquals("SELECT '?', \"a?\", $$?$$ /* ? */, hotrow_numeric(?) -- ?\n FROM t", cast(sql, Cast.NUMERIC));
    }

    @Test
    void aNumberAfterASpaceOrAStringAfterTheMarkIsNotItsNumber() {
        assertEquals(new ParameterMark(7, 8, 1), ParameterMark.in("SELECT ? 1").get(0));
        assertEquals(new ParameterMark(7, 8, 1), ParameterMark.in("SELECT ?'12'").get(0));
        assertEquals(new ParameterMark(7, 10, 12), ParameterMark.in("SELECT ?12").get(0));
    }

    private static Cast[] withNumeric(int count, int number) {
        Cast[] casts = new Cast[count];
        Arrays.fill(casts, Cast.NONE);
        casts[number - 1] = Cast.NUMERIC;
        return casts;
    }

    /** A connection to a new database with table t: id 2, qty 4, amount 1.00. */
    private static Connection tableT(String name) throws SQLException {
        Database db = open(name, new MemoryObjectStore(name + "-test"));
        Connection c = connect(db);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, qty int, amount numeric(10,2))");
            s.execute("INSERT INTO t VALUES (2, 4, 1.00)");
        }
        return c;
    }

    @Test
    void aStatementMovesToTheCastTextWithTheValuesBoundBeforeAndBack() throws SQLException {
        try (Connection c = tableT("casts"); Statement s = c.createStatement()) {
            try (PreparedStatement p = c.prepareStatement("SELECT ? * qty + ? FROM t WHERE id = ?")) {
                p.setInt(3, 2);
                p.setInt(2, 1);
                p.setBigDecimal(1, new BigDecimal("2.50"));
                assertEquals("11.00 numeric", single(p));
                p.setInt(1, 3);
                assertEquals("13 int4", single(p));
                p.setDouble(1, 2.5);
                assertEquals("11 float8", single(p)); // getString as PostgreSQL prints a float8
            }
            try (PreparedStatement p = c.prepareStatement("UPDATE t SET amount = ? WHERE id = ?")) {
                p.setDouble(1, 2.5); // a numeric place: H2 converts the value as PostgreSQL does
                p.setInt(2, 2);
                assertEquals(1, p.executeUpdate());
            }
            try (PreparedStatement p = c.prepareStatement("SELECT amount FROM t WHERE id = ?")) {
                p.setInt(1, 2);
                assertEquals("2.50 numeric", single(p));
            }
        }
    }

    @Test
    void aBatchWhoseRowsBindTwoCastsIsRefused() throws SQLException {
        try (Connection c = tableT("batch"); Statement s = c.createStatement()) {
            try (PreparedStatement p = c.prepareStatement("UPDATE t SET amount = ? * qty WHERE id = ?")) {
                p.setBigDecimal(1, new BigDecimal("2.50"));
                p.setInt(2, 2);
                p.addBatch();
                SQLException refused = assertThrows(SQLException.class, () -> p.setDouble(1, 2.5));
                assertEquals("42000", refused.getSQLState());
                p.clearBatch();
                p.setDouble(1, 2.5);
                p.addBatch();
                assertEquals(1, p.executeBatch().length);
            }
            try (ResultSet rs = s.executeQuery("SELECT amount FROM t")) {
                rs.next();
                assertEquals("10.00", rs.getString(1));
            }
        }
    }

    private static String single(PreparedStatement p) throws SQLException {
        try (ResultSet rs = p.executeQuery()) {
            rs.next();
            return rs.getString(1) + " " + rs.getMetaData().getColumnTypeName(1);
        }
    }
}
