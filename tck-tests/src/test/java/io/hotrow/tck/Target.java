package io.hotrow.tck;

import io.hotrow.testsupport.TestPostgres;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

/** A placement the conformance tests run against, reached through the hotrow driver either way. */
public enum Target {
    ENGINE,
    POSTGRES,
    /**
     * An engine database another live process owns ({@link OtherOwner}): the driver follows the owner
     * and runs every statement there through pgjdbc and the owner's wire server (docs/sharing.md).
     */
    ENGINE_OWNED_ELSEWHERE;

    /** A fresh database name, so tests never see each other's tables. */
    public static String freshDatabase() {
        return "t_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
    }

    /** The hotrow URL of {@code database} on this placement, in the in-JVM store for the engine. */
    public String url(String database) {
        return switch (this) {
            case ENGINE -> "jdbc:hotrow:mem:/" + database;
            case POSTGRES -> "jdbc:hotrow:mem:/" + database + "?placement=postgres&postgresUrl="
                    + URLEncoder.encode(TestPostgres.url(), StandardCharsets.UTF_8);
            case ENGINE_OWNED_ELSEWHERE -> OtherOwner.get().url(database);
        };
    }

    /** Whether the engine runs the statements, here or at its owner: what the engine answers, not PostgreSQL, is expected. */
    public boolean onEngine() {
        return this != POSTGRES;
    }

    /**
     * Removes what a test left behind: the PostgreSQL schema, or the other owner's hold on the database.
     * Engine databases in mem: die with the JVM.
     */
    public void drop(String database) throws SQLException {
        if (this == POSTGRES) {
            try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
                s.execute("DROP SCHEMA IF EXISTS \"" + database + "\" CASCADE");
            }
        } else if (this == ENGINE_OWNED_ELSEWHERE) {
            OtherOwner.get().release(database);
        }
    }
}
