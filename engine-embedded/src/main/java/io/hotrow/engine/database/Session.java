package io.hotrow.engine.database;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.ConstraintTimings;
import io.hotrow.engine.capture.RowGuard;
import io.hotrow.engine.capture.RowSink;
import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TransactionChanges;
import io.hotrow.engine.capture.TriggerGap;
import io.hotrow.engine.catalog.ConstraintNames;
import io.hotrow.engine.catalog.ExistenceNotices;
import io.hotrow.engine.catalog.PgCatalog;
import io.hotrow.engine.catalog.SerialColumns;
import io.hotrow.engine.catalog.ShownPreparedStatement;
import io.hotrow.engine.locks.Blocking;
import io.hotrow.engine.locks.TableScope;
import io.hotrow.engine.metrics.TransactionCounterReads;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.Sandbox;
import io.hotrow.engine.sql.SqlStates;
import io.hotrow.engine.sql.WaitTimeoutException;
import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.LexingStop;
import io.hotrow.rewrite.analysis.LiteralShape;
import io.hotrow.rewrite.analysis.ConstraintValidation;
import io.hotrow.rewrite.analysis.ExtensionChange;
import io.hotrow.rewrite.analysis.OwnerChange;
import io.hotrow.rewrite.analysis.ParseCancellation;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import io.hotrow.rewrite.dialect.ArrayColumnConcatenations;
import io.hotrow.rewrite.dialect.ConcatenatedColumns;
import io.hotrow.rewrite.dialect.ArrayAggregates;
import io.hotrow.rewrite.dialect.BooleanExtremes;
import io.hotrow.rewrite.dialect.TimestampColumnArithmetic;
import io.hotrow.rewrite.dialect.IntervalColumnScaling;
import io.hotrow.rewrite.dialect.FloatColumns;
import io.hotrow.rewrite.dialect.FloatRoundings;
import io.hotrow.rewrite.dialect.ConflictTargets;
import io.hotrow.rewrite.dialect.InsertColumnLists;
import io.hotrow.rewrite.dialect.JsonColumnOperands;
import io.hotrow.rewrite.dialect.JsonbColumnConcatenations;
import io.hotrow.rewrite.dialect.JsonbColumnKeys;
import io.hotrow.rewrite.dialect.PaddedCharacters;
import io.hotrow.rewrite.dialect.PostgresDialectShim;
import io.hotrow.rewrite.dialect.SequenceOwnership;
import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Savepoint;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.concurrent.locks.LockSupport;
import org.h2.api.ErrorCode;
import org.h2.message.DbException;

/**
 * One client session of a database and the transaction protocol it follows (docs/sessions.md); the
 * JDBC surface and, later, the wire server are thin layers over it.
 * <ul>
 *   <li>an explicit transaction that is not read-only takes the writer lane at its first statement
 *       and holds it to commit or rollback, so even a read-then-write in the application cannot
 *       lose an update;</li>
 *   <li>an autocommit write takes the lane for that statement; reads never take it;</li>
 *   <li>a commit releases the lane once applied and returns once its log record is durable;</li>
 *   <li>a read outside the lane never returns data that is not durable yet (the output gate);</li>
 *   <li>after an error inside a transaction, statements fail with 25P02 until it ends; a COMMIT
 *       of such a transaction rolls it back, as in PostgreSQL;</li>
 *   <li>the statements of one text run in autocommit share an implicit transaction
 *       ({@link #beginImplicitTransaction}), as in PostgreSQL.</li>
 * </ul>
 * The H2 session underneath always runs with autocommit off; this class decides when to commit.
 * A session is not meant for concurrent use by several threads.
 */
public final class Session {

    private static final long NOTHING_TO_WAIT_FOR = -1;
    /** The first and the longest pause before a statement looks again at a unique key another transaction is inserting. */
    private static final long FIRST_PAUSE_NANOS = TimeUnit.MICROSECONDS.toNanos(500), LAST_PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(16);
    /** Runs of an upsert that lost a race for its key (see {@link #runCapturedUnderRowLocks}); each loss waited for a commit. */
    /** How long a close from another thread keeps cancelling the statement running there, and how often. */
    private static final Duration STOP_PATIENCE = Duration.ofSeconds(10);
    private static final long RECANCEL_EVERY_NANOS = TimeUnit.MILLISECONDS.toNanos(5);
    private static final int UPSERT_ATTEMPTS = 8;
    private static final long UPSERT_PAUSE_NANOS = TimeUnit.MICROSECONDS.toNanos(100);
    /** H2 bounds a wait for a row in whole milliseconds: a wait that ended this much before its limit did not run out. */
    private static final long H2_WAIT_SLACK_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    private final Database database;
    private final Connection h2;
    private final Duration laneTimeout;
    private final TransactionChanges changes;
    /** Undoes a run of a statement H2 runs again: see {@link StatementReruns}. */
    private final StatementReruns.Runs reruns;
    private final Map<Savepoint, Integer> savepointMarks = new IdentityHashMap<>();
    /** The session's PostgreSQL settings (SET, SHOW, RESET, set_config): see {@link SessionSettings}. */
    private final SessionSettings settings;
    private final UpsertArbiters upsertArbiters;
    private final UngroupedColumns ungroupedColumns;
    private final TableColumnsMemo tableColumns = new TableColumnsMemo();
    private final NamesGeneration namesGeneration = new NamesGeneration();
    private final LastTextShape textShape = new LastTextShape();
    private final InsertTemplates insertTemplates = new InsertTemplates();
    private final BooleanColumns booleanColumns = new BooleanColumns(tableColumns);
    private final StringColumns stringColumns = new StringColumns(tableColumns);
    private final AssignedLengths assignedLengths = new AssignedLengths(tableColumns);
    private final ColumnTypedRewrite jsonOperands = new ColumnTypedRewrite(tableColumns, JsonColumnOperands::columns, JsonColumnOperands::isJson,
            JsonColumnOperands::cast);
    private final ColumnTypedRewrite jsonbKeys = new ColumnTypedRewrite(tableColumns, JsonbColumnKeys::columns, "JSON"::equals,
            (analysis, typed) -> JsonbColumnKeys.keyed(analysis, typed.keySet()));
    private final ColumnTypedRewrite arrayKeys = new ColumnTypedRewrite(tableColumns, JsonbColumnKeys::columns, ArrayColumnConcatenations::isArray,
            (analysis, typed) -> JsonbColumnKeys.arrayKeyed(analysis, typed.keySet()));
    private final ColumnTypedRewrite concatenatedJsonb = new ColumnTypedRewrite(tableColumns, JsonbColumnConcatenations::columns,
            JsonbColumnConcatenations::isJsonb, JsonbColumnConcatenations::concatenated);
    private final ColumnTypedRewrite concatenatedTexts = new ColumnTypedRewrite(tableColumns, ConcatenatedColumns::columns,
            ConcatenatedColumns::isWrittenOtherwise, (analysis, typed) -> ConcatenatedColumns.texted(analysis, typed.keySet()));
    private final ColumnTypedRewrite roundedFloats = new ColumnTypedRewrite(tableColumns, FloatRoundings::columns,
            FloatRoundings::isFloat, (analysis, typed) -> FloatRoundings.rounded(analysis, typed.keySet()));
    private final ColumnTypedRewrite booleanExtremes = new ColumnTypedRewrite(tableColumns, BooleanExtremes::columns,
            BooleanExtremes::isBoolean, BooleanExtremes::cast);
    private final ColumnTypedRewrite arrayAggregates = new ColumnTypedRewrite(tableColumns, ArrayAggregates::columns,
            ArrayColumnConcatenations::isArray, ArrayAggregates::cast);
    private final ColumnTypedRewrite timestampSums = new ColumnTypedRewrite(tableColumns, TimestampColumnArithmetic::columns,
            TimestampColumnArithmetic::isMomentOrNumber, TimestampColumnArithmetic::typed);
    private final ColumnTypedRewrite scaledIntervals = new ColumnTypedRewrite(tableColumns, IntervalColumnScaling::columns,
            IntervalColumnScaling::isDayTime, (analysis, typed) -> IntervalColumnScaling.scaled(analysis, typed.keySet()));
    private final ColumnTypedRewrite paddedCharacters = new ColumnTypedRewrite(tableColumns, PaddedCharacters::columns,
            type -> PaddedCharacters.paddedLength(type) > 0, PaddedCharacters::cast);
    private final ColumnTypedRewrite floatOperands = new ColumnTypedRewrite(tableColumns, FloatColumns::columns, FloatRoundings::isFloat,
            FloatColumns::typed);
    private final ColumnTypedRewrite concatenatedArrays = new ColumnTypedRewrite(tableColumns, ArrayColumnConcatenations::columns,
            ArrayColumnConcatenations::isArray, ArrayColumnConcatenations::concatenated);
    private final HiddenWithQueries hiddenWithQueries = new HiddenWithQueries();

    private boolean autoCommit = true;
    /** autoCommit was switched off by a BEGIN sent as text, and comes back on at its end. */
    private boolean autoCommitSuspendedByText;
    /** The open transaction is the implicit one of a text of several statements run in autocommit (see {@link #beginImplicitTransaction}). */
    private boolean implicitTransaction;
    private boolean readOnly;
    private boolean transactionActive;
    /** Whether the statement running (or the last one) is its transaction's first: pg_export_snapshot may then take its tables' roots again. */
    private boolean firstStatementRunning;
    private boolean laneHeld;
    /** Row locks (the default concurrency): the transaction may have uncommitted rows, so it holds a writer share to its end. */
    private boolean sharing;
    /** Row locks: the transaction holds tables exclusively, for its schema changes, to its end. */
    private boolean exclusive;
    /** Row locks: the tables the transaction's writer share covers (it may have uncommitted rows there). */
    private TableScope shared = TableScope.NONE;
    /** Row locks: the transaction ran a write, so its commit goes through the commit section. */
    private boolean wrote;
    /** Row locks: when the transaction's first write began; from there to its end it may hold rows others wait for. */
    private long firstWriteNanos;
    /** Row locks: a statement of the transaction locked rows without changing them ({@code FOR UPDATE}). */
    private boolean lockedRows;
    /** A SERIALIZABLE transaction that may write holds its database's serializable turn to its end. */
    private boolean serializableTurn;
    /** H2 rolled the whole transaction back (a deadlock, a serialization failure): none of its savepoints is left. */
    private boolean rolledBackWhole;
    private boolean aborted;
    private boolean closed;
    /** The thread running a statement now, whose wait for the lane a cancel request ends; null between statements. */
    private volatile Thread running;
    /**
     * The running statement as a cancel request names it, or null between statements; guarded by
     * itself with {@link #running}, so that a cancel reaches H2 only while the statement it names runs.
     */
    private final Object[] statement = new Object[1];
    /** The analysis a cancel or close from another thread asked to stop: its statement's token in {@link #statement}. */
    private volatile Object stoppedAnalysis;
    /** The statement window of {@link #statement} is an analysis's, not a run's. */
    private volatile boolean analysing;
    /** READ ONLY or READ WRITE asked for by the BEGIN of the open transaction, or null: the session's {@link #readOnly}. */
    private Boolean transactionReadOnly;
    /** Set when the open transaction was begun with an isolation level of its own. */
    private IsolationOverride transactionIsolation;
    /** Savepoints set by SAVEPOINT text, oldest first. */
    private final List<NamedSavepoint> namedSavepoints = new ArrayList<>();
    /** Set from the transaction's first schema change to its end. */
    private SchemaTransaction schemaTransaction;
    /** The capture mark after the transaction's last schema change: no savepoint before it can be rolled back to. */
    private int schemaChangeMark = -1;
    /** Runs before each step the engine adds to a schema change ({@link #runAndLog}), given its text: a test's failure there. */
    private volatile StepCheck beforeStep = step -> { };

