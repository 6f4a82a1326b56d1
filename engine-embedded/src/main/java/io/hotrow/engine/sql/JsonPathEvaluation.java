package io.hotrow.engine.sql;

import io.hotrow.engine.sql.JsonPathItem.Kind;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * One evaluation of a jsonpath over a jsonb value, as PostgreSQL's jsonpath_exec.c runs it: lax mode unwraps
 * arrays for member accessors and methods, wraps a non-array for array accessors and ignores structural errors;
 * strict mode raises them. Errors PostgreSQL lets {@code silent} suppress are {@link PathError}s marked so; inside
 * a predicate any of them makes the predicate unknown. Values are {@link JsonText}'s.
 */
final class JsonPathEvaluation {

    /** An error of the evaluation; {@code suppressible} when PostgreSQL's {@code silent} (and predicates) swallow it. */
    static final class PathError extends Exception {
        final boolean suppressible;

        PathError(SQLException cause, boolean suppressible) {
            super(cause.getMessage(), cause, false, false);
            this.suppressible = suppressible;
        }

        SQLException sqlException() {
            return (SQLException) getCause();
        }
    }

    /** Thrown when a result is found and only whether one exists is asked. */
    static final class Found extends Exception {
        Found() {
            super(null, null, false, false);
        }
    }

    private static final Found FOUND = new Found();
    /** PostgreSQL numbers the objects of {@code vars} after those of the document: base object 1, times 10^10. */
    private static final long VARIABLES_BASE = 10_000_000_000L;
    private static final MathContext DOUBLE_DIGITS = new MathContext(15, RoundingMode.HALF_EVEN);

    private final Connection connection;
    private final boolean lax;
    private final Object root;
    private final Map<?, ?> variables;
    private boolean ignoreStructuralErrors;
    private Object current;
    private int innermostArraySize = -1;
    /** Made on the first {@code .keyvalue()}. */
    private Map<Object, Long> offsets;

    private JsonPathEvaluation(Connection connection, boolean lax, Object root, Map<?, ?> variables) {
        this.connection = connection;
        this.lax = lax;
        this.root = root;
        this.variables = variables;
        this.ignoreStructuralErrors = lax;
        this.current = root;
    }

    /** Every item the path yields, in order; a {@link PathError} ends the evaluation with the items found so far in {@code found}. */
    static void query(Connection connection, JsonPathParser.JsonPath path, Object json, Map<?, ?> variables, List<Object> found)
            throws PathError, SQLException {
        JsonPathEvaluation evaluation = new JsonPathEvaluation(connection, path.lax(), json, variables);
        try {
            evaluation.execute(path.expression(), json, found, path.lax());
        } catch (Found e) {
            throw new IllegalStateException(e); // only without a list
        } catch (StackOverflowError e) {
            throw tooDeep();
        }
    }

    /** Whether the path yields an item; in lax mode the first one ends the evaluation, as in PostgreSQL. */
    static boolean exists(Connection connection, JsonPathParser.JsonPath path, Object json, Map<?, ?> variables)
            throws PathError, SQLException {
        if (!path.lax()) {
            List<Object> found = new ArrayList<>();
            query(connection, path, json, variables, found);
            return !found.isEmpty();
        }
        try {
            new JsonPathEvaluation(connection, true, json, variables).execute(path.expression(), json, null, true);
            return false;
        } catch (Found e) {
            return true;
        } catch (StackOverflowError e) {
            throw tooDeep();
        }
    }

    /** A path or document nested beyond Java's stack, as PostgreSQL's check_stack_depth reports it. */
    static SQLException tooDeep() {
        return new SQLException("stack depth limit exceeded", "54001");
    }

    private static PathError error(String message, String state) {
        return new PathError(new SQLException(message, state), true);
    }

    private static void add(List<Object> found, Object value) throws Found {
        if (found == null) {
            throw FOUND;
        }
        found.add(value);
    }

