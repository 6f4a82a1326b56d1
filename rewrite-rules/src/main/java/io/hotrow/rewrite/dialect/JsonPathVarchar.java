package io.hotrow.rewrite.dialect;

/**
 * How the engine holds a {@code jsonpath} value: as its normalised text, in a VARCHAR of {@link #LENGTH} characters, a
 * length that marks it as {@link JsonVarchar}'s marks a json, so that the engine reports the column as PostgreSQL's
 * jsonpath (result metadata, the wire protocol). Far from the other marks, so a jsonpath concatenated with a string is none of them.
 */
public final class JsonPathVarchar {

    /** The length that marks a jsonpath value. */
    public static final long LENGTH = 600_000_000L;
    /** H2's type of a jsonpath cast. */
    static final String TYPE = "VARCHAR(" + LENGTH + ")";

    private JsonPathVarchar() {
    }
}