    private final RowLockWaits rowLocks;
    private final StatementWaits waits;
    private final ReferenceGuard references;
    /** When this session's transactions check their deferrable foreign keys; H2's checks find it by the H2 session. */
    private final ConstraintTimings timings;
    private final DeferredReferences deferred;
    private final DeferredUniques uniques;
    private final RowByRowUniques rowByRowUniques;
    /** JDBC's network timeout (zero: none): see {@link #setNetworkTimeout}. */
    private volatile Duration networkTimeout = Duration.ZERO;
    private final ReadThenWrite readThenWrite = new ReadThenWrite();
    private TransactionEnds transactionEnds = committed -> { };
    /** The connection's prepared statements, as pg_prepared_statements shows them while this session's statement runs. */
    private Supplier<List<ShownPreparedStatement>> preparedStatements = List::of;
    private final TransactionCounterReads counterReads;

    Session(Database database, Connection h2, Duration laneTimeout) throws SQLException {
        this.database = database;
        this.h2 = h2;
        this.rowLocks = RowLockWaits.of(h2, database.concurrency());
        this.waits = new StatementWaits(rowLocks::chosenAsDeadlockVictim);
        this.counterReads = database.metrics().advisor().transactionReads();
        this.laneTimeout = laneTimeout;
        this.timings = ConstraintTimings.register(h2);
        this.deferred = new DeferredReferences(timings, database.catalog());
        this.uniques = new DeferredUniques(timings, database.catalog());
        this.rowByRowUniques = new RowByRowUniques(database.catalog());
        this.upsertArbiters = new UpsertArbiters(database.catalog());
        this.ungroupedColumns = new UngroupedColumns(tableColumns, database.catalog());
        this.references = new ReferenceGuard(this, database.referenceLocks(), h2, waits, database::committedReader,
                () -> isolationNow() >= Connection.TRANSACTION_REPEATABLE_READ, timings);
        // Under row locks foreign keys need keeping true between transactions; the serialized mode has one writer at a time.
        RowGuard betweenTransactions = database.concurrency() == Concurrency.ROWS ? references : RowGuard.NONE;
        this.changes = database.newTransactionChanges(betweenTransactions.andThen(new SetDefaultReferences(h2)).andThen(deferred));
        this.reruns = new StatementReruns.Runs(h2, changes, references);
        this.settings = new SessionSettings(this, h2, laneTimeout, database.catalog());
    }

    /** H2's number for this session, as the sessions it blocks name it. */
    int h2SessionId() {
        return rowLocks.sessionId();
    }

    /** The H2 session whose row lock this one waits for, or 0. */
    int h2BlockerId() {
        return rowLocks.blockerId();
    }

    /** H2's sequence number of this session's open transaction if H2 numbers it {@code transactionId}, else -1. */
    long h2TransactionSequence(int transactionId) {
        return rowLocks.transactionSequence(transactionId);
    }

    /** Whether this session's open H2 transaction changed rows: it may hold a unique key another transaction meets. */
    boolean h2TransactionChanged() {
        return rowLocks.openTransactionChanged();
    }

    /** Whether the open transaction H2 numbered {@code sequence} is still this session's. */
    boolean runsH2Transaction(long sequence) {
        return rowLocks.stillRuns(sequence);
    }

    /** The database's name: a connection's catalog. */
    public String databaseName() {
        return database.name();
    }

    /**
     * The H2 connection beneath, for the JDBC surface to create statements on. Everything it runs
     * must go through {@link #run}; it is never handed to an application.
     */
    /** What hears that a transaction ended, committed or not: the connection's server-side cursors close with it. */
    @FunctionalInterface
    public interface TransactionEnds {
        void ended(boolean committed);
    }

    /** Tells {@code listener} of each transaction's end from now on (one listener a session). */
    public void onTransactionEnd(TransactionEnds listener) {
        transactionEnds = listener;
    }

    /** Where pg_prepared_statements finds the prepared statements of the connection this session serves. */
    public void showPreparedStatements(Supplier<List<ShownPreparedStatement>> statements) {
        preparedStatements = statements;
    }

    List<ShownPreparedStatement> preparedStatements() {
        return preparedStatements.get();
    }

    public Connection h2() {
        return h2;
    }

    // ---- statements ----

    /**
     * PostgreSQL's NOTICEs about the text as written (names cut to 63 bytes) and, for a schema change,
     * about what its IF [NOT] EXISTS finds (see {@link ExistenceNotices}), chained in order; null when
     * there is none. Asked before every statement: a query or a write has no IF [NOT] EXISTS to look
     * up, so its text is not searched for one.
     */
    public SQLWarning notices(StatementAnalysis analysis) throws SQLException {
        SQLWarning first = null;
        List<SQLWarning> notices = new ArrayList<>(database.analyzer().notices(analysis.sql()));
        if (analysis.kind() == StatementKind.DDL) {
            notices.addAll(ExistenceNotices.of(h2, analysis.sql()));
        }
        for (SQLWarning notice : notices) {
            if (first == null) {
                first = notice;
            } else {
                first.setNextWarning(notice);
            }
        }
        return first;
    }

    /**
     * {@code sql} as this session's settings read it: with standard_conforming_strings off, its plain
     * strings holding a backslash written as the escape strings they then are. Applied to a text as
     * the application gave it, before it is split into statements, as PostgreSQL lexes a whole text at once.
     */
    public String asRead(String sql) throws SQLException {
        if (sql == null || !settings.backslashEscapes()) {
            return sql;
        }
        try {
            return PostgresDialectShim.withBackslashEscapes(sql);
        } catch (UnsupportedSqlException e) {
            aborted |= !autoCommit;
            throw EngineErrors.refused(sql, e.getMessage(), e.sqlState());
        }
    }

    /** The analysis of {@code sql} (cached by text): its kind, its row pin, the text H2 runs. */
    public StatementAnalysis analyze(String sql) throws SQLException {
        return analyze(sql, Duration.ZERO);
    }

    /**
     * As {@link #analyze(String)}; a parse still running when {@code timeout} (zero: none) has passed
     * stops with 57014. A text refused here aborts an open transaction, as any error does in PostgreSQL.
     */
    public StatementAnalysis analyze(String sql, Duration timeout) throws SQLException {
        return analyze(sql, timeout, false);
    }

    /**
     * As {@link #analyze(String, Duration)}, for the statement this thread runs next: the statement
     * window stays open from the analysis into the run, so a cancel that comes between them still
     * ends that statement ({@link #runOnThisThread}). The caller ends with {@link #statementEnded()},
     * which closes the window where no run took it over (a cursor's or a PREPARE's text, a refusal).
     */
    public StatementAnalysis analyzeToRun(String sql, Duration timeout) throws SQLException {
        return analyze(sql, timeout, true);
    }

    private StatementAnalysis analyze(String sql, Duration timeout, boolean runFollows) throws SQLException {
        if (sql == null) {
            throw EngineErrors.nullSql();
        }
        Object analysing = analysisStarts();
        boolean handedToRun = false;
        ParseCancellation cancellation = parseCancellation(analysing, timeout);
        try (LexingStop.Scope ignored = LexingStop.during(cancellation)) {
            // The sandbox (docs/sandbox.md, nothing outside the database): before the text is analysed, run,
            // prepared or batched, so a refused statement never reaches H2 or the log, and H2 commands
            // our parser cannot read (SHUTDOWN) are refused for what they are.
            // A text made from an INSERT template is not checked again: the sandbox reads words, not literals' values,
            // and this session's texts of the shape's words passed it before the template was learned.
            InsertValuesShape insert = InsertValuesShape.of(sql);
            StatementAnalysis analysis = insert == null ? null : insertTemplates.instantiate(insert, sql, namesGeneration());
            StatementAnalysis written = analysis;
            if (analysis == null) {
                checkSandbox(sql, sql);
                written = database.analyzer().analyze(sql, textShape::of, cancellation); // the application's text, which PostgreSQL's grouping rule judges
                analysis = typedForH2(written, cancellation);
                if (analysis.executableSql() != analysis.sql()) {
                    checkSandbox(analysis.sql(), analysis.executableSql()); // what H2 runs, as the shim wrote it
                }
                if (insert != null) { // only a text that passed the sandbox teaches its shape
                    long learnedOn = namesGeneration();
                    insertTemplates.analysed(insert, analysis, learnedOn, table -> tableColumns.of(h2, table, learnedOn),
                            probe -> typedForH2(database.analyzer().analyze(probe, textShape::of, cancellation), cancellation));
                }
            }
            long names = namesGeneration();
            if (analysis.refusal() == null) {
                upsertArbiters.check(analysis, h2, names);
                ungroupedColumns.check(written, h2, names);
            }
            endProbeTransaction();
            checkAnalysisNotStopped(analysing);
            handedToRun = runFollows;
            return analysis;
        } catch (SQLException e) {
            aborted |= !autoCommit;
            endProbeTransaction();
            throw e;
        } catch (DbException e) {
            // H2's own exception from a catalog or typing lookup on the H2 session: that session was closed
            // under the analysis (close() from another thread waits only so long for it), or H2 failed
            throw closed ? closedDuringAnalysis(e) : DbException.toSQLException(e);
        } catch (LexingStop.Stopped e) { // a typing pass over a long text, stopped as the parse would have been
            aborted |= !autoCommit;
            endProbeTransaction();
            throw closed ? closedDuringAnalysis(e) : new SQLException(e.getMessage(), "57014", e);
        } finally {
            if (!handedToRun) {
                analysisEnds(analysing);
            }
        }
    }

    /**
     * {@code analysis}, the analyzer's, as H2 is to run it: rewritten for the types of the columns its values go
     * into, its DDL for H2's catalog, an INSERT's column list written out.
     */
    private StatementAnalysis typedForH2(StatementAnalysis analysis, ParseCancellation cancellation) throws SQLException {
        String sql = analysis.sql();
        PgCatalog.makeViewsBefore(sql, h2); // before H2, or the memos below, look up a relation the text names
        if (analysis.executableSql() != sql) {
            PgCatalog.makeViewsBefore(analysis.executableSql(), h2); // the shim's text may read the catalog where the application's does not
        }
        long names = namesGeneration();
        analysis = upsertArbiters.namedColumns(analysis, h2, names, database.analyzer());
        analysis = hiddenWithQueries.unhidden(analysis, h2, names, database.analyzer());
        analysis = booleanColumns.typed(analysis, h2, names, database.analyzer());
        analysis = stringColumns.typed(analysis, h2, names, database.analyzer());
        analysis = assignedLengths.assigned(analysis, h2, names, database.analyzer());
        analysis = jsonOperands.rewritten(analysis, h2, names, database.analyzer());
        analysis = jsonbKeys.rewritten(analysis, h2, names, database.analyzer());
        analysis = arrayKeys.rewritten(analysis, h2, names, database.analyzer());
        analysis = concatenatedJsonb.rewritten(analysis, h2, names, database.analyzer());
        analysis = concatenatedTexts.rewritten(analysis, h2, names, database.analyzer());
        analysis = roundedFloats.rewritten(analysis, h2, names, database.analyzer());
        analysis = booleanExtremes.rewritten(analysis, h2, names, database.analyzer());
        analysis = arrayAggregates.rewritten(analysis, h2, names, database.analyzer());
        analysis = timestampSums.rewritten(analysis, h2, names, database.analyzer());
        analysis = scaledIntervals.rewritten(analysis, h2, names, database.analyzer());
        analysis = paddedCharacters.rewritten(analysis, h2, names, database.analyzer());
        analysis = floatOperands.rewritten(analysis, h2, names, database.analyzer());
        analysis = concatenatedArrays.rewritten(analysis, h2, names, database.analyzer());
        if (analysis.kind() == StatementKind.DDL) {
            analysis = EnumTypeChanges.executable(analysis, h2);
            analysis = IndexNames.named(analysis, h2);
            analysis = ExpressionIndexes.executable(analysis, h2);
        }
        if (InsertColumnLists.missing(analysis)) {
            analysis = database.analyzer().analyze(InsertColumnLists.listed(analysis, columnsOf(InsertColumnLists.table(analysis), names)),
                    cancellation);
        }
        return analysis;
    }

    /** The statement {@link #analyzeToRun} began has ended, whether or not it ran: its window closes. */
    public void statementEnded() {
        synchronized (statement) {
            if (analysing && running == Thread.currentThread()) {
                analysisEnds(statement[0]);
            }
        }
    }

