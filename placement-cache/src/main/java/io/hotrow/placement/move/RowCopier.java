package io.hotrow.placement.move;

import static io.hotrow.placement.move.SqlNames.quote;
import static io.hotrow.placement.move.SqlNames.quoteAll;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Streams one table's rows in key order from the source into batched inserts on the target, in
 * one target transaction per table.
 */
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
        List<String> names = columns.stream().map(Column::name).toList();
        String select = "SELECT " + quoteAll(names) + " FROM " + quote(table.name())
                + (table.primaryKey() == null ? "" : " ORDER BY " + quoteAll(table.primaryKey().columns()));
        String insert = "INSERT INTO " + quote(table.name()) + " (" + quoteAll(names) + ") VALUES ("
                + columns.stream().map(c -> c.type().placeholder(postgresTarget)).collect(Collectors.joining(", ")) + ")";
        long copied = 0;
        progress.table(table.name(), 0, total);
        target.setAutoCommit(false);
        try (Statement reader = source.createStatement(); PreparedStatement writer = target.prepareStatement(insert)) {
            reader.setFetchSize(BATCH); // pgjdbc streams with a cursor instead of loading the whole table
            try (ResultSet rows = reader.executeQuery(select)) {
                while (rows.next()) {
                    for (int i = 0; i < columns.size(); i++) {
                        ColumnType type = columns.get(i).type();
                        type.bind(writer, i + 1, type.read(rows, i + 1), postgresTarget);
                    }
                    writer.addBatch();
                    if (++copied % BATCH == 0) {
                        writer.executeBatch();
                        progress.table(table.name(), copied, total);
                    }
                }
            }
            writer.executeBatch();
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
