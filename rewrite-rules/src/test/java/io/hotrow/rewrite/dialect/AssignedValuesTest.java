package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The values an INSERT or UPDATE writes into columns, and the text with them assigned as PostgreSQL assigns to varchar(n) or char(n). */
class AssignedValuesTest {

    /** The statement's values, each as {@code column or position:text of its tokens:characters of a string or -1}. */
    private static String values(String sql) {
        StatementAnalysis analysis = new StatementClassifier().classify(sql);
        SqlTokens t = StandardTokens.ofOrNull(sql);
        List<String> found = AssignedValues.values(analysis).stream()
                .map(v -> (v.column() != null ? v.column() : "#" + v.position()) + ":" + Operands.images(t, v.first(), v.last() + 1) + ":" + v.chars())
                .toList();
        return String.join(" ", found);
    }

    /** The text with every value assigned to a varchar(3) column. */
    private static String fitted(String sql) {
        StatementAnalysis analysis = new StatementClassifier().classify(sql);
        Map<Integer, AssignedValues.Column> columns = new HashMap<>();
        AssignedValues.values(analysis).forEach(v -> columns.put(v.first(), new AssignedValues.Column(false, 3)));
        return AssignedValues.fitted(analysis, columns);
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "INSERT INTO small (id, v) VALUES (3, 'abc   ') => v:'abc   ':6",
        "INSERT INTO \"Small\" (id, \"V\") OVERRIDING SYSTEM VALUE VALUES (?, ?) => id:?:-1 V:?:-1",
        "INSERT INTO s.small VALUES (1, 'it''s', NULL, DEFAULT), (2, ?, lower(?), ARRAY['a', 'b']) => #1:'it''s':4 #1:?:-1 #2:lower(?):-1 #3:ARRAY['a','b']:-1",
        "INSERT INTO t (a, b) SELECT x || 'y' AS a, upper(name) n FROM u WHERE id = 1 => a:x||'y':-1 b:upper(name):-1",
        "INSERT INTO t (id, v) VALUES (1, $2) ON CONFLICT (id) DO UPDATE SET v = EXCLUDED.v || ' ', id = 7 RETURNING v"
            + " => v:$2:-1 v:EXCLUDED.v||' ':-1",
        "UPDATE ONLY public.t AS x SET v = v || '  ', (a, b) = (1, 2), w = DEFAULT, c = 'x' FROM u WHERE x.id = u.id => v:v||'  ':-1 c:'x':1",
    })
    void theValuesWrittenIntoColumnsAreFound(String sql, String expected) {
        assertEquals(expected, values(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "INSERT INTO t (a, b) SELECT x || 'y' AS a, name n FROM u UNION ALL SELECT 1, 2",
        "INSERT INTO t (a, b) SELECT x IS NULL, t.* FROM u",
        "INSERT INTO t (a, b) VALUES (1, NULL), (2.5, DEFAULT)",
        "SELECT 'abc   ' FROM t",
    })
    void noValueWhereNoneMayBeTooLong(String sql) {
        assertEquals("", values(sql));
    }

    @Test
    void eachValueIsWrappedInTheAssignmentOfItsColumn() {
        assertEquals("INSERT INTO t (id, v) VALUES (1, hotrow_varchar_assign(?, 3)), (2, hotrow_varchar_assign(lower('Abc  '), 3))",
                fitted("INSERT INTO t (id, v) VALUES (1, ?), (2, lower('Abc  '))"));
        assertEquals("INSERT INTO t (v) SELECT hotrow_varchar_assign(name || ' ', 3) AS v FROM u",
                fitted("INSERT INTO t (v) SELECT name || ' ' AS v FROM u"));
        assertEquals("UPDATE t SET v = hotrow_varchar_assign(v || ' ', 3) WHERE id = 1", fitted("UPDATE t SET v = v || ' ' WHERE id = 1"));
        StatementAnalysis analysis = new StatementClassifier().classify("INSERT INTO t (c) VALUES (?)");
        assertEquals("INSERT INTO t (c) VALUES (hotrow_char_assign(?, 5))",
                AssignedValues.fitted(analysis, Map.of(AssignedValues.values(analysis).get(0).first(), new AssignedValues.Column(true, 5))));
    }
}
