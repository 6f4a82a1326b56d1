package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code array_length(array, dimension)}, installed by {@link PostgresFunctions} over
 * H2's, which takes no dimension: the length along that dimension (an array of arrays is
 * PostgreSQL's multidimensional array), null for an empty array or a dimension it does not have.
 * With it {@code array_lower} and {@code array_upper} (pgjdbc's type lookup calls the latter): the
 * engine's arrays start at 1, so the bounds are 1 and the length. And {@code array_position} and
 * {@code array_positions}, which H2 lacks: where an element equal to the one sought is, a NULL matching NULL.
 */
public final class ArrayFunctions {

    private ArrayFunctions() {
    }

    /** H2's one-argument form, kept for H2's own text of views made before the engine installed this: the element count. */
    public static Integer arrayLength(Value array) {
        return array instanceof ValueArray elements ? elements.getList().length : null;
    }

    public static Integer arrayLength(Value array, Integer dimension) {
        if (dimension == null || dimension < 1) {
            return null;
        }
        Value level = array;
        for (int d = 1; d < dimension; d++) {
            if (!(level instanceof ValueArray elements) || elements.getList().length == 0) {
                return null;
            }
            level = elements.getList()[0];
        }
        return level instanceof ValueArray elements && elements.getList().length > 0 ? elements.getList().length : null;
    }

    public static Integer arrayLower(Value array, Integer dimension) {
        return arrayLength(array, dimension) == null ? null : 1;
    }

    public static Integer arrayUpper(Value array, Integer dimension) {
        return arrayLength(array, dimension);
    }

    public static Integer arrayPosition(Connection connection, Value array, Value element) throws SQLException {
        return arrayPosition(connection, array, element, 1);
    }

    /** The first position, from {@code start} on, whose element is not distinct from {@code element}; null for none. */
    public static Integer arrayPosition(Connection connection, Value array, Value element, Integer start) throws SQLException {
        if (start == null) {
            throw new SQLException("initial position must not be null", "22004");
        }
        List<Integer> positions = positions(connection, array, element, start, true);
        return positions == null || positions.isEmpty() ? null : positions.get(0);
    }

    public static Integer[] arrayPositions(Connection connection, Value array, Value element) throws SQLException {
        List<Integer> positions = positions(connection, array, element, 1, false);
        return positions == null ? null : positions.toArray(Integer[]::new);
    }

    /**
     * array_remove's elements: those distinct from {@code element}, compared as values, as PostgreSQL writes an array's elements;
     * null for a NULL array. A text array still, as H2 types a Java function by its class, but H2 handed the former function the
     * elements' text, so {@code array_remove(ARRAY[1.0, 2.0], 1)} kept 1.0 and a boolean array became {FALSE}.
     */
    public static String[] remove(Connection connection, Value array, Value element) throws SQLException {
        List<Integer> removed = positions(connection, array, element, 1, false);
        if (removed == null) {
            return null;
        }
        Set<Integer> dropped = new HashSet<>(removed);
        Value[] list = ((ValueArray) array).getList();
        List<String> kept = new ArrayList<>();
        for (int i = 1; i <= list.length; i++) {
            if (!dropped.contains(i)) {
                kept.add(PostgresText.of(list[i - 1]));
            }
        }
        return kept.toArray(String[]::new);
    }

    /** The positions (from 1) from {@code start} on whose elements are not distinct from {@code element}; null for a NULL array. */
    private static List<Integer> positions(Connection connection, Value array, Value element, int start, boolean first) throws SQLException {
        if (!(array instanceof ValueArray elements)) {
            return null;
        }
        SessionLocal session = (SessionLocal) ((JdbcConnection) connection).getSession();
        Value sought = element == null ? ValueNull.INSTANCE : element;
        List<Integer> positions = new ArrayList<>();
        Value[] list = elements.getList();
        for (int i = Math.max(start, 1); i <= list.length; i++) {
            Value value = list[i - 1];
            if (value instanceof ValueArray) {
                throw new SQLException("searching for elements in multidimensional arrays is not supported", "0A000");
            }
            boolean same = value == ValueNull.INSTANCE || sought == ValueNull.INSTANCE ? value == sought
                    : value.compareTo(sought, session, session.getDatabase().getCompareMode()) == 0;
            if (same) {
                positions.add(i);
                if (first) {
                    break;
                }
            }
        }
        return positions;
    }
}
