package io.hotrow.rewrite.analysis;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The templates of the literal shapes an analyzer has met. A shape is learned at its second text:
 * a text met once (a migration, a one-off query) costs no probe, and a shape that cannot be a
 * template is remembered as such, so it never costs a probe again. Bounded as the analyzer's own
 * cache is: when full, an arbitrary tenth is dropped.
 */
final class ShapeTemplates {

    /** What is known of a shape that has no template (yet). */
    private enum Verdict { SEEN_ONCE, TEXT_BY_TEXT }

    private final ConcurrentHashMap<String, Object> byKey = new ConcurrentHashMap<>();
    private final int capacity;

    ShapeTemplates(int capacity) {
        this.capacity = capacity;
    }

    /** The analysis of {@code sql}, of {@code shape}, made from the shape's template; null if it has none. */
    StatementAnalysis instantiate(LiteralShape shape, String sql) {
        return byKey.get(shape.key()) instanceof ShapeTemplate template ? template.instantiate(sql, shape.literals()) : null;
    }

    /**
     * Notes that {@code analysed}, a text of {@code shape}, was analysed in full; at the shape's second
     * text, learns its template with {@code analyse}.
     */
    void analysed(LiteralShape shape, StatementAnalysis analysed, Function<String, StatementAnalysis> analyse) {
        Object known = byKey.get(shape.key());
        if (known == null) {
            if (byKey.size() >= capacity) {
                CacheEviction.dropSome(byKey, capacity);
            }
            byKey.putIfAbsent(shape.key(), Verdict.SEEN_ONCE);
        } else if (known == Verdict.SEEN_ONCE) {
            boolean[] cancelled = {false};
            ShapeTemplate template = ShapeTemplate.learn(shape, analysed, probe -> {
                StatementAnalysis analysis = analyse.apply(probe);
                cancelled[0] |= analysis.parseOutcome() == ParseOutcome.CANCELLED;
                return analysis;
            });
            if (!cancelled[0]) { // a stopped probe says nothing about the shape: learn it at a later text
                byKey.replace(shape.key(), Verdict.SEEN_ONCE, template != null ? template : Verdict.TEXT_BY_TEXT);
            }
        }
    }
}
