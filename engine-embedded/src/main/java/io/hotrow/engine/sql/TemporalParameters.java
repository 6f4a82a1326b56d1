package io.hotrow.engine.sql;

import io.hotrow.rewrite.dialect.TemporalText;
import java.sql.SQLException;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueVarchar;

/**
 * A bind parameter written into a date or time column, which the shim hands here ({@code hotrow_temporal_param(?, 'DATE')}):
 * PostgreSQL reads text bound to it by the column's input function, so a zone after a date ({@code 2026-03-02 +00},
 * pgjdbc's setDate text) is dropped and an offset is ignored by a timestamp or time without time zone, where H2 would refuse
 * the first and convert the second (see {@link TemporalText}). A value bound as a date or time stays as bound, as PostgreSQL
 * assigns a typed value by its type. Installed by {@link PostgresFunctions}.
 */
public final class TemporalParameters {

    private TemporalParameters() {
    }

    /** {@code bound} as the column of kind {@code kind} ({@link TemporalText.Kind}'s name) reads it. */
    public static Value parameter(Value bound, String kind) throws SQLException {
        if (bound == null || !DataType.isCharacterStringType(bound.getValueType())) {
            return bound;
        }
        TemporalText.Kind read = TemporalText.Kind.valueOf(kind);
        if (read != TemporalText.Kind.TIME && read != TemporalText.Kind.TIMETZ && TemporalText.outOfRange(bound.getString())) {
            // year 0, which H2 would read as 1 BC, or a day before PostgreSQL's first
            throw new SQLException("date/time field value out of range: \"" + bound.getString() + "\"", "22008");
        }
        String text = TemporalText.forH2(bound.getString(), read);
        return text == null ? bound : ValueVarchar.get(text);
    }
}
