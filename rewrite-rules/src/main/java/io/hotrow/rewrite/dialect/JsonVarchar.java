package io.hotrow.rewrite.dialect;

/**
 * How the engine holds a {@code json} value (jsonb is H2's JSON type): as text, kept as written, in a VARCHAR of
 * {@link #LENGTH} characters. No PostgreSQL varchar is that long (its limit is 10,485,760), and H2 keeps a length
 * through columns, casts, views and the expressions that pass a value on, so the length tells a json from text
 * wherever the engine reports a type (result metadata, the catalog, the wire protocol).
 */
public final class JsonVarchar {

    /** The length that marks a json value. */
    public static final long LENGTH = 999_999_999L;
    /** H2's type of a json column, cast or function result. */
    static final String TYPE = "VARCHAR(" + LENGTH + ")";

    private JsonVarchar() {
    }

    /** {@code expression} typed as a json. */
    static String cast(String expression) {
        return "CAST(" + expression + " AS " + TYPE + ")";
    }
}
