package io.hotrow.engine.log;

/**
 * Where a value generator stands after a commit: an explicit sequence ({@code identityColumn} null)
 * or a table's identity column. Logged because the values drawn are not all in the rows: a value
 * drawn by a rolled-back insert, or by {@code nextval} alone, must never be handed out again.
 *
 * @param object    the sequence's name, or the identity column's table
 * @param nextValue the value the generator hands out next
 */
public record SequenceChange(String schema, String object, String identityColumn, long nextValue) implements Change {

    public boolean isIdentity() {
        return identityColumn != null;
    }
}
