package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Differential cases for {@code information_schema.sequences}: PostgreSQL's columns and types (its values as text), for
 * sequences of each integer type and option, read whole, by column, aliased and joined. The catalog and schema columns are
 * left out: the two sides run in databases and schemas of other names.
 */
class InformationSchemaSequencesTest {

    private static final String COLUMNS = "sequence_name, data_type, numeric_precision, numeric_precision_radix, numeric_scale, start_value,"
            + " minimum_value, maximum_value, increment, cycle_option";

    @Test
    @Timeout(120)
    void sequencesReadAsPostgresShowsThem() throws SQLException {
        List<String> differences = DifferentialCases.differences(
                List.of("CREATE SEQUENCE plain", "CREATE SEQUENCE down AS integer START 5 INCREMENT -1 MINVALUE -10 MAXVALUE 100 CYCLE",
                        "CREATE SEQUENCE small AS smallint START 10 INCREMENT 100"),
                List.of("SELECT " + COLUMNS + " FROM information_schema.sequences WHERE sequence_schema = current_schema() ORDER BY sequence_name",
                        "SELECT s.sequence_name, s.start_value, s.increment FROM information_schema.sequences s"
                                + " WHERE s.sequence_schema = current_schema() ORDER BY 1",
                        "SELECT a.sequence_name, b.maximum_value FROM information_schema.sequences AS a JOIN information_schema.sequences b"
                                + " ON a.sequence_name = b.sequence_name AND a.sequence_schema = b.sequence_schema"
                                + " WHERE a.sequence_schema = current_schema() ORDER BY 1",
                        "SELECT count(*) FROM information_schema.sequences WHERE sequence_schema = current_schema() AND increment = '100'"));
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }
}
