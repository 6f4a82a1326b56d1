package io.hotrow.engine.locks;

import java.util.Collection;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The tables a statement may touch or a schema change holds, by lower-case name without schema
 * (so two schemas' tables of one name count as one: a conflict too many, never one too few); or
 * the whole database, for what cannot be narrowed to tables (a sequence, a view, a text not parsed).
 */
public final class TableScope {

    /** The whole database: overlaps every scope, the empty one included. */
    public static final TableScope ALL = new TableScope(null);
    /** No table: a statement that names none, such as {@code SELECT 1} or an advisory lock. */
    public static final TableScope NONE = new TableScope(Set.of());

    private final Set<String> tables; // null: the whole database

    private TableScope(Set<String> tables) {
        this.tables = tables;
    }

    /**
     * The scope of these names, which must not change afterwards (a statement analysis's set):
     * wrapped as it is when it is lower case already, as it is for every name not quoted, so that a
     * statement's scope costs no copy.
     */
    public static TableScope ofUnchanging(Set<String> names) {
        if (names.isEmpty()) {
            return NONE;
        }
        for (String name : names) {
            if (!name.equals(name.toLowerCase(Locale.ROOT))) {
                return of(names);
            }
        }
        return new TableScope(names);
    }

    public static TableScope of(Collection<String> names) {
        Set<String> lower = new HashSet<>();
        for (String name : names) {
            lower.add(name.toLowerCase(Locale.ROOT));
        }
        return lower.isEmpty() ? NONE : new TableScope(Set.copyOf(lower));
    }

    public boolean isAll() {
        return tables == null;
    }

    /** The table names; only for a scope that is not {@link #ALL}. */
    public Set<String> tables() {
        if (tables == null) {
            throw new IllegalStateException("the whole database has no list of tables");
        }
        return tables;
    }

    public boolean overlaps(TableScope other) {
        if (tables == null || other.tables == null) {
            return true;
        }
        Set<String> smaller = tables.size() <= other.tables.size() ? tables : other.tables;
        Set<String> larger = smaller == tables ? other.tables : tables;
        for (String table : smaller) {
            if (larger.contains(table)) {
                return true;
            }
        }
        return false;
    }

    public boolean covers(TableScope other) {
        return tables == null || other.tables != null && tables.containsAll(other.tables);
    }

    public TableScope union(TableScope other) {
        if (covers(other)) {
            return this;
        }
        if (other.covers(this)) {
            return other;
        }
        Set<String> both = new HashSet<>(tables);
        both.addAll(other.tables);
        return new TableScope(Set.copyOf(both));
    }

    /** The tables of this scope {@code other} does not cover; only for a scope that is not {@link #ALL}. */
    public TableScope without(TableScope other) {
        Set<String> left = new HashSet<>();
        for (String table : tables()) {
            if (!other.covers(new TableScope(Set.of(table)))) {
                left.add(table);
            }
        }
        return left.isEmpty() ? NONE : new TableScope(Set.copyOf(left));
    }

    @Override
    public String toString() {
        return tables == null ? "the whole database" : "tables " + tables;
    }
}
