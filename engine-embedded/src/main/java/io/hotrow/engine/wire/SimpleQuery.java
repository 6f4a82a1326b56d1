package io.hotrow.engine.wire;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A simple Query message: each statement of its text runs in turn with its own results and
 * CommandComplete; the first error ends the message. As in PostgreSQL, several statements sent
 * in one message outside a transaction run as one (implicit) transaction, unless they control
 * transactions themselves or only read.
 */
final class SimpleQuery {

    private static final Set<String> READ_WORDS = Set.of("select", "values", "table", "show", "set", "reset");

    private final WireSession session;
    private final MessageReader reader;
    private final MessageWriter writer;
    private final StatementRunner runner;
    private final int maxRecordBytes;

    SimpleQuery(WireSession session, MessageReader reader, MessageWriter writer, int maxRecordBytes) {
        this.session = session;
        this.reader = reader;
        this.writer = writer;
        this.runner = new StatementRunner(session, writer);
        this.maxRecordBytes = maxRecordBytes;
    }

    void run(String sql) throws IOException, ProtocolException {
        List<StatementText> statements = StatementText.split(sql);
        if (statements.isEmpty()) {
            writer.emptyQueryResponse();
            return;
        }
        boolean implicit = false;
        try {
            List<StatementPlan> plans = new ArrayList<>(statements.size());
            for (StatementText statement : statements) {
                plans.add(StatementPlan.of(statement));
            }
            implicit = needsImplicitTransaction(plans);
            if (implicit) {
                session.execute("BEGIN");
            }
            for (StatementPlan plan : plans) {
                run(plan);
            }
            if (implicit) {
                session.execute("COMMIT");
                session.transactionEnded(writer);
            }
        } catch (SQLException e) {
            session.failed();
            if (implicit) {
                rollbackImplicit(e);
                session.transactionEnded(writer);
            }
            writer.report('E', ErrorFields.error(e));
        }
    }

    private void run(StatementPlan plan) throws SQLException, IOException, ProtocolException {
        switch (plan.kind()) {
            case COPY -> {
                long rows = plan.copy().from() ? new CopyIn(session, reader, writer, maxRecordBytes).run(plan.copy())
                        : new CopyOut(session, writer).run(plan.copy());
                writer.commandComplete("COPY " + rows);
            }
            default -> runner.runSimple(plan);
        }
        session.succeeded();
        session.afterStatement(plan, writer);
    }

    private boolean needsImplicitTransaction(List<StatementPlan> plans) throws SQLException {
        if (plans.size() < 2 || session.inTransaction()) {
            return false;
        }
        boolean writes = false;
        for (StatementPlan plan : plans) {
            if (plan.staysOutOfImplicitTransactions()) {
                return false;
            }
            writes |= !READ_WORDS.contains(CommandTags.mainVerb(plan.statement()));
        }
        return writes;
    }

    private void rollbackImplicit(SQLException failure) {
        try {
            session.execute("ROLLBACK");
            session.succeeded();
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }
}
