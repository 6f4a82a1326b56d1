package io.hotrow.engine.wire;

import io.hotrow.engine.jdbc.EnumTypedColumns;
import io.hotrow.engine.jdbc.PostgresType;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * A result column as RowDescription describes it: its label, its PostgreSQL type and type
 * modifier, read from the engine's result metadata, which names types as pgjdbc does
 * ({@code int4}, {@code _text}, {@code serial}, {@code name}, {@code int2vector}), so that the text of a pg_catalog vector
 * ({@code pg_index.indkey}) is PostgreSQL's ({@code 5 2}). A column of an enum type travels as text and is named by its
 * enum type's oid, as in PostgreSQL ({@code enumOid}, 0 for any other column).
 */
record WireColumn(String name, WireType type, int typmod, int enumOid) {

    /** The type oid RowDescription gives the column. */
    int oid() {
        return enumOid != 0 ? enumOid : type.oid();
    }

    static List<WireColumn> of(ResultSetMetaData meta) throws SQLException {
        int count = meta.getColumnCount();
        List<WireColumn> columns = new ArrayList<>(count);
        for (int i = 1; i <= count; i++) {
            WireType type = WireType.byName(meta.getColumnTypeName(i));
            int enumOid = type == WireType.TEXT && meta instanceof EnumTypedColumns enums ? enums.enumTypeOid(i) : 0;
            columns.add(new WireColumn(meta.getColumnLabel(i), type, typmod(type, meta.getPrecision(i), meta.getScale(i)), enumOid));
        }
        return columns;
    }

    /** The type of a parameter, as H2's metadata names it. */
    static WireType type(String h2TypeName, long precision) {
        if (PostgresType.elementOf(h2TypeName) != null) {
            WireType array = WireType.of(PostgresType.ofElement(h2TypeName)).array();
            return array != null ? array : WireType.TEXT_ARRAY;
        }
        return WireType.of(PostgresType.of(h2TypeName, precision));
    }

    /** PostgreSQL's atttypmod: declared length + 4 for character types, (precision << 16 | scale) + 4 for a declared numeric. */
    private static int typmod(WireType type, int precision, int scale) {
        if ((type == WireType.VARCHAR || type == WireType.BPCHAR) && precision < Integer.MAX_VALUE) {
            return precision + 4;
        }
        if (type == WireType.NUMERIC && precision > 0 && precision <= 1000) {
            return ((precision << 16) | Math.max(scale, 0)) + 4;
        }
        return -1;
    }
}
