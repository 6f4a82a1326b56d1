package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The shim's written-out fast path is exactly its rules' words and operators, read as the regular expression it replaces read them. */
class RuleTriggersTest {

    @Test
    void theWordsAndOperatorsAreTheRulesOwn() {
        Set<String> words = new TreeSet<>();
        Set<String> symbols = new TreeSet<>();
        for (Rule rule : PostgresDialectShim.Rules.ALL) {
            words.addAll(rule.words());
            symbols.addAll(rule.symbols());
        }
        // On a failure, copy the rules' own (the expected side) into RuleTriggers.
        assertEquals(String.join(" ", words), String.join(" ", new TreeSet<>(RuleTriggers.WORDS)));
        assertEquals(String.join(" ", symbols), String.join(" ", new TreeSet<>(RuleTriggers.SYMBOLS)));
    }

    @Test
    void theyAgreeWithTheRegularExpressionTheyReplace() {
        // Java 17's \b, written out (later JDKs bound a word by \w, ASCII only)
        String bound = "[\\p{L}\\p{Nd}_]";
        Pattern before = Pattern.compile(RuleTriggers.WORDS.stream().collect(Collectors.joining("|", "(?i)(?<!" + bound + ")(?:", ")(?!" + bound + ")"))
                + RuleTriggers.SYMBOLS.stream().map(s -> "|" + Pattern.quote(s)).collect(Collectors.joining()));
        String[] pieces = {"SELECT", " ", "now", "NOW", "x", "_", "9", "values", "é", "\u212a", "K", "ey", "\"", "'", "(", ")", "-", ":", "::", "|", "t", "int", "in", "t4", ","};
        Random random = new Random(26);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sql = new StringBuilder();
            for (int n = random.nextInt(8); n >= 0; n--) {
                sql.append(pieces[random.nextInt(pieces.length)]);
            }
            assertEquals(before.matcher(sql).find(), RuleTriggers.worthALook(sql.toString()), sql::toString);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1", "select 1, 'a'", "INSERT INTO t (a) SELECT b FROM u", "SELECT myvalues FROM t", "SELECT values_ FROM t",
        "SELECT \"nowx\" FROM t", "SELECT 1 FROM t9now", "SELECT ñow FROM t", "SELECT énow FROM t", "SELECT \u212aey FROM t"})
    void textsWithoutATriggerArePassedOver(String sql) {
        assertFalse(RuleTriggers.worthALook(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT NOW()", "select now()", "INSERT INTO t VALUES (1)", "SELECT a::text FROM t", "SELECT 2 - 1",
        "SELECT x FROM t WHERE y = 1", "SELECT pg_catalog.now()", "SELECT (now)", "SELECT \"Now\" FROM t", "SELECT a||b", "SELECT é NOW()",
        "CREATE TABLE t (id SERIAL)"})
    void textsWithATriggerAreLookedAt(String sql) {
        assertTrue(RuleTriggers.worthALook(sql));
    }
}
