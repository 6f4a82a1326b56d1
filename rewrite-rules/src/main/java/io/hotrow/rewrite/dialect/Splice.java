package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * Replacements of spans of the original text, applied in one pass, so everything outside the
 * spans (the user's spacing, comments, literals) comes back untouched. A replacement may cover
 * earlier ones when its text was built with {@link #render(int, int)} over that span; partial
 * overlaps are a bug in a rule. A {@link #wrap} is written from its parts as they read when the
 * text is rendered, so edits made inside a part before or after it are in it, whichever rule comes
 * first: constructs nested either way round ({@code date_trunc('day', x)::text},
 * {@code date_trunc('day', x::timestamp)}) each see the other's translation.
 */
final class Splice {

    /** A span of the original text: {@code [begin, end)}. */
    record Span(int begin, int end) {
        boolean contains(Edit e) {
            return e.begin() >= begin && e.end() <= end && !(e.after() && e.begin() == end);
        }
    }

    /**
     * A plain edit has text; a wrap has parts and writes its text from them. An edit {@code after} its position is outside
     * a part or span that ends there ({@link #append}).
     */
    private record Edit(int begin, int end, String text, List<Span> parts, Function<List<String>, String> writer, boolean after) {
        boolean isWrap() {
            return writer != null;
        }

        /** Whether {@code e} is inside one of this wrap's parts. */
        boolean nests(Edit e) {
            return e != this && isWrap() && parts.stream().anyMatch(p -> p.contains(e));
        }

        /**
         * Whether {@code e} is part of the syntax this wrap replaces: in its span, in none of its parts, no
         * insertion before or after it, and no wrap of the same span that holds this one in a part.
         */
        boolean consumes(Edit e) {
            boolean besides = e.begin() == e.end() && (e.begin() == begin || e.begin() == end);
            return e != this && isWrap() && e.begin() >= begin && e.end() <= end && !nests(e) && !besides && !e.nests(this);
        }
    }

    private final String sql;
    private final List<Edit> edits = new ArrayList<>();

    /**
     * {@code sql} with the edits {@code edits} records over its tokens; the same String when it
     * records none, or when the text is no tokens of SQL (the parser refuses it then).
     */
    static String edited(String sql, java.util.function.BiConsumer<SqlTokens, Splice> edits) {
        SqlTokens tokens = SqlTokens.lexedOrNull(sql);
        if (tokens == null) {
            return sql;
        }
        Splice splice = new Splice(sql);
        edits.accept(tokens, splice);
        return splice.changed() ? splice.render() : sql;
    }

    Splice(String sql) {
        this.sql = sql;
    }

    /** Replaces {@code [begin, end)}; edits inside that span are dropped, as the text is expected to include them. */
    void replace(int begin, int end, String text) {
        Span span = new Span(begin, end);
        edits.removeIf(span::contains);
        edits.add(new Edit(begin, end, text, null, null, false));
    }

    void insert(int at, String text) {
        edits.add(new Edit(at, at, text, null, null, false));
    }

    /**
     * Inserts {@code text} just after position {@code at}, outside whatever ends there: a column label after an output
     * column, which a rule repeating the column's expression elsewhere (a DISTINCT ON key, a derived table's column) renders
     * without it.
     */
    void append(int at, String text) {
        edits.add(new Edit(at, at, text, null, null, true));
    }

    /**
     * Replaces {@code [begin, end)} by what {@code writer} makes of the parts' texts, each rendered
     * with the edits inside it when the whole is rendered; edits elsewhere in the span are dropped.
     */
    void wrap(int begin, int end, List<Span> parts, Function<List<String>, String> writer) {
        edits.add(new Edit(begin, end, null, List.copyOf(parts), writer, false));
    }

    boolean changed() {
        return !edits.isEmpty();
    }

    /** The text of {@code [begin, end)} of the original with the edits inside it applied. */
    String render(int begin, int end) {
        Span span = new Span(begin, end);
        List<Edit> inside = new ArrayList<>();
        for (Edit e : edits) {
            if (span.contains(e) || e.after() && end == sql.length() && e.begin() == end) {
                inside.add(e);
            } else if (e.begin() < end && e.end() > begin) {
                throw new IllegalStateException("overlapping edits at " + e.begin() + ".." + e.end() + " in: " + sql);
            }
        }
        return render(begin, end, inside);
    }

    private String render(int begin, int end, List<Edit> inside) {
        List<Edit> top = new ArrayList<>();
        for (Edit e : inside) {
            if (inside.stream().noneMatch(w -> w.nests(e) || w.consumes(e))) {
                top.add(e);
            }
        }
        top.sort(Comparator.comparingInt(Edit::begin).thenComparingInt(Edit::end).thenComparing(Edit::after));
        StringBuilder out = new StringBuilder(end - begin + 32);
        int at = begin;
        for (Edit e : top) {
            if (e.begin() < at) {
                throw new IllegalStateException("overlapping edits at " + e.begin() + " in: " + sql);
            }
            out.append(sql, at, e.begin()).append(e.isWrap() ? written(e, inside) : e.text());
            at = e.end();
        }
        return out.append(sql, at, end).toString();
    }

    private String written(Edit wrap, List<Edit> inside) {
        List<String> parts = new ArrayList<>();
        for (Span part : wrap.parts()) {
            parts.add(render(part.begin(), part.end(), inside.stream().filter(e -> e != wrap && part.contains(e)).toList()));
        }
        return wrap.writer().apply(parts);
    }

    String render() {
        return render(0, sql.length());
    }
}
