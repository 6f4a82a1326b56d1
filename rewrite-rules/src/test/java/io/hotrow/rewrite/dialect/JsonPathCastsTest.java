package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** jsonpath casts, the {@code @?} and {@code @@} operators and the jsonb_path functions, written for the engine. */
class JsonPathCastsTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            SELECT p::jsonpath FROM t | SELECT CAST(hotrow_jsonpath(p) AS VARCHAR(600000000)) AS "p" FROM t
            SELECT jsonpath '$.a' | SELECT CAST(hotrow_jsonpath('$.a') AS VARCHAR(600000000)) AS "jsonpath"
            SELECT 1 FROM t WHERE doc @? '$.a' AND x = 1 | SELECT 1 FROM t WHERE (hotrow_jsonb_path_exists_opr(doc, '$.a')) AND x = 1
            SELECT 1 FROM t WHERE doc @@ '$.a > 1'::jsonpath | SELECT 1 FROM t WHERE (hotrow_jsonb_path_match_opr(doc, CAST(hotrow_jsonpath('$.a > 1') AS VARCHAR(600000000))))
            SELECT jsonb_path_query_first(doc, '$.a') FROM t | SELECT CAST(jsonb_path_query_first(doc, '$.a') AS JSON) AS "jsonb_path_query_first" FROM t
            SELECT * FROM jsonb_path_query('{}', '$') | SELECT * FROM jsonb_path_query('{}', '$') AS jsonb_path_query(jsonb_path_query)
            """)
    void translates(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }
}
