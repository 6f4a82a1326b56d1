package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class StandardTokensTest {

    @Test
    void theRulesAskingAboutOneTextShareItsTokens() {
        String sql = "INSERT INTO t (a, b) VALUES (1, 'x')";
        SqlTokens first = StandardTokens.ofOrNull(sql);
        assertSame(first, StandardTokens.ofOrNull(new String(sql))); // equal text, another String: the same tokens
        assertEquals("VALUES", first.get(8).image());
    }

    @Test
    void anotherTextIsLexedForItself() {
        SqlTokens first = StandardTokens.ofOrNull("SELECT a FROM t");
        SqlTokens second = StandardTokens.ofOrNull("SELECT b FROM t");
        assertNotSame(first, second);
        assertEquals("b", second.get(1).image());
        assertEquals("a", StandardTokens.ofOrNull("SELECT a FROM t").get(1).image());
    }

    @Test
    void aTextTheLexerCannotReadOrABlankOneHasNone() {
        assertNull(StandardTokens.ofOrNull("SELECT \"unclosed FROM t"));
        assertNull(StandardTokens.ofOrNull("  "));
    }

    @Test
    void aLongTextIsNotKeptByTheThread() {
        String longText = "SELECT " + "a, ".repeat(10_000) + "b FROM t";
        SqlTokens first = StandardTokens.ofOrNull(longText);
        assertNotSame(first, StandardTokens.ofOrNull(longText));
    }
}
