package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.sql.Types;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** jsonb casts, operators, functions and GIN indexes, as the shim writes them for the engine's functions. */
class JsonTranslationTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '"', value = {
        "SELECT x::jsonb, CAST(x AS jsonb), jsonb '[1]' FROM t => SELECT CAST(hotrow_jsonb(x) AS JSON) AS \"x\", CAST(hotrow_jsonb(x ) AS JSON) AS \"x\","
            + " CAST(hotrow_jsonb('[1]') AS JSON) AS \"jsonb\" FROM t",
        "SELECT x::json, CAST(x AS json) FROM t => SELECT CAST(hotrow_json(x) AS VARCHAR(999999999)) AS \"x\", CAST(hotrow_json(x ) AS VARCHAR(999999999)) AS \"x\" FROM t",
        "CREATE TABLE t (id int, doc jsonb, raw json) => CREATE TABLE t (id int, doc jsonb, raw VARCHAR(999999999))",
        "SELECT to_jsonb(x)::text FROM t => SELECT hotrow_text(CAST(hotrow_to_jsonb(ROW(x)) AS JSON))::text AS \"to_jsonb\" FROM t",
    })
    void castsParseTextAsPostgresDoes(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '"', value = {
        // one precedence level, left to right, above comparisons and AND
        "SELECT d -> 'a' ->> 'b' FROM t WHERE d ? 'k' AND d->>'n' = 'x' => SELECT (hotrow_jsonb_field_text(CAST(hotrow_jsonb_field(d, 'a')"
            + " AS JSON), 'b')) AS \"?column?\" FROM t WHERE (hotrow_jsonb_exists(d, 'k')) AND (hotrow_jsonb_field_text(d, 'n')) = 'x'",
        // arithmetic binds tighter
        "SELECT d -> 1 + 1 FROM t => SELECT (CAST(hotrow_jsonb_field(d, 1 + 1) AS JSON)) AS \"?column?\" FROM t",
        "SELECT d #> '{a,b}', d #>> '{a}', d @> '{}', d <@ e FROM t => SELECT (CAST(hotrow_jsonb_path(d, '{a,b}') AS JSON)) AS \"?column?\","
            + " (hotrow_jsonb_path_text(d, '{a}')) AS \"?column?\", (hotrow_jsonb_contains(d, '{}')) AS \"?column?\", (hotrow_jsonb_contained(d, e)) AS \"?column?\" FROM t",
        "SELECT d ?| '{a,b}'::text[], d ?& ?::text[] FROM t => SELECT (hotrow_jsonb_exists_any(d, hotrow_text_array('{a,b}'))) AS \"?column?\","
            + " (hotrow_jsonb_exists_all(d, hotrow_text_array(?))) AS \"?column?\" FROM t",
        // || is jsonb's where a side shows a jsonb, text's otherwise
        "SELECT d || '{}'::jsonb, d ->> 'a' || '!', a || b FROM t => SELECT (CAST(hotrow_jsonb_concat(d, CAST(hotrow_jsonb('{}') AS JSON))"
            + " AS JSON)) AS \"?column?\", (hotrow_jsonb_field_text(d, 'a') || '!') AS \"?column?\", a || b FROM t",
        "SELECT d - 'a', d - '{a,b}'::text[], d - 1, day - 'epoch' FROM t => SELECT CAST(hotrow_jsonb_delete(d, 'a') AS JSON) AS \"?column?\","
            + " CAST(hotrow_jsonb_delete(d, hotrow_text_array('{a,b}')) AS JSON) AS \"?column?\", d - 1, day - 'epoch' FROM t",
        "SELECT ? FROM t WHERE id = ? => SELECT ? FROM t WHERE id = ?",
        // orderings compare in jsonb's order, not H2's order of JSON bytes
        "SELECT id FROM t WHERE (d -> 'n') > '100' AND '1' <= d -> 'm' => SELECT id FROM t WHERE hotrow_jsonb_cmp(((CAST(hotrow_jsonb_field(d, 'n')"
            + " AS JSON))), CAST(hotrow_jsonb('100') AS JSON)) > 0 AND hotrow_jsonb_cmp(CAST(hotrow_jsonb('1') AS JSON),"
            + " (CAST(hotrow_jsonb_field(d, 'm') AS JSON))) <= 0",
        // equality is jsonb's too (1.0 = 1); a jsonb written by SET is no comparison
        "SELECT '1.0'::jsonb = '1'::jsonb, jsonb '[1]' != CAST(x AS jsonb) FROM t => SELECT hotrow_jsonb_cmp(CAST(hotrow_jsonb('1.0') AS JSON),"
            + " CAST(hotrow_jsonb('1') AS JSON)) = 0, hotrow_jsonb_cmp(CAST(hotrow_jsonb('[1]') AS JSON), CAST(hotrow_jsonb(x ) AS JSON)) <> 0 FROM t",
        "UPDATE t SET d = '{}'::jsonb, e = d -> 'a' WHERE d -> 'n' <> '1' => UPDATE t SET d = CAST(hotrow_jsonb('{}') AS JSON),"
            + " e = (CAST(hotrow_jsonb_field(d, 'a') AS JSON)) WHERE hotrow_jsonb_cmp((CAST(hotrow_jsonb_field(d, 'n') AS JSON)),"
            + " CAST(hotrow_jsonb('1') AS JSON)) <> 0",
        "SELECT id FROM t WHERE d -> 'n' NOT IN ('1', e, ?) AND to_jsonb(x) IN (SELECT d FROM u) => SELECT id FROM t WHERE"
            + " hotrow_jsonb_key((CAST(hotrow_jsonb_field(d, 'n') AS JSON))) NOT IN (hotrow_jsonb_key(CAST(hotrow_jsonb('1') AS JSON)),"
            + " hotrow_jsonb_key(e), hotrow_jsonb_key(?)) AND CAST(hotrow_to_jsonb(ROW(x)) AS JSON) IN (SELECT d FROM u)",
        // an ORDER BY item that is a jsonb orders in jsonb's order (80 before 100), and count(DISTINCT) counts values (1.0 = 1)
        "SELECT d -> 'n', row_number() OVER (ORDER BY d -> 'n' DESC) FROM t ORDER BY id, d -> 'n' ASC NULLS FIRST, x::jsonb LIMIT 2"
            + " => SELECT (CAST(hotrow_jsonb_field(d, 'n') AS JSON)) AS \"?column?\", row_number() OVER (ORDER BY hotrow_jsonb_sort((CAST(hotrow_jsonb_field(d, 'n')"
            + " AS JSON))) DESC) AS \"row_number\" FROM t ORDER BY id, hotrow_jsonb_sort((CAST(hotrow_jsonb_field(d, 'n') AS JSON))) ASC NULLS FIRST,"
            + " hotrow_jsonb_sort(CAST(hotrow_jsonb(x) AS JSON)) LIMIT 2",
        "SELECT count(DISTINCT d -> 'n'), count(DISTINCT d ->> 'n') FROM t => SELECT count(DISTINCT hotrow_jsonb_key((CAST(hotrow_jsonb_field(d, 'n')"
            + " AS JSON)))) AS \"count\", count(DISTINCT (hotrow_jsonb_field_text(d, 'n'))) AS \"count\" FROM t",
        // a string in a query's VALUES column whose first row is a jsonb is a jsonb, as PostgreSQL types the column
        "SELECT x FROM (VALUES ('{\"b\":1}'::jsonb, 'a'), ('[1]', 'b'), (NULL, '2')) v(x, y) => SELECT x FROM (VALUES (CAST(hotrow_jsonb('{\"b\":1}') AS JSON), 'a'),"
            + " (CAST(hotrow_jsonb('[1]') AS JSON), 'b'), (NULL, '2')) v(x, y)",
        // a string without digits holds no number: H2's equality of the normalised values is PostgreSQL's there
        "SELECT id FROM t WHERE d -> 'c' = '\"red\"' AND d -> 'c' IN ('\"a\"', '{}') => SELECT id FROM t WHERE (CAST(hotrow_jsonb_field(d, 'c')"
            + " AS JSON)) = CAST(hotrow_jsonb('\"red\"') AS JSON) AND (CAST(hotrow_jsonb_field(d, 'c') AS JSON)) IN (CAST(hotrow_jsonb('\"a\"') AS JSON),"
            + " CAST(hotrow_jsonb('{}') AS JSON))",
        "SELECT d ?? 'k', ? FROM t WHERE d ?? ? => SELECT (hotrow_jsonb_exists(d, 'k')) AS \"?column?\", ? FROM t WHERE (hotrow_jsonb_exists(d, ?))",
        "SELECT d -> $1, d #> $2::text[] FROM t WHERE d ? $3 => SELECT (CAST(hotrow_jsonb_field(d, $1) AS JSON)) AS \"?column?\","
            + " (CAST(hotrow_jsonb_path(d, hotrow_text_array($2)) AS JSON)) AS \"?column?\" FROM t WHERE (hotrow_jsonb_exists(d, $3))",
        "SELECT coalesce(d -> 'items', '[]'), coalesce(d ->> 'n', 'x') FROM t => SELECT coalesce((CAST(hotrow_jsonb_field(d, 'items') AS JSON)),"
            + " CAST(hotrow_jsonb('[]') AS JSON)), coalesce((hotrow_jsonb_field_text(d, 'n')), 'x') FROM t",
    })
    void operatorsBecomeCalls(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '"', value = {
        "SELECT jsonb_agg(x ORDER BY y) FILTER (WHERE z) FROM t => SELECT CAST(hotrow_jsonb_agg(ARRAY_AGG(x ORDER BY y) FILTER (WHERE z))"
            + " AS JSON) AS \"jsonb_agg\" FROM t",
        "SELECT jsonb_build_object('a', 1), jsonb_typeof(d) FROM t => SELECT CAST(hotrow_jsonb_build_object(ROW('a', 1)) AS JSON) AS"
            + " \"jsonb_build_object\", jsonb_typeof(d) AS \"jsonb_typeof\" FROM t",
        "SELECT jsonb_array_elements('[1]') => SELECT jsonb_array_elements FROM jsonb_array_elements('[1]') AS"
            + " jsonb_array_elements(jsonb_array_elements)",
        "SELECT * FROM jsonb_each(?) e => SELECT * FROM jsonb_each(?) e",
        "CREATE INDEX i ON t USING gin (doc jsonb_path_ops) => CREATE INDEX i ON t  (doc)",
    })
    void functionsReturnJsonbAndKeepPostgresLabels(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /**
     * The builders take their arguments as one row and the object aggregates their pairs as rows, which keep each value's
     * type (a json is text on the engine); a derived table's whole row is the row of its columns, with their names.
     */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT json_build_object(), to_json(raw) FROM t => SELECT CAST(hotrow_json_build_object() AS VARCHAR(999999999)) AS"
            + " \"json_build_object\", CAST(hotrow_to_json(ROW(raw)) AS VARCHAR(999999999)) AS \"to_json\" FROM t",
        "SELECT json_object_agg(k, v ORDER BY k) FILTER (WHERE k > 1) FROM t => SELECT CAST(hotrow_json_object_agg(ARRAY_AGG(ROW(k, v)"
            + " ORDER BY k) FILTER (WHERE k > 1)) AS VARCHAR(999999999)) AS \"json_object_agg\" FROM t",
        "SELECT json_agg(x ORDER BY x.id) FROM (SELECT t.id, n AS \"Name\", count(*) c FROM t) x => SELECT CAST(hotrow_json_agg(ARRAY_AGG("
            + "ROW(x.\"id\", x.\"Name\", x.\"c\") ORDER BY x.id), ARRAY['id', 'Name', 'c']) AS VARCHAR(999999999)) AS \"json_agg\""
            + " FROM (SELECT t.id, n AS \"Name\", count(*) c FROM t) x",
        "SELECT row_to_json(v) FROM (VALUES (1, 'a')) v(a, b) => SELECT CAST(hotrow_row_to_json(ROW(hotrow_record(ARRAY['a', 'b'],"
            + " ROW(v.\"a\", v.\"b\")))) AS VARCHAR(999999999)) AS \"row_to_json\" FROM (VALUES (1, 'a')) v(a, b)",
        // a derived table whose columns the text does not name, or with a column named as it, stays as written (H2: 42703)
        "SELECT to_json(x) FROM (SELECT * FROM t) x => SELECT CAST(hotrow_to_json(ROW(x)) AS VARCHAR(999999999)) AS \"to_json\""
            + " FROM (SELECT * FROM t) x",
        "SELECT to_json(x) FROM (SELECT x FROM t) x => SELECT CAST(hotrow_to_json(ROW(x)) AS VARCHAR(999999999)) AS \"to_json\""
            + " FROM (SELECT x FROM t) x",
    })
    void buildersKeepTheirArgumentsTypes(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @Test
    void aSetReturningCallOverAnotherFromItemsColumnIsRefused() {
        assertThrows(UnsupportedSqlException.class, () -> translate("SELECT e.value FROM t, jsonb_array_elements(t.doc) e"));
        assertThrows(UnsupportedSqlException.class, () -> translate("SELECT jsonb_array_elements(doc) FROM t"));
    }

    /** The input of each value the engine would type by its column, every column being a jsonb. */
    private static Map<Integer, String> jsonbColumnInputs(StatementAnalysis query) {
        Map<Integer, String> inputs = new HashMap<>();
        ColumnTypedStrings.targets(query).forEach(target -> inputs.put(target.token(), target.inputFor(Types.OTHER, "JSON")));
        return inputs;
    }

    @Test
    void aStringOrParameterComparedWithAJsonbColumnIsComparedInJsonbOrderWhenItMayHoldANumber() {
        var query = new StatementClassifier().classify("SELECT id FROM t WHERE t.doc = '{\"n\": 1.0}' OR '[\"x\"]' <> doc OR doc != ?");
        Map<Integer, String> inputs = jsonbColumnInputs(query);
        assertEquals("SELECT id FROM t WHERE hotrow_jsonb_cmp(t.doc, CAST(hotrow_jsonb('{\"n\": 1.0}') AS JSON)) = 0"
                + " OR CAST(hotrow_jsonb('[\"x\"]') AS JSON) <> doc OR hotrow_jsonb_cmp(doc, CAST(hotrow_jsonb_param(?) AS JSON)) <> 0",
                ColumnTypedStrings.typed(query, inputs), "a string without digits keeps H2's equality, and the column's index");
    }

    @Test
    void pathOperatorsOfAJsonKeepItsTextAsWritten() throws UnsupportedSqlException {
        assertEquals("SELECT (CAST(hotrow_json_field(CAST(hotrow_json(r) AS VARCHAR(999999999)), 'a') AS VARCHAR(999999999))) AS \"?column?\","
                + " (hotrow_jsonb_field_text(CAST(hotrow_json_path(CAST(hotrow_json(r ) AS VARCHAR(999999999)), '{a}') AS VARCHAR(999999999)), 'b'))"
                + " AS \"?column?\" FROM t", translate("SELECT r::json -> 'a', CAST(r AS json) #> '{a}' ->> 'b' FROM t"));
        var query = new StatementClassifier().classify("SELECT raw -> 'a', t.raw #>> '{a}', doc::jsonb -> 'b', x -> 'a' -> 'b' FROM t");
        assertEquals(Set.of("raw", "x"), JsonColumnOperands.columns(query));
        assertEquals("SELECT raw::json -> 'a', t.raw::json #>> '{a}', doc::jsonb -> 'b', x -> 'a' -> 'b' FROM t",
                JsonColumnOperands.cast(query, Map.of("raw", JsonColumnOperands.JSON_COLUMN)));
    }

    @Test
    void aStringOrderedAgainstAJsonbColumnIsComparedInJsonbOrder() {
        var query = new StatementClassifier().classify("SELECT id FROM t WHERE doc > '1' AND '\"b\"' >= t.doc OR doc < ?");
        Map<Integer, String> inputs = jsonbColumnInputs(query);
        assertEquals("SELECT id FROM t WHERE hotrow_jsonb_cmp(doc, CAST(hotrow_jsonb('1') AS JSON)) > 0"
                + " AND hotrow_jsonb_cmp(CAST(hotrow_jsonb('\"b\"') AS JSON), t.doc) >= 0 OR hotrow_jsonb_cmp(doc, CAST(hotrow_jsonb_param(?) AS JSON)) < 0",
                ColumnTypedStrings.typed(query, inputs), "H2 compared the bytes: 10 before 2, strings before numbers");
        ColumnTypedStrings.targets(query).forEach(target -> assertNull(target.inputFor(Types.DATE, "DATE"), "a date's order stays H2's"));
    }

    @Test
    void stringsAndParametersListedForAJsonbColumnAreReadAsJsonbAndComparedByKeyWhenOneMayHoldANumber() {
        var query = new StatementClassifier().classify("SELECT id FROM t WHERE t.doc NOT IN ('1', ?) AND doc IN ('{}', '\"x\"')");
        Map<Integer, String> inputs = jsonbColumnInputs(query);
        assertEquals("SELECT id FROM t WHERE hotrow_jsonb_key(t.doc) NOT IN (hotrow_jsonb_key(CAST(hotrow_jsonb('1') AS JSON)),"
                + " hotrow_jsonb_key(CAST(hotrow_jsonb_param(?) AS JSON))) AND doc IN (CAST(hotrow_jsonb('{}') AS JSON), CAST(hotrow_jsonb('\"x\"') AS JSON))",
                ColumnTypedStrings.typed(query, inputs));
        assertEquals(4, inputs.values().stream().filter(input -> input != null).count(), "every item is typed");
        ColumnTypedStrings.targets(query).forEach(target -> assertNull(target.inputFor(Types.DATE, "DATE"), "a list types a jsonb column's items only"));
    }

    @Test
    void jsonObjectsAndArraysWrittenIntoJsonbColumnsAreParsed() {
        var insert = new StatementClassifier().classify("INSERT INTO t VALUES (1, '{\"a\": 1}', '[1]', 'x')");
        List<ColumnTypedStrings.Target> targets = ColumnTypedStrings.targets(insert).stream().filter(x -> x.assigned() == null).toList();
        assertEquals(List.of(1, 2, 3), targets.stream().map(ColumnTypedStrings.Target::position).toList());
        assertEquals("hotrow_jsonb", targets.get(0).inputFor(Types.OTHER, "JSON"));
        assertNull(targets.get(2).inputFor(Types.OTHER, "JSON"), "'x' keeps H2's reading");
        assertNull(targets.get(1).inputFor(Types.VARCHAR, "CHARACTER VARYING"), "a json column is a VARCHAR (of JsonVarchar.LENGTH), holding text as written");
        assertEquals("INSERT INTO t VALUES (1, CAST(hotrow_jsonb('{\"a\": 1}') AS JSON), '[1]', 'x')",
                ColumnTypedStrings.typed(insert, Map.of(targets.get(0).token(), "hotrow_jsonb")));
        var update = new StatementClassifier().classify("UPDATE s.t SET doc = '[1, 2]', n = 1 WHERE id = 2");
        ColumnTypedStrings.Target doc = ColumnTypedStrings.targets(update).get(0);
        assertEquals("doc", doc.column());
        assertEquals("UPDATE s.t SET doc = CAST(hotrow_jsonb('[1, 2]') AS JSON), n = 1 WHERE id = 2",
                ColumnTypedStrings.typed(update, Map.of(doc.token(), doc.inputFor(Types.OTHER, "JSON"))));
        assertEquals(List.of("integer", "integer"), ColumnTypedStrings.targets(new StatementClassifier().classify("INSERT INTO t VALUES (1, 2)"))
                .stream().map(ColumnTypedStrings.Target::assigned).toList(), "numbers are targets only for the check of their assignment");
    }

    /** Sequelize writes an array column as {@code ARRAY[1,12]::INTEGER[]} before a jsonb one: the array's commas separate no values. */
    @Test
    void aStringAfterAnArrayConstructorIsTypedByItsOwnColumn() {
        var insert = new StatementClassifier().classify("INSERT INTO t (id, numbers, stats) VALUES (DEFAULT, ARRAY[1,12]::INTEGER[], '{\"goals\":3}')");
        List<ColumnTypedStrings.Target> targets = ColumnTypedStrings.targets(insert).stream().filter(x -> x.assigned() == null).toList();
        assertEquals(List.of("stats"), targets.stream().map(ColumnTypedStrings.Target::column).toList());
    }
}
