package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Replacements of spans of the original text, applied in one pass, so everything outside the
 * spans (the user's spacing, comments, literals) comes back untouched. A replacement may cover
 * earlier ones when its text was built with {@link #render(int, int)} over that span; partial
 * overlaps are a bug in a rule.
 */
final class Splice {

    private record Edit(int begin, int end, String text) {
    }

    private final String sql;
    private final List<Edit> edits = new ArrayList<>();

    Splice(String sql) {
        this.sql = sql;
    }

    /** Replaces {@code [begin, end)}; edits inside that span are dropped, as the text is expected to include them. */
    void replace(int begin, int end, String text) {
        edits.removeIf(e -> e.begin() >= begin && e.end() <= end);
        edits.add(new Edit(begin, end, text));
    }

    void insert(int at, String text) {
        edits.add(new Edit(at, at, text));
    }

    boolean changed() {
        return !edits.isEmpty();
    }

    /** The text of {@code [begin, end)} of the original with the edits inside it applied. */
    String render(int begin, int end) {
        List<Edit> inside = new ArrayList<>();
        for (Edit e : edits) {
            if (e.begin() >= begin && e.end() <= end) {
                inside.add(e);
            } else if (e.begin() < end && e.end() > begin) {
                throw new IllegalStateException("overlapping edits at " + e.begin() + ".." + e.end() + " in: " + sql);
            }
        }
        inside.sort(Comparator.comparingInt(Edit::begin).thenComparingInt(Edit::end));
        StringBuilder out = new StringBuilder(end - begin + 32);
        int at = begin;
        for (Edit e : inside) {
            if (e.begin() < at) {
                throw new IllegalStateException("overlapping edits at " + e.begin() + " in: " + sql);
            }
            out.append(sql, at, e.begin()).append(e.text());
            at = e.end();
        }
        return out.append(sql, at, end).toString();
    }

    String render() {
        return render(0, sql.length());
    }
}
