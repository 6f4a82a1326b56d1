package io.hotrow.placement.move;

import io.hotrow.placement.move.ColumnType.Kind;
import io.hotrow.rewrite.dialect.JsonVarchar;
import java.util.Locale;

/**
 * Maps a column as INFORMATION_SCHEMA.COLUMNS describes it, in H2's or PostgreSQL's words, to a
 * {@link ColumnType}; null when the other side could not hold it faithfully.
 */
final class ColumnTypes {

    /** What H2 reports as the length of TEXT and BYTEA, which have no declared length. */
    private static final long H2_UNBOUNDED_LENGTH = 1_000_000_000L;
    /** The precision H2 gives DECFLOAT, which is what PostgreSQL mode makes of a bare NUMERIC. */
    private static final long H2_UNBOUNDED_DECFLOAT = 100_000L;

    private ColumnTypes() {
    }

    static ColumnType map(String dataType, Long length, Long precision, Long scale, Long fractionDigits) {
        return switch (dataType.toLowerCase(Locale.ROOT)) {
            case "bigint" -> ColumnType.of(Kind.BIGINT);
            case "integer" -> ColumnType.of(Kind.INTEGER);
            case "smallint" -> ColumnType.of(Kind.SMALLINT);
            case "numeric" -> precision == null ? ColumnType.of(Kind.NUMERIC) : new ColumnType(Kind.NUMERIC, precision.intValue(), scale.intValue());
            case "decfloat" -> precision != null && precision == H2_UNBOUNDED_DECFLOAT ? ColumnType.of(Kind.NUMERIC) : null;
            case "double precision" -> ColumnType.of(Kind.DOUBLE);
            case "real" -> ColumnType.of(Kind.REAL);
            case "boolean" -> ColumnType.of(Kind.BOOLEAN);
            case "text" -> ColumnType.of(Kind.TEXT);
            case "character varying" -> length == null || length == H2_UNBOUNDED_LENGTH ? ColumnType.of(Kind.TEXT)
                    : length == JsonVarchar.LENGTH ? ColumnType.of(Kind.JSON_TEXT) : new ColumnType(Kind.VARCHAR, length.intValue(), 0);
            case "character" -> new ColumnType(Kind.CHAR, length.intValue(), 0);
            case "date" -> ColumnType.of(Kind.DATE);
            case "time", "time without time zone" -> new ColumnType(Kind.TIME, fractionDigits.intValue(), 0);
            case "timestamp", "timestamp without time zone" -> new ColumnType(Kind.TIMESTAMP, fractionDigits.intValue(), 0);
            case "timestamp with time zone" -> new ColumnType(Kind.TIMESTAMPTZ, fractionDigits.intValue(), 0);
            case "uuid" -> ColumnType.of(Kind.UUID);
            case "bytea" -> ColumnType.of(Kind.BYTEA);
            case "binary varying" -> length != null && length == H2_UNBOUNDED_LENGTH ? ColumnType.of(Kind.BYTEA) : null;
            case "jsonb" -> ColumnType.of(Kind.JSON);
            case "json" -> ColumnType.of(Kind.JSON_TEXT);
            case "inet" -> ColumnType.of(Kind.INET);
            case "cidr" -> ColumnType.of(Kind.CIDR);
            default -> null;
        };
    }
}
