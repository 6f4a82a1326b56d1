package io.hotrow.engine.jdbc;

import java.sql.SQLException;

/**
 * {@code unwrap} for the engine's JDBC objects. They unwrap only to themselves: handing out the H2
 * object beneath would let callers bypass the lane and the log.
 */
final class Unwrapping {

    private Unwrapping() {
    }

    static <T> T unwrapSelf(Object self, Class<T> iface) throws SQLException {
        if (iface.isInstance(self)) {
            return iface.cast(self);
        }
        throw new SQLException("not a wrapper for " + iface.getName(), "42809"); // wrong_object_type: 0A000 would make a pool discard the connection
    }
}
