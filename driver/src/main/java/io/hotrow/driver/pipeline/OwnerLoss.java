package io.hotrow.driver.pipeline;

import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.engine.lease.DatabaseOwnedElsewhereException;
import io.hotrow.engine.sql.DatabaseMovedException;
import io.hotrow.placement.Placement;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;

/**
 * When an engine database's owner goes away under a connection (docs/sharing.md). Two kinds:
 * <ul>
 *   <li>the statement certainly did not run: the owner's server terminated the connection between
 *       requests (57P01), this process lost its lease (57P01), or the process reached no longer
 *       owns the database (55006). A transaction's first statement runs again on the new owner;</li>
 *   <li>the connection broke (class 08: the owner was killed, the network failed): the statement
 *       may or may not have committed, so it is never run again; the error goes to the
 *       application, and the connection's next transaction starts on the new owner.</li>
 * </ul>
 */
final class OwnerLoss {

    private OwnerLoss() {
    }

    /**
     * Whether {@code failure} says the statement did not run because the owner went away. A
     * database moved off the engine says 57P01 too: that is a placement move, which the placement
     * table resolves, not a change of owner.
     */
    static boolean notRun(Placement placement, SQLException failure) {
        return placement == Placement.ENGINE && !DatabaseMovedException.isCauseOf(failure)
                && hasState(failure, "57P01", DatabaseOwnedElsewhereException.SQLSTATE);
    }

    /** Whether {@code failure} broke the connection to the owner, leaving the statement's outcome unknown. */
    static boolean broken(Placement placement, SQLException failure) {
        return placement == Placement.ENGINE && !DatabaseMovedException.isCauseOf(failure) && hasState(failure, "08");
    }

    /** Either: the connection must be replaced before its next transaction. */
    static boolean is(Placement placement, SQLException failure) {
        return notRun(placement, failure) || broken(placement, failure);
    }

    /** Whether {@code failure} or an SQLException causing it has one of {@code states} (or a state of a class given by two characters). */
    private static boolean hasState(SQLException failure, String... states) {
        for (SQLException e = failure; e != null; e = e.getCause() instanceof SQLException cause && cause != e ? cause : null) {
            String state = e.getSQLState();
            for (String wanted : states) {
                if (state != null && (wanted.length() == 2 ? state.startsWith(wanted) : state.equals(wanted))) {
                    return true;
                }
            }
        }
        return false;
    }

    @FunctionalInterface
    interface Opener {
        Connection open() throws SQLException;
    }

    /**
     * A connection to wherever the database is owned now, trying again while the owner is being
     * replaced (a dead owner's lease running out, a hand-back being taken up), for at most
     * {@code laneTimeout}, as a statement waits for the writer lane; then the last failure.
     */
    static Connection reconnect(ConnectionSettings settings, Opener opener) throws SQLException {
        LaneBoundedWait wait = new LaneBoundedWait(settings.laneTimeout(), Duration.ofMillis(10), Duration.ofMillis(250));
        while (true) {
            try {
                return opener.open();
            } catch (SQLException e) {
                if (!is(Placement.ENGINE, e) || wait.over()) {
                    throw e;
                }
            }
            wait.pause();
        }
    }
}
