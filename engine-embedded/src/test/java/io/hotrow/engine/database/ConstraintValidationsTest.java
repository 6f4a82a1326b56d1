package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.database.SequenceFunctionsTest.stateOf;
import static io.hotrow.engine.database.SequenceFunctionsTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * A zero-downtime migration's constraint on the engine (docs/dialect.md): added NOT VALID, it is checked at once; VALIDATE
 * CONSTRAINT then checks that it exists; an ALTER TABLE of several actions runs them all or none.
 */
class ConstraintValidationsTest {

    @Test
    void notValidIsCheckedAtOnceAndValidateFindsTheConstraint() throws SQLException {
        Database db = open("validate", new MemoryObjectStore("constraint-validations-test"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE parent (id int PRIMARY KEY)");
            s.execute("CREATE TABLE o (id int PRIMARY KEY, q int, p int)");
            s.execute("INSERT INTO parent VALUES (1); INSERT INTO o VALUES (1, 5, 1), (2, -1, NULL)");
            assertEquals("23514", stateOf(s, "ALTER TABLE o ADD CONSTRAINT q_pos CHECK (q > 0) NOT VALID"), "a row breaks it now");
            s.execute("UPDATE o SET q = 1 WHERE q < 0");
            assertFalse(s.execute("ALTER TABLE o ADD CONSTRAINT q_pos CHECK (q > 0) NOT VALID, ADD CONSTRAINT o_p FOREIGN KEY (p)"
                    + " REFERENCES parent (id) NOT VALID"));
            assertFalse(s.execute("ALTER TABLE o VALIDATE CONSTRAINT q_pos"));
            assertFalse(s.execute("ALTER TABLE ONLY public.o VALIDATE CONSTRAINT \"o_p\";"));
            assertEquals("23514", stateOf(s, "INSERT INTO o VALUES (3, 0, NULL)"));
            assertEquals("42704", stateOf(s, "ALTER TABLE o VALIDATE CONSTRAINT nope"));
            assertEquals("42P01", stateOf(s, "ALTER TABLE gone VALIDATE CONSTRAINT q_pos"));
            assertFalse(s.execute("ALTER TABLE IF EXISTS gone VALIDATE CONSTRAINT q_pos"));
            assertEquals("00000", s.getWarnings().getSQLState());

            assertEquals("23502", stateOf(s, "ALTER TABLE o ADD COLUMN r int DEFAULT 7, ALTER COLUMN p SET NOT NULL"), "p holds a NULL");
            assertEquals("0", text(s, "SELECT count(*) FROM information_schema.columns WHERE table_name = 'o' AND column_name = 'r'"),
                    "the first action went with the second");
            assertFalse(s.execute("ALTER TABLE o ADD COLUMN r int DEFAULT 7, ALTER COLUMN q TYPE bigint, ALTER COLUMN q SET DEFAULT 2"));
            assertEquals("7 2", text(s, "SELECT r || ' ' || (SELECT column_default FROM information_schema.columns"
                    + " WHERE table_name = 'o' AND column_name = 'q') FROM o WHERE id = 1"));
        } finally {
            db.shutdown();
        }
    }
}
