package io.hotrow.engine.wire;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/** COPY ... TO STDOUT: a query through the session (a read: the output gate holds), each row one CopyData message. */
final class CopyOut {

    private final WireSession session;
    private final MessageWriter writer;

    CopyOut(WireSession session, MessageWriter writer) {
        this.session = session;
        this.writer = writer;
    }

    long run(CopyCommand copy) throws SQLException, IOException {
        String query = copy.query() != null ? copy.query()
                : "SELECT " + (copy.columns().isEmpty() ? "*" : String.join(", ", CopyTarget.quoted(copy.columns()))) + " FROM " + copy.table();
        CopyFormat format = copy.format();
        try (Statement statement = session.connection().createStatement()) {
            ResultSet rs = session.run(statement, () -> statement.executeQuery(query));
            List<WireColumn> columns = WireColumn.of(rs.getMetaData());
            writer.copyOutResponse(columns.size());
            StringBuilder line = new StringBuilder();
            if (format.header()) {
                for (int i = 0; i < columns.size(); i++) {
                    field(line, i, columns.get(i).name(), columns.get(i).name(), format);
                }
                send(line);
            }
            long rows = 0;
            while (rs.next()) {
                for (int i = 0; i < columns.size(); i++) {
                    Object value = ColumnValues.read(rs, i + 1, columns.get(i).type());
                    field(line, i, columns.get(i).name(), value == null ? null : TextValues.text(value, columns.get(i).type()), format);
                }
                send(line);
                rows++;
            }
            writer.copyDone();
            return rows;
        }
    }

    private void send(StringBuilder line) throws IOException {
        byte[] bytes = line.append('\n').toString().getBytes(StandardCharsets.UTF_8);
        writer.copyData(bytes, 0, bytes.length);
        line.setLength(0);
    }

    private static void field(StringBuilder line, int index, String column, String value, CopyFormat format) {
        if (index > 0) {
            line.append(format.delimiter());
        }
        if (value == null) {
            line.append(format.nullString());
        } else if (format.csv()) {
            csv(line, value, format, format.quotesAlways(column));
        } else {
            text(line, value, format.delimiter());
        }
    }

    private static void text(StringBuilder line, String value, char delimiter) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> line.append("\\\\");
                case '\n' -> line.append("\\n");
                case '\r' -> line.append("\\r");
                case '\t' -> line.append(delimiter == '\t' ? "\\t" : "\t");
                case '\b' -> line.append("\\b");
                case '\f' -> line.append("\\f");
                case 0x0b -> line.append("\\v");
                default -> {
                    if (c == delimiter) {
                        line.append('\\');
                    }
                    line.append(c);
                }
            }
        }
    }

    private static void csv(StringBuilder line, String value, CopyFormat format, boolean always) {
        boolean quote = always || value.equals(format.nullString()) || value.startsWith("\\.");
        for (int i = 0; i < value.length() && !quote; i++) {
            char c = value.charAt(i);
            quote = c == format.delimiter() || c == format.quote() || c == '\n' || c == '\r';
        }
        if (!quote) {
            line.append(value);
            return;
        }
        line.append(format.quote());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == format.quote() || c == format.escape()) {
                line.append(format.escape());
            }
            line.append(c);
        }
        line.append(format.quote());
    }
}
