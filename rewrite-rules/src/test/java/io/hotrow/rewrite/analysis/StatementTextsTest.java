package io.hotrow.rewrite.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StatementTextsTest {

    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "select 1                                    | false",
            "select 1;                                   | false",
            "select 1 ;  ;  -- trailing comment          | false",
            "select ';drop table t'                      | false",
            "select 'it''s; fine'                        | false",
            "select \"odd;name\" from t                  | false",
            "select 1 /* ; */                            | false",
            "select $$ a; b $$                           | false",
            "select $body$ a; b $body$                   | false",
            "select $1                                   | false",
            "select 1; delete from t                     | true",
            "insert into t values (1);insert into t values (2) | true",
            "select 'a'; select 'b'                      | true",
    })
    void detectsSecondStatement(String sql, boolean expected) {
        assertEquals(expected, StatementTexts.hasMultipleStatements(sql));
    }
}
