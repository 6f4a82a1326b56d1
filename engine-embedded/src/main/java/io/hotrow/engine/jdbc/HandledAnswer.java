package io.hotrow.engine.jdbc;

import java.sql.ResultSet;

/**
 * What a statement the session runs itself answered: the rows of a FETCH or an EXECUTE, or an update
 * count (the rows a MOVE passed, or an EXECUTE changed; else 0).
 */
record HandledAnswer(ResultSet rows, long count) {
}
