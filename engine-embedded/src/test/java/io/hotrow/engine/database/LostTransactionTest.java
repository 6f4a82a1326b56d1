package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.h2.api.ErrorCode;
import org.h2.message.DbException;
import org.h2.mvstore.DataUtils;
import org.junit.jupiter.api.Test;

/**
 * Which failures lose the whole transaction, so that the session refuses a rollback to a savepoint
 * (25P02) and hands its row locks back at once: a victim H2's deadlock check marked from another
 * transaction's thread is one, as H2's own deadlock error is. Before, only the latter was, and a
 * victim could roll back to a savepoint of a transaction H2 was rolling back.
 */
class LostTransactionTest {

    @Test
    void aDeadlockVictimLosesItsTransactionWhicheverThreadFoundTheCycle() {
        assertTrue(RowLockWaits.lostTransaction(DbException.get(ErrorCode.DEADLOCK_1, "cycle").getSQLException()));
        assertTrue(RowLockWaits.lostTransaction(storageError("Transaction 7 has status ROLLING_BACK, not OPEN")));
        assertTrue(RowLockWaits.lostTransaction(storageError("Transaction was illegally transitioned from ROLLING_BACK to ROLLING_BACK")));
    }

    @Test
    void aLockTimeoutOrAnotherIllegalStateDoesNot() {
        assertFalse(RowLockWaits.lostTransaction(DbException.get(ErrorCode.LOCK_TIMEOUT_1, "t").getSQLException()));
        assertFalse(RowLockWaits.lostTransaction(storageError("Transaction 7 concurrently modified while rollback to savepoint was in progress")));
    }

    /** An error of H2's transaction storage as H2's JDBC layer reports it. */
    private static SQLException storageError(String message) {
        return DbException.convert(DataUtils.newMVStoreException(DataUtils.ERROR_TRANSACTION_ILLEGAL_STATE, message)).getSQLException();
    }
}
