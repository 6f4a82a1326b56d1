package io.hotrow.engine.wire;

import io.hotrow.engine.jdbc.EngineConnection;
import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The extended query protocol: Parse, Bind, Describe, Execute, Close, Sync, with named and unnamed
 * statements and portals. After an error every message up to the next Sync is skipped, as
 * PostgreSQL does. Portals outlive Sync only inside a transaction.
 *
 * <p>As in PostgreSQL, statements executed up to one Sync outside a transaction run as one implicit
 * transaction (a JDBC batch in autocommit is all or nothing), committed at Sync. The server opens it
 * when an Execute finds more of the pipeline already sent; a lone Execute before Sync stays an
 * autocommit statement, which the writer lane runs without holding it across messages.
 */
final class ExtendedQuery {

    private final WireSession session;
    private final MessageReader reader;
    private final MessageWriter writer;
    private final StatementRunner runner;
    private final Map<String, ParsedStatement> statements = new HashMap<>();
    private final Map<String, Portal> portals = new HashMap<>();
    private boolean skipping;
    /** The server opened a transaction for this pipeline: Sync commits it, or rolls it back after an error. */
    private boolean implicitTransaction;

    ExtendedQuery(WireSession session, MessageReader reader, MessageWriter writer) {
        this.session = session;
        this.reader = reader;
        this.writer = writer;
        this.runner = new StatementRunner(session, writer);
    }

    /** Whether messages are being skipped after an error, until Sync. */
    boolean skipping() {
        return skipping;
    }

    /** Handles one extended-protocol message; an error is reported and starts the skip to Sync. */
    void handle(FrontendMessage message) throws IOException, ProtocolException {
        try {
            switch (message.type()) {
                case FrontendMessage.PARSE -> parse(message.body());
                case FrontendMessage.BIND -> bind(message.body());
                case FrontendMessage.DESCRIBE -> describe(message.body());
                case FrontendMessage.EXECUTE -> execute(message.body());
                case FrontendMessage.CLOSE -> close(message.body());
                default -> throw new IllegalArgumentException("not an extended-protocol message: " + message.type());
            }
        } catch (SQLException e) {
            fail(e.getSQLState(), e.getMessage());
        } catch (ProtocolException e) {
            if (e.fatal()) {
                throw e;
            }
            fail(e.sqlState(), e.getMessage());
        }
    }

    private void fail(String sqlState, String message) throws IOException {
        session.failed();
        writer.report('E', ErrorFields.of(ErrorFields.ERROR, sqlState, message));
        skipping = true;
    }

    /** Sync: the end of an implicit transaction; portals outside an explicit one are closed. */
    void sync() throws IOException {
        boolean failed = skipping;
        skipping = false;
        if (implicitTransaction) {
            endImplicitTransaction(failed);
        }
        try {
            if (!session.inTransaction()) {
                portals.values().forEach(Portal::close);
                portals.clear();
            }
        } catch (SQLException closed) {
            // the session is gone; the connection ends with it
        }
    }

    private void endImplicitTransaction(boolean failed) throws IOException {
        implicitTransaction = false;
        try {
            // Nothing to do if the client's COMMIT or ROLLBACK ended it, or its BEGIN made it the client's own.
            session.endImplicitTransaction(!failed); // a commit returns once durable: ReadyForQuery follows it
        } catch (SQLException e) {
            writer.report('E', ErrorFields.error(e));
        }
        if (session.status() == WireSession.IDLE) {
            session.succeeded();
            session.transactionEnded(writer);
        }
    }

    /**
     * An Execute that finds more of the pipeline already sent, outside a transaction, opens one for
     * the pipeline; so does the next Execute after a COMMIT or ROLLBACK in the pipeline ended one.
     */
    private void beginImplicitTransactionIfPipelined(StatementPlan plan) throws SQLException, IOException {
        if (!plan.staysOutOfImplicitTransactions() && !session.inTransaction() && reader.pipelinedMessageArrived()) {
            session.beginImplicitTransaction();
            implicitTransaction = true;
        }
    }

    /** A simple Query destroys the unnamed statement and portal. */
    void forgetUnnamed() {
        closePortal("");
        ParsedStatement unnamed = statements.remove("");
        if (unnamed != null) {
            unnamed.close();
        }
    }

