package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.JsonFunctions;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * pgjdbc's {@code PGobject} of type jsonb or json, which Hibernate and Spring bind for JSON columns,
 * or interval ({@code PGInterval}): bound as the value it names (a jsonb normalised in H2's JSON type,
 * a json as its text, an interval as its days and time, see {@link PgIntervals}), read by
 * reflection so the engine needs no pgjdbc. H2 would refuse it as a serialized Java object. getObject of a jsonb answers
 * a PGobject, as pgjdbc's does.
 */
final class PgObjects {

    /** pgjdbc's PGobject, or null: an application without pgjdbc gets a jsonb's text from getObject. */
    private static final Class<?> PG_OBJECT_CLASS = PgjdbcClasses.applications(PgjdbcClasses.PG_OBJECT);

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

    /** The class getObject answers for a jsonb. */
    static String className() {
        return PG_OBJECT_CLASS == null ? String.class.getName() : PgjdbcClasses.PG_OBJECT;
    }

    /**
     * A jsonb's text as getObject answers it: pgjdbc's PGobject of type jsonb, where the application has pgjdbc (Hibernate and
     * applications cast to it), else the text.
     */
    static Object readJsonb(String text) {
        if (text == null || PG_OBJECT_CLASS == null) {
            return text;
        }
        try {
            Object object = PG_OBJECT_CLASS.getConstructor().newInstance();
            PG_OBJECT_CLASS.getMethod("setType", String.class).invoke(object, "jsonb");
            PG_OBJECT_CLASS.getMethod("setValue", String.class).invoke(object, text);
            return object;
        } catch (ReflectiveOperationException e) {
            return text;
        }
    }


    private static boolean isPgObject(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            if (c.getName().equals(PgjdbcClasses.PG_OBJECT) || c.getName().equals(PgjdbcClasses.BUNDLED_PG_OBJECT)) {
                return true;
            }
        }
        return false;
    }
}