    /**
     * Opens the statement window of {@link #statement} for an analysis, so that a cancel, close or abort
     * from another thread reaches a parse of megabytes too (docs/bad-input.md); returns its token, or
     * null where a statement already runs on this session (an analysis within it is that statement's).
     */
    private Object analysisStarts() {
        synchronized (statement) {
            if (running != null) {
                return null;
            }
            Object token = new Object();
            statement[0] = token;
            analysing = true;
            running = Thread.currentThread();
            return token;
        }
    }

    private void analysisEnds(Object token) {
        if (token != null) {
            synchronized (statement) {
                if (statement[0] == token) {
                    statement[0] = null;
                    running = null;
                    analysing = false;
                    if (stoppedAnalysis == token) {
                        rowLocks.forgetCancel(); // the cancel it sent H2 is not the next statement's
                    }
                }
            }
        }
    }

    /** The statement timeout, and a cancel of the analysis {@code token} names. */
    private ParseCancellation parseCancellation(Object token, Duration timeout) {
        ParseCancellation timeLimit = ParseCancellation.after(timeout);
        if (token == null) {
            return timeLimit;
        }
        return () -> stoppedAnalysis == token ? EngineErrors.CANCELLED_BY_REQUEST : timeLimit.reason();
    }

    private static SQLException closedDuringAnalysis(Throwable cause) {
        return new SQLException("this connection was closed by another thread while the statement was analysed", "08003", cause);
    }

    /** A stop that came after the parse, while the shim typed the statement, still ends it, as it would its run. */
    private void checkAnalysisNotStopped(Object token) throws SQLException {
        if (token != null && stoppedAnalysis == token) {
            throw closed ? closedDuringAnalysis(null) : EngineErrors.cancelledByRequest();
        }
    }

    /** {@link LiteralShape#of} {@code sql}, not scanned again for the text this session's statement was analysed from. */
    public LiteralShape literalShape(String sql) {
        return textShape.of(sql);
    }

    /** A number that changes whenever what this session's statement names resolve to may change (schema, search path). */
    public long namesGeneration() throws SQLException {
        return namesGeneration.of(database.catalog().generation(), settings.namesVersion());
    }

    /**
     * Refuses to run a statement prepared under other names (another search path or schema) whose text
     * the engine would now write otherwise, as PostgreSQL refuses a cached plan whose result types changed:
     * its parameters are bound to the text H2 prepared, which no longer fits the tables it names.
     */
    public void checkTypedAlike(StatementAnalysis prepared) throws SQLException {
        if (!analyze(prepared.sql()).executableSql().equals(prepared.executableSql())) {
            aborted |= !autoCommit;
            throw EngineErrors.cachedPlanChanged();
        }
    }

    /**
     * The checks above may read H2's catalog on this session, which begins an H2 transaction. In
     * autocommit, where no transaction of the application's is open, end it now: otherwise it stays
     * open while the statement waits for the lane, or while the session idles after a prepare, and
     * H2 limits the transactions a database may have open ({@link io.hotrow.engine.sql.OpenTransactions}). Inside a transaction block it is part of the application's transaction (its savepoints
     * too), which ends with it.
     */
    private void endProbeTransaction() throws SQLException {
        // Where every check was answered from memory, none began a transaction: H2's COMMIT would begin one to end it
        // (3% of a select-only statement's CPU through hotrow serve, docs/benchmarks.md).
        if (autoCommit && rowLocks.hasH2Transaction()) {
            try {
                h2.commit(); // nothing to commit: the checks only read
            } catch (SQLException e) {
                throw SqlStates.translate(e);
            }
        }
    }

    private void checkSandbox(String sql, String executable) throws SQLException {
        String refusal = database.sandboxVerdicts().refusal(executable, textShape::of);
        if (refusal != null) {
            throw EngineErrors.refused(sql, refusal, Sandbox.INSUFFICIENT_PRIVILEGE);
        }
    }

    /** The columns of {@code table} (as a statement names it, found as H2 finds it for this session), in order. */
    private List<String> columnsOf(String table, long names) throws SQLException {
        try {
            return tableColumns.of(h2, table, names).names();
        } catch (SQLException e) {
            throw SqlStates.translate(e, null);
        }
    }

    /**
     * Refuses texts the analyzer could not analyse or translate, naming the statement and the
     * reason; the refusal aborts an open transaction, as any error does in PostgreSQL.
     */
    public void checkRunnable(StatementAnalysis analysis) throws SQLException {
        if (analysis.refusal() != null) {
            aborted |= !autoCommit;
            throw EngineErrors.refused(analysis.sql(), analysis.refusal(), analysis.refusalState());
        }
    }

    /** Runs one statement (or batch) under the transaction rules. */
    public <T> T run(StatementAnalysis analysis, SqlAction<T> action) throws SQLException {
        return run(analysis, action, Duration.ZERO);
    }

    /**
     * Runs one statement (or batch) under the transaction rules; {@code timeout} (zero: none) bounds
     * its wait for the writer lane too, as JDBC's query timeout bounds a statement in PostgreSQL.
     */
    public <T> T run(StatementAnalysis analysis, SqlAction<T> action, Duration timeout) throws SQLException {
        Duration network = networkTimeout;
        boolean networkBinds = !network.isZero() && (timeout.isZero() || network.compareTo(timeout) <= 0);
        // A wait that ran out of the statement's limit while that limit is the network timeout is that timeout, whichever clock looked first.
        return withinNetworkTimeout(network, e -> networkBinds && "57014".equals(e.getSQLState()) && e.getCause() instanceof WaitTimeoutException,
                () -> runOnThisThread(analysis, action, WaitLimit.shortest(timeout, network)));
    }

    private <T> T runOnThisThread(StatementAnalysis analysis, SqlAction<T> action, Duration timeout) throws SQLException {
        boolean stoppedBeforeRun;
        synchronized (statement) {
            // the window of this statement's analysis, handed on by analyzeToRun: a stop it got is the run's
            stoppedBeforeRun = analysing && running == Thread.currentThread() && stoppedAnalysis == statement[0];
            statement[0] = new Object();
            analysing = false;
            running = Thread.currentThread();
            rowLocks.statementStarts();
        }
        try {
            if (stoppedBeforeRun) {
                aborted |= !autoCommit;
                throw EngineErrors.cancelledByRequest();
            }
            return runUnderRules(analysis, action, timeout);
        } catch (SQLException | RuntimeException e) {
            if (closed) {
                // close() or abort() from another thread ended the statement and rolled back under it: what failed
                // then (H2 cancelled, the capture cleared under the statement) is that, not the statement's own error.
                throw new SQLException("this connection was closed by another thread while the statement ran;"
                        + " its transaction was rolled back", "08003", e);
            }
            throw e;
        } finally {
            synchronized (statement) {
                statement[0] = null;
                running = null;
                rowLocks.statementEnds();
                rowLocks.forgetCancel(); // one that came too late for this statement is not the next one's
            }
            if (autoCommit) {
                database.advisoryLocks().transactionEnded(this); // the statement was its own transaction
            }
        }
    }

    /**
     * JDBC's network timeout: pgjdbc stops reading a reply after it, fails with 08006 and closes the
     * connection, so a statement that waits for a lock (or runs) longer fails there after it, not
     * after the lane timeout. In process there is no socket: the timeout bounds every wait and H2's
     * run of each statement and commit as a query timeout does, and when it has run out the session
     * closes as pgjdbc's connection does (the transaction rolls back, the lane and rows are free).
     */
    public void setNetworkTimeout(Duration timeout) throws SQLException {
        checkOpen();
        networkTimeout = timeout;
    }

    public Duration networkTimeout() throws SQLException {
        checkOpen();
        return networkTimeout;
    }

    /**
     * Runs {@code call}; if it fails once {@code limit} (zero: none) has passed, or with a wait that
     * {@code limitRanOut} says the limit ended, closes the session and fails as pgjdbc does when its
     * socket times out. A statement that ended after the limit failed as pgjdbc would have (it stops
     * reading); one that succeeded keeps its result.
     */
    private <T> T withinNetworkTimeout(Duration limit, Predicate<SQLException> limitRanOut, SqlAction<T> call) throws SQLException {
        long started = System.nanoTime();
        try {
            return call.run();
        } catch (SQLException e) {
            if (limit.isZero() || closed || System.nanoTime() - started < limit.toNanos() && !limitRanOut.test(e)) {
                throw e;
            }
            close();
            throw EngineErrors.networkTimedOut(limit, e);
        }
    }

    /** Makes {@code check} run before each step the engine adds to a schema change of this session: a test's failure there. */
    void beforeEachStep(StepCheck check) {
        beforeStep = check;
    }

    /** What runs before a step the engine adds to a schema change; it fails the step by throwing. */
    @FunctionalInterface
    interface StepCheck {
        void check(String step) throws SQLException;
    }

    /** Whether a statement runs on this session now: what a test sees of a statement that has started. */
    boolean isRunning() {
        return running != null && !analysing;
    }

    /** Whether a statement's text is being analysed now, before its run (see {@link #analysisStarts}). */
    boolean isAnalysing() {
        return running != null && analysing;
    }

    /**
     * Ends the statement another thread runs on this session, if any: the connection or one of its
     * statements is closed (or aborted) from another thread, as a pool does with a leaked or timed-out
     * connection, and H2 would make the close wait for the statement, which may wait for a row.
     */
    public void cancelIfRunningElsewhere() {
        synchronized (statement) {
            Thread thread = running;
            if (thread != null && thread != Thread.currentThread()) {
                stoppedAnalysis = statement[0];
                cancelLaneWait();
                rowLocks.cancelStatement();
            }
        }
    }

    /**
     * A cancel request (JDBC's {@code cancel()} from another thread): the statement running now ends
     * with 57014, as in PostgreSQL; when none runs, nothing happens. Returns once that statement has
     * ended (at most {@link #STOP_PATIENCE}): see {@link #stopStatementElsewhere}.
     */
    public void cancel() {
        stopStatementElsewhere();
    }

    /**
     * Cancels the statement another thread runs on this session until it has ended (at most
     * {@link #STOP_PATIENCE}): one cancel may not stick, as H2 forgets it when its next command starts
     * with a query timeout, and one of the engine's own commands before the application's may take it.
     * It never reaches a later statement: each cancel checks that the same statement still runs.
     */
    private void stopStatementElsewhere() {
        Object target;
        synchronized (statement) {
            target = running == Thread.currentThread() ? null : statement[0];
            if (target != null) {
                // at once, under the lock that read it: a statement whose analysis ended between this read and a first
                // cancel in the loop below ran as a new statement the loop no longer cancels (lost under load: StatementCancelTest)
                cancelIfRunningElsewhere();
            }
        }
        long deadline = System.nanoTime() + STOP_PATIENCE.toNanos();
        while (target != null && System.nanoTime() < deadline) {
            synchronized (statement) {
                if (statement[0] != target) {
                    return;
                }
                cancelIfRunningElsewhere();
            }
            LockSupport.parkNanos(RECANCEL_EVERY_NANOS);
        }
    }

    /**
     * Ends the running statement's wait for the writer lane or for a row lock, if it is waiting: a
     * cancel request from another thread (JDBC's cancel, the wire protocol's CancelRequest) fails
     * it with 57014.
     */
    private void cancelLaneWait() {
        Thread thread = running;
        if (thread != null) {
            database.lane().cancelWait(thread);
            rowLocks.cancel();
            waits.cancel();
            database.writerShares().wakeAll();
            database.referenceLocks().wakeWaiters();
            database.rowQueues().wake(this);
        }
    }

