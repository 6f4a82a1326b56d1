package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Arrays cast to text ({@code a::text}, {@code CAST(a AS varchar)}) differentially: PostgreSQL's array text,
 * elements quoted where they must be, where H2 would print {@code [1, a b, null]}.
 */
class ArrayTextCastTest {

    @Test
    @Timeout(120)
    void arraysCastToTextAsPostgresWritesThem() throws SQLException {
        List<String> differences = DifferentialCases.differences(
                List.of("CREATE TABLE arrs (id int PRIMARY KEY, t text[], i int[], b boolean[], n numeric(6,3)[], d date[])",
                        "INSERT INTO arrs VALUES (1, ARRAY['a b', 'q\"uote', 'back\\slash', NULL, '', 'NULL', 'x,y', '{z}'], ARRAY[1, NULL, -3],"
                                + " ARRAY[true, false, NULL], ARRAY[1.50, 0.001, NULL], ARRAY[DATE '2024-01-15', NULL])",
                        "INSERT INTO arrs VALUES (2, ARRAY[]::text[], NULL, ARRAY[]::boolean[], ARRAY[2]::numeric(6,3)[], ARRAY[]::date[])"),
                List.of("SELECT id, t::text, i::text, b::text, n::text, d::text FROM arrs ORDER BY id",
                        "SELECT id, CAST(t AS varchar), length(i::text), 'arr: ' || b::text FROM arrs ORDER BY id"));
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }
}
