package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.hotrow.engine.sql.Sandbox;
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
                assertEquals(Sandbox.refusal(text), verdicts.refusal(text), text);
            }
        }
        assertNull(verdicts.refusal(texts.get(0)));
        assertNotNull(verdicts.refusal(texts.get(1)));
        assertNotNull(verdicts.refusal(texts.get(5)), "a long text is checked, not remembered");
    }
}