    private <T> T runUnderRules(StatementAnalysis analysis, SqlAction<T> action, Duration timeout) throws SQLException {
        checkOpen();
        checkRunnable(analysis);
        try {
            database.checkUsable();
            if (aborted) {
                throw EngineErrors.transactionAborted();
            }
        } catch (SQLException e) {
            throw SqlStates.translate(e, analysis);
        }
        if (analysis.rowPin() != null) {
            database.metrics().advisor().observe(analysis, h2);
            if (!autoCommit) {
                counterReads.statement(analysis.rowPin());
            }
        }
        WaitLimit wait;
        try {
            wait = settings.beforeStatement(analysis, timeout); // statement_timeout, lock_timeout, default_transaction_read_only
        } catch (SQLException e) {
            aborted = !autoCommit;
            throw e;
        }
        if (!rowLocking()) {
            rowLocks.bound(wait.duration()); // under row locks each attempt sets its own (see runQueued)
        }
        waits.statementStarts(wait.duration());
        if (autoCommit && analysis.takesLane()) {
            return rowLocking() && analysis.kind() != StatementKind.DDL ? runAutocommitRowWrite(analysis, action, wait)
                    : runAutocommitWrite(analysis, action, wait);
        }
        long gateLsn = NOTHING_TO_WAIT_FOR;
        T result;
        try {
            if (autoCommit) {
                result = read(analysis, action, wait);
                gateLsn = database.appliedLsn(); // the output gate, read after the statement ran
            } else {
                firstStatementRunning = !transactionActive;
                transactionActive = true;
                if (readOnlyNow() && analysis.takesLane()) {
                    throw EngineErrors.readOnlyTransaction();
                }
                // A text's implicit transaction reads outside the lane until its first write, as its statements would in autocommit.
                boolean reads = readOnlyNow() || implicitTransaction && !laneHeld && !wrote && !analysis.takesLane();
                if (reads) {
                    result = read(analysis, action, wait);
                    gateLsn = database.appliedLsn();
                } else if (laneHeld || !rowLocking()) {
                    if (!laneHeld) {
                        takeLane(wait);
                    }
                    result = analysis.kind() == StatementKind.DDL
                            ? runSchemaChangeInTransaction(analysis, schemaScope(analysis), action, wait)
                            : runCaptured(action, true);
                } else if (analysis.kind() == StatementKind.DDL) {
                    result = runSchemaChangeUnderRowLocks(analysis, action, wait);
                } else {
                    result = runWithRowLocks(analysis, action, wait);
                }
            }
        } catch (SQLException e) {
            if (autoCommit) {
                rollbackH2();
            } else {
                aborted = true;
                if (RowLockWaits.lostTransaction(e)) {
                    rolledBackWhole = true;
                    // H2 undid all of it for an update, not for a query (SELECT ... FOR UPDATE, the engine's lock of a key's row):
                    // undone here too, it holds no row now, and its waiters go on at once, as PostgreSQL's do when a victim fails.
                    rollbackH2();
                } else if (SqlStates.isDeadlockVictim(e)) {
                    // H2's check, run by another transaction, marked this one to roll back: it can never go on
                    // from a savepoint. H2 still holds its rows until the application's ROLLBACK undoes them.
                    rolledBackWhole = true;
                }
            }
            throw SqlStates.translate(wait.explain(rowLocks.explain(e)), analysis);
        }
        if (!autoCommit && changes.takeDrawn()) {
            try {
                gateLsn = Math.max(gateLsn, reserveDrawnValues(wait));
            } catch (SQLException e) {
                throw SqlStates.translate(wait.explain(e), analysis);
            }
        }
        if (gateLsn != NOTHING_TO_WAIT_FOR) {
            database.awaitDurable(gateLsn);
        }
        database.checkServing(); // what it read is current only if no other process can have taken over meanwhile
        return result;
    }

    /**
     * An autocommit write is one lane task: run, applied and queued for the durable write, maybe by
     * the lane holder before us (see {@link io.hotrow.engine.lane.WriterLane}). The acknowledgement
     * is awaited outside the lane, so the next writer runs meanwhile. Under row locks only schema
     * changes come here, once no other transaction has uncommitted rows ({@link WriterShares}).
     */
    private <T> T runAutocommitWrite(StatementAnalysis analysis, SqlAction<T> action, WaitLimit wait) throws SQLException {
        if (!rowLocking()) {
            return runAutocommitLaneTask(analysis, action, wait);
        }
        try {
            database.writerShares().exclusive(this, SchemaScopes.ofSchemaChange(h2, analysis, List.of()), wait.duration(), waits::cancelled);
        } catch (SQLException e) {
            throw SqlStates.translate(wait.explain(e), analysis);
        }
        try {
            return runAutocommitLaneTask(analysis, action, wait);
        } finally {
            database.writerShares().releaseExclusive(this);
        }
    }

    private <T> T runAutocommitLaneTask(StatementAnalysis analysis, SqlAction<T> action, WaitLimit wait) throws SQLException {
        long started = System.nanoTime();
        Applied<T> applied;
        try {
            applied = database.lane().run(wait.duration(), () -> {
                database.checkUsable(); // closed while this statement waited for the lane: run nothing
                boolean schemaChange = analysis.kind() == StatementKind.DDL;
                try {
                    T result = schemaChange ? runSchemaChange(analysis, action, wait.duration()) : runCaptured(action, true);
                    return new Applied<>(result, commitChecked());
                } catch (SQLException e) {
                    rollbackH2(); // under the lane, before the next writer runs
                    if (schemaChange && database.isUsable()) {
                        try {
                            database.commit(h2, changes); // honours the LSN reserved for the failed change
                        } catch (SQLException honouring) {
                            e.addSuppressed(honouring); // the statement's own error is the one to report
                        }
                    }
                    throw e;
                }
            }, (result, waiter) -> database.unparkWhenDurable(result.lsn, waiter)); // run for us: wake us when there is an ack
        } catch (SQLException e) {
            throw SqlStates.translate(wait.explain(e), analysis);
        }
        database.acknowledge(applied.lsn, started);
        return applied.result;
    }

    private record Applied<T>(T result, long lsn) {
    }

    /**
     * H2 undid part of the open transaction (a failed statement, ROLLBACK TO SAVEPOINT), and with it
     * row locks the transaction may have held: the row queues it heads pass on, since their next
     * waiters would otherwise wait for this transaction's end for rows it no longer holds (and a
     * cycle through such a queue would be a deadlock of the queues' own making). A next waiter that
     * finds the row still held waits for it in H2.
     */
    private void partlyRolledBack() {
        rowLocks.partlyRolledBack();
        database.rowQueues().leaveAll(this);
    }

    /** Commits in the lane, then gives back the engine's locks the transaction held: once it is visible, others may look again. */
    private long commitAndRelease() throws SQLException {
        try {
            return commitChecked();
        } finally {
            releaseEngineLocks();
        }
    }

    /**
     * Commits in the commit section once the checks the transaction deferred hold: a failing one
     * fails the commit (23503, 23505), and the caller rolls the transaction back; nothing is logged.
     */
    private long commitChecked() throws SQLException {
        deferred.verify(h2);
        uniques.verifyAtCommit(database.committedReader(), changes.changes());
        return database.commit(h2, changes);
    }

    /** {@code SET CONSTRAINTS}: see {@link DeferredReferences#set}; unique keys made immediate are checked at once too. */
    void setConstraints(List<String> names, boolean deferNow, boolean inTransaction) throws SQLException {
        deferred.set(h2, names, deferNow, inTransaction);
        if (inTransaction && !deferNow) {
            uniques.checkImmediate(h2, changes.changes(), 0);
        }
    }

    /**
     * The transaction ended: the referenced rows it depended on are free, each row queue it headed
     * passes on, and whoever waits in H2 for one of its rows is woken (H2 may not wake them).
     */
    private void releaseEngineLocks() {
        database.referenceLocks().releaseAll(this);
        references.transactionEnded();
        deferred.transactionEnded();
        database.rowQueues().leaveAll(this);
        rowLocks.transactionEnded();
    }

    /** Whether this database runs its transactions at once, under row locks (the default), rather than one writer at a time. */
    private boolean rowLocking() {
        return database.concurrency() == Concurrency.ROWS;
    }

    /** Takes the lane for the rest of the transaction, at its first statement: the serialized mode. */
    private void takeLane(WaitLimit wait) throws SQLException {
        database.lane().acquire(wait.duration());
        laneHeld = true;
        database.checkUsable(); // the wait may have been for a holder that closed it (a move, a failure)
    }

    /**
     * A statement of a transaction under row locks: it runs at once, outside the lane, and waits
     * inside H2 only for the rows other open transactions changed. A write takes a writer share for
     * the rest of the transaction; a SERIALIZABLE transaction first waits for its turn.
     */
    private <T> T runWithRowLocks(StatementAnalysis analysis, SqlAction<T> action, WaitLimit wait) throws SQLException {
        if (!serializableTurn && serializableNow()) {
            database.serializableTurn().take(wait.duration());
            serializableTurn = true;
            if (changes.isEmpty() && savepointMarks.isEmpty()) {
                h2.commit(); // the checks before this first statement may have begun H2's transaction, and its snapshot, before the turn
            }
        }
        TableScope tables = SchemaScopes.ofStatement(analysis);
        if (analysis.takesLane() && !shared.covers(tables)) {
            database.writerShares().share(this, tables, wait.duration(), waits::cancelled);
            shared = shared.union(tables);
            if (!sharing) {
                sharing = true;
                firstWriteNanos = System.nanoTime();
            }
        }
        wrote |= analysis.takesLane();
        int mark = changes.mark();
        T result;
        long stamp = database.schemaGate().enter(this, waits, tables);
        try {
            result = runQueued(analysis, action, analysis.takesLane());
        } finally {
            database.schemaGate().leave(stamp);
        }
        lockedRows |= analysis.locksRows();
        if (sharing && changes.isEmpty() && !lockedRows) {
            // A write that changed nothing (an advisory lock, a sequence draw, no row matched) holds no row: a schema change need not wait.
            sharing = false;
            shared = TableScope.NONE;
            database.writerShares().unshare(this);
        }
        if (!analysis.takesLane()) {
            readThenWrite.read(analysis);
        } else {
            String read = readThenWrite.riskyRead(analysis);
            if (read != null && isolationNow() == Connection.TRANSACTION_READ_COMMITTED) {
                database.lostUpdateRisk(changes.changes().subList(mark, changes.mark()), read, analysis.sql());
            }
        }
        return result;
    }

    private boolean serializableNow() throws SQLException {
        return isolationNow() == Connection.TRANSACTION_SERIALIZABLE;
    }

    /** The open transaction's isolation level: as its BEGIN asked, else as the settings say. */
    private int isolationNow() throws SQLException {
        return transactionIsolation != null ? h2.getTransactionIsolation() : settings.isolation();
    }

    /**
     * An autocommit write under row locks. First as one lane task that must not wait for a row
     * lock (the fast path: run, apply and queue in one hold, maybe by the holder before us); if a
     * row it needs is locked by an open transaction, it is undone and runs again outside the lane,
     * waiting for that row as a transaction's statement would, and then commits through the lane.
     * A lane task that waited for a row lock would stop every commit, that transaction's included.
     */
    private <T> T runAutocommitRowWrite(StatementAnalysis analysis, SqlAction<T> action, WaitLimit wait) throws SQLException {
        long started = System.nanoTime();
        Applied<T> applied;
        TableScope tables = SchemaScopes.ofStatement(analysis);
        try {
            database.writerShares().share(this, tables, wait.duration(), waits::cancelled);
            try {
                applied = database.lane().run(wait.duration(), () -> {
                    database.checkUsable();
                    rowLocks.noWait();
                    waits.noWait(true);
                    try {
                        T result = runCaptured(action, true);
                        return new Applied<>(result, commitAndRelease());
                    } catch (SQLException e) {
                        rollbackH2();
                        if (RowLockWaits.isConflict(e) || e instanceof PartDoneStatementException || keyRowHeld(e)) {
                            // A row is locked, or was changed under the statement, which H2 left part-done (rolled back now), or a
                            // unique key it met may be held by a row another transaction changes: run it again outside the lane,
                            // waiting for the rows.
                            return null;
                        }
                        throw e;
                    } finally {
                        waits.noWait(false);
                    }
                }, (result, waiter) -> result != null && database.unparkWhenDurable(result.lsn, waiter));
                if (applied == null) {
                    applied = runThenCommit(analysis, tables, action, wait);
                }
            } finally {
                database.writerShares().unshare(this);
            }
        } catch (SQLException e) {
            throw SqlStates.translate(wait.explain(rowLocks.explain(e)), analysis);
        }
        database.acknowledge(applied.lsn, started);
        return applied.result;
    }

