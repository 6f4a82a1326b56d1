package io.hotrow.engine.sql;

import io.hotrow.engine.sql.JsonPathEvaluation.Found;
import io.hotrow.engine.sql.JsonPathEvaluation.PathError;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/** jsonpath's item methods: {@code .type() .size() .double() .ceiling() .floor() .abs() .keyvalue()}, as PostgreSQL runs them. */
final class JsonPathMethods {

    private JsonPathMethods() {
    }

    static void apply(JsonPathEvaluation evaluation, JsonPathItem item, Object json, List<Object> found, boolean unwrap)
            throws PathError, SQLException, Found {
        String method = item.text;
        if (method.equals("type")) {
            evaluation.result(item, JsonFunctions.typeName(json), found);
            return;
        }
        if (method.equals("size")) {
            size(evaluation, item, json, found);
            return;
        }
        if (unwrap && json instanceof List<?> list) {
            evaluation.eachElement(item, list, found);
            return;
        }
        switch (method) {
            case "abs", "floor", "ceiling" -> {
                if (!(json instanceof BigDecimal number)) {
                    throw error("jsonpath item method ." + method + "() can only be applied to a numeric value", "22036");
                }
                evaluation.result(item, switch (method) {
                    case "abs" -> number.abs();
                    case "floor" -> number.setScale(0, RoundingMode.FLOOR);
                    default -> number.setScale(0, RoundingMode.CEILING);
                }, found);
            }
            case "double" -> evaluation.result(item, toDouble(json), found);
            case "keyvalue" -> keyValue(evaluation, item, json, found);
            default -> throw new SQLException("jsonpath's ." + method + "() is not supported on the engine", EngineErrors.NOT_SUPPORTED);
        }
    }

    private static PathError error(String message, String state) {
        return new PathError(new SQLException(message, state), true);
    }

    private static void size(JsonPathEvaluation evaluation, JsonPathItem item, Object json, List<Object> found) throws PathError, SQLException, Found {
        if (json instanceof List<?> list) {
            evaluation.result(item, BigDecimal.valueOf(list.size()), found);
        } else if (evaluation.isLax()) {
            evaluation.result(item, BigDecimal.ONE, found);
        } else if (!evaluation.ignoresStructuralErrors()) {
            throw error("jsonpath item method .size() can only be applied to an array", "22039");
        }
    }

    /** A number stays as it is (once checked to be a double's); a string is read as a double, and that written back as a numeric. */
    private static BigDecimal toDouble(Object json) throws PathError {
        if (json instanceof BigDecimal number) {
            if (Double.isInfinite(number.doubleValue())) {
                throw error("numeric argument of jsonpath item method .double() is out of range for type double precision", "22036");
            }
            return number;
        }
        if (!(json instanceof String text)) {
            throw error("jsonpath item method .double() can only be applied to a string or numeric value", "22036");
        }
        double value;
        try {
            value = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            value = Double.NaN;
        }
        if (Double.isNaN(value) || Double.isInfinite(value) || !text.trim().matches("[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?")) {
            throw error("string argument of jsonpath item method .double() is not a valid representation of a double precision number",
                    "22036");
        }
        return JsonPathEvaluation.doubleDigits(value);
    }

    /**
     * {@code .keyvalue()}: an object {@code {"id": ..., "key": ..., "value": ...}} for each member. PostgreSQL's id is the
     * object's byte offset inside the binary jsonb of the document or of {@code vars} ({@link JsonbOffsets}); those
     * .keyvalue() makes are numbered by the order they are made in, and refused.
     */
    private static void keyValue(JsonPathEvaluation evaluation, JsonPathItem item, Object json, List<Object> found) throws PathError, SQLException, Found {
        if (!(json instanceof Map<?, ?> object)) {
            throw error("jsonpath item method .keyvalue() can only be applied to an object", "2203C");
        }
        Long id = evaluation.objectId(json);
        if (id == null) {
            throw new SQLException("jsonpath's .keyvalue() of an object .keyvalue() made is not supported on the engine",
                    EngineErrors.NOT_SUPPORTED);
        }
        for (Map.Entry<?, ?> member : object.entrySet()) {
            Map<String, Object> pair = JsonText.newObject(true);
            pair.put("id", BigDecimal.valueOf(id));
            pair.put("key", member.getKey());
            pair.put("value", member.getValue());
            evaluation.result(item, pair, found);
        }
    }
}
