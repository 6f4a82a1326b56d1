package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Generated differential cases for the scale of arithmetic on an unconstrained {@code numeric} column (H2's DECFLOAT,
 * which keeps no trailing zeros): the column with each operator and operand of a grid, on either side, summed, in a
 * window, a subquery, a WITH query and RETURNING; each value must have PostgreSQL's digits.
 */
class NumericScaleTest {

    private static final List<String> OPERANDS = List.of("2", "1.50", "qty", "price", "n", "-1", "0.10");

    @Test
    @Timeout(180)
    void arithmeticOnAnUnconstrainedNumericColumnKeepsPostgresScale() throws SQLException {
        List<String> texts = new ArrayList<>();
        for (String operator : List.of("+", "-", "*")) {
            for (String operand : OPERANDS) {
                texts.add("SELECT id, n " + operator + " " + operand + ", " + operand + " " + operator + " p.n FROM prices p ORDER BY id");
            }
        }
        texts.addAll(List.of("SELECT sum(n), sum(n) * 2, sum(n * qty), max(n) + 0 FROM prices",
                "SELECT id, sum(n) OVER (ORDER BY id), n * 2 + price * 2 - n FROM prices ORDER BY id",
                "SELECT id, (SELECT sum(q.n) FROM prices q WHERE q.id <= p.id) FROM prices p ORDER BY id",
                "WITH w AS (SELECT id, n * 10 AS t FROM prices) SELECT id, t, t + 1 FROM w ORDER BY id",
                "SELECT n + 1 FROM prices WHERE id = 1 UNION ALL SELECT n * 3 FROM prices WHERE id = 2",
                "SELECT id FROM prices WHERE n * 2 = 3 OR n + 0 = 2.125 ORDER BY id",
                "UPDATE prices SET qty = qty + 1 WHERE id = 2 RETURNING id, n * qty, n + 0.000"));
        List<String> differences = DifferentialCases.differences(
                List.of("CREATE TABLE prices (id int PRIMARY KEY, price numeric(12,2), n numeric, qty integer)",
                        "INSERT INTO prices VALUES (1, 5.50, 2.125, 7), (2, 10.00, 1.5, -7), (3, 0.05, 0.0001, 2), (4, 1, 12, 0), (5, NULL, NULL, NULL)"),
                texts);
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }
}
