package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.ArrayText;
import io.hotrow.engine.sql.ByteaFunctions;
import io.hotrow.engine.sql.FloatText;
import io.hotrow.engine.sql.JsonFunctions;
import io.hotrow.engine.sql.NumericCast;
import io.hotrow.engine.sql.PostgresRange;
import io.hotrow.engine.sql.RecordText;
import io.hotrow.engine.sql.SessionTime;
import io.hotrow.engine.sql.TemporalText;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.h2.api.Interval;

/**
 * Query results described as pgjdbc describes PostgreSQL's ({@link PostgresResultSetMetaData}), whose
 * {@code timestamptz}, interval, boolean, array and bytea columns read as pgjdbc reads PostgreSQL's
 * (a date or timestamp before Christ through getString as {@code 0044-03-15 BC}, a row with a date or timestamp past
 * PostgreSQL's range refused with 22008 as the statement making it is in PostgreSQL, a boolean through getString as {@code t}/{@code f}, an array as {@code {1,2,NULL}}, a bytea as
 * {@code \xdeadbeef}):
 * a {@code timestamptz} in the session's TimeZone when the query ran, through getString
 * ({@code 2024-01-15 11:30:00+01}) and as an OffsetDateTime (H2 keeps the offset each value was
 * written with: the same instant) and through getObject as a java.sql.Timestamp, an interval through
 * getString as {@code 1 day 03:00:00} (H2: {@code INTERVAL '1 03:00:00' DAY TO SECOND}), a jsonb
 * (H2's JSON) through getString and getObject as PostgreSQL prints it ({@code {"a": 1}}; H2:
 * {@code {"a":1}}), a float4 or float8 through getString in PostgreSQL's shortest digits ({@code 1e+15},
 * {@code 10000000}; H2: {@code 1.0E15}, {@code 1.0E7}) and a float4 through getDouble as the double of that text; a numeric
 * through getString, getBigDecimal and getObject without a negative scale ({@code 10}, {@code 0.0000001}; H2 hands out an
 * unconstrained numeric, its DECFLOAT, as {@code 1E+1} of scale -1 and writes it {@code 1E+1}, {@code 1E-7}); a numeric
 * or float through getInt, getLong, getShort and getByte with its fraction cut off (H2 rounds), a time through
 * getTimestamp on 1970-01-01 (H2: today), a timetz through getObject as a java.sql.Time (H2: an OffsetTime).
 * The getters that take any column answer as pgjdbc's: getBoolean takes another column's text only
 * as 1, 0 or a boolean's word, getBytes gives another column's text, and getObject(i, String.class)
 * takes only char, varchar and text columns.
 * The wire protocol reads the same.
 */
final class PostgresTextRows extends ForwardingResultSet {

    private enum Kind { OTHER, DATE, TIMESTAMP, TIMESTAMPTZ, INTERVAL, BOOLEAN, ARRAY, BYTEA, JSONB, FLOAT4, FLOAT8, NUMERIC, TIME, TIMETZ, ROW }

    private static final LocalDate EPOCH_DAY = LocalDate.of(1970, 1, 1);

    private final Kind[] kinds;
    private final ZoneId zone;
    private int[] pgjdbcTypes; // read on first need

    private PostgresTextRows(ResultSet rows, Kind[] kinds, ZoneId zone) {
        super(rows);
        this.kinds = kinds;
        this.zone = zone;
    }

    /** {@code rows} read and described as pgjdbc reads PostgreSQL's; null, and rows seen so already, stay. */
    static ResultSet of(ResultSet rows) throws SQLException {
        if (rows == null || rows instanceof PostgresTextRows) {
            return rows;
        }
        ResultSetMetaData meta = rows.getMetaData();
        Kind[] kinds = new Kind[meta.getColumnCount() + 1];
        boolean any = false, zoned = false;
        for (int i = 1; i < kinds.length; i++) {
            kinds[i] = kind(meta, i);
            any |= kinds[i] != Kind.OTHER;
            zoned |= kinds[i] == Kind.TIMESTAMPTZ;
        }
        Statement statement = any ? rows.getStatement() : null;
        // no column to read as PostgreSQL's text, or no statement's session to read a timestamptz in: only described anew
        if (statement == null) {
            return new PostgresTextRows(rows, new Kind[0], null);
        }
        // the session's zone only where a timestamptz is read in it: most results with a number in them have none
        return new PostgresTextRows(rows, kinds, zoned ? SessionTime.zone(statement.getConnection()) : null);
    }

