package io.hotrow.engine.jdbc;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A metadata result with some columns shown differently and some rows left out, read lazily from
 * H2's. The new values are seen through getString, getObject, getInt, getLong and getShort, the
 * getters metadata columns are read with.
 */
final class MetaDataRows extends ForwardingResultSet {

    /** A column's new value, from its old one and the row it is in. */
    @FunctionalInterface
    interface Rewrite {
        Object apply(Object value, ResultSet row) throws SQLException;
    }

    /** Which rows to keep. */
    @FunctionalInterface
    interface Filter {
        boolean keeps(ResultSet row) throws SQLException;
    }

    /** What {@link #rewrite} answers for a column that is not rewritten. */
    private static final Object AS_IS = new Object();

    private final Map<String, Rewrite> byLabel = new HashMap<>();
    private final Map<Integer, Rewrite> byIndex = new HashMap<>();
    private final Filter filter;
    /** Whether the last column read was rewritten to null (true), to a value (false), or not rewritten (null). */
    private Boolean lastRewrittenNull;

    /** {@code rows} with the columns named in {@code rewrites} (upper case) rewritten and the rows {@code filter} refuses skipped. */
    MetaDataRows(ResultSet rows, Map<String, Rewrite> rewrites, Filter filter) throws SQLException {
        super(rows);
        this.filter = filter;
        ResultSetMetaData meta = rows.getMetaData();
        for (int i = 1; i <= meta.getColumnCount(); i++) {
            Rewrite rewrite = rewrites.get(meta.getColumnLabel(i).toUpperCase(Locale.ROOT));
            if (rewrite != null) {
                byIndex.put(i, rewrite);
                byLabel.put(meta.getColumnLabel(i).toUpperCase(Locale.ROOT), rewrite);
            }
        }
    }

    @Override
    public boolean next() throws SQLException {
        while (rows.next()) {
            if (filter.keeps(rows)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean wasNull() throws SQLException {
        return lastRewrittenNull != null ? lastRewrittenNull : rows.wasNull();
    }

    @Override
    public String getString(String columnLabel) throws SQLException {
        Object value = rewrite(columnLabel);
        return value == AS_IS ? rows.getString(columnLabel) : text(value);
    }

    @Override
    public String getString(int columnIndex) throws SQLException {
        Object value = rewrite(columnIndex);
        return value == AS_IS ? rows.getString(columnIndex) : text(value);
    }

    @Override
    public Object getObject(String columnLabel) throws SQLException {
        Object value = rewrite(columnLabel);
        return value == AS_IS ? rows.getObject(columnLabel) : value;
    }

    @Override
    public Object getObject(int columnIndex) throws SQLException {
        Object value = rewrite(columnIndex);
        return value == AS_IS ? rows.getObject(columnIndex) : value;
    }

    @Override
    public <T> T getObject(String columnLabel, Class<T> type) throws SQLException {
        Object value = rewrite(columnLabel);
        return value == AS_IS ? rows.getObject(columnLabel, type) : type.cast(value);
    }

    @Override
    public <T> T getObject(int columnIndex, Class<T> type) throws SQLException {
        Object value = rewrite(columnIndex);
        return value == AS_IS ? rows.getObject(columnIndex, type) : type.cast(value);
    }

    @Override
    public int getInt(String columnLabel) throws SQLException {
        Object value = rewrite(columnLabel);
        return value == AS_IS ? rows.getInt(columnLabel) : number(value).intValue();
    }

    @Override
    public int getInt(int columnIndex) throws SQLException {
        Object value = rewrite(columnIndex);
        return value == AS_IS ? rows.getInt(columnIndex) : number(value).intValue();
    }

    @Override
    public long getLong(String columnLabel) throws SQLException {
        Object value = rewrite(columnLabel);
        return value == AS_IS ? rows.getLong(columnLabel) : number(value).longValue();
    }

    @Override
    public long getLong(int columnIndex) throws SQLException {
        Object value = rewrite(columnIndex);
        return value == AS_IS ? rows.getLong(columnIndex) : number(value).longValue();
    }

    @Override
    public short getShort(String columnLabel) throws SQLException {
        Object value = rewrite(columnLabel);
        return value == AS_IS ? rows.getShort(columnLabel) : number(value).shortValue();
    }

    @Override
    public short getShort(int columnIndex) throws SQLException {
        Object value = rewrite(columnIndex);
        return value == AS_IS ? rows.getShort(columnIndex) : number(value).shortValue();
    }

    private Object rewrite(String columnLabel) throws SQLException {
        return rewrite(byLabel.get(columnLabel.toUpperCase(Locale.ROOT)), columnLabel);
    }

    private Object rewrite(int columnIndex) throws SQLException {
        return rewrite(byIndex.get(columnIndex), columnIndex);
    }

    /** The new value of the column read, or {@link #AS_IS}; either way wasNull then answers for this read. */
    private Object rewrite(Rewrite rewrite, Object column) throws SQLException {
        lastRewrittenNull = null;
        if (rewrite == null) {
            return AS_IS;
        }
        Object value = rewrite.apply(rows.getObject(column instanceof Integer index ? index : rows.findColumn((String) column)), rows);
        lastRewrittenNull = value == null;
        return value;
    }

    /** A rewritten value's text; a boolean's is PostgreSQL's, {@code t} or {@code f}, which pgjdbc's getString reads of one. */
    private static String text(Object value) {
        return value instanceof Boolean flag ? (flag ? "t" : "f") : value == null ? null : value.toString();
    }

    /** A rewritten number; null reads as 0, as a JDBC getter of a primitive reads SQL NULL. */
    private static Number number(Object value) {
        return value == null ? 0 : (Number) value;
    }
}
