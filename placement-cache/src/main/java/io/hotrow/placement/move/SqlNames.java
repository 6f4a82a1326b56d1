package io.hotrow.placement.move;

import java.util.List;
import java.util.stream.Collectors;

/** Identifiers are always quoted: names keep their case and may be reserved words on the other side. */
final class SqlNames {

    private SqlNames() {
    }

    static String quote(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    static String quoteAll(List<String> names) {
        return names.stream().map(SqlNames::quote).collect(Collectors.joining(", "));
    }
}