    private void parse(MessageBody body) throws SQLException, ProtocolException, IOException {
        String name = body.cstring();
        String sql = body.cstring();
        int count = body.count("parameter type", body.remaining() / 4);
        int[] oids = new int[count];
        for (int i = 0; i < count; i++) {
            oids[i] = body.int32();
        }
        body.end();
        List<StatementText> texts = StatementText.split(sql);
        if (texts.size() > 1) {
            throw new SQLException("cannot insert multiple commands into a prepared statement", "42601");
        }
        ParsedStatement parsed = ParsedStatement.parse(session.connection(),
                texts.isEmpty() ? null : StatementPlan.of(PositionalParameters.asPlain(texts.get(0))), oids);
        if (!name.isEmpty()) {
            try { // 42P05 if Parse or PREPARE took it; EXECUTE may run it, pg_prepared_statements lists it
                engine().reserveStatementName(name, sql, parsed.declaredTypenames(), parsed.describedTypenames(), () -> dropStatement(name));
            } catch (SQLException | RuntimeException e) {
                parsed.close();
                throw e;
            }
        }
        ParsedStatement replaced = statements.put(name, parsed);
        if (replaced != null) {
            replaced.close();
        }
        writer.parseComplete();
    }

    private void bind(MessageBody body) throws SQLException, ProtocolException, IOException {
        String portalName = body.cstring();
        String statementName = body.cstring();
        FormatCodes parameterFormats = FormatCodes.read(body, "parameter");
        int count = body.count("parameter", body.remaining() / 4);
        ParsedStatement statement = statement(statementName);
        if (count != statement.parameterCount() || !parameterFormats.fits(count)) {
            throw new SQLException("bind message supplies " + count + " parameters, but prepared statement \"" + statementName + "\" requires "
                    + statement.parameterCount(), ProtocolException.PROTOCOL_VIOLATION);
        }
        WireType[] described = null;
        Object[] values = new Object[count];
        for (int i = 0; i < count; i++) {
            int length = body.int32();
            byte[] value = length == -1 ? null : body.bytes(length);
            boolean binary = parameterFormats.binary(i);
            if (described == null && ParameterBinder.needsDescribedType(value, binary, statement.declared(i))) {
                described = statement.describedTypes();
            }
            values[i] = ParameterBinder.decode(value, binary, statement.declared(i), described == null ? null : described[i]);
        }
        FormatCodes resultFormats = FormatCodes.read(body, "result");
        body.end();
        if (!portalName.isEmpty() && portals.containsKey(portalName)) {
            throw new SQLException("portal \"" + portalName + "\" already exists", "42P03");
        }
        closePortal(portalName);
        portals.put(portalName, new Portal(statement, values, resultFormats));
        writer.bindComplete();
    }

    private void describe(MessageBody body) throws SQLException, ProtocolException, IOException {
        byte kind = body.int8();
        String name = body.cstring();
        body.end();
        if (kind == 'S') {
            ParsedStatement statement = statement(name);
            WireType[] types = statement.describedTypes();
            int[] oids = new int[types.length];
            for (int i = 0; i < types.length; i++) {
                oids[i] = types[i].oid();
            }
            writer.parameterDescription(oids);
            rowDescription(statement.columns(session.connection()), FormatCodes.TEXT);
        } else if (kind == 'P') {
            Portal portal = portals.get(name);
            if (portal == null && !name.isEmpty()) {
                rowDescription(cursorColumns(name), FormatCodes.TEXT);
                return;
            }
            portal = portal(name);
            List<WireColumn> columns = portal.rows() != null ? portal.rows().columns() : portal.statement().columns(session.connection());
            rowDescription(columns, portal.resultFormats());
        } else {
            throw ProtocolException.violation("invalid DESCRIBE message subtype " + kind);
        }
    }

    /**
     * The columns of the cursor a DECLARE opened under {@code name}: PostgreSQL's DECLARE opens a portal
     * of that name, which Describe answers (psycopg 3 describes its named cursor so before it fetches).
     */
    private List<WireColumn> cursorColumns(String name) throws SQLException {
        String fetch = "FETCH NEXT FROM \"" + name.replace("\"", "\"\"") + "\"";
        try (PreparedStatement described = session.connection().prepareStatement(fetch)) {
            ResultSetMetaData meta = described.getMetaData();
            if (meta == null) {
                throw new SQLException("portal \"" + name + "\" does not exist", "34000");
            }
            return WireColumn.of(meta);
        }
    }

    private void rowDescription(List<WireColumn> columns, FormatCodes formats) throws IOException, SQLException {
        if (columns == null) {
            writer.noData();
            return;
        }
        if (!formats.fits(columns.size())) {
            throw new SQLException("bind message has " + formats.codes().length + " result formats but query has " + columns.size() + " columns",
                    ProtocolException.PROTOCOL_VIOLATION);
        }
        writer.rowDescription(columns, formats);
    }