    private static Kind kind(ResultSetMetaData meta, int column) throws SQLException {
        switch (meta.getColumnType(column)) {
            case Types.DATE:
                return Kind.DATE;
            case Types.TIMESTAMP:
                return Kind.TIMESTAMP;
            case Types.TIMESTAMP_WITH_TIMEZONE:
                return Kind.TIMESTAMPTZ;
            case Types.BOOLEAN:
                return Kind.BOOLEAN;
            case Types.REAL:
                return Kind.FLOAT4;
            case Types.NUMERIC:
            case Types.DECIMAL:
                return Kind.NUMERIC;
            case Types.TIME:
                return Kind.TIME;
            case Types.TIME_WITH_TIMEZONE:
                return Kind.TIMETZ;
            case Types.DOUBLE:
            case Types.FLOAT:
                return Kind.FLOAT8;
            case Types.ARRAY:
                return Kind.ARRAY;
            case Types.BINARY:
            case Types.VARBINARY:
                // H2 reports a UUID as BINARY; PostgreSQL's text of it is H2's
                return meta.getColumnTypeName(column).equalsIgnoreCase("UUID") ? Kind.OTHER : Kind.BYTEA;
            default:
                break;
        }
        String name = meta.getColumnTypeName(column);
        if (name.equals("JSON")) {
            return Kind.JSONB;
        }
        if (name.startsWith("ROW")) {
            return Kind.ROW;
        }
        return name.startsWith("INTERVAL") ? Kind.INTERVAL : Kind.OTHER;
    }

    private Kind kindOf(int column) {
        return column >= 1 && column < kinds.length ? kinds[column] : Kind.OTHER;
    }

    /** The next row, refused (22008) where a date or timestamp in it lies outside PostgreSQL's range ({@link PostgresRange}). */
    @Override
    public boolean next() throws SQLException {
        if (!rows.next()) {
            return false;
        }
        for (int column = 1; column < kinds.length; column++) {
            switch (kinds[column]) {
                case DATE -> PostgresRange.date(rows.getObject(column, LocalDate.class));
                case TIMESTAMP -> PostgresRange.timestamp(rows.getObject(column, LocalDateTime.class));
                case TIMESTAMPTZ -> {
                    OffsetDateTime value = rows.getObject(column, OffsetDateTime.class);
                    PostgresRange.instant(value == null ? null : value.toInstant());
                }
                default -> {
                    // no range of its own to keep
                }
            }
        }
        return true;
    }

    @Override
    public String getString(int columnIndex) throws SQLException {
        return kindOf(columnIndex) != Kind.OTHER ? text(columnIndex) : rows.getString(columnIndex);
    }

    @Override
    public byte getByte(int columnIndex) throws SQLException {
        return isFractional(columnIndex) ? (byte) whole(columnIndex, Byte.MIN_VALUE, Byte.MAX_VALUE, "byte") : rows.getByte(columnIndex);
    }

    @Override
    public byte getByte(String columnLabel) throws SQLException {
        return getByte(rows.findColumn(columnLabel));
    }

    @Override
    public short getShort(int columnIndex) throws SQLException {
        return isFractional(columnIndex) ? (short) whole(columnIndex, Short.MIN_VALUE, Short.MAX_VALUE, "short") : rows.getShort(columnIndex);
    }

    @Override
    public short getShort(String columnLabel) throws SQLException {
        return getShort(rows.findColumn(columnLabel));
    }

    @Override
    public int getInt(int columnIndex) throws SQLException {
        return isFractional(columnIndex) ? (int) whole(columnIndex, Integer.MIN_VALUE, Integer.MAX_VALUE, "int") : rows.getInt(columnIndex);
    }

    @Override
    public int getInt(String columnLabel) throws SQLException {
        return getInt(rows.findColumn(columnLabel));
    }

    @Override
    public long getLong(int columnIndex) throws SQLException {
        return isFractional(columnIndex) ? whole(columnIndex, Long.MIN_VALUE, Long.MAX_VALUE, "long") : rows.getLong(columnIndex);
    }

    @Override
    public long getLong(String columnLabel) throws SQLException {
        return getLong(rows.findColumn(columnLabel));
    }

