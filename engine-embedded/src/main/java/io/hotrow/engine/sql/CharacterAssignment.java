package io.hotrow.engine.sql;

import java.sql.SQLException;

/**
 * PostgreSQL's assignment of a value to a varchar(n) or char(n) column, which the dialect shim writes around a value that may
 * be too long ({@link io.hotrow.rewrite.dialect.AssignedValues}): a value longer than n characters (code points) only by
 * spaces is cut to n, as the SQL standard says; any other longer value is refused with PostgreSQL's 22001 and message. H2
 * refused both, before any trigger saw the row. NULL stays NULL.
 */
public final class CharacterAssignment {

    private CharacterAssignment() {
    }

    /** {@code hotrow_varchar_assign(value, n)}: {@code value} as a varchar(n) column takes it. */
    public static String varchar(String value, Integer length) throws SQLException {
        return assigned(value, length, "character varying");
    }

    /** {@code hotrow_char_assign(value, n)}: {@code value} as a char(n) column takes it. */
    public static String character(String value, Integer length) throws SQLException {
        return assigned(value, length, "character");
    }

    private static String assigned(String value, Integer length, String type) throws SQLException {
        if (value == null || length == null || value.length() <= length || value.codePointCount(0, value.length()) <= length) {
            return value;
        }
        int cut = value.offsetByCodePoints(0, length);
        for (int i = cut; i < value.length(); i++) {
            if (value.charAt(i) != ' ') {
                throw new SQLException("value too long for type " + type + "(" + length + ")", "22001");
            }
        }
        return value.substring(0, cut);
    }
}
