package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DistinctOrderColumnsTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        // TypeORM's page of a find with relations
        "SELECT DISTINCT \"d\".\"C_id\" AS \"ids_C_id\" FROM (SELECT c.id AS \"C_id\" FROM c) \"d\" ORDER BY \"C_id\" ASC LIMIT 1"
            + " => SELECT DISTINCT \"d\".\"C_id\" AS \"ids_C_id\" FROM (SELECT c.id AS \"C_id\" FROM c) \"d\" ORDER BY \"ids_C_id\" ASC LIMIT 1",
        "SELECT DISTINCT a AS x, b FROM t ORDER BY a, b DESC => SELECT DISTINCT a AS x, b FROM t ORDER BY x, b DESC",
        // left as written: named by an item, selected twice, not DISTINCT, an expression
        "SELECT DISTINCT t.a AS a FROM t ORDER BY a => SELECT DISTINCT t.a AS a FROM t ORDER BY a",
        "SELECT DISTINCT t.a AS x, u.a AS y FROM t, u ORDER BY a => SELECT DISTINCT t.a AS x, u.a AS y FROM t, u ORDER BY a",
        "SELECT t.a AS x FROM t ORDER BY a => SELECT t.a AS x FROM t ORDER BY a",
        "SELECT DISTINCT t.a AS x FROM t ORDER BY a + 1 => SELECT DISTINCT t.a AS x FROM t ORDER BY a + 1",
    })
    void aDistinctQuerysOrderByColumnSelectedUnderAnAliasIsOrderedByTheAlias(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, shim.translate(new StatementClassifier().classify(sql)));
    }
}
