package io.hotrow.engine.jdbc;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The parameters of a prepared text of several statements, numbered across the whole text as
 * pgjdbc numbers them. The setters are recorded (the statements are prepared only when they run,
 * after the ones before them), and each statement gets its share, renumbered from 1, just before it
 * runs. Seen as a {@link PreparedStatement} that only takes parameters.
 */
final class ScriptParameters extends ParameterRecorder {

    private final int count;
    private final Map<Integer, Binding> bindings = new HashMap<>();

    private ScriptParameters(int count) {
        this.count = count;
    }

    /** A recorder for {@code count} parameters, as a PreparedStatement whose setters and clearParameters are all it takes. */
    static PreparedStatement recorder(int count) {
        return new ScriptParameters(count);
    }

    /** Sets on {@code part} the values of the text's parameters {@code before + 1} to {@code before + partCount}. */
    static void bind(PreparedStatement recorder, PreparedStatement part, int before, int partCount) throws SQLException {
        Map<Integer, Binding> bindings = ((ScriptParameters) recorder).bindings;
        for (int index = 1; index <= partCount; index++) {
            Binding binding = bindings.get(before + index);
            if (binding != null) { // one not set fails as the part runs, as it would alone
                binding.bind(part, index);
            }
        }
    }

    @Override
    protected void record(int parameterIndex, Binding binding) throws SQLException {
        if (parameterIndex < 1 || parameterIndex > count) {
            throw new SQLException("The column index is out of range: " + parameterIndex + ", number of columns: " + count + ".",
                    "22023"); // pgjdbc's words
        }
        bindings.put(parameterIndex, binding);
    }

    @Override
    public void clearParameters() {
        bindings.clear();
    }
}
