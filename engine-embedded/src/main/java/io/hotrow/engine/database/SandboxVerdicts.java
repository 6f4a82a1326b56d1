package io.hotrow.engine.database;

import io.hotrow.engine.sql.Sandbox;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@link Sandbox}'s verdicts on texts met before. An application sends the same texts over and over, and a verdict
 * is its text's alone (the sandbox is pure), so each text is lexed for it once instead of at every execution: a tenth of a
 * one-client hot-row statement's CPU through {@code hotrow serve} was that lexing.
 */
final class SandboxVerdicts {

    /** Texts at most; past it the memo starts over. */
    private static final int CAPACITY = 4096;
    /** Longer texts are checked each time, so that the memo holds no large ones. */
    private static final int MAX_CHARS = 8192;
    /** Stands for "no refusal" in the map, which holds no nulls. */
    private static final String ALLOWED = "";

    private final ConcurrentHashMap<String, String> byText = new ConcurrentHashMap<>();

    /** {@link Sandbox#refusal} of {@code sql}. */
    String refusal(String sql) {
        if (sql == null || sql.length() > MAX_CHARS) {
            return Sandbox.refusal(sql);
        }
        String verdict = byText.get(sql);
        if (verdict == null) {
            verdict = Objects.requireNonNullElse(Sandbox.refusal(sql), ALLOWED);
            if (byText.size() >= CAPACITY) {
                byText.clear();
            }
            byText.put(sql, verdict);
        }
        return verdict.isEmpty() ? null : verdict;
    }
}
