package io.hotrow.engine.catalog;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * PostgreSQL 15's own definitions of its pg_catalog tables and views (names, kinds, columns and
 * types), read from a resource generated from a PostgreSQL 15 server. Every one of them the engine
 * does not compute is present in its catalog, empty, so that what psql, pg_dump and drivers join
 * (pg_policy, pg_stat_user_tables, pg_publication, ...) exists with PostgreSQL's columns.
 */
final class PostgresDefinitions {

    private static final String RESOURCE = "postgres-15-catalog.txt";

    private PostgresDefinitions() {
    }

    /** Every relation of PostgreSQL's pg_catalog, each empty. */
    static List<FixedRelation> relations() {
        List<FixedRelation> relations = new ArrayList<>();
        try (InputStream in = PostgresDefinitions.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    relations.add(relation(line));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return relations;
    }

    /** {@code name kind: column type, column type, ...} */
    private static FixedRelation relation(String line) {
        int colon = line.indexOf(':');
        String[] head = line.substring(0, colon).split(" ");
        String[] columns = line.substring(colon + 1).trim().split(", ");
        return FixedRelation.empty(head[0], CatalogColumn.of(columns), head[1].equals("view"));
    }
}
