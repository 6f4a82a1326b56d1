package io.hotrow.engine.wire;

import java.io.EOFException;
import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;
import java.util.List;

/**
 * COPY ... FROM STDIN: the client's rows become INSERTs through the session, in batches, inside one
 * transaction (the client's, or one of its own in autocommit, so a COPY is all or nothing as in
 * PostgreSQL). The transaction holds the writer lane as any write does, and the COPY completes
 * only once its commit is durable. After an error the rest of the data is read and dropped until
 * the client ends the copy, as PostgreSQL does.
 */
final class CopyIn {

    private static final int BATCH = 1000;

    private final WireSession session;
    private final MessageReader reader;
    private final MessageWriter writer;
    private final int maxRecordBytes;

    CopyIn(WireSession session, MessageReader reader, MessageWriter writer, int maxRecordBytes) {
        this.session = session;
        this.reader = reader;
        this.writer = writer;
        this.maxRecordBytes = maxRecordBytes;
    }

    /** The rows copied; fails with the first error, after the client has ended the copy. */
    long run(CopyCommand copy) throws SQLException, IOException, ProtocolException {
        CopyTarget target = CopyTarget.of(session, copy);
        boolean own = !session.inTransaction();
        if (own) {
            session.execute("BEGIN");
        }
        SQLException failure = null;
        long rows = 0;
        // COPY writes a GENERATED ALWAYS identity column as given, as PostgreSQL's does (pg_dump's data restores so)
        String insert = "INSERT INTO " + copy.table() + " (" + String.join(", ", CopyTarget.quoted(target.names())) + ") OVERRIDING SYSTEM VALUE VALUES ("
                + String.join(", ", Collections.nCopies(target.names().size(), "?")) + ")";
        try (PreparedStatement statement = session.connection().prepareStatement(insert)) {
            writer.copyInResponse(target.names().size());
            writer.flush();
            CopyRecords records = new CopyRecords(copy.format(), maxRecordBytes);
            int batched = 0;
            while (true) {
                FrontendMessage message = reader.next();
                if (message == null) {
                    throw new EOFException("the client closed the connection during COPY");
                }
                List<List<String>> complete;
                boolean done = false;
                switch (message.type()) {
                    case FrontendMessage.COPY_DATA -> complete = failure == null ? records.add(message.body().rest()) : List.of();
                    case FrontendMessage.COPY_DONE -> {
                        complete = failure == null ? records.finish() : List.of();
                        done = true;
                    }
                    case FrontendMessage.COPY_FAIL -> {
                        String reason = message.body().cstring();
                        if (failure == null) {
                            failure = new SQLException("COPY from stdin failed: " + reason, "57014");
                        }
                        complete = List.of();
                        done = true;
                    }
                    case FrontendMessage.FLUSH, FrontendMessage.SYNC -> complete = List.of(); // ignored during COPY, as PostgreSQL does
                    default -> throw ProtocolException.framing("unexpected message type " + MessageReader.printable(message.type())
                            + " during COPY from stdin");
                }
                try {
                    for (List<String> record : complete) {
                        bind(statement, record, target, copy.format());
                        statement.addBatch();
                        rows++;
                        if (++batched == BATCH) {
                            session.run(statement, statement::executeBatch);
                            batched = 0;
                        }
                    }
                    if (done && failure == null && batched > 0) {
                        session.run(statement, statement::executeBatch);
                    }
                } catch (SQLException e) {
                    failure = failure == null ? e : failure;
                }
                if (done) {
                    break;
                }
            }
        } catch (SQLException e) {
            failure = failure == null ? e : failure;
        }
        if (failure != null) {
            if (own) {
                rollback(failure);
            }
            throw failure;
        }
        if (own) {
            session.execute("COMMIT"); // returns once durable: the COPY is acknowledged after its rows are
        }
        return rows;
    }

    private void rollback(SQLException failure) {
        try {
            session.execute("ROLLBACK");
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }

    private static void bind(PreparedStatement statement, List<String> record, CopyTarget target, CopyFormat format) throws SQLException {
        if (record.size() > target.names().size()) {
            throw new SQLException("extra data after last expected column", "22P04");
        }
        if (record.size() < target.names().size()) {
            throw new SQLException("missing data for column \"" + target.names().get(record.size()) + "\"", "22P04");
        }
        for (int i = 0; i < record.size(); i++) {
            String name = target.names().get(i);
            String field = record.get(i);
            if (field == null && format.forceNotNull().contains(name)) {
                field = format.nullString();
            } else if (field != null && field.equals(format.nullString()) && format.forceNull().contains(name)) {
                field = null;
            }
            WireType type = target.types().get(i);
            ParameterBinder.set(statement, i + 1, field == null ? null : ParameterText.parse(field, type), type);
        }
    }
}
