package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Concatenated operands naming a float column, also through calls, are handed to hotrow_text; others stay H2's. */
class ConcatenatedColumnsTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 'x' || f * 2 FROM t => SELECT 'x' || hotrow_text(f * 2) FROM t",
        "SELECT 'y' || abs(f) * 2 FROM t => SELECT 'y' || hotrow_text(abs(f) * 2) FROM t",
        "SELECT 'y' || round(f * 1), round(t.f) || 's' FROM t => SELECT 'y' || hotrow_text(round(f * 1)), hotrow_text(round(t.f)) || 's' FROM t",
        "SELECT 'y' || greatest(f, 1) + 1 FROM t => SELECT 'y' || hotrow_text(greatest(f, 1) + 1) FROM t",
        "SELECT 'y' || abs(n) * 2, 'z' || length(s) FROM t => SELECT 'y' || abs(n) * 2, 'z' || length(s) FROM t",
        "SELECT 'y' || coalesce((SELECT max(f) FROM u), 0) FROM t => SELECT 'y' || coalesce((SELECT max(f) FROM u), 0) FROM t",
    })
    void floatOperandsBecomeText(String sql, String expected) {
        var analysis = new StatementClassifier().classify(sql);
        assertEquals(expected, ConcatenatedColumns.texted(analysis, Set.of("f")));
    }

    @Test
    void callArgumentsAreLookedUp() {
        assertEquals(Set.of("f", "n"), ConcatenatedColumns.columns(new StatementClassifier().classify("SELECT 'y' || abs(f) * 2, round(t.n, 2) || 'x' FROM t")));
    }
}
