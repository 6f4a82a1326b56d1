package io.hotrow.engine.sql;

import org.h2.value.Value;
import org.h2.value.ValueArray;

/**
 * PostgreSQL's {@code array_length(array, dimension)}, installed by {@link PostgresFunctions} over
 * H2's, which takes no dimension: the length along that dimension (an array of arrays is
 * PostgreSQL's multidimensional array), null for an empty array or a dimension it does not have.
 * With it {@code array_lower} and {@code array_upper} (pgjdbc's type lookup calls the latter): the
 * engine's arrays start at 1, so the bounds are 1 and the length.
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
}
