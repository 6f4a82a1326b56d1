package io.hotrow.rewrite.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The analysis of a {@link LiteralShape}, from which the analysis of each text of that shape is
 * made by putting the text's literals back, without parsing or translating it again.
 *
 * <p>It is learned from one analysed text of the shape and a probe: the same shape with sentinel
 * literals, analysed in full. Only if the probe's translation holds each sentinel exactly once, and
 * putting the first text's literals in the sentinels' places gives the first text's analysis
 * exactly, is the shape a template; otherwise every text of it is analysed as itself. That check
 * catches a translation that moves, drops, repeats or rewrites a literal. What it cannot see, a
 * rule treating one integer value unlike another, the shim does not do ({@link Translator}).
 */
final class ShapeTemplate {

    /** Nine-digit sentinels, one per slot: far from any value a rule could single out. */
    private static final long FIRST_SENTINEL = 604_000_001L;
    private static final long SENTINEL_STEP = 7_919L;

    private final StatementAnalysis first;
    private final List<String> pieces; // executable text between slots
    private final int[] slots; // which literal of the text goes after pieces[i]
    private final RowPin pinWithSentinels;
    private final List<String> sentinels;

    private ShapeTemplate(StatementAnalysis first, List<String> pieces, int[] slots, RowPin pinWithSentinels, List<String> sentinels) {
        this.first = first;
        this.pieces = pieces;
        this.slots = slots;
        this.pinWithSentinels = pinWithSentinels;
        this.sentinels = sentinels;
    }

    /**
     * The template of {@code shape} learned from {@code first} (the analysis of one of its texts),
     * or null when the shape must be analysed text by text.
     *
     * @param analyse analyses a text in full, without caching it
     */
    static ShapeTemplate learn(LiteralShape shape, StatementAnalysis first, Function<String, StatementAnalysis> analyse) {
        if (!first.parsed() || (first.kind() != StatementKind.READ && first.kind() != StatementKind.WRITE)) {
            return null;
        }
        List<String> sentinels = new ArrayList<>(shape.literals().size());
        for (int i = 0; i < shape.literals().size(); i++) {
            String sentinel = Long.toString(FIRST_SENTINEL + i * SENTINEL_STEP);
            if (shape.key().contains(sentinel)) {
                return null;
            }
            sentinels.add(sentinel);
        }
        StatementAnalysis probe = analyse.apply(shape.fill(sentinels));
        if (!probe.parsed() || !Objects.equals(probe.refusal(), first.refusal()) || !Objects.equals(probe.refusalState(), first.refusalState())) {
            return null; // a refusal is shared only when it says the same whatever the values
        }
        ShapeTemplate template = split(first, probe.executableSql(), probe.rowPin(), sentinels);
        return template != null && sameAnalysis(template.instantiate(first.sql(), shape.literals()), first) ? template : null;
    }

    /** The analysis of {@code sql}, a text of this template's shape with {@code literals}. */
    StatementAnalysis instantiate(String sql, List<String> literals) {
        StringBuilder executable = new StringBuilder(first.executableSql().length() + 16);
        for (int i = 0; i < slots.length; i++) {
            executable.append(pieces.get(i)).append(literals.get(slots[i]));
        }
        executable.append(pieces.get(slots.length));
        // A text the shim leaves as written is its own executable text, the same string, as in a full analysis: the
        // engine's session sees by identity that nothing was rewritten and does not sandbox-check and scan it again.
        String executableSql = executable.toString();
        // The tree is the first text's: on the engine only its structure is read, never a literal's value.
        return new StatementAnalysis(sql, first.kind(), first.ast(), first.parseOutcome(), first.parseError(), first.multiStatement(),
                first.tables(), first.locksRows(), pin(literals), executableSql.equals(sql) ? sql : executableSql, first.refusal(),
                first.refusalState());
    }

    /** The probe's executable text cut at its sentinels, or null unless each appears exactly once, as a whole number. */
    private static ShapeTemplate split(StatementAnalysis first, String probeExecutable, RowPin probePin, List<String> sentinels) {
        Map<Integer, Integer> slotAt = new TreeMap<>();
        for (int slot = 0; slot < sentinels.size(); slot++) {
            List<Integer> found = wholeNumbers(probeExecutable, sentinels.get(slot));
            if (found.size() != 1) {
                return null;
            }
            slotAt.put(found.get(0), slot);
        }
        List<String> pieces = new ArrayList<>(sentinels.size() + 1);
        int[] slots = new int[sentinels.size()];
        int from = 0;
        int i = 0;
        for (Map.Entry<Integer, Integer> at : slotAt.entrySet()) {
            pieces.add(probeExecutable.substring(from, at.getKey()));
            slots[i++] = at.getValue();
            from = at.getKey() + sentinels.get(at.getValue()).length();
        }
        pieces.add(probeExecutable.substring(from));
        return new ShapeTemplate(first, List.copyOf(pieces), slots, probePin, List.copyOf(sentinels));
    }

    /** The positions of {@code number} in {@code text} where no digit touches it. */
    private static List<Integer> wholeNumbers(String text, String number) {
        List<Integer> found = new ArrayList<>(1);
        for (int at = text.indexOf(number); at >= 0; at = text.indexOf(number, at + 1)) {
            int end = at + number.length();
            boolean digitBefore = at > 0 && Character.isDigit(text.charAt(at - 1));
            boolean digitAfter = end < text.length() && Character.isDigit(text.charAt(end));
            if (!digitBefore && !digitAfter) {
                found.add(at);
            }
        }
        return found;
    }

    /** The probe's row pin with {@code literals} for the sentinels its values name. */
    private RowPin pin(List<String> literals) {
        if (pinWithSentinels == null) {
            return null;
        }
        Map<String, ValueSource> pinned = new LinkedHashMap<>();
        pinWithSentinels.pinned().forEach((column, source) -> pinned.put(column, withLiterals(source, literals)));
        return new RowPin(pinWithSentinels.table(), pinWithSentinels.shape(), pinned, pinWithSentinels.readColumns(),
                pinWithSentinels.counterColumns(), pinWithSentinels.writtenColumns());
    }

    private ValueSource withLiterals(ValueSource source, List<String> literals) {
        if (source instanceof ValueSource.Literal literal) {
            return new ValueSource.Literal(withLiterals(literal.text(), literals));
        }
        if (source instanceof ValueSource.Computed computed) {
            return new ValueSource.Computed(withLiterals(computed.text(), literals));
        }
        return source;
    }

    private String withLiterals(String text, List<String> literals) {
        for (int slot = 0; slot < sentinels.size(); slot++) {
            text = text.replace(sentinels.get(slot), literals.get(slot));
        }
        return text;
    }

    private static boolean sameAnalysis(StatementAnalysis made, StatementAnalysis analysed) {
        return made.executableSql().equals(analysed.executableSql()) && made.kind() == analysed.kind()
                && Objects.equals(made.refusal(), analysed.refusal())
                && made.tables().equals(analysed.tables()) && made.locksRows() == analysed.locksRows()
                && made.multiStatement() == analysed.multiStatement() && Objects.equals(made.rowPin(), analysed.rowPin());
    }
}
