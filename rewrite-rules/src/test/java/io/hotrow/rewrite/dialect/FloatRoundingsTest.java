package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * round of a float column, also in arithmetic, becomes PostgreSQL's tie to even; other rounds stay H2's. A float column in
 * arithmetic is cast to its type, so that the shim checks the result's range.
 */
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

    @Test
    void floatOperandsAreLookedUp() {
        assertEquals(Set.of("f", "r", "g", "h"), FloatColumns.columns(new StatementClassifier().classify(
                "SELECT f * 2, 1 - t.r, exp(g), power(h, 2), -k, x::float8 + 1, y ^ 2 * 3, z[1] * 2, count(*), t.* FROM t WHERE a = b")));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT f * 2, 1 - t.r, f / -f, power(f, 2) FROM t => SELECT f::float8 * 2, 1 - t.r::float4, f::float8 / -f::float8, power(f::float8, 2) FROM t",
        "UPDATE t SET f = f + n WHERE id = 1 => UPDATE t SET f = f::float8 + n WHERE id = 1",
    })
    void floatOperandsAreCastToTheirType(String sql, String expected) {
        assertEquals(expected, FloatColumns.typed(new StatementClassifier().classify(sql), Map.of("f", "DOUBLE PRECISION", "r", "REAL")));
    }
}
