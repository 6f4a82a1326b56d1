package io.hotrow.engine.catalog;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * PostgreSQL 15's own definitions of its pg_catalog tables and views (names, kinds, columns and
 * types), read from a resource generated from a PostgreSQL 15 server. Every one of them the engine
 * does not compute is present in its catalog, empty, so that what psql, pg_dump and drivers join
 * (pg_policy, pg_stat_user_tables, pg_publication, ...) exists with PostgreSQL's columns. Each has
 * PostgreSQL's oid too: pg_dump finds what it read by (tableoid, oid) with PostgreSQL's catalog
 * oids written into it (an extension is (3079, oid)), so the tableoids and {@code 'pg_class'::regclass}
 * must be PostgreSQL's.
 */
final class PostgresDefinitions {

    private static final String RESOURCE = "postgres-15-catalog.txt";

    private static final List<FixedRelation> RELATIONS = new ArrayList<>();
    private static final Map<String, Integer> OIDS = new HashMap<>();

    static {
        read();
    }

    private PostgresDefinitions() {
    }

    /** Every relation of PostgreSQL's pg_catalog, each empty. */
    static List<FixedRelation> relations() {
        return RELATIONS;
    }

    /** PostgreSQL's oid of the pg_catalog relation {@code name}, or null if PostgreSQL has none of that name. */
    static Integer oid(String name) {
        return OIDS.get(name);
    }

    private static void read() {
        try (InputStream in = PostgresDefinitions.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    read(line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code name kind oid: column type, column type, ...} */
    private static void read(String line) {
        int colon = line.indexOf(':');
        String[] head = line.substring(0, colon).split(" ");
        String[] columns = line.substring(colon + 1).trim().split(", ");
        RELATIONS.add(FixedRelation.empty(head[0], CatalogColumn.of(columns), head[1].equals("view")));
        OIDS.put(head[0], Integer.valueOf(head[2]));
    }
}
