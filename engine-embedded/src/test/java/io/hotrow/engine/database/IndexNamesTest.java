package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.reopenedFromLogAndSnapshot;
import static io.hotrow.engine.database.ExpressionIndexesTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link IndexNames}: an index created without a name gets PostgreSQL 15's, which psql showed for the same statements. */
class IndexNamesTest {

    private final ObjectStore store = new MemoryObjectStore("index-names");

    @Test
    void unnamedIndexesGetPostgresNamesWhichAReopenKeeps() throws SQLException {
        Database db = open("names", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE nx (id int PRIMARY KEY, a text, \"B\" int, a_very_long_column_name_that_goes_on_and_on_and_on_forever text)");
            for (String index : List.of("(a)", "(a)", "(a, \"B\")", "(lower(a), upper(a), lower(a))", "((a || 'x'))", "((id + 1))", "((\"B\"::text))", "(a_very_long_column_name_that_goes_on_and_on_and_on_forever, a)",
                    "(a_very_long_column_name_that_goes_on_and_on_and_on_forever, a)", "(id) WHERE a IS NULL", "(a)")) {
                s.execute("CREATE " + (index.contains("B\")") ? "UNIQUE " : "") + "INDEX ON nx " + index);
            }
        }
        List<String> expected = List.of("nx_B_idx", "nx_a_B_idx", "nx_a_idx", "nx_a_idx1", "nx_a_idx2",
                "nx_a_very_long_column_name_that_goes_on_and_on_and_on_fore_idx1", "nx_a_very_long_column_name_that_goes_on_and_on_and_on_forev_idx",
                "nx_expr_idx", "nx_expr_idx1", "nx_id_idx", "nx_lower_upper_lower1_idx", "nx_pkey");
        Database reopened = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(reopened); Statement s = c.createStatement()) {
            assertEquals(expected, rows(s, "SELECT indexname FROM pg_indexes WHERE tablename = 'nx' ORDER BY 1"));
        } finally {
            reopened.shutdown();
        }
    }
}
