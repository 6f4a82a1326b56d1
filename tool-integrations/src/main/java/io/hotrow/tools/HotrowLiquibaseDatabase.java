package io.hotrow.tools;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.driver.config.HotrowUrl;
import liquibase.database.DatabaseConnection;
import liquibase.database.core.PostgresDatabase;

/**
 * Liquibase's database for {@code jdbc:hotrow:} URLs, so that Liquibase configured by URL alone (its
 * command line, its Maven and Gradle plugins, {@code liquibase.command.url}) finds the hotrow driver.
 * It names the driver only: the connection then reports itself as PostgreSQL, and Liquibase's own
 * {@link PostgresDatabase} handles it, so change sets for {@code dbms="postgresql"} apply as on
 * PostgreSQL.
 */
public final class HotrowLiquibaseDatabase extends PostgresDatabase {

    /** A name of its own, so this never stands in for PostgreSQL's entry in Liquibase's registry. */
    @Override
    public String getShortName() {
        return "hotrow";
    }

    @Override
    public String getDefaultDriver(String url) {
        return HotrowUrl.accepts(url) ? HotrowDriver.class.getName() : null;
    }

    /** Connections are PostgreSQL's to handle, whatever opened them (see the class comment). */
    @Override
    public boolean isCorrectDatabaseImplementation(DatabaseConnection connection) {
        return false;
    }
}
