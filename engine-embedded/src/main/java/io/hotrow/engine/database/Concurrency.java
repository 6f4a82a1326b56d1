package io.hotrow.engine.database;

/**
 * How the transactions of one database run together (docs/concurrency.md).
 */
public enum Concurrency {
    /**
     * As PostgreSQL: transactions run at once, row locks decide who waits, and one short commit
     * section per database orders their commits. The default.
     */
    ROWS,
    /**
     * Every transaction that writes holds the database's one lane from its first statement to its
     * end: write transactions run one at a time, so even an application's read-then-write of one row
     * in two statements cannot lose an update, at the cost of every writer waiting for every other.
     */
    SERIALIZED;

    /** The property value: {@code rows} or {@code serialized}, any case; null if neither. */
    public static Concurrency parse(String text) {
        for (Concurrency value : values()) {
            if (value.name().equalsIgnoreCase(text.trim())) {
                return value;
            }
        }
        return null;
    }
}
