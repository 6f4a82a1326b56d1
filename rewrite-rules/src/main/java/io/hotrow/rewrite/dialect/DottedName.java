package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.List;

/**
 * A name of one or more parts separated by dots ({@code customer}, {@code public.customer},
 * {@code public.customer.id}) as it stands in a text's tokens from {@code first} (inclusive) to
 * {@code end} (exclusive).
 */
record DottedName(List<String> parts, int first, int end) {

    /** The name starting at token {@code first}, or null when no name starts there. */
    static DottedName at(SqlTokens t, int first) {
        if (first >= t.size() || !t.get(first).isName()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        int i = first;
        parts.add(Names.normalize(t.get(i).image()));
        while (t.is(i + 1, ".") && i + 2 < t.size() && t.get(i + 2).isName()) {
            i += 2;
            parts.add(Names.normalize(t.get(i).image()));
        }
        return new DottedName(List.copyOf(parts), first, i + 1);
    }

    String last() {
        return parts.get(parts.size() - 1);
    }

    /** The parts before the last one, or null for a name of one part. */
    String qualifier() {
        return parts.size() < 2 ? null : parts.get(parts.size() - 2);
    }

    /** The name as written, without what may stand between its tokens. */
    String written(SqlTokens t) {
        StringBuilder out = new StringBuilder();
        for (int i = first; i < end; i++) {
            out.append(t.get(i).image());
        }
        return out.toString();
    }
}
