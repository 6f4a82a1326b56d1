package io.hotrow.engine.sql;

import java.time.LocalDateTime;
import java.time.YearMonth;

/**
 * The fields of PostgreSQL's {@code age(t1, t2)}: t1 - t2 in months, days, hours, minutes, seconds and microseconds, each
 * field borrowing from the next larger as PostgreSQL does (a day borrows the length of the earlier value's month), all of one
 * {@code sign}: -1 where t1 is before t2.
 */
record AgeParts(int sign, long months, long days, long hours, long minutes, long seconds, long micros) {

    private static final long MICROS_PER_SECOND = 1_000_000L;

    static AgeParts between(LocalDateTime t1, LocalDateTime t2) {
        boolean negative = t1.isBefore(t2);
        int sign = negative ? -1 : 1;
        long micros = sign * (t1.getNano() / 1000 - t2.getNano() / 1000);
        long seconds = sign * (t1.getSecond() - t2.getSecond());
        long minutes = sign * (t1.getMinute() - t2.getMinute());
        long hours = sign * (t1.getHour() - t2.getHour());
        long days = sign * (t1.getDayOfMonth() - t2.getDayOfMonth());
        long months = sign * (t1.getMonthValue() - t2.getMonthValue()) + 12L * sign * (t1.getYear() - t2.getYear());
        if (micros < 0) {
            micros += MICROS_PER_SECOND;
            seconds--;
        }
        if (seconds < 0) {
            seconds += 60;
            minutes--;
        }
        if (minutes < 0) {
            minutes += 60;
            hours--;
        }
        if (hours < 0) {
            hours += 24;
            days--;
        }
        while (days < 0) { // at most twice: a day count above -32 and months of 28 days or more
            LocalDateTime borrowed = negative ? t1 : t2; // PostgreSQL borrows the length of the earlier value's month
            days += YearMonth.of(borrowed.getYear(), borrowed.getMonthValue()).lengthOfMonth();
            months--;
        }
        return new AgeParts(sign, months, days, hours, minutes, seconds, micros);
    }
}
