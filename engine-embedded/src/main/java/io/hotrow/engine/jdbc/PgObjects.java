package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.JsonFunctions;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * pgjdbc's {@code PGobject} of type jsonb or json, which Hibernate and Spring bind for JSON columns,
 * or interval ({@code PGInterval}): bound as the value it names (a jsonb normalised in H2's JSON type,
 * a json as its text, an interval as its days and time, see {@link PgIntervals}), read by
 * reflection so the engine needs no pgjdbc. H2 would refuse it as a serialized Java object.
 */
final class PgObjects {

    private static final String PG_OBJECT = "org.postgresql.util.PGobject";

    private PgObjects() {
    }

    /** Whether {@code x} was such an object, now bound. */
    static boolean bind(PreparedStatement statement, int index, Object x) throws SQLException {
        if (x == null || !isPgObject(x.getClass())) {
            return false;
        }
        String type;
        String value;
        try {
            type = (String) x.getClass().getMethod("getType").invoke(x);
            value = (String) x.getClass().getMethod("getValue").invoke(x);
        } catch (ReflectiveOperationException e) {
            return false;
        }
        if ("jsonb".equals(type)) {
            statement.setObject(index, value == null ? null : JsonFunctions.jsonbBytes(value));
            return true;
        }
        if ("json".equals(type)) {
            statement.setString(index, value);
            return true;
        }
        if ("interval".equals(type)) {
            statement.setObject(index, value == null ? null : PgIntervals.bound(x));
            return true;
        }
        return false;
    }

    private static boolean isPgObject(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            if (c.getName().equals(PG_OBJECT)) {
                return true;
            }
        }
        return false;
    }
}
