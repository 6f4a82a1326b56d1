package io.hotrow.placement.move;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An index that backs no constraint. */
record Index(String name, boolean unique, List<IndexColumn> columns) {

    record IndexColumn(String name, boolean descending) {
    }

    /** One column of one index, as catalogs list them: index by index, columns in index order. */
    record CatalogRow(String table, String index, boolean unique, String column, boolean descending) {
    }

    static Map<String, List<Index>> byTable(List<CatalogRow> rows) {
        Map<String, Map<String, List<IndexColumn>>> columns = new LinkedHashMap<>();
        Map<String, Boolean> unique = new HashMap<>();
        for (CatalogRow row : rows) {
            unique.put(row.index(), row.unique());
            columns.computeIfAbsent(row.table(), t -> new LinkedHashMap<>()).computeIfAbsent(row.index(), i -> new ArrayList<>())
                    .add(new IndexColumn(row.column(), row.descending()));
        }
        Map<String, List<Index>> indexes = new HashMap<>();
        columns.forEach((table, byName) -> byName.forEach((name, indexColumns) ->
                indexes.computeIfAbsent(table, t -> new ArrayList<>()).add(new Index(name, unique.get(name), indexColumns))));
        return indexes;
    }
}
