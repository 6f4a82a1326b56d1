package io.hotrow.driver.surface;

import java.sql.SQLException;
import org.postgresql.util.PGInterval;
import org.postgresql.util.PGobject;

/**
 * pgjdbc's value objects across the one-jar driver's relocation: the driver bundles pgjdbc under {@code io.hotrow.shaded}, and
 * the application has its own. A PGobject or PGInterval the application binds becomes the bundled pgjdbc's, which a PostgreSQL
 * placement's statements take (the bundled pgjdbc refused the application's: "Can't infer the SQL type"); one a getter answers
 * becomes the application's, which it casts to. Where nothing is relocated (the modules' own builds) the two are one class and
 * nothing is copied.
 */
final class PgjdbcObjects {

    /** The application's pgjdbc package, built at run time: the shading rewrites every string constant that names it. */
    private static final String APPLICATION_UTIL = String.join(".", "org", "postgresql", "util");
    private static final Class<?> APPLICATION_OBJECT = load(APPLICATION_UTIL + ".PGobject");
    private static final Class<?> APPLICATION_INTERVAL = load(APPLICATION_UTIL + ".PGInterval");
    /** Whether the application's pgjdbc and the bundled one are two (the one-jar driver beside the application's pgjdbc). */
    private static final boolean RELOCATED = APPLICATION_OBJECT != null && APPLICATION_OBJECT != PGobject.class;

    private PgjdbcObjects() {
    }

    /** {@code x} as the bundled pgjdbc takes it: the application's PGobject copied into the bundled class, anything else as it is. */
    static Object bundled(Object x) throws SQLException {
        if (!RELOCATED || x == null || !APPLICATION_OBJECT.isInstance(x)) {
            return x;
        }
        String type = (String) call(x, "getType");
        String value = (String) call(x, "getValue");
        if (APPLICATION_INTERVAL != null && APPLICATION_INTERVAL.isInstance(x)) {
            return value == null ? new PGInterval() : new PGInterval(value);
        }
        PGobject copy = new PGobject();
        copy.setType(type);
        copy.setValue(value);
        return copy;
    }

    /** {@code value} as the application reads it: a bundled PGobject copied into the application's class, anything else as it is. */
    static Object applications(Object value) {
        if (!RELOCATED || !(value instanceof PGobject bundled)) {
            return value;
        }
        try {
            if (bundled instanceof PGInterval && APPLICATION_INTERVAL != null) {
                return APPLICATION_INTERVAL.getConstructor(String.class).newInstance(bundled.getValue());
            }
            Object copy = APPLICATION_OBJECT.getConstructor().newInstance();
            APPLICATION_OBJECT.getMethod("setType", String.class).invoke(copy, bundled.getType());
            APPLICATION_OBJECT.getMethod("setValue", String.class).invoke(copy, bundled.getValue());
            return copy;
        } catch (ReflectiveOperationException e) {
            return value; // an application pgjdbc without these members: the bundled object, as before
        }
    }

    private static Object call(Object target, String getter) throws SQLException {
        try {
            return target.getClass().getMethod(getter).invoke(target);
        } catch (ReflectiveOperationException e) {
            throw new SQLException("cannot read the bound " + target.getClass().getSimpleName() + ": " + e, "22023");
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, PgjdbcObjects.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null; // an application without pgjdbc of its own
        }
    }
}
