package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.SQLException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Spring's transaction management on a HikariCP pool, as a service layer uses it. REQUIRES_NEW
 * suspends the outer transaction, whose connection stays open with its row locks, and runs the inner
 * one on a second pooled connection, on the same thread: the inner must not wait for the outer.
 */
@Timeout(90)
class SpringTransactionsTest {

    static Stream<Arguments> targetsAndOuterOutcomes() {
        return Stream.of(Target.values()).flatMap(t -> Stream.of(Arguments.of(t, true), Arguments.of(t, false)));
    }

    /**
     * An outer transaction debits an account; an inner REQUIRES_NEW one writes an audit row and
     * commits, visible to the outer at once (READ COMMITTED). The audit row stays whether the outer
     * then commits or rolls back, the reason applications use REQUIRES_NEW.
     */
    @ParameterizedTest
    @MethodSource("targetsAndOuterOutcomes")
    void requiresNewCommitsAnAuditRowWhileTheOuterTransactionIsOpen(Target target, boolean outerCommits) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); HikariDataSource pool = pool(db)) {
            db.execute("CREATE TABLE account (id int PRIMARY KEY, balance int NOT NULL)", "INSERT INTO account VALUES (1, 100)",
                    "CREATE TABLE audit (id int PRIMARY KEY, note text NOT NULL)");
            JdbcTemplate jdbc = new JdbcTemplate(pool);
            DataSourceTransactionManager transactions = new DataSourceTransactionManager(pool);
            TransactionTemplate outer = new TransactionTemplate(transactions);
            TransactionTemplate inner = new TransactionTemplate(transactions);
            inner.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);

            outer.executeWithoutResult(status -> {
                jdbc.update("UPDATE account SET balance = balance - 30 WHERE id = 1");
                inner.executeWithoutResult(auditing -> jdbc.update("INSERT INTO audit VALUES (1, 'debit 30 from account 1')"));
                assertEquals(1, jdbc.queryForObject("SELECT count(*) FROM audit", Integer.class), "the outer transaction sees the inner's commit");
                if (!outerCommits) {
                    status.setRollbackOnly();
                }
            });

            assertEquals(outerCommits ? 70 : 100, db.queryLong("SELECT balance FROM account WHERE id = 1"));
            assertEquals(1, db.queryLong("SELECT count(*) FROM audit"), "the inner transaction's commit stands on its own");
        }
    }

    private static HikariDataSource pool(TargetDatabase db) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(db.url());
        config.setMaximumPoolSize(4);
        return new HikariDataSource(config);
    }
}
