package io.hotrow.engine.jdbc;

/**
 * The names of pgjdbc's classes as the application's own pgjdbc has them. Built at run time: the one-jar driver relocates its
 * pgjdbc under {@code io.hotrow.shaded}, and the shading rewrites every string constant that starts with pgjdbc's package, so a
 * constant {@code "org.postgresql.util.PGobject"} named the driver's private copy, of which no application object is an instance
 * (a bound jsonb PGobject was refused, and getObject of an interval answered the private PGInterval).
 */
final class PgjdbcClasses {

    private static final String UTIL = String.join(".", "org", "postgresql", "util");
    static final String PG_OBJECT = UTIL + ".PGobject";
    static final String PG_INTERVAL = UTIL + ".PGInterval";
    /** The bundled pgjdbc's PGobject: this constant the shading does rewrite (the driver hands the engine such copies). */
    static final String BUNDLED_PG_OBJECT = "org.postgresql.util.PGobject";

    private PgjdbcClasses() {
    }

    /** The application's class of that name, or null where the application has no pgjdbc. */
    static Class<?> applications(String name) {
        try {
            return Class.forName(name, false, PgjdbcClasses.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }
}
