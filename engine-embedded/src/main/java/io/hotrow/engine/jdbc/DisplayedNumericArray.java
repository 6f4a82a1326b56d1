package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.NumericCast;
import java.math.BigDecimal;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;

/**
 * An array whose numeric elements are handed out with PostgreSQL's scale ({@link NumericCast#displayed}): H2 types an array of
 * casts to numeric ({@code ARRAY[1.5::numeric, 2.5::numeric]}) as its floating {@code NUMERIC(100000, 50000)} and pads each
 * element to scale 50000, which pgjdbc's BigDecimals for PostgreSQL's array do not have (equal by compareTo, not by equals).
 * Its result set view ({@link #getResultSet}) is H2's.
 */
final class DisplayedNumericArray implements Array {

    private final Array array;

    DisplayedNumericArray(Array array) {
        this.array = array;
    }

    /** Each BigDecimal of {@code elements}, nested arrays' too, with PostgreSQL's scale; the same array, changed in place. */
    private static Object displayed(Object elements) {
        if (elements instanceof Object[] values) {
            for (int i = 0; i < values.length; i++) {
                values[i] = values[i] instanceof BigDecimal decimal ? NumericCast.displayed(decimal) : displayed(values[i]);
            }
        }
        return elements;
    }

    @Override
    public String getBaseTypeName() throws SQLException {
        return array.getBaseTypeName();
    }

    @Override
    public int getBaseType() throws SQLException {
        return array.getBaseType();
    }

    @Override
    public Object getArray() throws SQLException {
        return displayed(array.getArray());
    }

    @Override
    public Object getArray(Map<String, Class<?>> map) throws SQLException {
        return displayed(array.getArray(map));
    }

    @Override
    public Object getArray(long index, int count) throws SQLException {
        return displayed(array.getArray(index, count));
    }

    @Override
    public Object getArray(long index, int count, Map<String, Class<?>> map) throws SQLException {
        return displayed(array.getArray(index, count, map));
    }

    @Override
    public ResultSet getResultSet() throws SQLException {
        return array.getResultSet();
    }

    @Override
    public ResultSet getResultSet(Map<String, Class<?>> map) throws SQLException {
        return array.getResultSet(map);
    }

    @Override
    public ResultSet getResultSet(long index, int count) throws SQLException {
        return array.getResultSet(index, count);
    }

    @Override
    public ResultSet getResultSet(long index, int count, Map<String, Class<?>> map) throws SQLException {
        return array.getResultSet(index, count, map);
    }

    @Override
    public void free() throws SQLException {
        array.free();
    }
}
