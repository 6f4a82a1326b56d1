package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.sql.Types;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A string compared with or written into an enum column is read by the engine's exact label input (H2 ignored case). */
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
}
