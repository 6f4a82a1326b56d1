package io.hotrow.driver.surface;

import java.sql.SQLException;

/**
 * One JDBC object of a {@link Surface} (the connection, a statement, result set, metadata, LOB, ...)
 * over the backend's object beneath it. Each {@code HotrowX} class is written once from its
 * {@code java.sql} interface by these rules, applied per method:
 * <ul>
 *   <li>a call passes on to the object beneath; a failure reads as {@link Surface#failure} says,
 *       and an unchecked exception becomes an SQLException (XX000);</li>
 *   <li>a JDBC object that comes back is wrapped in turn. What a getter or an execute hands out is
 *       remembered, so asking again (getResultSet after executeQuery) gives the same object;
 *       factories (createStatement, the metadata's getTables) make new ones;</li>
 *   <li>any {@code getConnection()} answers the surface's connection, {@code ResultSet.getStatement()}
 *       the statement that made it, without asking the backend;</li>
 *   <li>the hotrow objects an application passes in (a Blob to setBlob, a Savepoint to rollback)
 *       reach the backend as the backend's own;</li>
 *   <li>a null SQL text (or text to quote) is refused with 22004 before the backend sees it;</li>
 *   <li>unwrap yields only hotrow's object: what lies beneath would let a caller write around the
 *       lane and the log. Identity is the object's own, except a RowId's, which is a value.</li>
 * </ul>
 */
abstract class SurfaceObject {

    /** The kinds of child a getter hands out, each remembered in its own slot. */
    static final int RESULT_SET = 0;
    static final int RESULT_SET_META_DATA = 1;
    static final int PARAMETER_META_DATA = 2;
    static final int DATABASE_META_DATA = 3;
    static final int ARRAY = 4;
    static final int BLOB = 5;
    static final int CLOB = 6;
    static final int NCLOB = 7;
    static final int XML = 8;
    static final int REF = 9;
    static final int ROW_ID = 10;
    private static final int SLOTS = 11;

    /** A child handed out by a getter: immutable, so a racing reader sees a whole one or none. */
    private record Child(Object beneath, Object hotrow) {
    }

    final Surface surface;
    /** Per slot, the last child a getter handed out. Made on first use; a stale read only wraps again. */
    private Child[] children;

    SurfaceObject(Surface surface) {
        this.surface = surface;
    }

    /** The backend's object beneath this one. */
    abstract Object beneath();

    /** The JDBC interface this object is handed out as. */
    abstract Class<?> jdbcType();

    /** The backend's object beneath a hotrow object of any surface; anything else as it is. */
    @SuppressWarnings("unchecked")
    static <T> T beneath(T argument) {
        return argument instanceof SurfaceObject object ? (T) object.beneath() : argument;
    }

    /** The child last handed out from {@code slot} if it is over {@code beneath}, else null. */
    final Object known(int slot, Object beneath) {
        Child[] known = children;
        Child last = known == null ? null : known[slot];
        return last != null && last.beneath() == beneath ? last.hotrow() : null;
    }

    final <T> T remember(int slot, Object beneath, T hotrow) {
        Child[] known = children;
        if (known == null) {
            known = new Child[SLOTS];
            children = known;
        }
        known[slot] = new Child(beneath, hotrow);
        return hotrow;
    }

    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (wrapperType(iface).isInstance(this)) {
            return iface.cast(this);
        }
        // 42809 wrong_object_type, not 0A000: a pool would throw the connection away for asking.
        throw new SQLException("hotrow's " + jdbcType().getSimpleName() + " is not a wrapper for " + iface.getName(), "42809");
    }

    public boolean isWrapperFor(Class<?> iface) throws SQLException {
        return wrapperType(iface).isInstance(this);
    }

    @Override
    public String toString() {
        return beneath().toString();
    }

    private static Class<?> wrapperType(Class<?> iface) throws SQLException {
        if (iface == null) {
            throw new SQLException("unwrap and isWrapperFor were given null instead of an interface", "22004");
        }
        return iface;
    }
}
