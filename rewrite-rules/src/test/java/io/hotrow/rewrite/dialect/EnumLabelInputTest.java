package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.sql.Types;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A string compared with or written into an enum column, or cast to a type that may be an enum, is read by the engine's exact
 * label input (H2 ignored case).
 */
class EnumLabelInputTest {

    private static final String MOOD = "ENUM('sad', 'it''s')";

    @Test
    void aStringForAnEnumColumnIsReadByItsLabels() {
        StatementAnalysis update = new StatementClassifier().classify("UPDATE person SET mood = 'Sad' WHERE mood = 'it''s' AND name = 'x'");
        List<ColumnTypedStrings.Target> targets = ColumnTypedStrings.targets(update);
        Map<Integer, String> inputs = new HashMap<>();
        for (ColumnTypedStrings.Target target : targets) {
            String input = target.inputFor(Types.OTHER, target.column().equals("name") ? "CHARACTER VARYING" : MOOD);
            if (input != null) {
                inputs.put(target.token(), input);
            }
        }
        assertEquals("UPDATE person SET mood = hotrow_enum_label('Sad', 'ENUM(''sad'', ''it''''s'')')"
                + " WHERE mood = hotrow_enum_label('it''s', 'ENUM(''sad'', ''it''''s'')') AND name = 'x'", ColumnTypedStrings.typed(update, inputs));
    }

    @Test
    void aParameterOrACastValueIsLeft() {
        StatementAnalysis insert = new StatementClassifier().classify("INSERT INTO person VALUES (?, 'sad'::text)");
        for (ColumnTypedStrings.Target target : ColumnTypedStrings.targets(insert)) {
            assertNull(target.inputFor(Types.OTHER, MOOD));
        }
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 'Happy'::mood, CAST('ok' AS app.\"Mood\") => SELECT hotrow_enum_cast('Happy', NULL, 'mood')::mood AS \"mood\","
            + " CAST(hotrow_enum_cast('ok', 'app', 'Mood') AS app.\"Mood\") AS \"Mood\"",
    })
    void aStringCastToAnotherTypeIsReadByItsLabels(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, new PostgresDialectShim().translate(new StatementClassifier().classify(sql)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 'a'::text, '1'::int, 'x'::pg_catalog.regclass, '{a}'::mood[], 'x'::varchar(3), x::mood FROM t",
        "SELECT interval '1 day', date '2020-01-01'::mood, '1'::double precision, 'x'::character varying"})
    void castsToBuiltInTypesAndArraysAreLeft(String sql) throws UnsupportedSqlException {
        assertFalse(new PostgresDialectShim().translate(new StatementClassifier().classify(sql)).contains("hotrow_enum_cast"));
    }
}
