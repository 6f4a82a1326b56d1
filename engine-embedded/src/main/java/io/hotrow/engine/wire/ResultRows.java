package io.hotrow.engine.wire;

import java.io.IOException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;

/**
 * Streams a result set's rows as DataRow messages, each value in the format the client asked for
 * its column. Rows go out as they are read, so a large result is never held twice in memory.
 */
final class ResultRows {

    private final ResultSet rows;
    private final List<WireColumn> columns;
    private final FormatCodes formats;
    private boolean exhausted;

    ResultRows(ResultSet rows, List<WireColumn> columns, FormatCodes formats) throws SQLException {
        if (!formats.fits(columns.size())) {
            throw new SQLException("bind message has " + formats.codes().length + " result formats but query has " + columns.size() + " columns",
                    ProtocolException.PROTOCOL_VIOLATION);
        }
        this.rows = rows;
        this.columns = columns;
        this.formats = formats;
    }

    static ResultRows of(ResultSet rows, FormatCodes formats) throws SQLException {
        return new ResultRows(rows, WireColumn.of(rows.getMetaData()), formats);
    }

    List<WireColumn> columns() {
        return columns;
    }

    FormatCodes formats() {
        return formats;
    }

    boolean exhausted() {
        return exhausted;
    }

    /** Sends up to {@code limit} rows (0: all); the number sent. */
    long send(MessageWriter writer, long limit) throws SQLException, IOException {
        long sent = 0;
        byte[][] values = new byte[columns.size()][];
        while (limit == 0 || sent < limit) {
            if (!rows.next()) {
                exhausted = true;
                break;
            }
            for (int i = 0; i < values.length; i++) {
                values[i] = encode(i);
            }
            writer.dataRow(values);
            sent++;
        }
        return sent;
    }

    private byte[] encode(int index) throws SQLException {
        WireType type = columns.get(index).type();
        Object value = ColumnValues.read(rows, index + 1, type);
        if (value == null) {
            return null;
        }
        try {
            return formats.binary(index) ? BinaryValues.encode(value, type) : TextValues.encode(value, type);
        } catch (RuntimeException e) { // a value whose Java class does not fit the column's type
            throw new SQLException("cannot send column \"" + columns.get(index).name() + "\" as " + type.name().toLowerCase(Locale.ROOT)
                    + ": " + e.getClass().getSimpleName(), "XX000", e);
        }
    }

    void close() {
        try {
            rows.close();
        } catch (SQLException ignored) {
            // the statement that produced it is closed too
        }
    }
}
