package io.hotrow.engine.wire;

import io.hotrow.engine.jdbc.EngineConnection;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * How the server runs one client statement: as engine texts on the session (usually the
 * client's own text; see {@link UtilityRewrites}), as the COPY sub-protocol, for VACUUM as nothing
 * at all (the engine has no dead tuples to reclaim and keeps its own storage), or for LOCK TABLE
 * as checks that its tables exist.
 */
record StatementPlan(StatementText statement, Kind kind, List<String> engineTexts, CopyCommand copy) {

    enum Kind {
        ENGINE,
        COPY,
        VACUUM,
        /** LOCK TABLE: its engine texts check the tables exist (see {@link UtilityRewrites#lockChecks}). */
        LOCK
    }

    static StatementPlan of(StatementText statement) throws SQLException {
        return switch (statement.firstWord()) {
            case "copy" -> new StatementPlan(statement, Kind.COPY, List.of(), CopyCommand.parse(statement));
            case "vacuum" -> new StatementPlan(statement, Kind.VACUUM, List.of(), null);
            case "lock" -> lock(statement);
            default -> new StatementPlan(statement, Kind.ENGINE, UtilityRewrites.rewrite(statement), null);
        };
    }

    private static StatementPlan lock(StatementText statement) throws SQLException {
        List<String> checks = UtilityRewrites.lockChecks(statement);
        return checks == null ? new StatementPlan(statement, Kind.ENGINE, List.of(statement.text()), null)
                : new StatementPlan(statement, Kind.LOCK, checks, null);
    }

    /**
     * The tag of the statement, {@code count} rows returned or changed; an EXECUTE of a statement
     * PREPAREd on {@code connection} is tagged as that statement, as PostgreSQL tags it ({@code INSERT 0 1}).
     */
    String tag(long count, boolean abortedCommit, Connection connection) throws SQLException {
        String executed = statement.firstWord().equals("execute") && connection.isWrapperFor(EngineConnection.class)
                ? connection.unwrap(EngineConnection.class).executedText(statement.text()) : null;
        List<StatementText> tagged = executed == null ? List.of() : StatementText.split(executed);
        return CommandTags.tag(tagged.isEmpty() ? statement : tagged.get(0), count, abortedCommit);
    }

    /**
     * Whether it cannot run inside a transaction the server opens for several statements: it
     * controls transactions itself (BEGIN, COMMIT, SAVEPOINT, ...), or is VACUUM.
     */
    boolean staysOutOfImplicitTransactions() {
        return kind == Kind.VACUUM || switch (statement.firstWord()) {
            case "begin", "start", "commit", "end", "rollback", "abort", "savepoint", "release", "prepare" -> true;
            default -> false;
        };
    }

    /** Whether it sets what ParameterStatus may report (SET, RESET, DISCARD). */
    boolean changesSettings() {
        return switch (statement.firstWord()) {
            case "set", "reset", "discard" -> true;
            default -> false;
        };
    }

    /** Whether it ends the open transaction, which undoes its SET LOCALs (and all its SETs on rollback). */
    boolean endsTransaction() {
        return switch (statement.firstWord()) {
            case "commit", "end", "rollback", "abort" -> true;
            default -> false;
        };
    }
}
