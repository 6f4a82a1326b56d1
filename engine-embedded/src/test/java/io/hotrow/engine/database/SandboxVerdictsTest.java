package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.hotrow.engine.sql.Sandbox;
import io.hotrow.rewrite.analysis.LiteralShape;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A remembered verdict is the sandbox's own, the first time and every time after, for short texts and long ones. */
class SandboxVerdictsTest {

    @Test
    void aTextMetAgainGetsTheSandboxsVerdict() {
        SandboxVerdicts verdicts = new SandboxVerdicts();
        String longText = "SELECT 1 FROM t WHERE a IN (" + "1, ".repeat(5_000) + "1)";
        List<String> texts = List.of("UPDATE counters SET n = n + 1 WHERE id = 1", "CALL FILE_READ('/etc/hostname')",
                "SET LOCK_MODE 0", "DROP SCHEMA pg_catalog", longText, longText + "; CREATE ALIAS x FOR 'java.lang.System.exit'");
        for (int round = 0; round < 3; round++) {
            for (String text : texts) {
                assertEquals(Sandbox.refusal(text), verdicts.refusal(text, LiteralShape::of), text);
            }
        }
        assertNull(verdicts.refusal(texts.get(0), LiteralShape::of));
        assertNotNull(verdicts.refusal(texts.get(1), LiteralShape::of));
        assertNotNull(verdicts.refusal(texts.get(5), LiteralShape::of), "a long text is checked, not remembered");
    }

    /** Texts of one literal shape share the verdict of the first one lexed: the sandbox's on each of them. */
    @Test
    void textsThatDifferInIntegerLiteralsGetTheSandboxsVerdict() {
        SandboxVerdicts verdicts = new SandboxVerdicts();
        List<String> shapes = List.of("SELECT abalance FROM pgbench_accounts WHERE aid = %d", "SELECT FILE_READ('/etc/hostname', %d)",
                "SET LOCK_MODE %d", "SET search_path TO public, pg_catalog; SELECT %d", "CREATE TABLE hotrow.t%d (id int)",
                "CREATE TABLE t (id int DEFAULT %d)", "SELECT %d FROM \"HOTROW\".hot_rows", "SELECT \u0001, %d");
        for (int value : new int[] {1, 22, 333_333_333, 4}) {
            for (String shape : shapes) {
                String text = String.format(shape, value);
                assertEquals(Sandbox.refusal(text), verdicts.refusal(text, LiteralShape::of), text);
            }
        }
        assertNull(verdicts.refusal("SELECT abalance FROM pgbench_accounts WHERE aid = 5", LiteralShape::of));
        assertNotNull(verdicts.refusal("SELECT FILE_READ('/etc/hostname', 7)", LiteralShape::of));
        assertNotNull(verdicts.refusal("SET LOCK_MODE 3", LiteralShape::of));
    }
}
