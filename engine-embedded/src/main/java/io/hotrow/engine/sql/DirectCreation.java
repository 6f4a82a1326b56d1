package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.engine.Database;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.FunctionAlias;
import org.h2.schema.Schema;
import org.h2.schema.SchemaObject;
import org.h2.schema.UserAggregate;
import org.h2.schema.UserDefinedFunction;
import org.h2.table.TableView;

/**
 * Creates views, Java functions and aggregates as H2's {@code CREATE OR REPLACE VIEW},
 * {@code CREATE FORCE ALIAS IF NOT EXISTS} and {@code CREATE FORCE AGGREGATE IF NOT EXISTS} do,
 * through its schema objects. H2 parses a DDL statement when it is prepared and again when it
 * first runs, commits each one, and parses a view's query once more to build the view: for the
 * catalog's 139 relations and the engine's 160 functions in a new database that was about half of
 * the first connection's samples (docs/benchmarks.md). Made here, a view's query is compiled once,
 * by the view, which keeps H2's text of it as {@code CREATE VIEW} would, and an object already
 * there costs a lookup. For the engine's set-up on its own session, before any application session
 * exists; the caller commits.
 */
public final class DirectCreation {

    private final SessionLocal session;
    private final Database database;

    public DirectCreation(Connection system) throws SQLException {
        this.session = (SessionLocal) system.unwrap(JdbcConnection.class).getSession();
        this.database = session.getDatabase();
    }

    /** As {@code CREATE FORCE ALIAS IF NOT EXISTS schema.name FOR 'method'}. */
    public void alias(String schemaName, String name, String method) {
        alias(schemaName, name, method, false);
    }

    /** As {@code CREATE FORCE ALIAS IF NOT EXISTS schema.name DETERMINISTIC FOR 'method'}. */
    public void deterministicAlias(String schemaName, String name, String method) {
        alias(schemaName, name, method, true);
    }

    private void alias(String schemaName, String name, String method, boolean deterministic) {
        Schema schema = database.getSchema(schemaName);
        if (schema.findFunctionOrAggregate(name) == null) {
            FunctionAlias alias = FunctionAlias.newInstance(schema, database.allocateObjectId(), name, method, true);
            alias.setDeterministic(deterministic);
            addEngineObject(alias);
        }
    }

    /** As {@code CREATE FORCE AGGREGATE IF NOT EXISTS schema.name FOR 'className'}. */
    public void aggregate(String schemaName, String name, String className) {
        Schema schema = database.getSchema(schemaName);
        if (schema.findFunctionOrAggregate(name) == null) {
            addEngineObject(new UserAggregate(schema, database.allocateObjectId(), name, className, true));
        }
    }

    /**
     * Adds one of the engine's own functions, aggregates or catalog views, made again at every open (the views kept by a
     * snapshot's script, not by H2), without the row H2 writes for each object
     * into its meta table to make it again when it reopens the database itself: an engine database is an H2 in-memory one,
     * which H2 never reopens, so the row only cost time (a tenth of a first connection's samples for the 160 functions, 7% of
     * making the catalog's views).
     */
    private void addEngineObject(SchemaObject object) {
        object.setTemporary(true); // H2 writes no meta row for a temporary object (and finds none missing when it drops one)
        database.addSchemaObject(session, object);
        object.setTemporary(false); // a check constraint of a table may not call a temporary function
    }

    /** The comment on the function or aggregate {@code schema.name}, as INFORMATION_SCHEMA.ROUTINES' remarks; null if there is none. */
    public String functionComment(String schemaName, String name) {
        Schema schema = database.findSchema(schemaName);
        UserDefinedFunction function = schema == null ? null : schema.findFunctionOrAggregate(name);
        return function == null ? null : function.getComment();
    }

    /** Whether the schema {@code schemaName} exists and holds a function or aggregate {@code name}. */
    public boolean holdsFunction(String schemaName, String name) {
        Schema schema = database.findSchema(schemaName);
        return schema != null && schema.findFunctionOrAggregate(name) != null;
    }

    /** Whether the schema {@code schemaName} holds a table or view. */
    public boolean holdsRelations(String schemaName) {
        Schema schema = database.findSchema(schemaName);
        return schema != null && !schema.getAllTablesAndViews(session).isEmpty();
    }

    /** Whether {@code schema.name} is a table or view. */
    public boolean holdsRelation(String schemaName, String name) {
        Schema schema = database.findSchema(schemaName);
        return schema != null && schema.findTableOrView(session, name) != null;
    }

    /**
     * Creates the view {@code schema.name} over {@code query} if there is none of that name; false
     * if there is (an older installation's, restored from a snapshot), which the caller's
     * {@code CREATE OR REPLACE VIEW} replaces as H2 does, keeping the views over it.
     */
    public boolean newView(String schemaName, String name, String query) throws SQLException {
        Schema schema = database.getSchema(schemaName);
        if (schema.findTableOrView(session, name) != null) {
            return false;
        }
        TableView view = new TableView(schema, database.allocateObjectId(), name, query, null, session);
        if (view.isInvalid()) {
            throw new SQLException("pg_catalog view " + name + " does not compile: " + view.recompile(session, false, false), "XX000");
        }
        addEngineObject(view);
        return true;
    }
}
