package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.ParameterMark;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.h2.expression.ParameterInterface;
import org.h2.value.Value;

/**
 * A prepared statement's parameters typed by the values bound to them, as PostgreSQL types them.
 * H2 types a parameter from where it stands when the statement is prepared ({@code ? * qty} with
 * an integer qty: an integer) and converts the bound value to that type, so 2.50 bound there counts
 * as 3; pgjdbc sends a BigDecimal as numeric, a double as double precision and a float as real, and
 * PostgreSQL computes {@code 2.50 * qty}. When such a value meets a parameter H2 types as an integer,
 * or leaves untyped (as in arithmetic), the statement moves to an H2 statement of the same text
 * with that parameter cast, taking the values bound so far: {@code hotrow_numeric(?1)} (H2's own
 * cast to NUMERIC drops trailing zeros), {@code CAST(?1 AS DOUBLE PRECISION)}, {@code CAST(?1 AS
 * REAL)}. Each text is prepared once and kept for the statement's life, so a loop of executions
 * prepares nothing more; until such a value is bound, none of this is made.
 */
final class ParameterCasts {

    enum Cast {
        /** As H2 types the parameter. */
        NONE("an integer, a string, ..."),
        NUMERIC("BigDecimal"),
        DOUBLE("double"),
        REAL("float");

        private final String javaTypes;

        Cast(String javaTypes) {
            this.javaTypes = javaTypes;
        }
    }

    private static final int NOT_READ = Integer.MIN_VALUE;

    private final String sql;
    /** Read when a parameter is first cast; null when they do not number H2's parameters exactly (the text is then left as it is). */
    private List<ParameterMark> marks;
    private boolean marksRead;
    private final EngineConnection.Preparation prepare;
    private final List<? extends ParameterInterface> parameters;
    /** H2's type of each parameter from its place (see {@link H2Parameters#placeType}), read when first needed. */
    private final int[] placeTypes;
    private final Map<List<Cast>, PreparedStatement> statements = new HashMap<>();
    private Cast[] current;
    private PreparedStatement statement;

    /** For {@code plain}, H2's statement of the executable text {@code sql}, which {@code prepare} prepares again with other casts. */
    ParameterCasts(PreparedStatement plain, String sql, EngineConnection.Preparation prepare) throws SQLException {
        this.sql = sql;
        this.prepare = prepare;
        this.statement = plain;
        parameters = H2Parameters.of(plain);
        placeTypes = new int[parameters.size()];
        Arrays.fill(placeTypes, NOT_READ);
        current = new Cast[placeTypes.length];
        Arrays.fill(current, Cast.NONE);
        statements.put(List.of(current), plain);
    }

    /**
     * The statement on which to bind parameter {@code index} a value PostgreSQL types as {@code cast}
     * ({@link Cast#NONE}: the type H2 gives it). {@code batchPending}: rows were added to the current
     * statement's batch. They move along where the parameter was not cast (they bound it integers,
     * which keep their values under the cast); rows that bound it another cast's type are refused.
     */
    PreparedStatement statementFor(int index, Cast cast, boolean batchPending) throws SQLException {
        if (index < 1 || index > current.length) {
            return statement; // H2 reports the index
        }
        Cast wanted = cast != Cast.NONE && integerOrUntyped(placeType(index)) && marks() != null ? cast : Cast.NONE;
        if (current[index - 1] == wanted || batchPending && wanted == Cast.NONE) {
            return statement;
        }
        if (batchPending && current[index - 1] != Cast.NONE) {
            throw EngineErrors.unsupported("binding parameter " + index + " a value of another type (" + wanted.javaTypes
                    + ") than the rows already in the batch (" + current[index - 1].javaTypes + "); execute the batch first, or bind"
                    + " the same Java type in every row");
        }
        Cast[] next = current.clone();
        next[index - 1] = wanted;
        PreparedStatement target = statements.get(List.of(next));
        if (target == null) {
            target = prepare.with(castText(sql, marks, next));
            statements.put(List.of(next), target);
        }
        H2Parameters.copy(statement, target);
        if (batchPending) {
            H2Parameters.moveBatch(statement, target);
        }
        current = next;
        statement = target;
        return target;
    }

    /** Every statement prepared for the casts, the first one included. */
    void close() throws SQLException {
        for (PreparedStatement prepared : statements.values()) {
            prepared.close();
        }
    }

    private int placeType(int index) {
        if (placeTypes[index - 1] == NOT_READ) {
            placeTypes[index - 1] = H2Parameters.placeType(parameters.get(index - 1));
        }
        return placeTypes[index - 1];
    }

    private List<ParameterMark> marks() {
        if (!marksRead) {
            marksRead = true;
            List<ParameterMark> found = ParameterMark.in(sql);
            boolean numbered = found.stream().allMatch(mark -> mark.number() >= 1 && mark.number() <= placeTypes.length)
                    && found.stream().mapToInt(ParameterMark::number).distinct().count() == placeTypes.length;
            marks = numbered ? found : null;
        }
        return marks;
    }

    private static boolean integerOrUntyped(int h2Type) {
        return h2Type == Value.UNKNOWN || h2Type == Value.TINYINT || h2Type == Value.SMALLINT || h2Type == Value.INTEGER
                || h2Type == Value.BIGINT;
    }

    /** {@code sql} with the parameters {@code casts} names wrapped in their casts. */
    static String castText(String sql, List<ParameterMark> marks, Cast[] casts) {
        StringBuilder text = new StringBuilder(sql.length() + 32);
        int done = 0;
        for (ParameterMark mark : marks) {
            Cast cast = casts[mark.number() - 1];
            if (cast != Cast.NONE) {
                String parameter = sql.substring(mark.begin(), mark.end());
                text.append(sql, done, mark.begin()).append(switch (cast) {
                    case NUMERIC -> "hotrow_numeric(" + parameter + ")";
                    case DOUBLE -> "CAST(" + parameter + " AS DOUBLE PRECISION)";
                    default -> "CAST(" + parameter + " AS REAL)";
                });
                done = mark.end();
            }
        }
        return text.append(sql, done, sql.length()).toString();
    }
}
