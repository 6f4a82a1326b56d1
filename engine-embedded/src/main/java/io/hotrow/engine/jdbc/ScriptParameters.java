package io.hotrow.engine.jdbc;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
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
final class ScriptParameters implements InvocationHandler {

    private final int count;
    private final Map<Integer, Setter> setters = new HashMap<>();

    private record Setter(Method method, Object[] args) {
    }

    private ScriptParameters(int count) {
        this.count = count;
    }

    /** A recorder for {@code count} parameters, as a PreparedStatement whose setters and clearParameters are all it takes. */
    static PreparedStatement recorder(int count) {
        return (PreparedStatement) Proxy.newProxyInstance(ScriptParameters.class.getClassLoader(), new Class<?>[] {PreparedStatement.class},
                new ScriptParameters(count));
    }

    /** Sets on {@code part} the values of the text's parameters {@code before + 1} to {@code before + partCount}. */
    static void bind(PreparedStatement recorder, PreparedStatement part, int before, int partCount) throws SQLException {
        ScriptParameters parameters = (ScriptParameters) Proxy.getInvocationHandler(recorder);
        for (int index = 1; index <= partCount; index++) {
            Setter setter = parameters.setters.get(before + index);
            if (setter != null) { // one not set fails as the part runs, as it would alone
                Object[] args = setter.args().clone();
                args[0] = index;
                invoke(setter.method(), part, args);
            }
        }
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return invoke(method, this, args);
        }
        if (method.getName().equals("clearParameters")) {
            setters.clear();
            return null;
        }
        if (method.getDeclaringClass() != PreparedStatement.class || !method.getName().startsWith("set") || args == null
                || !(args[0] instanceof Integer index)) {
            throw new IllegalStateException("not a parameter setter: " + method); // EnginePreparedStatement passes nothing else
        }
        if (index < 1 || index > count) {
            throw new SQLException("The column index is out of range: " + index + ", number of columns: " + count + ".", "22023"); // pgjdbc's words
        }
        setters.put(index, new Setter(method, args));
        return null;
    }

    private static Object invoke(Method method, Object target, Object[] args) throws SQLException {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof SQLException sql) {
                throw sql;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
