package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LongNamesTest {

    private static final String LONG = "n".repeat(70);
    private static final String KEPT = "n".repeat(63);

    @Test
    void everyNameLongerThan63BytesIsCutQuotedOrNot() {
        assertEquals("SELECT " + KEPT + ", t." + KEPT + " AS \"" + KEPT + "\" FROM t",
                LongNames.truncated("SELECT " + LONG + ", t." + LONG + " AS \"" + LONG + "\" FROM t"));
        assertEquals("CREATE TABLE \"a\"\"" + "b".repeat(61) + "\" (x int)",
                LongNames.truncated("CREATE TABLE \"a\"\"" + "b".repeat(70) + "\" (x int)"), "a doubled quote is one byte of the name");
        assertEquals("é".repeat(31), LongNames.cut("é".repeat(40)), "62 bytes: half a character is not kept");
        assertEquals("a" + "😀".repeat(15), LongNames.cut("a" + "😀".repeat(20)), "nor half a surrogate pair");
    }

    /** Strings, comments, numbers and parameters hold no names; a text without a long name comes back as the same String. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT 'nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn'",
        "SELECT 1 -- nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn",
        "SELECT /* /* nested */ nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn */ 1",
        "SELECT 1e1nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn",
        "SELECT U&\"nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn\"",
        "SELECT short_name FROM a_table_with_a_name_of_exactly_sixty_three_bytes_for_this_test_",
        "SELECT $1, ? FROM t"})
    void otherTextsAreLeftAsWritten(String sql) {
        assertSame(sql, LongNames.truncated(sql));
    }

    @Test
    void noticesNameUnquotedNamesFoldedToLowerCaseAsPostgreSqlDoes() {
        assertEquals(List.of("identifier \"" + LONG + "\" will be truncated to \"" + KEPT + "\"",
                        "identifier \"N" + LONG + "\" will be truncated to \"N" + "n".repeat(62) + "\""),
                LongNames.cuts("SELECT " + LONG.toUpperCase() + " AS \"N" + LONG + "\" FROM t").stream().map(LongNames.Cut::notice).toList());
    }
    /** The cheap pass before the lexer never misses a long name, quoted, doubled quotes or multibyte included. */
    @Test
    void theCheapPassFindsEveryTextWithALongName() {
        String long64 = "n".repeat(64);
        for (String sql : new String[] {"SELECT " + long64, "SELECT \"" + "a b".repeat(22) + "\"", "SELECT \"" + "a\"\"".repeat(33) + "\"",
                "SELECT " + "\u00e9".repeat(32), "SELECT x." + long64 + " FROM t"}) {
            org.junit.jupiter.api.Assertions.assertTrue(LongNames.mayHoldLongName(sql), sql);
        }
        org.junit.jupiter.api.Assertions.assertFalse(LongNames.mayHoldLongName("UPDATE counters SET n = n + 1 WHERE id = ? AND name = 'x'"));
        org.junit.jupiter.api.Assertions.assertFalse(LongNames.mayHoldLongName("SELECT " + "n".repeat(63) + ".b"));
    }
}