    /** The item after {@code item} applied to {@code value}, or {@code value} itself at the end of the chain. */
    private void next(JsonPathItem item, Object value, List<Object> found) throws PathError, SQLException, Found {
        if (item.next == null) {
            add(found, value);
        } else {
            execute(item.next, value, found, lax);
        }
    }

    private void execute(JsonPathItem item, Object json, List<Object> found, boolean unwrap) throws PathError, SQLException, Found {
        switch (item.kind) {
            case NULL -> next(item, JsonText.NULL, found);
            case BOOLEAN -> next(item, item.bool, found);
            case NUMBER -> next(item, item.number, found);
            case STRING -> next(item, item.text, found);
            case VARIABLE -> next(item, variable(item.text), found);
            case ROOT -> next(item, root, found);
            case CURRENT -> next(item, current, found);
            case LAST -> next(item, BigDecimal.valueOf(innermostArraySize - 1L), found);
            case BINARY -> {
                if (item.isPredicate()) {
                    predicateResult(item, json, found);
                } else {
                    arithmetic(item, json, found);
                }
            }
            case NOT, EXISTS, IS_UNKNOWN, LIKE_REGEX -> predicateResult(item, json, found);
            case UNARY -> unaryArithmetic(item, json, found);
            case KEY -> member(item, json, found, unwrap);
            case ANY_KEY -> anyMember(item, json, found, unwrap);
            case ANY_ARRAY -> {
                if (json instanceof List<?> list) {
                    for (Object element : list) {
                        next(item, element, found);
                    }
                } else if (lax) {
                    next(item, json, found);
                } else if (!ignoreStructuralErrors) {
                    throw error("jsonpath wildcard array accessor can only be applied to an array", "22039");
                }
            }
            case INDEX -> subscripts(item, json, found);
            case ANY -> anyLevel(item, json, found);
            case FILTER -> {
                if (unwrap && json instanceof List<?> list) {
                    for (Object element : list) {
                        execute(item, element, found, false);
                    }
                } else if (Boolean.TRUE.equals(nestedPredicate(item.left, json))) {
                    next(item, json, found);
                }
            }
            case METHOD -> JsonPathMethods.apply(this, item, json, found, unwrap);
            default -> throw new IllegalStateException(item.kind.name());
        }
    }

    boolean isLax() {
        return lax;
    }

    boolean ignoresStructuralErrors() {
        return ignoreStructuralErrors;
    }

    /**
     * PostgreSQL's number of a container of the document or of {@code vars}: its offset in the binary jsonb, plus 10^10 for
     * one of {@code vars} (PostgreSQL's base object 1); null for another (one {@code .keyvalue()} made).
     */
    Long objectId(Object json) {
        if (offsets == null) {
            offsets = JsonbOffsets.of(root);
            JsonbOffsets.of(variables).forEach((container, offset) -> offsets.putIfAbsent(container, VARIABLES_BASE + offset));
        }
        return offsets.get(json);
    }

    /** Applies {@code item} to each element of an array unwrapped in lax mode, not unwrapping further. */
    void eachElement(JsonPathItem item, List<?> list, List<Object> found) throws PathError, SQLException, Found {
        for (Object element : list) {
            execute(item, element, found, false);
        }
    }

    /** A method's result, passed on along the chain. */
    void result(JsonPathItem item, Object value, List<Object> found) throws PathError, SQLException, Found {
        next(item, value, found);
    }

    private Object variable(String name) throws PathError {
        Object value = variables == null ? null : variables.get(name);
        if (value == null) {
            throw new PathError(new SQLException("could not find jsonpath variable \"" + name + "\"", "42704"), false);
        }
        return value;
    }

