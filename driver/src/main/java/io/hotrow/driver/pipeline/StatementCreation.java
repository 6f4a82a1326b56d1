package io.hotrow.driver.pipeline;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/** How a statement is made on a backend connection, as the application asked for it (type, concurrency, keys). */
@FunctionalInterface
interface StatementCreation {
    Statement on(Connection backend) throws SQLException;
}
