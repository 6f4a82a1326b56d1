package io.hotrow.engine.jdbc;

import java.sql.SQLException;
import org.h2.api.ErrorCode;

/** Values bound as parameters, refused as PostgreSQL and pgjdbc refuse them where H2 would take them otherwise. */
final class BoundValues {

    private BoundValues() {
    }

    /**
     * {@code value} itself, refused when it is a string holding a NUL character: PostgreSQL's text
     * cannot hold one (22021, in PostgreSQL's words), where H2 would store it.
     */
    static <T> T checked(T value) throws SQLException {
        if (value instanceof String text && text.indexOf('\0') >= 0) {
            throw new SQLException("invalid byte sequence for encoding \"UTF8\": 0x00", "22021");
        }
        return value;
    }

    /**
     * pgjdbc's error for an object of a class it has no SQL type for (07006), in place of H2's failure
     * to serialize it as a Java object, which the engine never stores; other failures stay as they are.
     */
    static SQLException untyped(Object value, SQLException h2) {
        if (h2.getErrorCode() != ErrorCode.SERIALIZATION_FAILED_1) {
            return h2;
        }
        return new SQLException("Can't infer the SQL type to use for an instance of " + value.getClass().getName()
                + ". Use setObject() with an explicit Types value to specify the type to use.", "07006", h2);
    }
}
