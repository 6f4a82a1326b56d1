package io.hotrow.engine.wire;

import java.util.Set;

/**
 * How COPY data is laid out: PostgreSQL's text format (tab-separated, backslash escapes, {@code \N}
 * for null) or CSV (quoted fields, empty for null).
 *
 * @param forceQuote   columns always quoted on output (CSV); {@link #ALL} for every column
 * @param forceNotNull columns whose null string reads as an empty string (CSV input)
 * @param forceNull    columns whose quoted null string reads as null (CSV input)
 */
record CopyFormat(boolean csv, char delimiter, String nullString, boolean header, char quote, char escape, Set<String> forceQuote,
                  Set<String> forceNotNull, Set<String> forceNull) {

    static final Set<String> ALL = Set.of("*");

    static CopyFormat text() {
        return new CopyFormat(false, '\t', "\\N", false, '"', '"', Set.of(), Set.of(), Set.of());
    }

    static CopyFormat csvDefaults() {
        return new CopyFormat(true, ',', "", false, '"', '"', Set.of(), Set.of(), Set.of());
    }

    boolean quotesAlways(String column) {
        return forceQuote == ALL || forceQuote.contains(column);
    }
}
