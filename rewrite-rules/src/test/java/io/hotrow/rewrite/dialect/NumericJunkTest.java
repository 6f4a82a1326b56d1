package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** PostgreSQL 15's lexer refuses a number run into a name; H2 read some of them as other numbers (0x1F as 31). */
class NumericJunkTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {"SELECT 0x1F => 0x1F", "SELECT 0b101 => 0b101", "SELECT 0o17 => 0o17",
        "SELECT 1_000 => 1_000", "SELECT 2abc => 2abc", "SELECT 1e => 1e", "SELECT 1e+ => 1e+", "SELECT 1.5e3x => 1.5e3x",
        "SELECT .5a => .5a", "SELECT 1 FROM t WHERE x = 3éa => 3éa", "SELECT 'a', 1ea => 1ea"})
    void aNumberRunIntoANameIsRefused(String sql, String junk) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> NumericJunk.check(sql), sql);
        assertEquals("42601", e.sqlState());
        assertEquals("trailing junk after numeric literal at or near \"" + junk + "\"", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1.5e3, .5, 1., 1.e2, 3e-2, 3E+2 FROM t1", "SELECT t1.x1, x1f FROM t1", "SELECT '0x1F', \"1_000\" FROM t",
        "SELECT $1, $2::int", "SELECT a[1:2], 1::int FROM t", "SELECT 1 -- 1a", "SELECT /* 0x1F */ 1", "SELECT 1+2, 3*4, 5%2, 6<7"})
    void numbersAndNamesApartAreLeft(String sql) throws UnsupportedSqlException {
        NumericJunk.check(sql);
    }
}