    /** A time as pgjdbc reads PostgreSQL's through getTimestamp: on 1970-01-01 (H2 puts it on today's date). */
    @Override
    public Timestamp getTimestamp(int columnIndex) throws SQLException {
        if (kindOf(columnIndex) != Kind.TIME) {
            return rows.getTimestamp(columnIndex);
        }
        LocalTime value = rows.getObject(columnIndex, LocalTime.class);
        return value == null ? null : Timestamp.valueOf(LocalDateTime.of(EPOCH_DAY, value));
    }

    @Override
    public Timestamp getTimestamp(String columnLabel) throws SQLException {
        return getTimestamp(rows.findColumn(columnLabel));
    }

    private boolean isFractional(int column) {
        Kind kind = kindOf(column);
        return kind == Kind.NUMERIC || kind == Kind.FLOAT4 || kind == Kind.FLOAT8;
    }

    /**
     * A numeric or float read as an integer as pgjdbc reads PostgreSQL's: the fraction cut off ({@code 12.50} is 12,
     * {@code -2.75} is -2; H2 rounds: 13, -3), 22003 outside the getter's type, NaN or an infinity.
     */
    private long whole(int column, long min, long max, String type) throws SQLException {
        BigDecimal value;
        if (kinds[column] == Kind.NUMERIC) {
            value = rows.getBigDecimal(column);
        } else {
            double number = getDouble(column);
            if (!Double.isFinite(number)) {
                throw new SQLException("Bad value for type " + type + " : " + number, "22003");
            }
            value = rows.wasNull() ? null : new BigDecimal(number);
        }
        if (value == null) {
            return 0;
        }
        BigDecimal whole = value.setScale(0, RoundingMode.DOWN);
        if (whole.compareTo(BigDecimal.valueOf(min)) < 0 || whole.compareTo(BigDecimal.valueOf(max)) > 0) {
            throw new SQLException("Bad value for type " + type + " : " + value.toPlainString(), "22003");
        }
        return whole.longValue();
    }

    /** A float4 as pgjdbc reads PostgreSQL's: the double of its text ({@code 0.1}), not the float widened ({@code 0.10000000149011612}). */
    @Override
    public double getDouble(int columnIndex) throws SQLException {
        if (kindOf(columnIndex) != Kind.FLOAT4) {
            return rows.getDouble(columnIndex);
        }
        float value = rows.getFloat(columnIndex);
        return rows.wasNull() ? 0 : FloatText.float4AsDouble(value);
    }

    @Override
    public double getDouble(String columnLabel) throws SQLException {
        return getDouble(rows.findColumn(columnLabel));
    }

    @Override
    public String getString(String columnLabel) throws SQLException {
        return getString(rows.findColumn(columnLabel));
    }

    @Override
    public BigDecimal getBigDecimal(int columnIndex) throws SQLException {
        return kindOf(columnIndex) == Kind.NUMERIC ? numeric(columnIndex) : rows.getBigDecimal(columnIndex);
    }

    @Override
    public BigDecimal getBigDecimal(String columnLabel) throws SQLException {
        return getBigDecimal(rows.findColumn(columnLabel));
    }

    /** A numeric as PostgreSQL's text reads: no negative scale, which H2's DECFLOAT gives a whole number with zeros ({@code 1E+1}). */
    private BigDecimal numeric(int column) throws SQLException {
        BigDecimal value = rows.getBigDecimal(column);
        return value == null || value.scale() >= 0 ? value : value.setScale(0);
    }

    @Override
    public Array getArray(int columnIndex) throws SQLException {
        Array value = rows.getArray(columnIndex);
        return value == null ? null : new DisplayedNumericArray(value);
    }

    @Override
    public Array getArray(String columnLabel) throws SQLException {
        return getArray(rows.findColumn(columnLabel));
    }

    @Override
    public Object getObject(int columnIndex) throws SQLException {
        switch (kindOf(columnIndex)) {
            case ARRAY:
                return getArray(columnIndex);
            case TIMESTAMPTZ:
                OffsetDateTime value = rows.getObject(columnIndex, OffsetDateTime.class);
                return value == null ? null : Timestamp.from(value.toInstant()); // pgjdbc's class for a timestamptz
            case INTERVAL:
                return PgIntervals.read((Interval) rows.getObject(columnIndex)); // pgjdbc's class, where the application has it
            case JSONB:
                return PgObjects.readJsonb(text(columnIndex)); // pgjdbc's PGobject of this text, where the application has pgjdbc
            case TIMETZ:
                OffsetTime time = rows.getObject(columnIndex, OffsetTime.class);
                return time == null ? null : PgjdbcCoercions.time(time);
            case NUMERIC:
                return numeric(columnIndex);
            default:
                return rows.getObject(columnIndex);
        }
    }

