package io.hotrow.engine.database;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A text cut where a probe's sentinel literals landed, to be filled with another text's literals. Each
 * sentinel must be found exactly once, standing alone (no digit, letter, point or quote touching it), or
 * the text is no template: a literal the analysis moved, dropped, repeated or rewrote.
 */
final class SlottedText {

    private final List<String> pieces; // text between slots
    private final int[] slots; // which literal goes after pieces[i]

    private SlottedText(List<String> pieces, int[] slots) {
        this.pieces = pieces;
        this.slots = slots;
    }

    /** {@code text} cut at {@code sentinels}, or null unless each is found there once, alone. */
    static SlottedText cut(String text, List<String> sentinels) {
        Map<Integer, Integer> slotAt = new TreeMap<>();
        for (int slot = 0; slot < sentinels.size(); slot++) {
            int found = -1;
            String sentinel = sentinels.get(slot);
            for (int at = text.indexOf(sentinel); at >= 0; at = text.indexOf(sentinel, at + 1)) {
                if (alone(text, at, at + sentinel.length())) {
                    if (found >= 0) {
                        return null;
                    }
                    found = at;
                }
            }
            if (found < 0) {
                return null;
            }
            slotAt.put(found, slot);
        }
        List<String> pieces = new ArrayList<>(sentinels.size() + 1);
        int[] slots = new int[sentinels.size()];
        int from = 0;
        int i = 0;
        for (Map.Entry<Integer, Integer> at : slotAt.entrySet()) {
            if (at.getKey() < from) {
                return null; // two sentinels overlap
            }
            pieces.add(text.substring(from, at.getKey()));
            slots[i++] = at.getValue();
            from = at.getKey() + sentinels.get(at.getValue()).length();
        }
        pieces.add(text.substring(from));
        return new SlottedText(List.copyOf(pieces), slots);
    }

    /** The text with {@code literals} in the slots. */
    String fill(List<String> literals) {
        StringBuilder text = new StringBuilder(pieces.get(0).length() * 2 + 64);
        for (int i = 0; i < slots.length; i++) {
            text.append(pieces.get(i)).append(literals.get(slots[i]));
        }
        return text.append(pieces.get(slots.length)).toString();
    }

    private static boolean alone(String text, int start, int end) {
        return (start == 0 || !touches(text.charAt(start - 1))) && (end == text.length() || !touches(text.charAt(end)));
    }

    private static boolean touches(char c) {
        return Character.isLetterOrDigit(c) || c == '.' || c == '\'' || c == '_';
    }
}
