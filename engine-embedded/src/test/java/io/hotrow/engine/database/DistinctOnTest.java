package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.OneDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code DISTINCT ON} ordered by a column it does not select, PostgreSQL's latest row of each group (each expected answer read
 * from PostgreSQL 15): H2 refused the ORDER BY (42P10). The labels are the query's own.
 */
class DistinctOnTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("distinct-on");
        c = database.connection();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE o(id int, cust text, amount int, created int)");
            s.execute("INSERT INTO o VALUES (1, 'ann', 1, 10), (2, 'bob', 2, 20), (3, 'ann', 3, 30), (4, 'cid', 4, 5), (5, 'bob', 5, 1)");
        }
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT DISTINCT ON (cust) cust, amount FROM o ORDER BY cust, created DESC => cust,amount;ann,3;bob,2;cid,4",
        "SELECT DISTINCT ON (o.cust) o.cust, o.amount AS a, count(*) OVER () AS n FROM o ORDER BY o.cust DESC, o.created LIMIT 2"
            + " => cust,a,n;cid,4,5;bob,5,5",
        "SELECT * FROM (SELECT DISTINCT ON (cust) cust, amount FROM o ORDER BY cust, created DESC, id) s WHERE amount > 2 => cust,amount;ann,3;cid,4",
        "SELECT cust FROM o WHERE id IN (SELECT DISTINCT ON (cust) id FROM o ORDER BY cust, created) ORDER BY 1 => cust;ann;bob;cid",
    })
    void answersAsPostgres(String sql, String expected) throws SQLException {
        assertEquals(expected, String.join(";", rows(sql)));
    }

    private static List<String> rows(String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            ResultSetMetaData meta = rs.getMetaData();
            List<String> labels = new ArrayList<>();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                labels.add(meta.getColumnLabel(i));
            }
            rows.add(String.join(",", labels));
            while (rs.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    values.add(rs.getString(i));
                }
                rows.add(String.join(",", values));
            }
        }
        return rows;
    }
}