    private void member(JsonPathItem item, Object json, List<Object> found, boolean unwrap) throws PathError, SQLException, Found {
        if (json instanceof Map<?, ?> object) {
            Object value = object.get(item.text);
            if (value != null) {
                next(item, value, found);
            } else if (!ignoreStructuralErrors) {
                throw error("JSON object does not contain key \"" + item.text + "\"", "2203A");
            }
        } else if (unwrap && json instanceof List<?> list) {
            eachElement(item, list, found);
        } else if (!ignoreStructuralErrors) {
            throw error("jsonpath member accessor can only be applied to an object", "2203A");
        }
    }

    private void anyMember(JsonPathItem item, Object json, List<Object> found, boolean unwrap) throws PathError, SQLException, Found {
        if (json instanceof Map<?, ?> object) {
            for (Object value : object.values()) {
                next(item, value, found);
            }
        } else if (unwrap && json instanceof List<?> list) {
            eachElement(item, list, found);
        } else if (!ignoreStructuralErrors) {
            throw error("jsonpath wildcard member accessor can only be applied to an object", "2203C");
        }
    }

    private void subscripts(JsonPathItem item, Object json, List<Object> found) throws PathError, SQLException, Found {
        if (!(json instanceof List<?>) && !lax) {
            if (!ignoreStructuralErrors) {
                throw error("jsonpath array accessor can only be applied to an array", "22039");
            }
            return;
        }
        List<?> elements = json instanceof List<?> list ? list : Arrays.asList(json);
        int saved = innermostArraySize;
        innermostArraySize = elements.size();
        try {
            for (JsonPathItem[] subscript : item.subscripts) {
                int from = index(subscript[0], json);
                int to = subscript[1] == null ? from : index(subscript[1], json);
                if (!ignoreStructuralErrors && (from < 0 || from > to || to >= elements.size())) {
                    throw error("jsonpath array subscript is out of bounds", "22033");
                }
                for (int i = Math.max(from, 0); i <= Math.min(to, elements.size() - 1); i++) {
                    next(item, elements.get(i), found);
                }
            }
        } finally {
            innermostArraySize = saved;
        }
    }

    private int index(JsonPathItem subscript, Object json) throws PathError, SQLException, Found {
        List<Object> values = new ArrayList<>();
        execute(subscript, json, values, lax);
        if (values.size() != 1 || !(values.get(0) instanceof BigDecimal number)) {
            throw error("jsonpath array subscript is not a single numeric value", "22033");
        }
        BigDecimal truncated = number.setScale(0, RoundingMode.DOWN);
        if (truncated.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0 || truncated.compareTo(BigDecimal.valueOf(Integer.MIN_VALUE)) < 0) {
            throw error("jsonpath array subscript is out of integer range", "22033");
        }
        return truncated.intValue();
    }

    /** {@code .**{first to last}}: the value itself at level 0, then its members and elements level by level. */
    private void anyLevel(JsonPathItem item, Object json, List<Object> found) throws PathError, SQLException, Found {
        if (item.first == 0) {
            nextIgnoringStructuralErrors(item, json, found);
        }
        anyLevel(item, json, found, 1);
    }

    /** The rest of the path from a value {@code .**} reached: PostgreSQL ignores structural errors there, in strict mode too. */
    private void nextIgnoringStructuralErrors(JsonPathItem item, Object json, List<Object> found) throws PathError, SQLException, Found {
        boolean saved = ignoreStructuralErrors;
        ignoreStructuralErrors = true;
        try {
            next(item, json, found);
        } finally {
            ignoreStructuralErrors = saved;
        }
    }

    private void anyLevel(JsonPathItem item, Object json, List<Object> found, int level) throws PathError, SQLException, Found {
        if (level > item.last) {
            return;
        }
        java.util.Collection<?> children = json instanceof Map<?, ?> object ? object.values() : json instanceof List<?> list ? list : List.of();
        for (Object child : children) {
            boolean container = child instanceof Map<?, ?> || child instanceof List<?>;
            if (level >= item.first || item.first == JsonPathItem.LAST_LEVEL && item.last == JsonPathItem.LAST_LEVEL && !container) {
                nextIgnoringStructuralErrors(item, child, found);
            }
            if (level < item.last && container) {
                anyLevel(item, child, found, level + 1);
            }
        }
    }

