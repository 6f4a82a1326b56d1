package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * What the clients of a {@link TransactionLoad} run, whole transactions at a time, and how its
 * database is made and checked. One instance per database: it keeps the account of what its
 * clients were told committed, so that {@link #check} can hold the database to it.
 */
interface Workload {

    /** Creates the workload's tables afresh and fills them, on a connection in autocommit. */
    void create(Connection c) throws SQLException;

    /** Client {@code client}'s terminal on {@code c}, its statements prepared; the connection's autocommit and isolation are set already. */
    Terminal terminal(Connection c, int client) throws SQLException;

    /**
     * After a run: throws an {@link IllegalStateException} naming every way the database disagrees
     * with itself or with what the clients were told committed (a lost or invented update, a broken
     * invariant).
     */
    void check(Connection c) throws SQLException;

    /** One client's source of transactions. */
    interface Terminal {
        /** The next transaction, its inputs chosen now, so that a retry runs the same one again. */
        Transaction next();
    }

    /**
     * One transaction with its inputs: its statements and its commit (or a rollback the workload
     * itself decides on). It adds its effects to the workload's account only after its commit
     * returned; when it throws, the load rolls back and may run it again.
     */
    @FunctionalInterface
    interface Transaction {
        void run() throws SQLException;
    }
}
