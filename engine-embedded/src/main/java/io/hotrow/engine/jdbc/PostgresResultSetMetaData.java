package io.hotrow.engine.jdbc;

import io.hotrow.engine.catalog.MarkedTypes;
import io.hotrow.engine.catalog.MetaDataNames;
import io.hotrow.rewrite.dialect.JsonVarchar;
import io.hotrow.rewrite.dialect.JsonPathVarchar;
import io.hotrow.rewrite.dialect.RegtypeVarchar;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;

/**
 * H2's description of a result, answered as pgjdbc describes PostgreSQL's for the same query: type
 * names ({@code int4}, {@code _text}, {@code serial}, pg_catalog's {@code name} and {@code int2vector}), JDBC types
 * (boolean as BIT, timestamptz as TIMESTAMP), classes, precisions and sizes, no schema or catalog. A column that is no table's
 * column (an expression) has no declared size, as in PostgreSQL: its varchar is text, its numeric
 * of no precision. The engine's own code reads H2's metadata, not this.
 */
final class PostgresResultSetMetaData implements ResultSetMetaData, EnumTypedColumns {

    /** The table H2's metadata names for a column of a VALUES list, whatever its alias (a table of that name would be lower case). */
    private static final String VALUES_LIST = "VALUES";

    private final ResultSetMetaData h2;
    /** The H2 statement whose result this describes, whose database has the enum types; null where there is none. */
    private final Statement statement;

    PostgresResultSetMetaData(ResultSetMetaData h2, Statement statement) {
        this.h2 = h2;
        this.statement = statement;
    }

    @Override
    public int enumTypeOid(int column) throws SQLException {
        return statement == null ? 0 : MetaDataNames.enumTypeOid(statement.getConnection(), h2, column);
    }

    /** The PostgreSQL type of the column, of an array its element's. */
    private PostgresType type(int column) throws SQLException {
        if (isArray(column)) {
            return PostgresType.ofElement(h2.getColumnTypeName(column));
        }
        long precision = h2.getPrecision(column);
        // a json's length marks it, and a name's, a regtype's and a jsonpath's, an expression's too
        boolean declared = precision == JsonVarchar.LENGTH || precision == MarkedTypes.NAME_LENGTH || precision == RegtypeVarchar.LENGTH
                || precision == JsonPathVarchar.LENGTH
                || !isExpression(column);
        return PostgresType.of(h2.getColumnTypeName(column), declared ? precision : PostgresType.UNBOUNDED);
    }

    private boolean isArray(int column) throws SQLException {
        return PostgresType.elementOf(h2.getColumnTypeName(column)) != null;
    }

    /** A column of no table, or of a VALUES list: PostgreSQL types it by its expressions (a string is text). */
    private boolean isExpression(int column) throws SQLException {
        String table = h2.getTableName(column);
        return table == null || table.isEmpty() || VALUES_LIST.equals(table);
    }

    /** What the column's declared size is for pgjdbc's precision, or -1 when the type's default stands. */
    private long declared(int column, PostgresType type) throws SQLException {
        if (isArray(column)) {
            return -1;
        }
        return switch (type) {
            case VARCHAR, BPCHAR -> h2.getPrecision(column);
            case NUMERIC -> isExpression(column) || !"NUMERIC".equalsIgnoreCase(h2.getColumnTypeName(column)) ? -1 : h2.getPrecision(column);
            case TIME, TIMETZ, TIMESTAMP, TIMESTAMPTZ -> type.precision() - 7 + fractionDigits(h2.getScale(column));
            default -> -1;
        };
    }

    /** The characters of a time's fractional seconds, with their point. */
    private static int fractionDigits(int scale) {
        return scale > 0 ? scale + 1 : 0;
    }

    @Override
    public int getColumnCount() throws SQLException {
        return h2.getColumnCount();
    }

    @Override
    public String getColumnTypeName(int column) throws SQLException {
        PostgresType type = type(column);
        if (isArray(column)) {
            String vector = h2.getPrecision(column) == MarkedTypes.VECTOR_CARDINALITY ? type.vectorName() : null;
            return vector != null ? vector : "_" + type.pgName();
        }
        String serial = h2.isAutoIncrement(column) ? type.serialName() : null;
        return serial != null ? serial : type.pgName();
    }

    @Override
    public int getColumnType(int column) throws SQLException {
        return isArray(column) ? Types.ARRAY : type(column).jdbcType();
    }

    @Override
    public String getColumnClassName(int column) throws SQLException {
        return isArray(column) ? "java.sql.Array" : type(column).className();
    }

    @Override
    public int getPrecision(int column) throws SQLException {
        PostgresType type = type(column);
        long declared = declared(column, type);
        return declared < 0 ? type.precision() : (int) Math.min(declared, Integer.MAX_VALUE);
    }

    @Override
    public int getScale(int column) throws SQLException {
        PostgresType type = type(column);
        return declared(column, type) < 0 || type == PostgresType.VARCHAR || type == PostgresType.BPCHAR ? type.scale() : h2.getScale(column);
    }

    @Override
    public int getColumnDisplaySize(int column) throws SQLException {
        PostgresType type = type(column);
        long declared = declared(column, type);
        if (declared < 0) {
            return type.displaySize();
        }
        // a numeric's sign and point around its digits
        return type == PostgresType.NUMERIC ? (int) declared + 1 + (h2.getScale(column) != 0 ? 1 : 0) : (int) declared;
    }

    @Override
    public boolean isSigned(int column) throws SQLException {
        return type(column).signed();
    }

    @Override
    public boolean isCaseSensitive(int column) throws SQLException {
        return type(column).caseSensitive();
    }

    /** pgjdbc leaves the schema out (it would cost a catalog query per result). */
    @Override
    public String getSchemaName(int column) throws SQLException {
        return "";
    }

    @Override
    public String getCatalogName(int column) throws SQLException {
        return "";
    }

    @Override
    public String getTableName(int column) throws SQLException {
        return h2.getTableName(column);
    }

    @Override
    public String getColumnLabel(int column) throws SQLException {
        return h2.getColumnLabel(column);
    }

    @Override
    public String getColumnName(int column) throws SQLException {
        return h2.getColumnName(column);
    }

    @Override
    public int isNullable(int column) throws SQLException {
        return h2.isNullable(column);
    }

    @Override
    public boolean isAutoIncrement(int column) throws SQLException {
        return h2.isAutoIncrement(column);
    }

    @Override
    public boolean isSearchable(int column) throws SQLException {
        return h2.isSearchable(column);
    }

    @Override
    public boolean isCurrency(int column) throws SQLException {
        return h2.isCurrency(column);
    }

    @Override
    public boolean isReadOnly(int column) throws SQLException {
        return h2.isReadOnly(column);
    }

    @Override
    public boolean isWritable(int column) throws SQLException {
        return h2.isWritable(column);
    }

    @Override
    public boolean isDefinitelyWritable(int column) throws SQLException {
        return h2.isDefinitelyWritable(column);
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return Unwrapping.unwrapSelf(this, iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }
}
