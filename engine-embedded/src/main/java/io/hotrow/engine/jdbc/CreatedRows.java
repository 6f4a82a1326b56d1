package io.hotrow.engine.jdbc;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.create.table.CreateTable;
import net.sf.jsqlparser.statement.create.view.CreateView;

/**
 * {@code CREATE TABLE ... AS query} and {@code CREATE MATERIALIZED VIEW ... AS query}: PostgreSQL reports the rows the query
 * gave (pgjdbc's update count, psql's {@code SELECT n}); H2 reports 0. The rows are counted in the new table right after H2 made
 * it, on the same H2 session within the same run of the statement, so no other session's rows are among them.
 */
final class CreatedRows {

    private final String countQuery;
    private long rows = -1;

    private CreatedRows(String countQuery) {
        this.countQuery = countQuery;
    }

    /** The count to take after {@code analysis} runs, or null when it makes no table of a query's rows. */
    static CreatedRows of(StatementAnalysis analysis) {
        Table made = null;
        if (analysis.ast() instanceof CreateTable table && table.getSelect() != null) {
            made = table.getTable();
        } else if (analysis.ast() instanceof CreateView view && view.isMaterialized()) {
            made = view.getView();
        }
        // the name as written: H2 folds unquoted names to lower case as PostgreSQL does (DATABASE_TO_LOWER)
        return made == null ? null : new CreatedRows("SELECT count(*) FROM " + made.getFullyQualifiedName());
    }

    /**
     * Counts the new table's rows on {@code h2}, the session that made it. A name the count cannot reach leaves H2's count
     * (0) rather than fail a statement that did what it said.
     */
    void count(Connection h2) {
        try (Statement statement = h2.createStatement(); ResultSet count = statement.executeQuery(countQuery)) {
            count.next();
            rows = count.getLong(1);
        } catch (SQLException unreachable) {
            rows = -1;
        }
    }

    /** The rows counted, or -1 when the statement did not get as far. */
    long rows() {
        return rows;
    }
}
