package io.hotrow.engine.wire;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Writes backend messages. Each message is built in a reusable buffer and its length patched in
 * when it is complete; output is buffered and reaches the client at {@link #flush()}, which the
 * connection calls where PostgreSQL flushes (ReadyForQuery, Flush, before waiting for COPY data).
 * One thread at a time: the connection's own, and a shutdown's only as {@link RequestGate} allows.
 */
final class MessageWriter {

    static final int AUTH_OK = 0;
    static final int AUTH_CLEARTEXT_PASSWORD = 3;
    static final int AUTH_SASL = 10;
    static final int AUTH_SASL_CONTINUE = 11;
    static final int AUTH_SASL_FINAL = 12;

    private final OutputStream out;
    private byte[] buffer = new byte[8192];
    private int length;
    private int messageStart;

    MessageWriter(OutputStream out) {
        this.out = out;
    }

    // ---- building blocks ----

    private void begin(char type) {
        length = 0;
        int8(type);
        messageStart = length;
        int32(0); // patched by end()
    }

    private void end() throws IOException {
        int messageLength = length - messageStart;
        buffer[messageStart] = (byte) (messageLength >>> 24);
        buffer[messageStart + 1] = (byte) (messageLength >>> 16);
        buffer[messageStart + 2] = (byte) (messageLength >>> 8);
        buffer[messageStart + 3] = (byte) messageLength;
        out.write(buffer, 0, length);
    }

    private void ensure(int more) {
        if (length + more > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, length + more));
        }
    }

    private void int8(int value) {
        ensure(1);
        buffer[length++] = (byte) value;
    }

    private void int16(int value) {
        ensure(2);
        buffer[length++] = (byte) (value >>> 8);
        buffer[length++] = (byte) value;
    }

    private void int32(int value) {
        ensure(4);
        buffer[length++] = (byte) (value >>> 24);
        buffer[length++] = (byte) (value >>> 16);
        buffer[length++] = (byte) (value >>> 8);
        buffer[length++] = (byte) value;
    }

    private void bytes(byte[] value) {
        ensure(value.length);
        System.arraycopy(value, 0, buffer, length, value.length);
        length += value.length;
    }

    /** A NUL-terminated string; a NUL inside it would end it early on the client, so it is dropped. */
    private void cstring(String value) {
        bytes(value.indexOf('\0') < 0 ? value.getBytes(StandardCharsets.UTF_8) : value.replace("\0", "").getBytes(StandardCharsets.UTF_8));
        int8(0);
    }

    void flush() throws IOException {
        out.flush();
    }

    // ---- startup ----

    /** The one-byte answer to SSLRequest and GSSENCRequest: not supported here. */
    void declineEncryption() throws IOException {
        out.write('N');
        out.flush();
    }

    void negotiateProtocolVersion(int newestMinor, List<String> unrecognizedOptions) throws IOException {
        begin('v');
        int32(newestMinor);
        int32(unrecognizedOptions.size());
        unrecognizedOptions.forEach(this::cstring);
        end();
    }

    void authentication(int code, byte[] payload) throws IOException {
        begin('R');
        int32(code);
        bytes(payload);
        end();
    }

    void authenticationSasl(List<String> mechanisms) throws IOException {
        begin('R');
        int32(AUTH_SASL);
        mechanisms.forEach(this::cstring);
        int8(0);
        end();
    }

    void parameterStatus(String name, String value) throws IOException {
        begin('S');
        cstring(name);
        cstring(value);
        end();
    }

    void backendKeyData(int processId, int secretKey) throws IOException {
        begin('K');
        int32(processId);
        int32(secretKey);
        end();
    }

    void readyForQuery(char status) throws IOException {
        begin('Z');
        int8(status);
        end();
    }

    // ---- results ----

    void rowDescription(List<WireColumn> columns, FormatCodes formats) throws IOException {
        begin('T');
        int16(columns.size());
        for (int i = 0; i < columns.size(); i++) {
            WireColumn column = columns.get(i);
            cstring(column.name());
            int32(0); // no table oid: the engine's oids are not stable across a reopen
            int16(0);
            int32(column.oid());
            int16(column.type().length());
            int32(column.typmod());
            int16(formats.binary(i) ? 1 : 0);
        }
        end();
    }

    /** @param values each column's bytes, null for SQL NULL */
    void dataRow(byte[][] values) throws IOException {
        begin('D');
        int16(values.length);
        for (byte[] value : values) {
            if (value == null) {
                int32(-1);
            } else {
                int32(value.length);
                bytes(value);
            }
        }
        end();
    }

    void commandComplete(String tag) throws IOException {
        begin('C');
        cstring(tag);
        end();
    }

    void emptyQueryResponse() throws IOException {
        empty('I');
    }

    void parseComplete() throws IOException {
        empty('1');
    }

    void bindComplete() throws IOException {
        empty('2');
    }

    void closeComplete() throws IOException {
        empty('3');
    }

    void noData() throws IOException {
        empty('n');
    }

    void portalSuspended() throws IOException {
        empty('s');
    }

    void parameterDescription(int[] oids) throws IOException {
        begin('t');
        int16(oids.length);
        for (int oid : oids) {
            int32(oid);
        }
        end();
    }

    private void empty(char type) throws IOException {
        begin(type);
        end();
    }

    /** ErrorResponse ('E') or NoticeResponse ('N'): each field a code byte and a string, then a zero. */
    void report(char type, List<ErrorFields.Field> fields) throws IOException {
        begin(type);
        for (ErrorFields.Field field : fields) {
            int8(field.code());
            cstring(field.value());
        }
        int8(0);
        end();
    }

    // ---- COPY ----

    void copyInResponse(int columns) throws IOException {
        copyResponse('G', columns);
    }

    void copyOutResponse(int columns) throws IOException {
        copyResponse('H', columns);
    }

    /** Text format overall and for every column: the formats this server copies in. */
    private void copyResponse(char type, int columns) throws IOException {
        begin(type);
        int8(0);
        int16(columns);
        for (int i = 0; i < columns; i++) {
            int16(0);
        }
        end();
    }

    void copyData(byte[] data, int offset, int count) throws IOException {
        begin('d');
        ensure(count);
        System.arraycopy(data, offset, buffer, length, count);
        length += count;
        end();
    }

    void copyDone() throws IOException {
        empty('c');
    }
}