    /** The values of {@code item} over {@code json}, arrays among them unwrapped in lax mode. */
    private List<Object> unwrapped(JsonPathItem item, Object json) throws PathError, SQLException, Found {
        List<Object> values = new ArrayList<>();
        execute(item, json, values, lax);
        if (!lax) {
            return values;
        }
        List<Object> flat = new ArrayList<>();
        for (Object value : values) {
            if (value instanceof List<?> list) {
                flat.addAll(list);
            } else {
                flat.add(value);
            }
        }
        return flat;
    }

    private void arithmetic(JsonPathItem item, Object json, List<Object> found) throws PathError, SQLException, Found {
        BigDecimal left = operand(item, json, item.left, "left");
        BigDecimal right = operand(item, json, item.right, "right");
        BigDecimal result;
        switch (item.text) {
            case "+" -> result = left.add(right);
            case "-" -> result = left.subtract(right);
            case "*" -> result = left.multiply(right);
            case "/" -> {
                try {
                    result = NumericDivision.divide(left, right);
                } catch (SQLException e) {
                    throw new PathError(e, true);
                }
            }
            default -> {
                if (right.signum() == 0) {
                    throw error("division by zero", "22012");
                }
                result = left.remainder(right);
            }
        }
        next(item, result, found);
    }

    private BigDecimal operand(JsonPathItem item, Object json, JsonPathItem side, String which) throws PathError, SQLException, Found {
        List<Object> values = unwrapped(side, json);
        if (values.size() != 1 || !(values.get(0) instanceof BigDecimal number)) {
            throw error(which + " operand of jsonpath operator " + item.text + " is not a single numeric value", "22038");
        }
        return number;
    }

    private void unaryArithmetic(JsonPathItem item, Object json, List<Object> found) throws PathError, SQLException, Found {
        for (Object value : unwrapped(item.left, json)) {
            if (!(value instanceof BigDecimal number)) {
                throw error("operand of unary jsonpath operator " + item.text + " is not a numeric value", "2203B");
            }
            next(item, item.text.equals("-") ? number.negate() : number, found);
        }
    }

    /** A predicate's result as an item: true, false, or null for unknown. */
    private void predicateResult(JsonPathItem item, Object json, List<Object> found) throws PathError, SQLException, Found {
        Boolean result = predicate(item, json);
        next(item, result == null ? JsonText.NULL : result, found);
    }

    private Boolean nestedPredicate(JsonPathItem item, Object json) throws PathError, SQLException {
        Object saved = current;
        current = json;
        try {
            return predicate(item, json);
        } finally {
            current = saved;
        }
    }

    /** PostgreSQL's executeBoolItem: TRUE, FALSE or null (unknown). */
    private Boolean predicate(JsonPathItem item, Object json) throws PathError, SQLException {
        switch (item.kind) {
            case NOT -> {
                Boolean operand = predicate(item.left, json);
                return operand == null ? null : !operand;
            }
            case IS_UNKNOWN -> {
                return predicate(item.left, json) == null;
            }
            case EXISTS -> {
                return existsPredicate(item.left, json);
            }
            case LIKE_REGEX -> {
                return compared(item, json, false);
            }
            default -> {
                // binary below
            }
        }
        return switch (item.text) {
            case "&&" -> junction(item, json, false);
            case "||" -> junction(item, json, true);
            default -> compared(item, json, !item.text.equals("starts with"));
        };
    }

    /** {@code &&} (decided by a false operand) or {@code ||} (by a true one) in three-valued logic, the right side read only when needed. */
    private Boolean junction(JsonPathItem item, Object json, boolean deciding) throws PathError, SQLException {
        Boolean left = predicate(item.left, json);
        if (Boolean.valueOf(deciding).equals(left)) {
            return deciding;
        }
        Boolean right = predicate(item.right, json);
        return Boolean.valueOf(!deciding).equals(right) ? left : right;
    }

