package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Generated differential cases for {@code extract(epoch FROM ...)} of timestamps across PostgreSQL's range, around the
 * instant where its microseconds since 1970 stop fitting a long (294247-01-10 04:00:54.775807 UTC): before it PostgreSQL's
 * numeric is exact, after it PostgreSQL divides and rounds, and the engine must give PostgreSQL's digits on both sides.
 */
class ExtractEpochTest {

    private static final List<String> INSTANTS = List.of("0001-01-01 00:00:00", "1969-12-31 23:59:59.999999", "1970-01-01 00:00:00",
            "2024-02-29 12:34:56.789012", "294247-01-10 04:00:54.775806", "294247-01-10 04:00:54.775807", "294247-01-10 04:00:54.775808",
            "294260-06-30 12:00:00.5", "294276-12-31 23:59:59.999949", "294276-12-31 23:59:59.99995", "294276-12-31 23:59:59.999999");

    @Test
    @Timeout(120)
    void everyEpochIsPostgresNumeric() throws SQLException {
        List<String> texts = new ArrayList<>();
        for (String instant : INSTANTS) {
            texts.add("SELECT extract(epoch FROM timestamp '" + instant + "'), extract(epoch FROM timestamptz '" + instant + "+00')");
        }
        List<String> differences = DifferentialCases.differences(List.of(), texts);
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }
}
