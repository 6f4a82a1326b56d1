package io.hotrow.engine.sql;

import io.hotrow.engine.sql.JsonPathEvaluation.PathError;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.h2.tools.SimpleResultSet;
import org.h2.value.Value;
import org.h2.value.ValueJson;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's SQL/JSON path functions over jsonb, installed in pg_catalog: {@code jsonb_path_query} (a table function),
 * {@code jsonb_path_query_array}, {@code jsonb_path_query_first}, {@code jsonb_path_exists}, {@code jsonb_path_match}, the
 * operators {@code @?} and {@code @@} (the silent forms, {@code hotrow_jsonb_path_exists_opr} and {@code _match_opr}), and
 * {@code ::jsonpath} ({@code hotrow_jsonpath}). A jsonpath value is its normalised text here, parsed again (cached) where used.
 * As in PostgreSQL, a call with a SQL NULL argument is NULL, {@code vars} is an object of the path's variables, and
 * {@code silent} suppresses the errors of the evaluation PostgreSQL lets it suppress.
 */
public final class JsonPathFunctions {

    private static final String QUERY_COLUMN = "jsonb_path_query";

    private JsonPathFunctions() {
    }

    /** {@code x::jsonpath}: the path's normalised text; 42601 for a path PostgreSQL would not parse. */
    public static String jsonpath(Value text) throws SQLException {
        return isNull(text) ? null : JsonPathParser.parse(text.getString()).toString();
    }

    public static Boolean exists(Connection c, Value target, Value path) throws SQLException {
        return exists(c, target, path, null, false);
    }

    public static Boolean exists(Connection c, Value target, Value path, Value vars) throws SQLException {
        return exists(c, target, path, vars, false);
    }

    public static Boolean exists(Connection c, Value target, Value path, Value vars, Boolean silent) throws SQLException {
        Call call = Call.of(target, path, vars, silent, vars == null);
        if (call == null) {
            return null;
        }
        try {
            return JsonPathEvaluation.exists(c, call.path, call.json, call.variables);
        } catch (PathError e) {
            if (e.suppressible && call.silent) {
                return null;
            }
            throw e.sqlException();
        }
    }

    /** {@code jsonb @? jsonpath}: jsonb_path_exists, silent. */
    public static Boolean existsOperator(Connection c, Value target, Value path) throws SQLException {
        return exists(c, target, path, null, true);
    }

    public static Boolean match(Connection c, Value target, Value path) throws SQLException {
        return match(c, target, path, null, false);
    }

    public static Boolean match(Connection c, Value target, Value path, Value vars) throws SQLException {
        return match(c, target, path, vars, false);
    }

    /** {@code jsonb_path_match}: the path's one boolean result; a JSON null is SQL NULL, anything else 22038 unless silent. */
    public static Boolean match(Connection c, Value target, Value path, Value vars, Boolean silent) throws SQLException {
        Call call = Call.of(target, path, vars, silent, vars == null);
        if (call == null) {
            return null;
        }
        List<Object> found = call.run(c);
        if (found.size() == 1 && (found.get(0) instanceof Boolean || found.get(0) == JsonText.NULL)) {
            return found.get(0) instanceof Boolean result ? result : null;
        }
        if (!call.silent) {
            throw new SQLException("single boolean result is expected", "22038");
        }
        return null;
    }

    /** {@code jsonb @@ jsonpath}: jsonb_path_match, silent. */
    public static Boolean matchOperator(Connection c, Value target, Value path) throws SQLException {
        return match(c, target, path, null, true);
    }

    public static ResultSet query(Connection c, Value target, Value path) throws SQLException {
        return query(c, target, path, null, false);
    }

    public static ResultSet query(Connection c, Value target, Value path, Value vars) throws SQLException {
        return query(c, target, path, vars, false);
    }

    public static ResultSet query(Connection c, Value target, Value path, Value vars, Boolean silent) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        rows.addColumn(QUERY_COLUMN, Types.OTHER, "JSON", 0, 0);
        Call call = Call.of(target, path, vars, silent, vars == null);
        if (call != null) {
            for (Object item : call.run(c)) {
                rows.addRow(ValueJson.fromJson(JsonText.print(item)));
            }
        }
        return rows;
    }

    public static Value queryArray(Connection c, Value target, Value path) throws SQLException {
        return queryArray(c, target, path, null, false);
    }

    public static Value queryArray(Connection c, Value target, Value path, Value vars) throws SQLException {
        return queryArray(c, target, path, vars, false);
    }

    public static Value queryArray(Connection c, Value target, Value path, Value vars, Boolean silent) throws SQLException {
        Call call = Call.of(target, path, vars, silent, vars == null);
        return call == null ? ValueNull.INSTANCE : JsonValues.jsonb(call.run(c));
    }

    public static Value queryFirst(Connection c, Value target, Value path) throws SQLException {
        return queryFirst(c, target, path, null, false);
    }

    public static Value queryFirst(Connection c, Value target, Value path, Value vars) throws SQLException {
        return queryFirst(c, target, path, vars, false);
    }

    public static Value queryFirst(Connection c, Value target, Value path, Value vars, Boolean silent) throws SQLException {
        Call call = Call.of(target, path, vars, silent, vars == null);
        if (call == null) {
            return ValueNull.INSTANCE;
        }
        List<Object> found = call.run(c);
        return found.isEmpty() ? ValueNull.INSTANCE : JsonValues.jsonb(found.get(0));
    }

    private static boolean isNull(Value value) {
        return value == null || value == ValueNull.INSTANCE;
    }

    /** One call's arguments, read. */
    private record Call(Object json, JsonPathParser.JsonPath path, Map<?, ?> variables, boolean silent) {

        /** The arguments read, or null when one is SQL NULL ({@code varsOmitted}: the call has no vars argument). */
        static Call of(Value target, Value path, Value vars, Boolean silent, boolean varsOmitted) throws SQLException {
            if (isNull(target) || isNull(path) || !varsOmitted && isNull(vars) || silent == null) {
                return null;
            }
            Object json = JsonValues.read(target, "@?");
            JsonPathParser.JsonPath parsed = JsonPathParser.parse(path.getString());
            Map<?, ?> variables = Map.of();
            if (!varsOmitted) {
                Object read = JsonValues.read(vars, "@?");
                if (!(read instanceof Map<?, ?> object)) {
                    throw new SQLException("\"vars\" argument is not an object", "22023");
                }
                variables = object;
            }
            return new Call(json, parsed, variables, silent);
        }

        /** The items the path yields; with {@code silent}, those found before a suppressible error. */
        List<Object> run(Connection c) throws SQLException {
            List<Object> found = new ArrayList<>();
            try {
                JsonPathEvaluation.query(c, path, json, variables, found);
            } catch (PathError e) {
                if (!e.suppressible || !silent) {
                    throw e.sqlException();
                }
            }
            return found;
        }
    }
}
