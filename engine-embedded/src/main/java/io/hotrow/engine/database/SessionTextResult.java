package io.hotrow.engine.database;

import java.sql.SQLWarning;
import java.util.List;

/**
 * What a SET, SHOW or RESET text answered.
 *
 * @param columns the column names of what SHOW shows, or null when the text shows nothing
 * @param rows    SHOW's rows, each a value per column
 * @param warning what PostgreSQL would send as a notice (SET LOCAL outside a transaction), or null
 */
public record SessionTextResult(List<String> columns, List<List<String>> rows, SQLWarning warning) {

    public static SessionTextResult nothing(SQLWarning warning) {
        return new SessionTextResult(null, List.of(), warning);
    }

    public boolean hasRows() {
        return columns != null;
    }
}
