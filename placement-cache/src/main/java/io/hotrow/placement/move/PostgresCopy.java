package io.hotrow.placement.move;

import static io.hotrow.placement.move.SqlNames.quote;
import static io.hotrow.placement.move.SqlNames.quoteAll;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.List;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * Rows as COPY ... FROM STDIN in PostgreSQL's text format: one round trip per flush and no
 * per-row statement work on the server. Values are written in the text forms PostgreSQL's input
 * functions read back exactly (java.time's ISO forms, plain decimals, hex bytea).
 */
final class PostgresCopy implements RowSink {

    private final List<Column> columns;
    private final CopyIn copy;
    private final StringBuilder pending = new StringBuilder();

    PostgresCopy(PGConnection target, String table, List<Column> columns) throws SQLException {
        this.columns = columns;
        this.copy = target.getCopyAPI().copyIn("COPY " + quote(table) + " (" + quoteAll(columns.stream().map(Column::name).toList())
                + ") FROM STDIN");
    }

    @Override
    public void write(Object[] row) {
        for (int i = 0; i < row.length; i++) {
            if (i > 0) {
                pending.append('\t');
            }
            appendValue(columns.get(i).type(), row[i]);
        }
        pending.append('\n');
    }

    private void appendValue(ColumnType type, Object value) {
        if (value == null) {
            pending.append("\\N");
            return;
        }
        switch (type.kind()) {
            case BYTEA -> pending.append("\\\\x").append(HexFormat.of().formatHex((byte[]) value));
            case NUMERIC -> pending.append(((BigDecimal) value).toPlainString());
            case TEXT, VARCHAR, CHAR, JSON, JSON_TEXT, INET, CIDR -> appendEscaped((String) value);
            default -> pending.append(value);
        }
    }

    /** The text format's escapes: the delimiter, line ends and the escape character itself. */
    private void appendEscaped(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> pending.append("\\\\");
                case '\t' -> pending.append("\\t");
                case '\n' -> pending.append("\\n");
                case '\r' -> pending.append("\\r");
                default -> pending.append(c);
            }
        }
    }

    @Override
    public void flush() throws SQLException {
        byte[] bytes = pending.toString().getBytes(StandardCharsets.UTF_8);
        copy.writeToCopy(bytes, 0, bytes.length);
        pending.setLength(0);
    }

    @Override
    public void close() throws SQLException {
        try {
            flush();
            copy.endCopy();
        } finally {
            if (copy.isActive()) {
                copy.cancelCopy(); // a failed flush leaves the connection in COPY mode otherwise
            }
        }
    }
}
