package io.hotrow.placement.move;

import static io.hotrow.placement.move.SqlNames.quote;
import static io.hotrow.placement.move.SqlNames.quoteAll;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Collectors;

/** Rows as one prepared INSERT, sent in JDBC batches. */
final class BatchedInserts implements RowSink {

    private final List<Column> columns;
    private final boolean postgresTarget;
    private final PreparedStatement insert;

    BatchedInserts(Connection target, String table, List<Column> columns, boolean postgresTarget) throws SQLException {
        this.columns = columns;
        this.postgresTarget = postgresTarget;
        this.insert = target.prepareStatement("INSERT INTO " + quote(table) + " (" + quoteAll(columns.stream().map(Column::name).toList())
                + ") VALUES (" + columns.stream().map(c -> c.type().placeholder(postgresTarget)).collect(Collectors.joining(", ")) + ")");
    }

    @Override
    public void write(Object[] row) throws SQLException {
        for (int i = 0; i < row.length; i++) {
            columns.get(i).type().bind(insert, i + 1, row[i], postgresTarget);
        }
        insert.addBatch();
    }

    @Override
    public void flush() throws SQLException {
        insert.executeBatch();
    }

    @Override
    public void close() throws SQLException {
        try {
            flush();
        } finally {
            insert.close();
        }
    }
}
