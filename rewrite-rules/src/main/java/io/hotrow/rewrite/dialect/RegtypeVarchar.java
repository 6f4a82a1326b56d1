package io.hotrow.rewrite.dialect;

/**
 * How the engine holds a {@code regtype} value, {@code pg_typeof}'s result: as its text ({@code integer}), in a VARCHAR
 * of {@link #LENGTH} characters, a length that marks it as {@link JsonVarchar}'s marks a json, so that the engine
 * reports the column as PostgreSQL's regtype (result metadata, the wire protocol). No PostgreSQL varchar is that long,
 * and it is far from the other marks, so a regtype concatenated with a string is none of them.
 */
public final class RegtypeVarchar {

    /** The length that marks a regtype value. */
    public static final long LENGTH = 700_000_000L;
    /** H2's type of a regtype result. */
    static final String TYPE = "VARCHAR(" + LENGTH + ")";

    private RegtypeVarchar() {
    }
}
