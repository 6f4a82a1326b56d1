package io.hotrow.driver.proxy;

import io.hotrow.rewrite.counter.CounterPlan;
import io.hotrow.rewrite.counter.CounterRewriter;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A backend connection (engine or PostgreSQL) seen through the counter rules. Statements whose
 * text names no counter table are the backend's own, untouched; the rest are
 * {@link RewrittenStatement}s. Everything else (transactions, metadata, timeouts, abort) is the
 * backend connection's, so pools and frameworks see its behaviour.
 */
final class RewritingConnection implements InvocationHandler {

    private final Connection backend;
    private final CounterRewriter rewriter;
    private final int shard;
    private Connection proxy;

    private RewritingConnection(Connection backend, CounterRewriter rewriter) {
        this.backend = backend;
        this.rewriter = rewriter;
        this.shard = rewriter.assignShard();
    }

    static Connection wrap(Connection backend, CounterRewriter rewriter) {
        RewritingConnection handler = new RewritingConnection(backend, rewriter);
        handler.proxy = (Connection) Proxy.newProxyInstance(RewritingConnection.class.getClassLoader(),
                new Class<?>[] {Connection.class}, handler);
        return handler.proxy;
    }

    @Override
    public Object invoke(Object self, Method method, Object[] args) throws Throwable {
        Object answer = ProxyIdentity.answer(self, method, args, () -> "hotrow connection with counter rules over " + backend);
        if (answer != ProxyIdentity.NOT_MINE) {
            return answer;
        }
        switch (method.getName()) {
            case "createStatement":
                if (backend.isClosed()) {
                    throw new SQLException("This connection has been closed.", "08003");
                }
                return statement(null, null, args);
            case "prepareStatement":
                return prepare(method, args);
            case "setAutoCommit":
                if (!(Boolean) args[0] && backend.getAutoCommit()) {
                    // A transaction starts: the last moment this connection holds nothing, to create the companions of
                    // counter tables created since it opened (by a migration on another pooled connection, say).
                    rewriter.prepareCompanions(backend);
                }
                return forward(method, args);
            default:
                return forward(method, args);
        }
    }

    private Object prepare(Method method, Object[] args) throws Throwable {
        String sql = (String) args[0];
        CounterPlan plan = rewriter.plan(sql, backend);
        if (plan instanceof CounterPlan.Unchanged && !rewriter.changesSchema(sql)) {
            return forward(method, args); // nothing to rewrite: the backend's own statement, no overhead
        }
        return statement(sql, plan, null);
    }

    private Object statement(String sql, CounterPlan plan, Object[] creationArgs) {
        Class<?> type = sql == null ? Statement.class : PreparedStatement.class;
        return Proxy.newProxyInstance(RewritingConnection.class.getClassLoader(), new Class<?>[] {type},
                new RewrittenStatement(proxy, backend, rewriter, shard, sql, plan, creationArgs));
    }

    private Object forward(Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(backend, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
