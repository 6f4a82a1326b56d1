package io.hotrow.engine.jdbc;

import java.sql.SQLException;
import java.sql.Time;
import java.time.OffsetTime;
import java.util.Locale;
import java.util.Set;

/** What pgjdbc makes of a column's text when a getter asks for another type than the column's. */
final class PgjdbcCoercions {

    private static final Set<String> TRUE = Set.of("1", "true", "t", "yes", "y", "on");
    private static final Set<String> FALSE = Set.of("0", "false", "f", "no", "n", "off");

    private PgjdbcCoercions() {
    }

    /**
     * getBoolean of a column that is no boolean, from its text: only 1 and 0 of the numbers, and the
     * words PostgreSQL takes for a boolean; anything else is 42846 (cannot_coerce), as in pgjdbc.
     */
    static boolean toBoolean(String text) throws SQLException {
        String word = text.trim().toLowerCase(Locale.ROOT);
        if (TRUE.contains(word)) {
            return true;
        }
        if (FALSE.contains(word)) {
            return false;
        }
        throw new SQLException("Cannot cast to boolean: \"" + text + "\"", "42846");
    }

    /** getObject(i, String.class) of a column that is not char, varchar or text: pgjdbc refuses it (22023). */
    static SQLException noStringFrom(String pgTypeName) {
        return new SQLException("conversion to class java.lang.String from " + pgTypeName + " not supported", "22023");
    }

    /**
     * A timetz as pgjdbc's getObject gives it: a java.sql.Time at the value's instant on 1970-01-01 UTC
     * (a time west of UTC may fall on the next day: 23:59:59-05:30 is 05:29:59).
     */
    static Time time(OffsetTime value) {
        return new Time(value.toLocalTime().toNanoOfDay() / 1_000_000 - value.getOffset().getTotalSeconds() * 1000L);
    }
}
