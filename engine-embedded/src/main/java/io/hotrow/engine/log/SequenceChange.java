package io.hotrow.engine.log;

/**
 * Where a value generator stands after a commit: an explicit sequence ({@code identityColumn} null)
 * or a table's identity column. Logged because the values drawn are not all in the rows: a value
 * drawn by a rolled-back insert, or by {@code nextval} alone, must never be handed out again.
 *
 * <p>A generator that has run out of values (no CYCLE) is logged with a position outside its bounds
 * ({@link #exhausted}), so it stays exhausted after recovery as in PostgreSQL, where the next
 * {@code nextval} fails.
 *
 * @param object    the sequence's name, or the identity column's table
 * @param nextValue the value the generator hands out next
 */
public record SequenceChange(String schema, String object, String identityColumn, long nextValue) implements Change {

    public boolean isIdentity() {
        return identityColumn != null;
    }

    /**
     * The position an exhausted generator with these bounds is logged at: just past one of them.
     * A generator spanning every bigint has none; it is logged at its minimum, as restarted.
     */
    public static long exhausted(long minValue, long maxValue) {
        return maxValue < Long.MAX_VALUE ? maxValue + 1 : minValue > Long.MIN_VALUE ? minValue - 1 : minValue;
    }

    /** Whether this position means the generator with these bounds is exhausted (see {@link #exhausted}). */
    public boolean isExhausted(long minValue, long maxValue) {
        return nextValue < minValue || nextValue > maxValue;
    }
}
