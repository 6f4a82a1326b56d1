package io.hotrow.placement.move;

import static io.hotrow.placement.move.SqlNames.quote;
import static io.hotrow.placement.move.SqlNames.quoteAll;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/** Streams one table's rows in key order from the source into a {@link RowSink}, in one target transaction per table. */
final class RowCopier {

    static final int BATCH = 1000;

    private final Connection source;
    private final Connection target;
    private final boolean postgresTarget;

    RowCopier(Connection source, Connection target, boolean postgresTarget) {
        this.source = source;
        this.target = target;
        this.postgresTarget = postgresTarget;
    }

    long count(Table table) throws SQLException {
        return Queries.single(source, "SELECT count(*) FROM " + quote(table.name()));
    }

    long copy(Table table, long total, CopyProgress progress) throws SQLException {
        List<Column> columns = table.columns();
        String select = "SELECT " + quoteAll(columns.stream().map(Column::name).toList()) + " FROM " + quote(table.name())
                + (table.primaryKey() == null ? "" : " ORDER BY " + quoteAll(table.primaryKey().columns()));
        long copied = 0;
        progress.table(table.name(), 0, total);
        target.setAutoCommit(false);
        try (Statement reader = source.createStatement()) {
            reader.setFetchSize(BATCH); // pgjdbc streams with a cursor instead of loading the whole table
            try (ResultSet rows = reader.executeQuery(select); RowSink sink = RowSink.open(target, table.name(), columns, postgresTarget)) {
                while (rows.next()) {
                    Object[] row = new Object[columns.size()];
                    for (int i = 0; i < row.length; i++) {
                        row[i] = columns.get(i).type().read(rows, i + 1);
                    }
                    sink.write(row);
                    if (++copied % BATCH == 0) {
                        sink.flush();
                        progress.table(table.name(), copied, total);
                    }
                }
            }
            target.commit();
        } catch (SQLException e) {
            target.rollback();
            throw e;
        } finally {
            target.setAutoCommit(true);
        }
        progress.table(table.name(), copied, total);
        return copied;
    }
}
