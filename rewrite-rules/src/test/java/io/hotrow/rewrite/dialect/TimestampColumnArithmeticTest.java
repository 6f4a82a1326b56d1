package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A timestamp column plus or minus a number column is cast to their types, and so refused with PostgreSQL's 42883. */
class TimestampColumnArithmeticTest {

    private static StatementAnalysis analysis(String sql) {
        return new StatementClassifier().classify(sql);
    }

    @Test
    void theColumnsOfTwoColumnOperandsAreLookedUp() {
        assertEquals(Set.of("t", "n", "a", "b"),
                TimestampColumnArithmetic.columns(analysis("SELECT t + n, x.a - b, c * d + e, f + 1, g + h * 2, k::int + m FROM x WHERE p = 1")));
    }

    @Test
    void aMomentAndANumberAreCastAndRefused() {
        StatementAnalysis analysis = analysis("SELECT t + n, n + t, d + n, t - u, z.at - n FROM days z WHERE t - n > now()");
        Map<String, String> typed = Map.of("t", "TIMESTAMP", "u", "TIMESTAMP", "n", "INTEGER", "at", "TIMESTAMP WITH TIME ZONE");
        String cast = TimestampColumnArithmetic.typed(analysis, typed);
        assertEquals("SELECT t::timestamp + n::numeric, n::numeric + t::timestamp, d + n, t - u, z.at::timestamptz - n::numeric FROM days z"
                + " WHERE t::timestamp - n::numeric > now()", cast);
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class,
                () -> new PostgresDialectShim().translate(analysis(cast)));
        assertEquals("42883", e.sqlState());
    }

    @Test
    void aNumberColumnBesideAnotherNumberOrADateStaysAsWritten() {
        StatementAnalysis analysis = analysis("SELECT a + n, d - n FROM days");
        assertEquals(analysis.sql(), TimestampColumnArithmetic.typed(analysis, Map.of("a", "NUMERIC(10, 2)", "n", "INTEGER", "d", "DATE")));
    }
}
