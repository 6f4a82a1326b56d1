package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** WITH queries a table of the same name would hide from H2, renamed where PostgreSQL sees them. */
class WithQueryNamesTest {

    @Test
    void namesTheQueriesOfTheLeadingWith() {
        assertEquals(List.of("emp", "Mixed"),
                List.copyOf(WithQueryNames.of(new StatementClassifier().classify("WITH emp AS (SELECT 1), \"Mixed\" AS (SELECT 2) SELECT 1"))));
        assertEquals(Set.of(), WithQueryNames.of(new StatementClassifier().classify("SELECT 1 FROM emp")));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "WITH emp AS (SELECT id FROM emp WHERE id > 1) SELECT emp.id FROM emp ORDER BY emp.id"
            + " => WITH hotrow_with_emp AS (SELECT id FROM emp WHERE id > 1) SELECT emp.id FROM hotrow_with_emp AS emp ORDER BY emp.id",
        "WITH x AS (SELECT 5 AS id), emp AS (SELECT id FROM x) SELECT e.id FROM emp e, x JOIN emp ON true"
            + " => WITH x AS (SELECT 5 AS id), hotrow_with_emp AS (SELECT id FROM x) SELECT e.id FROM hotrow_with_emp e, x"
            + " JOIN hotrow_with_emp AS emp ON true",
        "WITH RECURSIVE emp(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM emp WHERE id < 3) SELECT count(*) FROM emp"
            + " => WITH RECURSIVE hotrow_with_emp(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM hotrow_with_emp AS emp WHERE id < 3)"
            + " SELECT count(*) FROM hotrow_with_emp AS emp",
    })
    void aHiddenQueryIsRenamedWherePostgresSeesIt(String sql, String expected) {
        assertEquals(expected, WithQueryNames.renamed(new StatementClassifier().classify(sql), Set.of("emp")));
    }
}
