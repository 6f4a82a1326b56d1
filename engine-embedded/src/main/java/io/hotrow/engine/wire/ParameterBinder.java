package io.hotrow.engine.wire;

import io.hotrow.engine.sql.JsonFunctions;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;

/**
 * Reads a Bind message's parameter values by the types the statement has for them, and binds them
 * to the prepared statement. A text value of an unspecified type is bound as a string, which the
 * engine converts where it is used, as PostgreSQL infers the type of an unknown literal.
 */
final class ParameterBinder {

    private ParameterBinder() {
    }

    /**
     * The Java value of one parameter (null for SQL NULL).
     *
     * @param declared  the type the client gave in Parse, or null for unspecified
     * @param described the type the server described (used for binary values of unspecified type and
     *                  pgjdbc's setDate text, see {@link #needsDescribedType})
     */
    static Object decode(byte[] value, boolean binary, WireType declared, WireType described) throws SQLException {
        if (value == null) {
            return null;
        }
        if (binary) {
            WireType type = declared != null ? declared : described;
            if (type == null) {
                throw new SQLException("a parameter in binary format needs a type", "22P03");
            }
            return BinaryValues.decode(value, type);
        }
        return ParameterText.parse(Utf8.decode(value, 0, value.length), declared, described);
    }

    /** Whether {@link #decode} needs the type the server describes for this parameter. */
    static boolean needsDescribedType(byte[] value, boolean binary, WireType declared) throws SQLException {
        return value != null && declared == null && (binary || ParameterText.untypedDriverDate(Utf8.decode(value, 0, value.length)));
    }

    /**
     * A null of a parameter declared numeric or a float keeps that type, as the statement's
     * description at Parse had it (see {@link ParsedStatement}): the engine types a parameter by
     * what is bound to it.
     */
    static int nullType(WireType declared) {
        if (declared == WireType.NUMERIC) {
            return Types.NUMERIC;
        }
        if (declared == WireType.FLOAT8) {
            return Types.DOUBLE;
        }
        return declared == WireType.FLOAT4 ? Types.REAL : Types.NULL;
    }

    /** @param index 1-based */
    static void set(PreparedStatement statement, int index, Object value, WireType declared) throws SQLException {
        if (value == null) {
            statement.setNull(index, nullType(declared));
        } else if (declared == WireType.JSONB && value instanceof String json) {
            statement.setObject(index, JsonFunctions.jsonbBytes(json)); // normalised, as PostgreSQL stores a jsonb
        } else if (declared == WireType.JSON && value instanceof String json) {
            statement.setObject(index, json.getBytes(StandardCharsets.UTF_8)); // H2 reads JSON from bytes; a string would become a JSON string
        } else if (value instanceof String text) {
            statement.setString(index, text);
        } else if (value instanceof BigDecimal decimal) {
            statement.setBigDecimal(index, decimal);
        } else if (value instanceof byte[] bytes) {
            statement.setBytes(index, bytes);
        } else {
            statement.setObject(index, value);
        }
    }
}
