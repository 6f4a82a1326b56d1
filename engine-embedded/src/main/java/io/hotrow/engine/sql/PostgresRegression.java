package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.h2.api.Aggregate;
import org.h2.value.Value;

/**
 * PostgreSQL's two-argument statistics of {@code (y, x)}: {@code corr}, {@code covar_pop}, {@code covar_samp} and the
 * {@code regr_} family, installed by {@link PostgresFunctions} as {@code pg_catalog.pg_corr} and so on and called by the
 * dialect shim in their place. Every one is a double of the same sums PostgreSQL keeps ({@code float8_regr_accum}: N, Σx,
 * Σy and the squared deviations by Youngs and Cramer's updates), so its last digits are PostgreSQL's; H2 summed otherwise.
 */
public abstract class PostgresRegression implements Aggregate {

    /** The engine's aggregates, by the name the shim calls (in pg_catalog), and their classes. */
    static final Map<String, Class<? extends PostgresRegression>> AGGREGATES = Map.ofEntries(Map.entry("pg_corr", Corr.class),
            Map.entry("pg_covar_pop", CovarPop.class), Map.entry("pg_covar_samp", CovarSamp.class),
            Map.entry("pg_regr_avgx", AvgX.class), Map.entry("pg_regr_avgy", AvgY.class), Map.entry("pg_regr_count", Count.class),
            Map.entry("pg_regr_intercept", Intercept.class), Map.entry("pg_regr_r2", R2.class), Map.entry("pg_regr_slope", Slope.class),
            Map.entry("pg_regr_sxx", Sxx.class), Map.entry("pg_regr_sxy", Sxy.class), Map.entry("pg_regr_syy", Syy.class));

    /** The sums PostgreSQL's transition function keeps. */
    record Sums(double n, double sx, double sxx, double sy, double syy, double sxy) {
    }

    private final String name;
    private final Function<Sums, Object> result;
    private double n;
    private double sx;
    private double sxx;
    private double sy;
    private double syy;
    private double sxy;

    PostgresRegression(String name, Function<Sums, Object> result) {
        this.name = name;
        this.result = result;
    }

    @Override
    public void init(Connection connection) {
        // no state outside the group
    }

    @Override
    public int getInternalType(int[] inputTypes) throws SQLException {
        for (int type : inputTypes) {
            switch (type) {
                case Value.NULL, Value.TINYINT, Value.SMALLINT, Value.INTEGER, Value.BIGINT, Value.NUMERIC, Value.DECFLOAT, Value.REAL,
                        Value.DOUBLE -> {
                }
                default -> throw new SQLException("function " + name + "(" + Value.getTypeName(type).toLowerCase(Locale.ROOT)
                        + ") does not exist", "42883");
            }
        }
        if (inputTypes.length != 2) {
            throw new SQLException("function " + name + " takes two arguments", "42883");
        }
        return name.equals("regr_count") ? Value.BIGINT : Value.DOUBLE;
    }

    /** One row's {@code (y, x)}, as PostgreSQL's {@code float8_regr_accum} adds it; a row with a NULL is skipped (strict). */
    @Override
    public void add(Object value) {
        Object[] pair = (Object[]) value;
        if (pair[0] == null || pair[1] == null) {
            return;
        }
        double y = ((Number) pair[0]).doubleValue();
        double x = ((Number) pair[1]).doubleValue();
        double previous = n;
        n += 1.0;
        sx += x;
        sy += y;
        if (previous > 0.0) {
            double dx = x * n - sx;
            double dy = y * n - sy;
            double scale = 1.0 / (n * previous);
            sxx += dx * dx * scale;
            syy += dy * dy * scale;
            sxy += dx * dy * scale;
        } else {
            if (Double.isNaN(x) || Double.isInfinite(x)) {
                sxx = Double.NaN;
                sxy = Double.NaN;
            }
            if (Double.isNaN(y) || Double.isInfinite(y)) {
                syy = Double.NaN;
                sxy = Double.NaN;
            }
        }
    }

    @Override
    public Object getResult() {
        return result.apply(new Sums(n, sx, sxx, sy, syy, sxy));
    }

    /** {@code corr(y, x)}: NULL for a horizontal or vertical line, as the standard says. */
    public static final class Corr extends PostgresRegression {
        public Corr() {
            super("corr", s -> s.n() < 1 || s.sxx() == 0 || s.syy() == 0 ? null : s.sxy() / Math.sqrt(s.sxx() * s.syy()));
        }
    }

    /** {@code covar_pop(y, x)}. */
    public static final class CovarPop extends PostgresRegression {
        public CovarPop() {
            super("covar_pop", s -> s.n() < 1 ? null : s.sxy() / s.n());
        }
    }

    /** {@code covar_samp(y, x)}. */
    public static final class CovarSamp extends PostgresRegression {
        public CovarSamp() {
            super("covar_samp", s -> s.n() < 2 ? null : s.sxy() / (s.n() - 1.0));
        }
    }

    /** {@code regr_avgx(y, x)}. */
    public static final class AvgX extends PostgresRegression {
        public AvgX() {
            super("regr_avgx", s -> s.n() < 1 ? null : s.sx() / s.n());
        }
    }

    /** {@code regr_avgy(y, x)}. */
    public static final class AvgY extends PostgresRegression {
        public AvgY() {
            super("regr_avgy", s -> s.n() < 1 ? null : s.sy() / s.n());
        }
    }

    /** {@code regr_count(y, x)}: the rows where both are not NULL, a bigint. */
    public static final class Count extends PostgresRegression {
        public Count() {
            super("regr_count", s -> (long) s.n());
        }
    }

    /** {@code regr_intercept(y, x)}. */
    public static final class Intercept extends PostgresRegression {
        public Intercept() {
            super("regr_intercept", s -> s.n() < 1 || s.sxx() == 0 ? null : (s.sy() - s.sx() * s.sxy() / s.sxx()) / s.n());
        }
    }

    /** {@code regr_r2(y, x)}: 1 for a horizontal line. */
    public static final class R2 extends PostgresRegression {
        public R2() {
            super("regr_r2", s -> s.n() < 1 || s.sxx() == 0 ? null : s.syy() == 0 ? 1.0 : s.sxy() * s.sxy() / (s.sxx() * s.syy()));
        }
    }

    /** {@code regr_slope(y, x)}. */
    public static final class Slope extends PostgresRegression {
        public Slope() {
            super("regr_slope", s -> s.n() < 1 || s.sxx() == 0 ? null : s.sxy() / s.sxx());
        }
    }

    /** {@code regr_sxx(y, x)}. */
    public static final class Sxx extends PostgresRegression {
        public Sxx() {
            super("regr_sxx", s -> s.n() < 1 ? null : s.sxx());
        }
    }

    /** {@code regr_sxy(y, x)}. */
    public static final class Sxy extends PostgresRegression {
        public Sxy() {
            super("regr_sxy", s -> s.n() < 1 ? null : s.sxy());
        }
    }

    /** {@code regr_syy(y, x)}. */
    public static final class Syy extends PostgresRegression {
        public Syy() {
            super("regr_syy", s -> s.n() < 1 ? null : s.syy());
        }
    }
}
