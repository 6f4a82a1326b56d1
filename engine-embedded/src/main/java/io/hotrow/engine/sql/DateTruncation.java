package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Set;
import org.h2.util.JSR310Utils;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code date_trunc}, as the interval from a value to its truncation, which the dialect
 * shim adds to H2's DATE_TRUNC to the microsecond (that gives the result its type): a
 * {@code timestamptz} is truncated in the session's TimeZone, and from a day up the truncated
 * wall-clock time is placed in the zone again (its offset may differ, across a change to summer
 * time); weeks start on Monday; decades, centuries and millennia as PostgreSQL counts them (2001 is
 * the first year of the 21st century). A date is truncated as the {@code timestamptz} of its
 * midnight in the session's TimeZone, as PostgreSQL casts it.
 */
public final class DateTruncation {

    private static final Set<String> WITHIN_THE_HOUR = Set.of("microseconds", "milliseconds", "second", "minute", "hour");

    private DateTruncation() {
    }

    /** The interval to add to {@code value} for PostgreSQL's {@code date_trunc(unit, value)}. */
    public static Duration shift(Connection connection, Value unit, Value value) throws SQLException {
        if (unit == ValueNull.INSTANCE || value == ValueNull.INSTANCE) {
            return null;
        }
        String field = DateFields.unit(unit.getString(), value);
        return switch (value.getValueType()) {
            case Value.TIMESTAMP -> {
                LocalDateTime local = JSR310Utils.valueToLocalDateTime(value, null);
                yield Duration.between(local, truncate(field, local, value));
            }
            case Value.TIMESTAMP_TZ, Value.DATE -> {
                OffsetDateTime instant = SessionTime.instant(value, connection);
                ZonedDateTime inZone = instant.atZoneSameInstant(SessionTime.zone(connection));
                LocalDateTime truncated = truncate(field, inZone.toLocalDateTime(), value);
                // Within the hour the offset stays; from a day up PostgreSQL places the wall-clock time in the zone again.
                OffsetDateTime result = WITHIN_THE_HOUR.contains(field) ? truncated.atOffset(inZone.getOffset())
                        : SessionTime.atZone(truncated, inZone.getZone()).toOffsetDateTime();
                yield Duration.between(instant, result);
            }
            default -> throw new SQLException("function date_trunc(unknown, " + DateFields.typeName(value) + ") does not exist", "42883");
        };
    }

    private static LocalDateTime truncate(String field, LocalDateTime t, Value value) throws SQLException {
        LocalDate date = t.toLocalDate();
        int year = date.getYear();
        return switch (field) {
            case "microseconds" -> t.truncatedTo(ChronoUnit.MICROS);
            case "milliseconds" -> t.truncatedTo(ChronoUnit.MILLIS);
            case "second" -> t.truncatedTo(ChronoUnit.SECONDS);
            case "minute" -> t.truncatedTo(ChronoUnit.MINUTES);
            case "hour" -> t.truncatedTo(ChronoUnit.HOURS);
            case "day" -> date.atStartOfDay();
            case "week" -> date.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY)).atStartOfDay();
            case "month" -> date.withDayOfMonth(1).atStartOfDay();
            case "quarter" -> date.withDayOfMonth(1).withMonth((date.getMonthValue() - 1) / 3 * 3 + 1).atStartOfDay();
            case "year" -> date.withDayOfYear(1).atStartOfDay();
            case "decade" -> yearStart(year > 0 ? year / 10 * 10 : -((8 - (year - 1)) / 10) * 10);
            case "century" -> yearStart(year > 0 ? (year + 99) / 100 * 100 - 99 : -((99 - (year - 1)) / 100) * 100 + 1);
            case "millennium" -> yearStart(year > 0 ? (year + 999) / 1000 * 1000 - 999 : -((999 - (year - 1)) / 1000) * 1000 + 1);
            default -> throw DateFields.unsupported(field, value);
        };
    }

    private static LocalDateTime yearStart(int year) {
        return LocalDate.of(year, 1, 1).atStartOfDay();
    }
}