    /** The slow path of {@link #runAutocommitRowWrite}: the statement waits for its rows outside the lane, then commits in it. */
    private <T> Applied<T> runThenCommit(StatementAnalysis analysis, TableScope tables, SqlAction<T> action, WaitLimit wait) throws SQLException {
        T result;
        long stamp = database.schemaGate().enter(this, waits, tables);
        try {
            result = runQueued(analysis, action, true);
        } catch (SQLException e) {
            rollbackH2();
            throw e;
        } finally {
            database.schemaGate().leave(stamp);
        }
        return new Applied<>(result, commitInLane(wait.duration()));
    }

    /**
     * Commits the open H2 transaction through the lane, the database's commit section: its record
     * takes the next LSN, H2 makes it visible and releases its row locks, and the record joins the
     * group commit. Returns the LSN to acknowledge. Another lane holder may run it (flat combining).
     */
    private long commitInLane(Duration timeout) throws SQLException {
        try {
            return database.lane().run(timeout, () -> {
                database.checkUsable();
                return commitAndRelease();
            }, (lsn, waiter) -> database.unparkWhenDurable(lsn, waiter));
        } catch (SQLException e) {
            rollbackH2();
            throw e;
        }
    }

    /**
     * A statement of an open transaction drew from a generator: its values reach the application
     * now, before the transaction's record, so the generators are reserved past them in a record of
     * their own first ({@link Database#reserveGenerators}). Returns the LSN to wait for.
     */
    private long reserveDrawnValues(WaitLimit wait) throws SQLException {
        try {
            return laneHeld ? database.reserveGenerators() : database.lane().run(wait.duration(), database::reserveGenerators);
        } catch (SQLException e) {
            aborted = true; // the values drawn are not safe to hand out
            throw e;
        }
    }

    /**
     * A statement under row locks that waits for a row in that row's queue, not in H2 (see
     * {@link io.hotrow.engine.locks.RowQueues}): it first runs without waiting for any row; on a
     * locked one H2 undoes it, it waits for its turn at that row, and runs again, now waiting in H2
     * for whatever it meets, as the row's one waiter there.
     */
    private <T> T runQueued(StatementAnalysis analysis, SqlAction<T> action, boolean capture) throws SQLException {
        boolean queued = false;
        long pauseNanos = FIRST_PAUSE_NANOS;
        int keyCyclesSeen = 0;
        while (true) {
            if (queued) {
                rowLocks.bound(waits.remaining());
            } else {
                rowLocks.noWait();
            }
            String row;
            RowHolder holder;
            try {
                return runCapturedUnderRowLocks(analysis, action, capture);
            } catch (SQLException e) {
                if (waitedForKeyHolder(e)) {
                    continue; // the key it met was held by a row another transaction changed, which has ended: look again
                }
                if (e.getErrorCode() != ErrorCode.LOCK_TIMEOUT_1) {
                    throw e;
                }
                row = RowLockWaits.lockedRow(e);
                holder = row == null ? null : database.rowHolder(RowLockWaits.lockingTransaction(e));
                if (row != null && queued) {
                    if (!waits.cancelled() && waits.deadlineNanos() - System.nanoTime() > H2_WAIT_SLACK_NANOS) {
                        // H2 ends a wait for a row early only when the thread is interrupted, and swallows the interrupt.
                        Thread.currentThread().interrupt();
                        throw new SQLException("canceling statement: the thread was interrupted while it waited for a row lock", "57014", e);
                    }
                    throw e; // the wait in H2 ran out, or a cancel ended it
                }
                if (row == null && (waits.cancelled() || System.nanoTime() - waits.deadlineNanos() >= 0)) {
                    throw e;
                }
            }
            if (row != null) {
                database.metrics().rowLockWaited(database.rowQueues().awaitTurn(this, row, holder, waits));
                queued = true;
            } else {
                // A unique key another transaction is inserting: H2 names no row to queue for, so look again shortly.
                keyCyclesSeen = database.everyOtherWriterWaitsFor(this) ? keyCyclesSeen + 1 : 0;
                if (keyCyclesSeen == Blocking.CYCLE_CONFIRMATIONS) {
                    throw RowLockWaits.keyDeadlock(database.name());
                }
                LockSupport.parkNanos(Math.min(pauseNanos, Math.max(1, waits.deadlineNanos() - System.nanoTime())));
                pauseNanos = Math.min(pauseNanos * 2, LAST_PAUSE_NANOS);
            }
        }
    }

    /**
     * Whether the statement, failed by a unique key H2 counts as taken ({@link HeldKeys}), waited for another open
     * transaction that holds the row with that key: it then runs again, and finds the key free (the other transaction moved
     * it away, or deleted its row, and committed) or taken (23505), as PostgreSQL does. It waits by locking that row, under
     * a savepoint given back at once: first without waiting (a row no other transaction holds: the key is simply taken),
     * then waiting in H2, where H2's deadlock check, the engine's, lock_timeout, statement_timeout and a cancel end the
     * wait as any wait for a row.
     */
    private boolean waitedForKeyHolder(SQLException e) throws SQLException {
        if (!keyRowHeld(e)) {
            return false;
        }
        lockKeyRow(HeldKeys.lockOfRow(e), waits.remaining());
        return true;
    }

    /**
     * Whether {@code e} is a unique key H2 counts as taken by a row another open transaction holds, looked at without
     * waiting. A row no other transaction holds holds the key for good: the statement fails with 23505 at once, as in
     * PostgreSQL, and is not run again (a second run would draw new default values, an identity's next one, and succeed).
     */
    private boolean keyRowHeld(SQLException e) throws SQLException {
        String lock = HeldKeys.lockOfRow(e);
        if (lock == null) {
            return false;
        }
        try {
            lockKeyRow(lock, null);
            return false;
        } catch (SQLException held) {
            if (held.getErrorCode() == ErrorCode.DEADLOCK_1) {
                throw held; // the key's holder waits for this transaction: PostgreSQL's wait for the key would find the deadlock too
            }
            return RowLockWaits.lockedRow(held) != null;
        }
    }

    /** Locks the row {@code lock} names ({@link HeldKeys}) under a savepoint given back at once: without waiting, or within {@code bound}. */
    private void lockKeyRow(String lock, Duration bound) throws SQLException {
        Savepoint before = h2.setSavepoint();
        try (Statement row = h2.createStatement()) {
            if (bound == null) {
                rowLocks.noWait();
            } else {
                rowLocks.bound(bound);
            }
            row.executeQuery(lock).close();
        } finally {
            try {
                h2.rollback(before);
                h2.releaseSavepoint(before);
            } catch (SQLException gone) {
                // the transaction is gone (the session closed meanwhile): the caller hears of it from the wait's failure
            }
            rowLocks.partlyRolledBack();
        }
    }

