package io.hotrow.driver.surface;

import java.sql.RowId;

/**
 * The application's {@code RowId} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.RowId} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowRowId extends SurfaceObject implements RowId {

    private final RowId rowId;

    HotrowRowId(Surface surface, RowId rowId) {
        super(surface);
        this.rowId = rowId;
    }

    @Override
    final Object beneath() {
        return rowId;
    }

    @Override
    Class<?> jdbcType() {
        return RowId.class;
    }

    /** A RowId is a value: the same row, the same id. */
    @Override
    public boolean equals(Object other) {
        return other != null && rowId.equals(beneath(other));
    }

    @Override
    public int hashCode() {
        return rowId.hashCode();
    }

    @Override
    public byte[] getBytes() {
        return rowId.getBytes();
    }
}
