package io.hotrow.placement;

import java.util.Locale;

/** Where a database's transactions run. */
public enum Placement {
    /** The embedded engine: one writer lane per database, commits durable in the object store. */
    ENGINE,
    /** The coupled PostgreSQL, in a schema named after the database. */
    POSTGRES;

    /** Parses {@code engine} or {@code postgres}, ignoring case; null if neither. */
    public static Placement parse(String text) {
        for (Placement placement : values()) {
            if (placement.name().equalsIgnoreCase(text.trim())) {
                return placement;
            }
        }
        return null;
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