    @Override
    public Object getObject(String columnLabel) throws SQLException {
        return getObject(rows.findColumn(columnLabel));
    }

    @Override
    public <T> T getObject(int columnIndex, Class<T> type) throws SQLException {
        if (kindOf(columnIndex) == Kind.TIMESTAMPTZ && type == OffsetDateTime.class) {
            OffsetDateTime value = rows.getObject(columnIndex, OffsetDateTime.class);
            return type.cast(value == null ? null : inSessionZone(value));
        }
        if (type == String.class) {
            int jdbcType = pgjdbcType(columnIndex);
            if (jdbcType != Types.CHAR && jdbcType != Types.VARCHAR) {
                throw PgjdbcCoercions.noStringFrom(getMetaData().getColumnTypeName(columnIndex)); // null or not, as pgjdbc
            }
            return type.cast(getString(columnIndex));
        }
        if (kindOf(columnIndex) == Kind.NUMERIC && type == BigDecimal.class) {
            return type.cast(numeric(columnIndex));
        }
        if (kindOf(columnIndex) == Kind.INTERVAL && type == Interval.class) {
            return type.cast(rows.getObject(columnIndex)); // H2's getObject(column, Interval.class) drops the sign
        }
        return rows.getObject(columnIndex, type);
    }

    /** A boolean, or another column's text as pgjdbc takes it for one: 1, 0 and a boolean's words, 42846 for the rest. */
    @Override
    public boolean getBoolean(int columnIndex) throws SQLException {
        if (pgjdbcType(columnIndex) == Types.BIT) {
            return rows.getBoolean(columnIndex);
        }
        String text = getString(columnIndex);
        return text != null && PgjdbcCoercions.toBoolean(text);
    }

    @Override
    public boolean getBoolean(String columnLabel) throws SQLException {
        return getBoolean(rows.findColumn(columnLabel));
    }

