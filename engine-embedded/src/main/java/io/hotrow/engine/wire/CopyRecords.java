package io.hotrow.engine.wire;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits COPY FROM data into records and fields, in PostgreSQL's text format (one line per
 * record, backslash escapes, the null string compared before unescaping) or CSV (a quoted field
 * may span lines). Data arrives in CopyData chunks that need not end at a record's end, so bytes
 * wait here until their record is complete; a record longer than the limit is refused.
 */
final class CopyRecords {

    private final CopyFormat format;
    private final int maxRecordBytes;
    private byte[] pending = new byte[8192];
    private int length;
    private boolean headerSkipped;
    private boolean endMarkerSeen;

    CopyRecords(CopyFormat format, int maxRecordBytes) {
        this.format = format;
        this.maxRecordBytes = maxRecordBytes;
    }

    /** Adds a chunk and answers the records it completed, each a list of field values (null for SQL NULL). */
    List<List<String>> add(byte[] chunk) throws SQLException {
        if (endMarkerSeen) {
            return List.of();
        }
        if (length + chunk.length > pending.length) {
            pending = Arrays.copyOf(pending, Math.max(pending.length * 2, length + chunk.length));
        }
        System.arraycopy(chunk, 0, pending, length, chunk.length);
        length += chunk.length;
        return records(false);
    }

    /** The last record, which may lack its newline, at CopyDone. */
    List<List<String>> finish() throws SQLException {
        return endMarkerSeen ? List.of() : records(true);
    }

    private List<List<String>> records(boolean atEnd) throws SQLException {
        List<List<String>> records = new ArrayList<>();
        int start = 0;
        while (start < length && !endMarkerSeen) {
            int end = recordEnd(start, atEnd);
            if (end < 0) {
                break;
            }
            int contentEnd = end > start && pending[end - 1] == '\n' ? end - 1 : end;
            if (contentEnd > start && pending[contentEnd - 1] == '\r') {
                contentEnd--;
            }
            String line = Utf8.decode(pending, start, contentEnd - start);
            start = end;
            if (line.equals("\\.")) {
                endMarkerSeen = true; // the old protocol's end of data; psql strips it, scripts may not
            } else if (format.header() && !headerSkipped) {
                headerSkipped = true;
            } else {
                records.add(format.csv() ? csvFields(line) : textFields(line));
            }
        }
        System.arraycopy(pending, start, pending, 0, length - start);
        length -= start;
        if (length > maxRecordBytes) {
            throw new SQLException("COPY row is longer than the server's limit of " + maxRecordBytes + " bytes", "54000");
        }
        return records;
    }

    /** The index after the record starting at {@code start} (after its newline), or -1 if it is not complete yet. */
    private int recordEnd(int start, boolean atEnd) {
        boolean quoted = false;
        for (int i = start; i < length; i++) {
            byte b = pending[i];
            if (format.csv() && quoted) {
                if (b == format.escape() && format.escape() != format.quote() && i + 1 < length && pending[i + 1] == format.quote()) {
                    i++;
                } else if (b == format.quote()) {
                    if (format.escape() == format.quote() && i + 1 < length && pending[i + 1] == format.quote()) {
                        i++;
                    } else if (i + 1 == length && !atEnd) {
                        return -1; // a doubled quote may be split across chunks
                    } else {
                        quoted = false;
                    }
                }
            } else if (format.csv() && b == format.quote()) {
                quoted = true;
            } else if (b == '\n') {
                return i + 1;
            }
        }
        return atEnd ? length : -1;
    }

    private List<String> textFields(String line) {
        List<String> fields = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= line.length(); i++) {
            if (i == line.length() || line.charAt(i) == format.delimiter()) {
                String raw = line.substring(start, i);
                fields.add(raw.equals(format.nullString()) ? null : unescape(raw));
                start = i + 1;
            } else if (line.charAt(i) == '\\') {
                i++; // an escaped character, the delimiter included, belongs to the field
            }
        }
        return fields;
    }

    /** The text format's backslash escapes: \b \f \n \r \t \v, octal, \x hex, and any other character as itself. */
    static String unescape(String raw) {
        if (raw.indexOf('\\') < 0) {
            return raw;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length());
        byte[] bytes = raw.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; i++) {
            byte b = bytes[i];
            if (b != '\\' || i + 1 == bytes.length) {
                out.write(b);
                continue;
            }
            byte next = bytes[++i];
            switch (next) {
                case 'b' -> out.write('\b');
                case 'f' -> out.write('\f');
                case 'n' -> out.write('\n');
                case 'r' -> out.write('\r');
                case 't' -> out.write('\t');
                case 'v' -> out.write(0x0b);
                case 'x' -> {
                    int end = i + 1;
                    while (end < bytes.length && end < i + 3 && Character.digit(bytes[end], 16) >= 0) {
                        end++;
                    }
                    if (end == i + 1) {
                        out.write('x');
                    } else {
                        out.write(Integer.parseInt(new String(bytes, i + 1, end - i - 1, StandardCharsets.US_ASCII), 16));
                        i = end - 1;
                    }
                }
                default -> {
                    if (next >= '0' && next <= '7') {
                        int end = i;
                        while (end < bytes.length && end < i + 3 && bytes[end] >= '0' && bytes[end] <= '7') {
                            end++;
                        }
                        out.write(Integer.parseInt(new String(bytes, i, end - i, StandardCharsets.US_ASCII), 8) & 0xff);
                        i = end - 1;
                    } else {
                        out.write(next);
                    }
                }
            }
        }
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    private List<String> csvFields(String record) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quotedField = false;
        boolean inQuotes = false;
        for (int i = 0; i <= record.length(); i++) {
            if (i == record.length() || !inQuotes && record.charAt(i) == format.delimiter()) {
                String value = field.toString();
                fields.add(!quotedField && value.equals(format.nullString()) ? null : value);
                field.setLength(0);
                quotedField = false;
                continue;
            }
            char c = record.charAt(i);
            if (inQuotes) {
                if (c == format.escape() && i + 1 < record.length() && record.charAt(i + 1) == format.quote()) {
                    field.append(format.quote());
                    i++;
                } else if (c == format.quote()) {
                    inQuotes = false;
                } else {
                    field.append(c);
                }
            } else if (c == format.quote()) {
                inQuotes = true;
                quotedField = true;
            } else {
                field.append(c);
            }
        }
        return fields;
    }
}
