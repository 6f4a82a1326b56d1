package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Strings PostgreSQL reads as booleans: cast ones become TRUE/FALSE; compared ones are the engine's to type by their column. */
class BooleanInputTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 't'::boolean, 'off'::bool, ' Yes '::boolean, '0'::boolean, 'of'::bool, 'TR'::boolean"
            + " => SELECT TRUE, FALSE, TRUE, FALSE, FALSE, TRUE",
        "SELECT CAST('on' AS boolean), bool 'n', boolean 'f', x::boolean FROM t => SELECT TRUE, FALSE, FALSE, x::boolean FROM t",
        "SELECT 'on'::boolean::int, CAST('no' AS bool)::int8 => SELECT hotrow_int4(TRUE), hotrow_int8(FALSE)",
        "SELECT true = 't', 'off' <> FALSE, TRUE::text = 'TRUE', x = 'y' FROM t => SELECT true = TRUE, FALSE <> FALSE, 'true' = 'TRUE', x = 'y' FROM t",
    })
    void castStringsBecomeBooleans(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @Test
    void aStringPostgresDoesNotReadAsABooleanFailsAsThere() {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate("SELECT 'o'::boolean"));
        assertEquals("22P02 invalid input syntax for type boolean: \"o\"", e.sqlState() + " " + e.getMessage());
    }

    @Test
    void comparedStringsAreTypedByTheirColumn() {
        StatementAnalysis analysis = new StatementClassifier().classify(
                "UPDATE flags SET b = 'on', name = 'yes' WHERE active = 't' AND 'no' <> f.verified AND code = '1' AND x = 'abc'");
        assertEquals(Set.of("b", "name", "active", "verified", "code"), BooleanComparisons.columns(analysis));
        assertEquals("UPDATE flags SET b = TRUE, name = 'yes' WHERE active = TRUE AND FALSE <> f.verified AND code = '1' AND x = 'abc'",
                BooleanComparisons.typed(analysis, Set.of("b", "active", "verified")));
    }
}