    /** A bytea's bytes, or another column's text in UTF-8, as pgjdbc gives it (H2 gave an int's four bytes, or 22P02). */
    @Override
    public byte[] getBytes(int columnIndex) throws SQLException {
        if (pgjdbcType(columnIndex) == Types.BINARY) {
            return rows.getBytes(columnIndex);
        }
        String text = getString(columnIndex);
        return text == null ? null : text.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public byte[] getBytes(String columnLabel) throws SQLException {
        return getBytes(rows.findColumn(columnLabel));
    }

    /** The column's java.sql.Types as pgjdbc reports it, looked up once per result for the getters that take any column. */
    private int pgjdbcType(int column) throws SQLException {
        if (pgjdbcTypes == null) {
            ResultSetMetaData meta = getMetaData();
            pgjdbcTypes = new int[meta.getColumnCount() + 1];
            for (int i = 1; i < pgjdbcTypes.length; i++) {
                pgjdbcTypes[i] = meta.getColumnType(i);
            }
        }
        if (column < 1 || column >= pgjdbcTypes.length) {
            return rows.getMetaData().getColumnType(column); // H2's error for a column that is not there
        }
        return pgjdbcTypes[column];
    }

    @Override
    public <T> T getObject(String columnLabel, Class<T> type) throws SQLException {
        return getObject(rows.findColumn(columnLabel), type);
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        return new PostgresResultSetMetaData(rows.getMetaData(), rows.getStatement());
    }

    private String text(int column) throws SQLException {
        if (kinds[column] == Kind.NUMERIC) {
            String text = rows.getString(column);
            // H2's text but a DECFLOAT's exponent form (1E+1, 1E-7); NaN and Infinity have no E
            return text == null || text.indexOf('E') < 0 ? text : numeric(column).toPlainString();
        }
        if (kinds[column] == Kind.TIME || kinds[column] == Kind.TIMETZ) {
            return rows.getString(column); // H2's text is PostgreSQL's; only their other getters differ
        }
        if (kinds[column] == Kind.TIMESTAMPTZ) {
            OffsetDateTime value = rows.getObject(column, OffsetDateTime.class);
            return value == null ? null : TemporalText.timestampTz(inSessionZone(value));
        }
        if (kinds[column] == Kind.DATE) {
            LocalDate value = rows.getObject(column, LocalDate.class);
            return value == null ? null : TemporalText.date(value); // 0044-03-15 BC, where H2 writes -0043-03-15
        }
        if (kinds[column] == Kind.TIMESTAMP) {
            LocalDateTime value = rows.getObject(column, LocalDateTime.class);
            return value == null ? null : TemporalText.timestamp(value);
        }
        if (kinds[column] == Kind.BOOLEAN) {
            boolean value = rows.getBoolean(column);
            return rows.wasNull() ? null : value ? "t" : "f"; // as pgjdbc reads PostgreSQL's boolean
        }
        if (kinds[column] == Kind.ARRAY) {
            Array value = rows.getArray(column);
            if (value == null) {
                return null;
            }
            // H2 hands a jsonb element out as its bytes, which would read as a bytea's text
            boolean jsonb = rows.getMetaData().getColumnTypeName(column).startsWith("JSON");
            return ArrayText.of(elements(value), jsonb ? PostgresTextRows::jsonbText : this::elementText);
        }
        if (kinds[column] == Kind.ROW) {
            return rows.getObject(column) instanceof ResultSet row ? recordText(row) : null;
        }
        if (kinds[column] == Kind.BYTEA) {
            byte[] value = rows.getBytes(column);
            return value == null ? null : ByteaFunctions.output(value);
        }
        if (kinds[column] == Kind.FLOAT4 || kinds[column] == Kind.FLOAT8) {
            double value = rows.getDouble(column);
            return rows.wasNull() ? null : kinds[column] == Kind.FLOAT4 ? FloatText.float4((float) value) : FloatText.float8(value);
        }
        if (kinds[column] == Kind.JSONB) {
            String value = rows.getString(column);
            return value == null ? null : JsonFunctions.text(value);
        }
        Object value = rows.getObject(column); // H2's getObject(column, Interval.class) drops the sign
        return value == null ? null : TemporalText.interval((Interval) value);
    }

    /** An array element as PostgreSQL writes it in an array's text. */
    private String elementText(Object element) {
        if (element instanceof Boolean b) {
            return b ? "t" : "f";
        }
        // JDBC's classes print otherwise: 2024-01-31 10:00:00.0, 2024-01-31T10:00Z, H2's interval literal
        if (element instanceof Timestamp timestamp) {
            return TemporalText.timestamp(timestamp.toLocalDateTime());
        }
        if (element instanceof OffsetDateTime timestamp) {
            return TemporalText.timestampTz(inSessionZone(timestamp));
        }
        if (element instanceof Interval interval) {
            return TemporalText.interval(interval);
        }
        if (element instanceof byte[] bytes) {
            return ByteaFunctions.output(bytes);
        }
        if (element instanceof Float f) {
            return FloatText.float4(f);
        }
        if (element instanceof Double d) {
            return FloatText.float8(d);
        }
        return element instanceof BigDecimal decimal ? NumericCast.displayed(decimal).toPlainString() : String.valueOf(element);
    }

    /** A row value (H2 hands it out as a result set of one row) in PostgreSQL's text, its fields as an array's elements. */
    private String recordText(ResultSet row) throws SQLException {
        List<String> fields = new ArrayList<>();
        if (row.next()) {
            for (int i = 1; i <= row.getMetaData().getColumnCount(); i++) {
                Object field = row.getObject(i);
                fields.add(field == null ? null : field instanceof Array array ? ArrayText.of(elements(array), this::elementText) : elementText(field));
            }
        }
        return RecordText.of(fields);
    }

    /** A jsonb array element (its stored bytes) as PostgreSQL prints it: {"a": 1}. */
    private static String jsonbText(Object element) {
        try {
            return JsonFunctions.text(new String((byte[]) element, StandardCharsets.UTF_8));
        } catch (SQLException e) {
            throw new IllegalStateException("a stored jsonb value that is no JSON", e); // H2 stores only what it parsed
        }
    }

    /** An array's elements, an array among them (array_agg of arrays) as its elements in turn: H2 hands it out as a JDBC Array. */
    private static Object[] elements(Array array) throws SQLException {
        Object[] elements = (Object[]) array.getArray();
        for (int i = 0; i < elements.length; i++) {
            if (elements[i] instanceof Array nested) {
                elements[i] = elements(nested);
            }
        }
        return elements;
    }

    private OffsetDateTime inSessionZone(OffsetDateTime value) {
        return value.atZoneSameInstant(zone).toOffsetDateTime();
    }
}
