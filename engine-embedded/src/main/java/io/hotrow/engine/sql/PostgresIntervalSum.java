package io.hotrow.engine.sql;

import java.math.BigInteger;
import java.sql.Connection;
import java.sql.SQLException;
import org.h2.api.Aggregate;
import org.h2.api.Interval;
import org.h2.api.IntervalQualifier;

/**
 * PostgreSQL's {@code sum} of intervals, installed by {@link PostgresFunctions} as {@code pg_catalog.hotrow_interval_sum} and
 * written by the engine in place of {@code sum} of an interval column ({@code ColumnArithmetic}): the days and the times
 * added apart, as PostgreSQL's interval_pl adds them, so that {@code 20:00:00} and {@code 10:00:00} make {@code 30:00:00}
 * (H2's sum carried it into {@code 1 day 06:00:00}). A sum PostgreSQL keeps as days and a time of a day or more, or of
 * two signs ({@code 1 day 32:30:00}), is refused ({@link DayTimeParts#of}).
 */
public final class PostgresIntervalSum implements Aggregate {

    private boolean months;
    private boolean any;
    private BigInteger sum = BigInteger.ZERO;
    private long days;

    @Override
    public void init(Connection connection) {
        // no state outside the group
    }

    @Override
    public int getInternalType(int[] inputTypes) throws SQLException {
        return DayTimeParts.aggregateType(inputTypes[0], "sum");
    }

    @Override
    public void add(Object value) {
        if (value instanceof Interval interval) {
            months = interval.getQualifier().isYearMonth();
            sum = sum.add(DayTimeParts.absolute(interval));
            days += DayTimeParts.days(interval);
            any = true;
        }
    }

    @Override
    public Object getResult() throws SQLException {
        if (!any) {
            return null;
        }
        if (months) {
            return DayTimeParts.interval(IntervalQualifier.YEAR_TO_MONTH, sum);
        }
        return DayTimeParts.of(days, sum.subtract(DayTimeParts.NANOS_PER_DAY.multiply(BigInteger.valueOf(days))), "the sum of these intervals");
    }
}
