package io.hotrow.rewrite.analysis;

import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * What the analyzer learned about one SQL text. Immutable and shared by every execution of that
 * text, so nothing here may depend on the database it runs against.
 *
 * @param sql            the text as the application sent it
 * @param kind           what the statement does
 * @param ast            JSqlParser's tree, or null when not parsed; shared, so never modify it
 * @param parseOutcome   how the parse ended: a text too complex to analyse is not a syntax error
 * @param parseError     why the parser failed, or null
 * @param multiStatement whether the text holds several statements separated by semicolons
 * @param tables         tables the statement names, lower case, without schema
 * @param locksRows      whether it takes row locks ({@code FOR UPDATE} and friends)
 * @param rowPin         the single row it may read-modify-write, by its text alone, or null
 * @param executableSql  the text the backend runs: the dialect shim's translation on the engine
 * @param refusal        why the engine must refuse this text, or null when it can run it
 * @param refusalState   the SQLState of the refusal (42601, 54001, 57014, {@link #NOT_SUPPORTED}), or null when there is none
 */
public record StatementAnalysis(String sql, StatementKind kind, Statement ast, ParseOutcome parseOutcome, String parseError,
                                boolean multiStatement, Set<String> tables, boolean locksRows, RowPin rowPin, String executableSql,
                                String refusal, String refusalState) {

    /**
     * The state of valid PostgreSQL the engine does not run: 42000, not PostgreSQL's 0A000, which
     * makes connection pools discard the connection (the engine's docs/errors.md).
     */
    public static final String NOT_SUPPORTED = "42000";

    public boolean parsed() {
        return ast != null;
    }

    public boolean takesLane() {
        return kind.takesLane();
    }

    /** This analysis with {@code executable} as the text the backend runs: what the engine runs for it, knowing its catalog. */
    public StatementAnalysis withExecutableSql(String executable) {
        return new StatementAnalysis(sql, kind, ast, parseOutcome, parseError, multiStatement, tables, locksRows, rowPin, executable, refusal,
                refusalState);
    }

    /** This analysis refused as {@code other} is: a text the engine rewrote for its columns' types refuses as the application wrote it. */
    public StatementAnalysis refusedAs(StatementAnalysis other) {
        return new StatementAnalysis(sql, kind, ast, parseOutcome, parseError, multiStatement, tables, locksRows, rowPin, executableSql,
                other.refusal(), other.refusalState());
    }

    /**
     * This analysis, of a text the engine rewrote for its columns' types, with what {@code original} (the application's text)
     * is where this text could not be parsed: the rewrite changes how values read, never whether the statement writes, what
     * tables it touches or which rows it locks. Our parser reads no {@code CAST(... AS <type> ARRAY)}, which the rewrite of an
     * array column's comparison writes; taken for an unknown statement, pg_dump's read of {@code pg_policy} in its read-only
     * transaction was refused as a write (25006).
     */
    public StatementAnalysis keepingWhatItIs(StatementAnalysis original) {
        if (ast != null || original.ast() == null) {
            return this;
        }
        return new StatementAnalysis(sql, original.kind(), ast, parseOutcome, parseError, multiStatement, original.tables(), original.locksRows(),
                original.rowPin(), executableSql, refusal, refusalState);
    }

    /** An analysis that knows only the kind, for texts the engine handles itself (transaction control, batches). */
    public static StatementAnalysis ofKind(String sql, StatementKind kind) {
        return new StatementAnalysis(sql, kind, null, ParseOutcome.SKIPPED, null, false, Set.of(), false, null, sql, null, null);
    }
}