    private Boolean existsPredicate(JsonPathItem item, Object json) throws PathError, SQLException {
        try {
            if (!lax) {
                List<Object> values = new ArrayList<>();
                execute(item, json, values, lax);
                return !values.isEmpty();
            }
            execute(item, json, null, lax);
            return false;
        } catch (Found e) {
            return true;
        } catch (PathError e) {
            if (!e.suppressible) {
                throw e;
            }
            return null;
        }
    }

    /**
     * PostgreSQL's executePredicate: each left item against each right one; in lax mode the first true answers, in strict
     * mode any unknown does. An error evaluating either side makes the predicate unknown.
     */
    private Boolean compared(JsonPathItem item, Object json, boolean unwrapRight) throws PathError, SQLException {
        List<Object> lefts;
        List<Object> rights;
        try {
            lefts = unwrapped(item.left, json);
            rights = item.right == null ? null : unwrapRight ? unwrapped(item.right, json) : plain(item.right, json);
        } catch (PathError e) {
            if (!e.suppressible) {
                throw e;
            }
            return null;
        } catch (Found e) {
            throw new IllegalStateException(e);
        }
        boolean error = false;
        boolean found = false;
        for (Object left : lefts) {
            for (Object right : rights == null ? java.util.Collections.singletonList(null) : rights) {
                Boolean result = compareOne(item, left, right);
                if (result == null) {
                    if (!lax) {
                        return null;
                    }
                    error = true;
                } else if (result) {
                    if (lax) {
                        return true;
                    }
                    found = true;
                }
            }
        }
        return found ? Boolean.TRUE : error ? null : Boolean.FALSE;
    }

    private List<Object> plain(JsonPathItem item, Object json) throws PathError, SQLException, Found {
        List<Object> values = new ArrayList<>();
        execute(item, json, values, lax);
        return values;
    }

    private Boolean compareOne(JsonPathItem item, Object left, Object right) throws SQLException {
        if (item.kind == Kind.LIKE_REGEX) {
            return left instanceof String text ? JsonPathRegex.matches(connection, item.text, item.flags, text) : null;
        }
        if (item.text.equals("starts with")) {
            return left instanceof String whole && right instanceof String initial ? whole.startsWith(initial) : null;
        }
        return compareItems(item.text, left, right);
    }

    /** PostgreSQL's compareItems: null equals only null; other values of different types, and containers, compare unknown. */
    private static Boolean compareItems(String operator, Object left, Object right) {
        int cmp;
        if (left == JsonText.NULL || right == JsonText.NULL) {
            if (left != right) {
                return operator.equals("!=") || operator.equals("<>");
            }
            cmp = 0;
        } else if (left instanceof Boolean a && right instanceof Boolean b) {
            cmp = Boolean.compare(a, b);
        } else if (left instanceof BigDecimal a && right instanceof BigDecimal b) {
            cmp = a.compareTo(b);
        } else if (left instanceof String a && right instanceof String b) {
            if (operator.equals("==")) {
                return a.equals(b);
            }
            cmp = Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
        } else {
            return null;
        }
        return switch (operator) {
            case "==" -> cmp == 0;
            case "!=", "<>" -> cmp != 0;
            case "<" -> cmp < 0;
            case "<=" -> cmp <= 0;
            case ">" -> cmp > 0;
            default -> cmp >= 0;
        };
    }

    /** float8_numeric of a double: its 15 significant digits, as PostgreSQL prints them. */
    static BigDecimal doubleDigits(double value) {
        BigDecimal digits = new BigDecimal(value).round(DOUBLE_DIGITS).stripTrailingZeros();
        return digits.scale() < 0 ? digits.setScale(0) : digits;
    }
}
