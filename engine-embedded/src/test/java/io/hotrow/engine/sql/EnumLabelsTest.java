package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** An enum label is matched exactly, as PostgreSQL's enum input matches it (psql: 22P02 for 'Happy' of a type with 'happy'). */
class EnumLabelsTest {

    private static final String MOOD = "ENUM('sad', 'happy', 'it''s', 'a, b')";

    @Test
    void labelsAreReadFromH2sTypeName() {
        assertEquals(List.of("sad", "happy", "it's", "a, b"), EnumLabels.labels(MOOD));
    }

    @Test
    void aLabelPasses() throws SQLException {
        assertEquals("it's", EnumLabels.label("it's", MOOD));
        assertEquals(null, EnumLabels.label(null, MOOD));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Happy", "HAPPY", "happy ", " sad", "x"})
    void anythingElseIsRefused(String text) {
        assertEquals("22P02", assertThrows(SQLException.class, () -> EnumLabels.label(text, MOOD)).getSQLState());
    }
}
