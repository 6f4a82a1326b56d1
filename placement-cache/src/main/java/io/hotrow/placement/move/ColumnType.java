package io.hotrow.placement.move;

import io.hotrow.rewrite.dialect.JsonVarchar;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.util.UUID;

/**
 * A column type both sides can hold faithfully, with how to spell it in DDL and how to move its
 * values. {@code size} is the length of VARCHAR/CHAR, the precision of NUMERIC (0: unbounded) and
 * the fractional-second digits of TIME/TIMESTAMP.
 */
record ColumnType(Kind kind, int size, int scale) {

    enum Kind {
        BIGINT, INTEGER, SMALLINT, NUMERIC, DOUBLE, REAL, BOOLEAN, TEXT, VARCHAR, CHAR, DATE, TIME, TIMESTAMP,
        TIMESTAMPTZ, UUID, BYTEA, JSON, INET, CIDR,
        /** PostgreSQL's json: text kept as written, a varchar of {@link JsonVarchar#LENGTH} on the engine. */
        JSON_TEXT
    }

    static ColumnType of(Kind kind) {
        return new ColumnType(kind, 0, 0);
    }

    /** The type in DDL; PostgreSQL spelling, which the engine's dialect shim takes too, but for JSON. */
    String sql(boolean postgresTarget) {
        return switch (kind) {
            case BIGINT -> "bigint";
            case INTEGER -> "integer";
            case SMALLINT -> "smallint";
            // unbounded numeric: the engine makes it DECFLOAT, which keeps every digit as PostgreSQL does
            case NUMERIC -> size == 0 ? "numeric" : "numeric(" + size + "," + scale + ")";
            case DOUBLE -> "double precision";
            case REAL -> "real";
            case BOOLEAN -> "boolean";
            case TEXT -> "text";
            case VARCHAR -> "varchar(" + size + ")";
            case CHAR -> "char(" + size + ")";
            case DATE -> "date";
            // precision always spelled out: H2's TIME defaults to whole seconds, PostgreSQL's to microseconds
            case TIME -> "time(" + size + ")";
            case TIMESTAMP -> "timestamp(" + size + ")";
            case TIMESTAMPTZ -> "timestamp(" + size + ") with time zone";
            case UUID -> "uuid";
            case BYTEA -> "bytea";
            case JSON -> postgresTarget ? "jsonb" : "json";
            case JSON_TEXT -> postgresTarget ? "json" : "varchar(" + JsonVarchar.LENGTH + ")";
            case INET -> "inet";
            case CIDR -> "cidr";
        };
    }

    /** The parameter marker in an INSERT: PostgreSQL wants JSON and addresses cast from the text we bind. */
    String placeholder(boolean postgresTarget) {
        if (!postgresTarget) {
            return "?";
        }
        return switch (kind) {
            case JSON -> "CAST(? AS jsonb)";
            case JSON_TEXT -> "CAST(? AS json)";
            case INET, CIDR -> "CAST(? AS " + sql(true) + ")";
            default -> "?";
        };
    }

    /** Reads a value as a Java type both drivers convert without loss. */
    Object read(ResultSet row, int column) throws SQLException {
        return switch (kind) {
            case BIGINT -> row.getObject(column, Long.class);
            case INTEGER, SMALLINT -> row.getObject(column, Integer.class);
            case NUMERIC -> row.getObject(column, BigDecimal.class);
            case DOUBLE -> row.getObject(column, Double.class);
            case REAL -> row.getObject(column, Float.class);
            case BOOLEAN -> row.getObject(column, Boolean.class);
            case DATE -> row.getObject(column, LocalDate.class);
            case TIME -> row.getObject(column, LocalTime.class);
            case TIMESTAMP -> row.getObject(column, LocalDateTime.class);
            case TIMESTAMPTZ -> row.getObject(column, OffsetDateTime.class);
            case UUID -> row.getObject(column, UUID.class);
            case BYTEA -> row.getBytes(column);
            case TEXT, VARCHAR, CHAR, JSON, JSON_TEXT, INET, CIDR -> row.getString(column);
        };
    }

    void bind(PreparedStatement insert, int parameter, Object value, boolean postgresTarget) throws SQLException {
        if (value == null) {
            insert.setNull(parameter, Types.NULL);
        } else if (kind == Kind.JSON && !postgresTarget) {
            // H2 parses bytes as JSON text; a string would become a JSON string value
            insert.setBytes(parameter, ((String) value).getBytes(StandardCharsets.UTF_8));
        } else {
            insert.setObject(parameter, value);
        }
    }
}
