package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** H2's own syntax that PostgreSQL rejects is refused with PostgreSQL's state, not run. */
class H2OnlySyntaxTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "DELETE FROM prizes LIMIT 1 => 42601 syntax error at or near \"LIMIT\"",
        "UPDATE accounts SET version = 9 WHERE id > 0 ORDER BY id => 42601 syntax error at or near \"ORDER\"",
        "UPDATE a SET v = 9 WHERE id > 0 LIMIT ? => 42601 syntax error at or near \"LIMIT\"",
        "DELETE prizes WHERE id = 2 => 42601 syntax error at or near \"prizes\"",
        "MERGE INTO counters KEY (name) VALUES ('h2', 1) => 42601 syntax error at or near \"KEY\"",
        "SELECT e.name FROM employees e JOIN departments d => 42601 syntax error at end of input",
        "SELECT 1 FROM a LEFT JOIN b WHERE a.x = 1 => 42601 syntax error at or near \"WHERE\"",
        "SELECT 1 FROM a INNER JOIN (SELECT 1 FROM c JOIN d ON true) x, e => 42601 syntax error at or near \",\"",
        "UPDATE accounts SET n = 1, accounts.version = 5 WHERE id = 2 => 42703 column \"accounts\" of relation \"accounts\" does not exist",
        "UPDATE users SET score = score WHERE id = -1 RETURNING count(*) => 42803 aggregate functions are not allowed in RETURNING",
        "SELECT id FROM flags WHERE 1 ORDER BY id => 42804 argument of WHERE must be type boolean, not type integer",
        "SELECT NOT 5 => 42804 argument of NOT must be type boolean, not type integer",
    })
    void postgresRejectsItAndSoDoesTheEngine(String sql, String expected) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals(expected, e.sqlState() + " " + e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1 FROM a JOIN b ON a.x = b.x CROSS JOIN c NATURAL JOIN d LEFT JOIN e USING (x)",
        "UPDATE t SET v = (SELECT max(v) FROM u ORDER BY 1 LIMIT 1) WHERE id = 1 RETURNING (SELECT count(*) FROM u)",
        "DELETE FROM t WHERE id IN (SELECT id FROM t ORDER BY id LIMIT 2)", "SELECT * FROM t WHERE 1 = 1 AND NOT 5 = x",
        "MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE", "UPDATE t SET x = u.x FROM u WHERE t.id = u.id"})
    void postgresSyntaxPasses(String sql) {
        assertDoesNotThrow(() -> translate(sql));
    }

    @Test
    void textOurLexerCannotReadIsLeftToH2() throws UnsupportedSqlException {
        String sql = "SELECT \"abc WHERE x = 1 / 2.0";
        assertEquals(sql, translate(sql));
    }

    @Test
    void theAnalysisCarriesPostgresState() {
        StatementAnalysis analysis = StatementAnalyzer.forEngine(16, shim).analyze("DELETE FROM prizes LIMIT 1");
        assertEquals("42601", analysis.refusalState());
    }
}
