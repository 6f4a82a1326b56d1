package io.hotrow.rewrite.analysis;

/** Where a value in a statement comes from: a bind parameter, a literal, or anything else. */
public sealed interface ValueSource {

    /** The 1-based JDBC index of a {@code ?}. */
    record Parameter(int index) implements ValueSource {
    }

    /** A literal, as written in the SQL text. */
    record Literal(String text) implements ValueSource {
    }

    /** An expression that does not read the target row (for example {@code 'video:' || ?}). */
    record Computed(String text) implements ValueSource {
    }
}
