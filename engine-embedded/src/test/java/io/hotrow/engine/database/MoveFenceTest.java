package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.openForcing;
import static io.hotrow.engine.EngineFixture.unawareOfTakeOvers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.sql.DatabaseMovedException;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreKind;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The fence a move leaves on the engine side: openers refuse the database until it is lifted. */
class MoveFenceTest {

    private ObjectStore store;

    @AfterEach
    void releaseStore() throws IOException {
        StoreKind.release(store);
    }

    /** Another client of the store's objects, as a second process opens on the same bucket prefix or directory. */
    private ObjectStore another() throws IOException {
        return StoreKind.reopen(store);
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aMovedDatabaseCannotBeReopenedForWritingUntilTheFenceIsLifted(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database database = open("moving", store);
        Connection c = connect(database);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }
        database.lane().acquire(java.time.Duration.ofSeconds(5));
        database.fenceForMove("to PostgreSQL at placement version 3");
        database.closeMoved("to PostgreSQL at placement version 3");
        database.lane().release();

        SQLException stale = assertThrows(SQLException.class, () -> c.createStatement().execute("INSERT INTO t VALUES (2)"));
        assertTrue(DatabaseMovedException.isCauseOf(stale), stale.toString());
        assertEquals("57P01", stale.getSQLState());
        SQLException reopen = assertThrows(SQLException.class, () -> open("moving", another()));
        assertTrue(reopen instanceof DatabaseMovedException, reopen.toString());
        assertTrue(reopen.getMessage().contains("to PostgreSQL at placement version 3"), reopen.getMessage());

        Database.liftMoveFence(store, "moving");
        Database back = open("moving", another());
        try (Connection again = connect(back); Statement s = again.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
            rs.next();
            assertEquals(1, rs.getLong(1), "nothing was lost or added");
        }
        back.shutdown();
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aMoverThatLostTheDatabaseToAnotherWriterLeavesNoFence(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database mover = open("contested", store, unawareOfTakeOvers(EngineSettings.DEFAULT)); // meets the take-over at its fence
        Database other = openForcing("contested", another()); // takes it over: a newer epoch
        SQLException e = assertThrows(SQLException.class, () -> mover.fenceForMove("to PostgreSQL"));
        assertEquals("55006", e.getSQLState());
        assertTrue(store.get("db/contested/moved").isEmpty(), "the marker was taken back");
        other.shutdown();
        open("contested", another()).shutdown(); // still opens
    }
}
