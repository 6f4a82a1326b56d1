package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** round of a float column, also in arithmetic, becomes PostgreSQL's tie to even; other rounds stay H2's. */
class FloatRoundingsTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT round(f), round(t.f) FROM t => SELECT hotrow_round_float(f), hotrow_round_float(t.f) FROM t",
        "SELECT round(f * 1), round((f + n) / 2), round(f * ?) FROM t => SELECT hotrow_round_float(f * 1), hotrow_round_float((f + n) / 2), hotrow_round_float(f * ?) FROM t",
        "SELECT round(abs(f)), round(abs(f - n)) FROM t => SELECT hotrow_round_float(abs(f)), hotrow_round_float(abs(f - n)) FROM t",
        "SELECT round(n * 1), round(f, 2), round(sqrt(f)), round(f || 'x') FROM t => SELECT round(n * 1), round(f, 2), round(sqrt(f)), round(f || 'x') FROM t",
    })
    void floatArgumentsRoundToEven(String sql, String expected) {
        assertEquals(expected, FloatRoundings.rounded(new StatementClassifier().classify(sql), Set.of("f")));
    }

    @Test
    void theColumnsOfTheArgumentAreLookedUp() {
        assertEquals(Set.of("f", "n"), FloatRoundings.columns(new StatementClassifier().classify("SELECT round(f * n) FROM t")));
    }
}
