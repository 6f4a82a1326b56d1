package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SqlTokensTest {

    /** A thread's lexer, started again on each text, reads each as a new lexer would, after a text it refused too. */
    @Test
    void aReusedLexerReadsEachTextAsANewOne() {
        String text = "INSERT INTO t (a, \"B\") VALUES (1, 'x''y') -- c\n";
        List<SqlTokens.Token> first = tokens(text);
        assertNull(SqlTokens.lexedOrNull("SELECT \"unclosed"));
        new SqlTokens("SELECT $$a$$, ARRAY[1] /* long comment */ FROM t");
        assertEquals(first, tokens(text));
        assertEquals(List.of("INSERT", "INTO", "t", "(", "a", ",", "\"B\"", ")", "VALUES", "(", "1", ",", "'x''y'", ")"),
                first.stream().map(SqlTokens.Token::image).toList());
        assertEquals(2 + 60_000, new SqlTokens("SELECT 1" + ", 1".repeat(30_000)).size()); // a long text: a lexer of its own
    }

    private static List<SqlTokens.Token> tokens(String text) {
        SqlTokens t = new SqlTokens(text);
        List<SqlTokens.Token> tokens = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            tokens.add(t.get(i));
        }
        return tokens;
    }
}