    /**
     * As {@link #runCaptured}, for a statement that may wait for rows other transactions changed.
     * An upsert ({@code ON CONFLICT}) whose key another transaction inserted while it ran finds the
     * key taken once that transaction commits (H2's MERGE looked before the row was visible and
     * fails with a unique violation); PostgreSQL's upsert then updates the row, or does nothing, so
     * the statement, undone by H2, runs again and now finds the row. A batch is never run again.
     */
    private <T> T runCapturedUnderRowLocks(StatementAnalysis analysis, SqlAction<T> action, boolean capture) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try {
                return runCaptured(action, capture);
            } catch (SQLException e) {
                if (attempt == UPSERT_ATTEMPTS || e instanceof BatchUpdateException || e.getErrorCode() != ErrorCode.DUPLICATE_KEY_1
                        || !isUpsert(analysis)) {
                    throw e;
                }
                if (isolationNow() >= Connection.TRANSACTION_REPEATABLE_READ || h2.getTransactionIsolation() >= Connection.TRANSACTION_REPEATABLE_READ) {
                    // Its snapshot will never see the key: PostgreSQL fails such an upsert as a serialization failure. H2's own level
                    // counts too: a level set between transactions reaches H2 only once H2 holds no work of the session.
                    throw new SQLException("could not serialize access due to concurrent update: another transaction inserted this"
                            + " upsert's key after this transaction's snapshot", "40001", e);
                }
                // H2 counts the other transaction's row as committed a moment before a new statement can see it (its commit
                // is still being applied): the next run waits for that moment, a little longer each time.
                LockSupport.parkNanos(attempt * UPSERT_PAUSE_NANOS);
            }
        }
    }

    /**
     * Whether {@code analysis} is an upsert: by its tree, or by what H2 runs (the shim's MERGE), as a
     * text made from a learned literal shape carries no tree.
     */
    private static boolean isUpsert(StatementAnalysis analysis) {
        return !ConflictTargets.columns(analysis).isEmpty() || analysis.executableSql().stripLeading().regionMatches(true, 0, "MERGE", 0, 5);
    }

    private <T> T runCaptured(SqlAction<T> action, boolean holdsLane) throws SQLException {
        int mark = changes.mark();
        try (CaptureScope ignored = CaptureScope.bind(holdsLane ? changes : RowSink.REFUSE); StatementReruns.Runs runs = reruns.bind(holdsLane)) {
            T result = runInH2(action);
            runs.checkUndone();
            // H2 may have undone part of a statement that then succeeded (an insert that met its key ON CONFLICT, a row a
            // concurrent update changed, run again) and marked the transaction for it as for a failed one: see RowLockWaits.
            rowLocks.partlyRolledBack();
            if (holdsLane) {
                try {
                    uniques.checkImmediate(h2, changes.changes(), mark); // a deferrable key that is immediate holds at the statement's end
                    if (!action.isBatch()) { // a batch's statements are each checked by H2, not as one's rows (docs/dialect.md)
                        rowByRowUniques.check(changes.changes(), mark); // a key that is not deferrable holds after each row
                    }
                } catch (SQLException e) {
                    runs.undoStatement(); // H2 applied the statement: undone as H2 undoes one that fails, before the handler below
                    throw e;
                }
            }
            return result;
        } catch (PartDoneStatementException e) {
            rollbackH2(); // H2 kept part of the statement's work: the caller treats the transaction as lost (RowLockWaits.lostTransaction)
            throw e;
        } catch (SQLException e) {
            changes.truncate(mark); // H2 undid the failed statement; so do we
            partlyRolledBack();
            throw e;
        }
    }

    /**
     * A statement outside the lane: it reads, never while a transaction that changed the schema is
     * open, and ends H2's read transaction (nothing to log) unless it is part of a read-only one.
     */
    private <T> T read(StatementAnalysis analysis, SqlAction<T> action, WaitLimit wait) throws SQLException {
        long stamp = database.schemaGate().enter(this, waits, SchemaScopes.ofStatement(analysis));
        try {
            T result = runCaptured(action, false);
            if (autoCommit) {
                h2.commit();
            }
            return result;
        } finally {
            database.schemaGate().leave(stamp);
        }
    }

    /**
     * A schema change inside a transaction under row locks: it holds the tables it reaches
     * exclusively to the transaction's end, and the lane while it runs; the transaction's other
     * statements run as any transaction's do, outside the lane.
     */
    private <T> T runSchemaChangeUnderRowLocks(StatementAnalysis analysis, SqlAction<T> action, WaitLimit wait) throws SQLException {
        TableScope scope = schemaScope(analysis);
        wrote = true; // its commit goes through the commit section, with the change in its record
        try {
            holdExclusively(scope, wait);
            return runSchemaChangeInTransaction(analysis, scope, action, wait);
        } finally {
            releaseLane();
        }
    }

    /** The tables a schema change of this transaction reaches, with those it wrote rows in. */
    private TableScope schemaScope(StatementAnalysis analysis) throws SQLException {
        return SchemaScopes.ofSchemaChange(h2, analysis, changes.changes());
    }

    /**
     * A schema change inside a transaction, with the lane held for it (for the rest of the
     * transaction in the serialized mode). H2 applies it at once, so the transaction first holds the
     * tables it reaches ({@link #holdForSchemaChange}); the change is logged in order with the
     * transaction's rows, in its commit record.
     */
    private <T> T runSchemaChangeInTransaction(StatementAnalysis analysis, TableScope scope, SqlAction<T> action, WaitLimit wait)
            throws SQLException {
        String sql = analysis.executableSql();
        holdForSchemaChange(scope, wait);
        for (String step : stepsBefore(analysis)) {
            runAndLog(step);
            schemaChangeMark = changes.mark(); // applied even if the statement fails: no savepoint before it can undo it
        }
        TruncateCascade cascade = cascadeOf(analysis);
        ConstraintNames names = ConstraintNames.before(h2);
        T result;
        try (CaptureScope ignored = CaptureScope.bind(RowSink.IGNORE); TriggerGap gap = database.schemaChanging(sql)) {
            checkSchemaChange(analysis); // fails as H2 would, the change's LSN reserved
            result = runInH2(action);
            // H2 leaves some changes (CREATE SEQUENCE) uncommitted, holding its schema lock, which the engine's own session then
            // waits for at the next ALTER TABLE; H2 commits the others at once, so committing here changes nothing else.
            h2.commit();
        } finally {
            cascadeEnds(cascade);
        }
        logSchemaChange(sql, names);
        schemaChangeMark = changes.mark(); // applied: from here no savepoint before it can undo it, even if a step after it fails
        for (String step : DeferrableKeys.marks(h2, analysis.sql(), names)) {
            runAndLog(step);
        }
        runLabelOrderSteps(analysis);
        dropHandedOver(sql);
        dropUnusedExpressions();
        schemaChangeMark = changes.mark();
        database.schemaChanged();
        // A foreign key the change added links more tables to those it holds: they are held from here on too.
        holdForSchemaChange(SchemaScopes.closedUnderLinks(h2, schemaTransaction.scope()), wait);
        return result;
    }

    /**
     * Makes this transaction hold {@code scope} for its schema changes: no other transaction with
     * uncommitted rows there (row locks), readers kept out, and an image that puts them back if it
     * does not commit ({@link SchemaTransaction}). Tables whose image holds more than tables make
     * it the whole database. Under row locks it waits for other writers' shares without the lane,
     * which they need to commit; nothing else can see this one's changes meanwhile (no snapshot is
     * taken while a schema change is open, a schema change of another transaction waits for this one's end).
     */
    private void holdForSchemaChange(TableScope scope, WaitLimit wait) throws SQLException {
        TableScope wanted = scope;
        while (schemaTransaction == null || !schemaTransaction.scope().covers(wanted)) {
            if (rowLocking() && !database.writerShares().holdsExclusively(this, wanted)) {
                holdExclusively(wanted, wait);
            }
            if (schemaTransaction == null) {
                schemaTransaction = database.beginSchemaTransaction(this, wanted, wait.duration());
            } else {
                schemaTransaction.widen(wanted, wait.duration());
            }
            if (!schemaTransaction.scope().covers(wanted)) {
                wanted = TableScope.ALL;
            }
        }
    }

    /**
     * Takes {@code tables} exclusively, then the lane: the wait for other writers' shares is made
     * without the lane, which they need to commit.
     */
    private void holdExclusively(TableScope tables, WaitLimit wait) throws SQLException {
        releaseLane();
        database.writerShares().exclusive(this, tables, wait.duration(), waits::cancelled);
        exclusive = true;
        database.lane().acquire(wait.duration());
        laneHeld = true;
        database.checkUsable(); // the wait may have been for a holder that closed it (a move, a failure)
    }

    /** The statements the engine runs, each logged, before a schema change that PostgreSQL runs as one and H2 cannot. */
    private List<String> stepsBefore(StatementAnalysis analysis) throws SQLException {
        List<String> steps = new ArrayList<>(EnumTypeChanges.before(h2, analysis.sql()));
        steps.addAll(PrimaryKeyColumns.before(h2, analysis.executableSql()));
        steps.addAll(ExpressionIndexes.beforeColumnDrop(h2, analysis.sql()));
        if (ExpressionIndexes.creates(analysis.executableSql())) {
            steps.addAll(ExpressionIndexes.before(h2, database.analyzer().analyze(analysis.sql()).executableSql(), analysis.executableSql()));
        }
        return steps;
    }

    /** What PostgreSQL refuses of a schema change H2 would run otherwise: checked before it runs, in the application's session. */
    private void checkSchemaChange(StatementAnalysis analysis) throws SQLException {
        IdentityDefaults.check(h2, analysis.executableSql());
        ColumnDropDependents.check(h2, analysis.sql()); // the translation has lost CASCADE
        EnumTypeChanges.check(h2, analysis.sql());
        DeferrableKeys.checkReferencedKeys(h2, analysis.sql());
    }

    /**
     * DDL commits itself in H2; it is logged as the text H2 ran (the translation), and replay redoes whatever rows it touched.
     * A change the engine runs as several statements ({@link #steppedScope}) is undone whole if one of them fails, as
     * PostgreSQL undoes a failed statement: what they change is imaged first, as a transaction's schema changes are.
     */
    private <T> T runSchemaChange(StatementAnalysis analysis, SqlAction<T> action, Duration timeout) throws SQLException {
        TableScope steps = steppedScope(analysis);
        if (steps == TableScope.NONE) {
            return runSchemaChangeSteps(analysis, action);
        }
        TableScope stepped = SchemaScopes.closedUnderLinks(h2, steps);
        SchemaTransaction undo = database.beginSchemaTransaction(this, stepped, timeout);
        try {
            if (!undo.scope().covers(stepped)) {
                undo.widen(TableScope.ALL, timeout); // only the whole image puts these tables back
            }
            T result = runSchemaChangeSteps(analysis, action);
            undo.committed();
            return result;
        } catch (SQLException | RuntimeException e) {
            try {
                rollbackH2(); // the steps' records go with the failed statement's, and the images need its tables
                undo.rolledBack();
            } catch (SQLException restoring) {
                e.addSuppressed(restoring);
            }
            throw e;
        }
    }

    /**
     * What the engine's steps around an autocommit schema change reach, when it runs any that may fail once H2 applied a part:
     * an enum type's ({@link EnumTypeChanges#stepped}); the change's own reach when the marks of the constraints it declares
     * deferrable ({@link DeferrableKeys}) follow it; the column's table when a sequence is handed over to a column
     * ({@link #dropHandedOver}), whose drop of the sequence comes last, so that a failure before it leaves the sequence as it
     * was and only the table needs putting back (the whole image, which alone brings a dropped sequence back, cost a restore
     * of a dump, one OWNED BY per serial column, an image of every table each). The renaming of the constraints it left
     * unnamed, and that last drop, need no image: a renaming or drop H2 refuses changes nothing
     * ({@link ConstraintNames#renameCreated}). The table whose primary key's columns are made NOT NULL first
     * ({@link PrimaryKeyColumns}), which a duplicate key then fails. The table of an index on expressions, whose hidden columns
     * are added first (a duplicate then fails a unique one), or whose indexes on expressions go before a column they read
     * ({@link ExpressionIndexes}).
     */
    private TableScope steppedScope(StatementAnalysis analysis) throws SQLException {
        if (SequenceOwnership.handedOver(analysis.executableSql()) != null || PrimaryKeyColumns.adds(analysis.executableSql())
                || ExpressionIndexes.creates(analysis.executableSql()) || !ExpressionIndexes.beforeColumnDrop(h2, analysis.sql()).isEmpty()) {
            return SchemaScopes.named(analysis.sql());
        }
        TableScope steps = EnumTypeChanges.stepped(h2, analysis.sql());
        return DeferrableKeys.declared(analysis.sql()) ? steps.union(SchemaScopes.ofSchemaChange(h2, analysis, List.of())) : steps;
    }

    private <T> T runSchemaChangeSteps(StatementAnalysis analysis, SqlAction<T> action) throws SQLException {
        String sql = analysis.executableSql();
        database.reserveLsn();
        for (String step : stepsBefore(analysis)) {
            runAndLog(step);
        }
        TruncateCascade cascade = cascadeOf(analysis);
        ConstraintNames names = ConstraintNames.before(h2);
        T result;
        // The application's session may not re-create capture triggers when H2 copies a table: see Database.schemaChanging.
        try (CaptureScope ignored = CaptureScope.bind(RowSink.IGNORE); TriggerGap gap = database.schemaChanging(sql)) {
            checkSchemaChange(analysis); // fails as H2 would, the change's LSN reserved
            result = runInH2(action);
            // H2 leaves some changes (CREATE SEQUENCE) uncommitted, holding its schema lock, which the engine's own session then
            // waits for at the next ALTER TABLE; H2 commits the others at once, so committing here changes nothing else.
            h2.commit();
        } finally {
            cascadeEnds(cascade);
        }
        logSchemaChange(sql, names);
        for (String step : DeferrableKeys.marks(h2, analysis.sql(), names)) {
            runAndLog(step);
        }
        runLabelOrderSteps(analysis);
        dropHandedOver(sql);
        dropUnusedExpressions();
        database.schemaChanged();
        return result;
    }

    /**
     * The steps that give an enum type its labels in PostgreSQL's order ({@link EnumTypeChanges#after}). H2 keeps a label's
     * text where PostgreSQL keeps the label itself (in a foreign key between two of the type's columns, a check, a generated
     * column), so a step may fail where PostgreSQL's change would not: that is a refusal of the change, which is then undone.
     */
    private void runLabelOrderSteps(StatementAnalysis analysis) throws SQLException {
        try {
            for (String step : EnumTypeChanges.after(h2, analysis)) {
                runAndLog(step);
            }
        } catch (SQLException e) {
            SQLException refused = EngineErrors.refused(analysis.sql(), "the engine places or renames a label by making the type and its"
                    + " columns again, and a constraint or generated column on a column of the type refused that (" + e.getMessage() + ")",
                    EngineErrors.NOT_SUPPORTED);
            refused.initCause(e);
            throw refused;
        }
    }

    /**
     * After {@code ALTER SEQUENCE s OWNED BY t.c} turned {@code t.c} into a column with a generator
     * of its own, continuing where {@code s} stood ({@link SequenceOwnership}), drops {@code s}: its
     * name then finds the column's generator, as pg_dump's later setval and nextval expect. The column
     * becomes a serial one first ({@link SerialColumns}), as PostgreSQL shows a column owning its
     * sequence: the drop comes last, so that in autocommit an image of the column's table undoes
     * whatever step fails ({@link #steppedScope}).
     */
    private void dropHandedOver(String sql) throws SQLException {
        String sequence = SequenceOwnership.handedOver(sql);
        if (sequence == null) {
            return;
        }
        String drop = SequenceFunctions.dropStatement(h2, sequence);
        String declaration = SerialColumns.declaringStatement(h2, sequence); // a column owning its sequence is what serial declares
        if (declaration != null) {
            runAndLog(declaration);
        }
        runAndLog(drop);
    }

    /** The hidden columns of indexes on expressions that no index uses any more ({@link ExpressionIndexes#unused}) go, each drop logged. */
    private void dropUnusedExpressions() throws SQLException {
        for (String step : ExpressionIndexes.unused(h2)) {
            runAndLog(step);
        }
    }

    /** {@code TRUNCATE ... CASCADE} ({@link TruncateCascade}): its steps before the statement run and are logged; null for another statement. */
    private TruncateCascade cascadeOf(StatementAnalysis analysis) throws SQLException {
        TruncateCascade cascade = TruncateCascade.of(h2, analysis.sql());
        if (cascade != null) {
            for (String step : cascade.before()) {
                runAndLog(step);
            }
        }
        return cascade;
    }

    /**
     * After a {@code TRUNCATE ... CASCADE} ran, or failed: its foreign-key checks on again. They are
     * logged before the statement itself, which replay runs with every check off anyway; a failed
     * statement's record is dropped with them.
     */
    private void cascadeEnds(TruncateCascade cascade) throws SQLException {
        if (cascade != null) {
            for (String step : cascade.after()) {
                runAndLog(step);
            }
        }
    }

    /** Runs a schema change the engine adds to the application's, as the application's own run, and logs it as its own statement. */
    private void runAndLog(String sql) throws SQLException {
        beforeStep.check(sql);
        try (CaptureScope ignored = CaptureScope.bind(RowSink.IGNORE); TriggerGap gap = database.schemaChanging(sql)) {
            runInH2(() -> {
                try (Statement statement = h2.createStatement()) {
                    return statement.execute(sql);
                }
            });
            h2.commit();
        }
        logSchemaChange(sql);
    }

    /** Logs a schema change that ran, then gives the constraints it left unnamed PostgreSQL's names and logs each renaming. */
    private void logSchemaChange(String sql, ConstraintNames names) throws SQLException {
        logSchemaChange(sql);
        names.renameCreated(h2, this::logSchemaChange);
    }

    /**
     * Logs a schema change as its text, in the schema the session had when it ran: replay runs it
     * on the engine's own session, whose current schema is {@code public}, and an unqualified name
     * must name the same object there.
     */
    private void logSchemaChange(String sql) throws SQLException {
        String schema = h2.getSchema();
        if (schema == null || schema.equals("public")) {
            changes.addStatement(sql);
            return;
        }
        changes.addStatement("SET SCHEMA " + TableCatalog.quote(schema));
        changes.addStatement(sql);
        changes.addStatement("SET SCHEMA \"public\"");
    }

    /**
     * A failure inside H2 that is not an SQLException (a bug, a stack overflow) fails the statement
     * like any error. H2 runs it with the session's settings (time zone, search_path, timeout) and
     * sees them in current_setting and set_config.
     */
    private <T> T runInH2(SqlAction<T> action) throws SQLException {
        try (SettingFunctions.Scope ignored = settings.enterH2()) {
            return action.run();
        } catch (RuntimeException | StackOverflowError e) {
            throw SqlStates.internal(e);
        }
    }

    // ---- transaction control ----

    /**
     * Transaction control sent as SQL text, as PostgreSQL runs it: BEGIN with its modes, a COMMIT of
     * an aborted transaction rolls it back, ending a transaction that is not open or beginning one
     * inside another is a warning, not an error; savepoints by name.
     *
     * @return the warning PostgreSQL would send, or null
     */
    public SQLWarning runTransactionText(String sql) throws SQLException {
        checkOpen();
        TransactionText text;
        try {
            text = TransactionText.of(sql);
        } catch (SQLException e) {
            aborted |= !autoCommit; // as any error inside a transaction block
            throw e;
        }
        switch (text.form()) {
            case BEGIN -> {
                return begin(text);
            }
            case SET_TRANSACTION -> {
                return setTransaction(text);
            }
            case SET_SNAPSHOT -> {
                return setTransactionSnapshot(text.name());
            }
            case SAVEPOINT, RELEASE, ROLLBACK_TO -> {
                if (autoCommit || implicitTransaction) {
                    aborted |= implicitTransaction;
                    throw new SQLException(text.form().name().replace('_', ' ') + " can only be used in transaction blocks", "25P01");
                }
                try {
                    savepointText(text);
                } catch (SQLException e) {
                    aborted = true; // as any error inside a transaction block
                    throw e;
                }
                return null;
            }
            default -> {
                if (autoCommit) {
                    return new SQLWarning("there is no transaction in progress", "25P01");
                }
                // In a text's implicit transaction, PostgreSQL ends it as asked, and still warns.
                SQLWarning outsideBlock = implicitTransaction ? new SQLWarning("there is no transaction in progress", "25P01") : null;
                implicitTransaction = false;
                try {
                    if (text.form() == TransactionText.Form.COMMIT && !aborted) {
                        commit();
                    } else {
                        rollback(); // PostgreSQL answers the COMMIT of an aborted transaction with ROLLBACK
                    }
                } finally {
                    resumeAutoCommitAfterText();
                }
                return outsideBlock;
            }
        }
    }

    private SQLWarning begin(TransactionText text) throws SQLException {
        if (aborted) {
            throw EngineErrors.transactionAborted();
        }
        if (implicitTransaction) {
            return beginInImplicitTransaction(text);
        }
        if (!autoCommit) {
            return new SQLWarning("there is already a transaction in progress", "25001");
        }
        beginModes(text);
        autoCommit = false;
        autoCommitSuspendedByText = true;
        return null;
    }

    /**
     * SET TRANSACTION: the modes of the open transaction, as a BEGIN would have set them; outside a
     * transaction block only PostgreSQL's warning, and a level after the first query is refused.
     */
    private SQLWarning setTransaction(TransactionText text) throws SQLException {
        if (aborted) {
            throw EngineErrors.transactionAborted();
        }
        if (autoCommit || implicitTransaction) {
            return new SQLWarning("SET TRANSACTION can only be used in transaction blocks", "25P01");
        }
        if (text.isolation() != null && transactionActive) {
            aborted = true;
            throw new SQLException("SET TRANSACTION ISOLATION LEVEL must be called before any query", "25001");
        }
        beginModes(text);
        return null;
    }

    /**
     * SET TRANSACTION SNAPSHOT: the transaction reads what the exporting one reads
     * ({@link ExportedSnapshots}), with PostgreSQL's checks; outside a transaction block its warning.
     */
    private SQLWarning setTransactionSnapshot(String id) throws SQLException {
        if (aborted) {
            throw EngineErrors.transactionAborted();
        }
        try {
            boolean block = !autoCommit && !implicitTransaction;
            if (block && transactionActive) {
                throw new SQLException("SET TRANSACTION SNAPSHOT must be called before any query", "25001");
            }
            if (isolationNow() < Connection.TRANSACTION_REPEATABLE_READ) {
                throw new SQLException("a snapshot-importing transaction must have isolation level SERIALIZABLE or REPEATABLE READ", "0A000");
            }
            if (!block) { // PostgreSQL warns, then imports into the statement's own transaction
                return new SQLWarning("SET TRANSACTION can only be used in transaction blocks", "25P01");
            }
            if (serializableNow() && !readOnlyNow()) {
                // Its turn would order it after every serializable writer before it, and the snapshot may be older than some.
                throw new SQLException("a read-write SERIALIZABLE transaction cannot import a snapshot in this engine:"
                        + " it reads what the serializable transactions before it committed; import into a READ ONLY one", "0A000");
            }
            database.exportedSnapshots().importInto(this, id, serializableNow());
        } catch (SQLException e) {
            aborted = true; // as any error inside a transaction block
            throw e;
        }
        return null;
    }

    /** pg_export_snapshot(): names the transaction's view of the tables for other sessions' SET TRANSACTION SNAPSHOT. */
    String exportSnapshot() throws SQLException {
        return database.exportedSnapshots().export(this, !autoCommit, autoCommit || firstStatementRunning, serializableNow());
    }

    private void beginModes(TransactionText text) throws SQLException {
        if (text.isolation() != null) {
            if (transactionIsolation == null) { // a SET TRANSACTION after BEGIN ISOLATION LEVEL keeps the level to restore
                transactionIsolation = new IsolationOverride(h2.getTransactionIsolation());
            }
            // As in PostgreSQL, READ UNCOMMITTED runs as READ COMMITTED: no dirty read past the output gate.
            h2.setTransactionIsolation(Math.max(text.isolation(), Connection.TRANSACTION_READ_COMMITTED));
        }
        if (text.readOnly() != null) {
            transactionReadOnly = text.readOnly();
        }
    }

    /**
     * As in PostgreSQL, a BEGIN inside a text's implicit transaction makes it an ordinary one, with
     * what ran before the BEGIN: it no longer ends with the text, and an error aborts it. Its
     * isolation level can only be chosen before the transaction's first query.
     */
    private SQLWarning beginInImplicitTransaction(TransactionText text) throws SQLException {
        if (text.isolation() != null && transactionActive) {
            aborted = true;
            throw new SQLException("SET TRANSACTION ISOLATION LEVEL must be called before any query", "25001");
        }
        implicitTransaction = false;
        beginModes(text);
        return null;
    }

    /**
     * Opens the transaction PostgreSQL runs the statements of one text in when the session is in
     * autocommit: they succeed or fail together. It ends with {@link #endImplicitTransaction}, or
     * earlier at a COMMIT or ROLLBACK in the text (PostgreSQL warns that no transaction is in
     * progress, and the statements after it begin the next implicit one); a BEGIN in the text makes
     * it an ordinary transaction that outlives the text. It takes the lane at its first write, not
     * at its first statement: the client sent the whole text before it saw any result, so it cannot
     * have written what it read.
     */
    public void beginImplicitTransaction() throws SQLException {
        checkOpen();
        if (!autoCommit) {
            throw new IllegalStateException("an implicit transaction begins only in autocommit");
        }
        autoCommit = false;
        autoCommitSuspendedByText = true;
        implicitTransaction = true;
    }

    /**
     * Ends the text's implicit transaction if it is still open: commits it when the text ran to its
     * end, rolls it back when a statement failed. Nothing to do if a COMMIT, ROLLBACK or BEGIN in
     * the text already ended it or made it an ordinary one.
     */
    public void endImplicitTransaction(boolean ranToEnd) throws SQLException {
        if (!implicitTransaction) {
            return;
        }
        implicitTransaction = false;
        try {
            if (ranToEnd) {
                commit();
            } else {
                rollback();
            }
        } finally {
            resumeAutoCommitAfterText();
        }
    }

    /** The previous isolation level of the H2 session, put back when a transaction begun with its own level ends. */
    private record IsolationOverride(int previous) {
    }

    /** SAVEPOINT, RELEASE and ROLLBACK TO by name; a name used again hides the earlier savepoint, as in PostgreSQL. */
    private void savepointText(TransactionText text) throws SQLException {
        if (text.form() == TransactionText.Form.SAVEPOINT) {
            if (aborted) {
                throw EngineErrors.transactionAborted();
            }
            namedSavepoints.add(new NamedSavepoint(text.name(), setSavepoint(null)));
            return;
        }
        int index = namedSavepoints.size() - 1;
        while (index >= 0 && !namedSavepoints.get(index).name().equals(text.name())) {
            index--;
        }
        if (index < 0) {
            if (aborted && text.form() == TransactionText.Form.RELEASE) {
                throw EngineErrors.transactionAborted();
            }
            throw new SQLException("savepoint \"" + text.name() + "\" does not exist", "3B001");
        }
        Savepoint savepoint = namedSavepoints.get(index).savepoint();
        if (text.form() == TransactionText.Form.RELEASE) {
            if (aborted) {
                throw EngineErrors.transactionAborted();
            }
            releaseSavepoint(savepoint); // and, as in PostgreSQL, every savepoint set after it
            namedSavepoints.subList(index, namedSavepoints.size()).clear();
        } else {
            rollbackTo(savepoint); // the savepoint stays; later ones go
            namedSavepoints.subList(index + 1, namedSavepoints.size()).clear();
        }
    }

    private record NamedSavepoint(String name, Savepoint savepoint) {
    }

    private void resumeAutoCommitAfterText() {
        if (autoCommitSuspendedByText) {
            autoCommit = true;
            autoCommitSuspendedByText = false;
        }
    }

    public void setAutoCommit(boolean autoCommit) throws SQLException {
        checkOpen();
        if (autoCommit && !this.autoCommit) {
            commit(); // JDBC: switching autocommit on commits the open transaction
        }
        this.autoCommit = autoCommit;
        autoCommitSuspendedByText = false;
    }

    public boolean autoCommit() throws SQLException {
        checkOpen();
        return autoCommit;
    }

    public void commit() throws SQLException {
        checkOpen();
        if (autoCommit) {
            throw EngineErrors.noTransaction("commit");
        }
        Duration network = networkTimeout;
        Duration laneWait = WaitLimit.shortest(settings.lockWait(), network);
        boolean networkBinds = !network.isZero() && laneWait.equals(network);
        withinNetworkTimeout(network, e -> networkBinds && e instanceof WaitTimeoutException, () -> {
            commit(laneWait);
            return null;
        });
    }

    /** Commits the open transaction; a commit that must wait for the lane waits at most {@code laneWait} (zero: no limit). */
    private void commit(Duration laneWait) throws SQLException {
        long started = System.nanoTime();
        long acknowledgeLsn = NOTHING_TO_WAIT_FOR;
        boolean committed = false;
        try {
            if (aborted) {
                rollbackH2();
                throw EngineErrors.abortedTransactionRolledBack();
            }
            if (laneHeld) {
                acknowledgeLsn = commitChecked();
                if (schemaTransaction != null) {
                    schemaTransaction.committed();
                    schemaTransaction = null;
                }
            } else if (wrote || !changes.isEmpty()) {
                acknowledgeLsn = commitInLane(laneWait);
                if (schemaTransaction != null) {
                    schemaTransaction.committed();
                    schemaTransaction = null;
                }
            } else {
                h2.commit();
                if (transactionActive && !readOnlyNow()) {
                    // Under row locks its reads did not pass the output gate: they may have seen commits not yet durable.
                    acknowledgeLsn = database.appliedLsn();
                }
            }
            settings.committed(); // what the transaction SET stays
            committed = true;
        } catch (SQLException e) {
            rollbackH2();
            throw SqlStates.translate(e);
        } finally {
            endTransaction(committed);
        }
        if (acknowledgeLsn != NOTHING_TO_WAIT_FOR) {
            // After the lane is released: it may include reads of commits not yet durable, and fails if they are lost.
            database.acknowledge(acknowledgeLsn, started);
        }
    }

    public void rollback() throws SQLException {
        checkOpen();
        if (autoCommit) {
            throw EngineErrors.noTransaction("rollback");
        }
        try {
            rollbackH2();
        } finally {
            endTransaction(false);
        }
    }

    private void rollbackH2() {
        changes.clear();
        try {
            h2.rollback();
        } catch (SQLException e) {
            // H2 rolls back in memory; a failure here means the session is gone, and with it the work.
        }
        releaseEngineLocks();
    }

    /**
     * Ends the transaction; schema changes it did not commit are undone before the lane is released,
     * and {@link #onTransactionEnd} hears of it last.
     */
    private void endTransaction(boolean committed) throws SQLException {
        changes.clear();
        savepointMarks.clear();
        aborted = false;
        transactionActive = false;
        schemaChangeMark = -1;
        transactionReadOnly = null;
        implicitTransaction = false;
        namedSavepoints.clear();
        try {
            if (transactionIsolation != null) {
                IsolationOverride override = transactionIsolation;
                transactionIsolation = null;
                h2.setTransactionIsolation(override.previous());
            }
            if (schemaTransaction != null) {
                SchemaTransaction undone = schemaTransaction;
                schemaTransaction = null;
                if (!laneHeld) {
                    database.lane().acquire(Duration.ZERO); // the images are put back through the system session, the lane holder's
                    laneHeld = true;
                }
                undone.rolledBack();
            }
        } finally {
            releaseLane();
            releaseRowLockingHolds();
            settings.transactionEnded(); // SET LOCAL and uncommitted SETs are undone
            transactionEnds.ended(committed);
        }
    }

    /** What a transaction under row locks held to its end: H2's row locks went with its commit or rollback. */
    private void releaseRowLockingHolds() {
        releaseEngineLocks();
        database.advisoryLocks().transactionEnded(this);
        database.exportedSnapshots().transactionEnded(this);
        readThenWrite.transactionEnded();
        counterReads.transactionEnded();
        wrote = false;
        lockedRows = false;
        rolledBackWhole = false;
        if (sharing) {
            sharing = false;
            shared = TableScope.NONE;
            database.writerShares().unshare(this);
            database.metrics().rowsHeld(System.nanoTime() - firstWriteNanos);
        }
        if (exclusive) {
            exclusive = false;
            database.writerShares().releaseExclusive(this);
        }
        if (serializableTurn) {
            serializableTurn = false;
            database.serializableTurn().give();
        }
    }

    private void releaseLane() {
        if (laneHeld) {
            laneHeld = false;
            database.lane().release();
        }
    }

    /** A savepoint of the open transaction; {@code name} null for an unnamed one. */
    public Savepoint setSavepoint(String name) throws SQLException {
        inTransaction();
        settings.catchUpBeforeH2Work(); // the transaction's isolation level, before H2's transaction begins with the savepoint
        Savepoint savepoint = name == null ? h2.setSavepoint() : h2.setSavepoint(name);
        savepointMarks.put(savepoint, changes.mark());
        settings.savepointSet(savepoint);
        references.savepointSet(savepoint);
        return savepoint;
    }

    public void rollbackTo(Savepoint savepoint) throws SQLException {
        Integer mark = savepointMarks.get(savepoint);
        if (mark == null) {
            throw new SQLException("no such savepoint in this transaction", "3B001");
        }
        inTransaction();
        if (rolledBackWhole) {
            throw new SQLException("current transaction is aborted: a deadlock or a serialization failure rolled all of it back,"
                    + " savepoints included; roll back the transaction and run it again", "25P02");
        }
        if (mark < schemaChangeMark) {
            throw EngineErrors.unsupported("rolling back to a savepoint set before a schema change of the same transaction;"
                    + " roll back the whole transaction instead");
        }
        h2.rollback(savepoint);
        partlyRolledBack();
        changes.truncate(mark);
        settings.rolledBackTo(savepoint); // and the SETs since
        references.rolledBackTo(savepoint); // and the referenced rows' locks taken since
        savepointMarks.values().removeIf(m -> m > mark);
        aborted = false; // as in PostgreSQL, rolling back to a savepoint clears the error
    }

    public void releaseSavepoint(Savepoint savepoint) throws SQLException {
        inTransaction();
        h2.releaseSavepoint(savepoint);
        savepointMarks.remove(savepoint);
        references.savepointReleased(savepoint);
    }

    private void inTransaction() throws SQLException {
        checkOpen();
        if (autoCommit) {
            throw new SQLException("Cannot establish a savepoint in auto-commit mode.", "25P01");
        }
    }

    /**
     * A statement of the open transaction failed before it reached {@link #run} (the wire server
     * parsing or binding it): as any failed statement, it aborts the transaction, so the next ones
     * fail with 25P02 until it ends, as in PostgreSQL.
     */
    public void abortTransaction() {
        if (!autoCommit) {
            aborted = true;
        }
    }

    /**
     * A setting the client gave at startup (a wire client's startup packet and its {@code -c} options): set as PostgreSQL
     * sets it, the value RESET and RESET ALL go back to and pg_settings' source {@code client}.
     */
    public void startupSetting(String name, String value) throws SQLException {
        checkOpen();
        settings.startup(name, value);
    }

    /** Whether the open transaction's BEGIN or SET TRANSACTION chose its isolation level, read-only or read-write (pg_settings' source). */
    boolean transactionModeChosen(String setting) {
        return setting.equals("transaction_isolation") ? transactionIsolation != null
                : setting.equals("transaction_read_only") && transactionReadOnly != null;
    }

    /** Whether the open transaction is read-only: as its BEGIN asked, else as the session is set. */
    boolean readOnlyNow() {
        return transactionReadOnly != null ? transactionReadOnly : readOnly;
    }

    public void setReadOnly(boolean readOnly) throws SQLException {
        checkOpen();
        if (transactionActive && readOnly != this.readOnly) {
            throw new SQLException("Cannot change transaction read-only property in the middle of a transaction.", "25001");
        }
        this.readOnly = readOnly;
    }

    public boolean readOnly() throws SQLException {
        checkOpen();
        return readOnly;
    }

    // ---- session settings: SET, SHOW and RESET texts and what JDBC sets through them (see SessionSettings) ----

    /**
     * A SET, SHOW or RESET text, as PostgreSQL runs it, or an owner or extension change or a constraint's validation, which
     * change nothing on the engine ({@link OwnerChanges}, {@link ExtensionChanges}, {@link ConstraintValidations}): no lane, nothing logged; inside a transaction, an error
     * aborts it as any other would.
     */
    public SessionTextResult runSessionText(String sql) throws SQLException {
        SessionTextResult result = runSessionWork(() -> {
            OwnerChange ownerChange = OwnerChange.of(sql);
            if (ownerChange != null) {
                return SessionTextResult.nothing(OwnerChanges.check(h2, ownerChange));
            }
            ExtensionChange extensionChange = ExtensionChange.of(sql);
            if (extensionChange != null) {
                return SessionTextResult.nothing(ExtensionChanges.check(extensionChange));
            }
            ConstraintValidation validation = ConstraintValidation.of(sql);
            return validation != null ? SessionTextResult.nothing(ConstraintValidations.check(h2, validation)) : settings.run(sql);
        });
        return result != null ? result : SessionTextResult.nothing(runTransactionText(sql)); // SET TRANSACTION is transaction control
    }

    /**
     * Work the session does itself for a text (a setting, a cursor), under PostgreSQL's rules for a
     * statement of a transaction block: refused in an aborted transaction (25P02), and an error aborts it.
     */
    public <T> T runSessionWork(SqlAction<T> work) throws SQLException {
        checkOpen();
        if (aborted) {
            throw EngineErrors.transactionAborted();
        }
        try {
            return work.run();
        } catch (SQLException e) {
            aborted = !autoCommit;
            throw e;
        }
    }

    /**
     * The session's settings back to their defaults and its advisory locks released, as DISCARD ALL does
     * ({@code statement} names it in the error): outside a transaction block only (25001), as in PostgreSQL.
     */
    public void resetSession(String statement) throws SQLException {
        if (!autoCommit) {
            throw new SQLException(statement + " cannot run inside a transaction block", "25001");
        }
        settings.run("RESET ALL");
        database.advisoryLocks().unlockAll(this);
    }

    /** The session's login role, what current_user and session_user answer, instead of the engine's own (H2's user). */
    public void logIn(String role) {
        settings.logIn(role);
    }

    /** What current_user answers. */
    public String userName() throws SQLException {
        checkOpen();
        return settings.currentUser();
    }

    /** JDBC's setTransactionIsolation: default_transaction_isolation, as pgjdbc sets it. */
    public void setTransactionIsolation(int level) throws SQLException {
        checkOpen();
        settings.setDefaultIsolation(level);
    }

    /** The isolation level of the open (or next) transaction, as PostgreSQL names it in JDBC's terms. */
    public int transactionIsolation() throws SQLException {
        checkOpen();
        return settings.isolation();
    }

    /** JDBC's getSchema: where new objects go, as current_schema() answers. */
    public String schema() throws SQLException {
        checkOpen();
        return settings.currentSchema();
    }

    /** JDBC's setSchema: {@code SET search_path TO 'schema'} (null: its default), as pgjdbc sends it. */
    public void setSchema(String schema) throws SQLException {
        checkOpen();
        if (aborted) {
            throw EngineErrors.transactionAborted();
        }
        settings.setSchema(schema);
    }

    // ---- lifecycle ----

    AdvisoryLocks advisoryLocks() {
        return database.advisoryLocks();
    }

    Duration lockWait() {
        return settings.lockWait();
    }

    /** Ends the session: an open transaction rolls back and releases the lane. */
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        stopStatementElsewhere(); // so the rollback below does not wait for it
        database.advisoryLocks().unlockAll(this);
        rollbackH2();
        try {
            endTransaction(false);
        } catch (SQLException undoFailed) {
            // the database has closed itself: a reopen rebuilds it from storage, without this transaction
        }
        database.disconnected(this);
        timings.close();
        try {
            h2.close();
        } catch (SQLException ignored) {
            // the in-memory session has nothing left to flush
        }
    }

    public boolean isClosed() {
        return closed;
    }

    /** Whether the session can serve statements: open, on a database that has not closed. */
    public boolean isUsable() {
        return !closed && database.isUsable();
    }

    /** Fails with 08003 once closed, and with the database's reason once the database has closed. */
    public void checkUsable() throws SQLException {
        checkOpen();
        database.checkUsable();
    }

    public void checkOpen() throws SQLException {
        if (closed) {
            throw EngineErrors.connectionClosed();
        }
    }
}
