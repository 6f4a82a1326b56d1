package io.hotrow.engine.wire;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Runs the statements both query protocols share: a client statement the engine runs as one text
 * (simple protocol), several engine texts that stand for one client statement (in one transaction),
 * VACUUM (nothing to do) and LOCK TABLE (checks, inside a transaction block only).
 */
final class StatementRunner {

    private final WireSession session;
    private final MessageWriter writer;

    StatementRunner(WireSession session, MessageWriter writer) {
        this.session = session;
        this.writer = writer;
    }

    /** Runs a plan that sends no rows (several texts, VACUUM, LOCK TABLE), and answers its tag. */
    String runWithoutRows(StatementPlan plan) throws SQLException, IOException {
        if (plan.kind() == StatementPlan.Kind.VACUUM) {
            if (session.inTransaction()) {
                throw new SQLException("VACUUM cannot run inside a transaction block", "25001");
            }
            return "VACUUM";
        }
        if (plan.kind() == StatementPlan.Kind.LOCK && !session.inTransaction()) {
            throw new SQLException("LOCK TABLE can only be used in transaction blocks", "25P01");
        }
        runTogether(plan.engineTexts());
        return plan.tag(0, false, session.connection());
    }

    /** Texts that stand for one statement: in the open transaction, or in one of their own. */
    private void runTogether(List<String> texts) throws SQLException, IOException {
        boolean own = !session.inTransaction();
        if (own) {
            session.execute("BEGIN");
        }
        try {
            for (String text : texts) {
                Statement statement = session.textStatement();
                session.run(statement, () -> statement.execute(text));
                WireSession.sendWarnings(statement.getWarnings(), writer); // DROP TABLE IF EXISTS a, b: each one's NOTICE
            }
            if (own) {
                session.execute("COMMIT");
            }
        } catch (SQLException e) {
            if (own) {
                try {
                    session.execute("ROLLBACK");
                } catch (SQLException rollback) {
                    e.addSuppressed(rollback);
                }
            }
            throw e;
        }
    }

    /** One statement of a simple Query: RowDescription and rows if it returns any, then CommandComplete. */
    void runSimple(StatementPlan plan) throws SQLException, IOException {
        if (plan.kind() != StatementPlan.Kind.ENGINE || plan.engineTexts().size() > 1) {
            writer.commandComplete(runWithoutRows(plan));
            return;
        }
        boolean abortedCommit = session.aborted();
        String text = plan.engineTexts().get(0);
        Statement statement = session.textStatement();
        boolean hasRows = session.run(statement, () -> statement.execute(text));
        WireSession.sendWarnings(statement.getWarnings(), writer);
        if (hasRows) {
            ResultRows rows = ResultRows.of(statement.getResultSet(), FormatCodes.TEXT);
            try {
                writer.rowDescription(rows.columns(), FormatCodes.TEXT);
                long sent = rows.send(writer, 0);
                writer.commandComplete(plan.tag(sent, false, session.connection()));
            } finally {
                rows.close(); // the session's statement runs the next text: nothing of this one stays open
            }
        } else {
            writer.commandComplete(plan.tag(Math.max(statement.getUpdateCount(), 0), abortedCommit, session.connection()));
        }
    }
}
