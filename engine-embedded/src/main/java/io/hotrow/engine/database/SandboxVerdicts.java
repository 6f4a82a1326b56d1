package io.hotrow.engine.database;

import io.hotrow.engine.sql.Sandbox;
import io.hotrow.rewrite.analysis.LiteralShape;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The {@link Sandbox}'s verdicts on texts met before. An application sends the same texts over and over, and a verdict
 * is its text's alone (the sandbox is pure), so each text is lexed for it once instead of at every execution: a tenth of a
 * one-client hot-row statement's CPU through {@code hotrow serve} was that lexing.
 *
 * <p>Texts that differ only in their integer literals share a verdict, remembered under their {@link LiteralShape}: the
 * sandbox reads words, quoted names and symbols, and a literal only as a schema name could be spelled, which digits never
 * are; a literal taken out of a shape is a whole number token however its digits go. So pgbench's select-only, a new text
 * at every statement, is lexed once, not per statement (7% of its server's CPU).
 */
final class SandboxVerdicts {

    /** Texts at most; past it the memo starts over. */
    private static final int CAPACITY = 4096;
    /** Longer texts are checked each time, so that the memo holds no large ones. */
    private static final int MAX_CHARS = 8192;
    /** Stands for "no refusal" in the map, which holds no nulls. */
    private static final String ALLOWED = "";

    private final ConcurrentHashMap<String, String> byText = new ConcurrentHashMap<>();

    /** {@link Sandbox#refusal} of {@code sql}, whose {@link LiteralShape} {@code shapeOf} gives. */
    String refusal(String sql, Function<String, LiteralShape> shapeOf) {
        if (sql == null || sql.length() > MAX_CHARS) {
            return Sandbox.refusal(sql);
        }
        String verdict = byText.get(sql);
        if (verdict == null) {
            LiteralShape shape = shapeOf.apply(sql);
            if (shape == null && sql.indexOf(LiteralShape.SLOT) >= 0) {
                return Sandbox.refusal(sql); // a text that could be taken for a shape's key
            }
            String key = shape == null ? sql : shape.key();
            verdict = byText.get(key);
            if (verdict == null) {
                verdict = Objects.requireNonNullElse(Sandbox.refusal(sql), ALLOWED);
                if (byText.size() >= CAPACITY) {
                    byText.clear();
                }
                byText.put(key, verdict);
            }
        }
        return verdict.isEmpty() ? null : verdict;
    }
}