    private void execute(MessageBody body) throws SQLException, ProtocolException, IOException {
        String name = body.cstring();
        int maxRows = body.int32();
        body.end();
        Portal portal = portal(name);
        StatementPlan plan = portal.statement().plan();
        if (plan == null) {
            writer.emptyQueryResponse();
            return;
        }
        try {
            if (portal.rows() != null) {
                sendRows(portal, plan, maxRows);
            } else if (portal.completed()) {
                writer.commandComplete(plan.tag(0, false, session.connection())); // PostgreSQL runs a portal once; executing it again yields nothing more
            } else {
                beginImplicitTransactionIfPipelined(plan);
                start(portal, plan, maxRows);
            }
            session.succeeded();
            session.afterStatement(plan, writer);
        } catch (SQLException e) {
            portal.complete();
            throw e;
        }
    }

    private void start(Portal portal, StatementPlan plan, int maxRows) throws SQLException, IOException {
        if (plan.kind() != StatementPlan.Kind.ENGINE || plan.engineTexts().size() > 1) {
            writer.commandComplete(runner.runWithoutRows(plan));
            portal.complete();
            return;
        }
        boolean abortedCommit = session.aborted();
        PreparedStatement statement = portal.statement().lease(session.connection());
        portal.started(statement, null);
        Object[] values = portal.values();
        for (int i = 0; i < values.length; i++) {
            ParameterBinder.set(statement, i + 1, values[i], portal.statement().declared(i));
        }
        boolean hasRows = session.run(statement, statement::execute);
        WireSession.sendWarnings(statement.getWarnings(), writer);
        if (hasRows) {
            portal.started(statement, ResultRows.of(statement.getResultSet(), portal.resultFormats()));
            sendRows(portal, plan, maxRows);
        } else {
            writer.commandComplete(plan.tag(Math.max(statement.getUpdateCount(), 0), abortedCommit, session.connection()));
            portal.complete();
        }
    }

    private void sendRows(Portal portal, StatementPlan plan, int maxRows) throws SQLException, IOException {
        long sent = portal.rows().send(writer, Math.max(maxRows, 0));
        if (portal.rows().exhausted()) {
            writer.commandComplete(plan.tag(sent, false, session.connection()));
            portal.complete();
        } else {
            writer.portalSuspended();
        }
    }

    private void close(MessageBody body) throws SQLException, ProtocolException, IOException {
        byte kind = body.int8();
        String name = body.cstring();
        body.end();
        if (kind == 'S') {
            if (dropStatement(name) && !name.isEmpty()) {
                engine().releaseStatementName(name);
            }
        } else if (kind == 'P') {
            closePortal(name);
        } else {
            throw ProtocolException.violation("invalid CLOSE message subtype " + kind);
        }
        writer.closeComplete();
    }

    /** Closes the statement named {@code name} and the portals bound to it (Close, DEALLOCATE, DISCARD ALL); false if there is none. */
    private boolean dropStatement(String name) {
        ParsedStatement statement = statements.remove(name);
        if (statement == null) {
            return false;
        }
        portals.values().removeIf(portal -> {
            if (portal.statement() == statement) {
                portal.close();
                return true;
            }
            return false;
        });
        statement.close();
        return true;
    }

    /** The session's engine connection, which keeps the one namespace of Parse's and PREPARE's statement names. */
    private EngineConnection engine() throws SQLException {
        return session.connection().unwrap(EngineConnection.class);
    }

    private void closePortal(String name) {
        Portal portal = portals.remove(name);
        if (portal != null) {
            portal.close();
        }
    }

    private ParsedStatement statement(String name) throws SQLException {
        ParsedStatement statement = statements.get(name);
        if (statement == null) {
            throw new SQLException(name.isEmpty() ? "unnamed prepared statement does not exist" : "prepared statement \"" + name + "\" does not exist",
                    "26000");
        }
        return statement;
    }

    private Portal portal(String name) throws SQLException {
        Portal portal = portals.get(name);
        if (portal == null) {
            throw new SQLException("portal \"" + name + "\" does not exist", "34000");
        }
        return portal;
    }

    /** Closes everything the client left open: the session closes after. */
    void closeAll() {
        portals.values().forEach(Portal::close);
        portals.clear();
        statements.values().forEach(ParsedStatement::close);
        statements.clear();
    }
}
