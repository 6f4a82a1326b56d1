package io.hotrow.engine.catalog;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Predicate;

/**
 * How PostgreSQL names an object the statement left unnamed ({@code t_pkey}, {@code t_a_b_key},
 * {@code t_a_fkey}, {@code t_a_check}): the table's name, the columns' names joined by {@code _},
 * and a label, cut to 63 bytes by shortening the longer of the two names first, with a number
 * after the label while the name is taken (makeObjectName and ChooseRelationName in PostgreSQL's
 * indexcmds.c, ChooseConstraintName in pg_constraint.c).
 */
final class PostgresNames {

    /** NAMEDATALEN - 1: the bytes of a name PostgreSQL keeps. */
    static final int MAX_BYTES = 63;

    private PostgresNames() {
    }

    /** The first of {@code table_columns_label}, {@code table_columns_label1}, ... not {@code taken}; {@code columns} may be null. */
    static String choose(String table, String columns, String label, Predicate<String> taken) {
        String name = objectName(table, columns, label);
        for (int pass = 1; taken.test(name); pass++) {
            name = objectName(table, columns, label + pass);
        }
        return name;
    }

    /** The columns' part of a name: their names joined by {@code _}, no longer joined once it holds a whole name's bytes. */
    static String columns(List<String> names) {
        StringBuilder joined = new StringBuilder();
        for (String name : names) {
            if (!joined.isEmpty()) {
                joined.append('_');
            }
            joined.append(name);
            if (bytes(joined.toString()).length > MAX_BYTES) {
                break;
            }
        }
        return joined.toString();
    }

    static String objectName(String first, String second, String label) {
        byte[] one = bytes(first);
        byte[] two = second == null ? new byte[0] : bytes(second);
        int available = MAX_BYTES - label.length() - 1 - (second == null ? 0 : 1);
        int oneLength = one.length, twoLength = two.length;
        while (oneLength + twoLength > available) { // shorten the longer one first
            if (oneLength > twoLength) {
                oneLength--;
            } else {
                twoLength--;
            }
        }
        StringBuilder name = new StringBuilder(clip(one, oneLength));
        if (second != null) {
            name.append('_').append(clip(two, twoLength));
        }
        return name.append('_').append(label).toString();
    }

    /** The longest start of {@code utf8} within {@code limit} bytes that ends at a character boundary. */
    private static String clip(byte[] utf8, int limit) {
        int end = limit;
        while (end > 0 && end < utf8.length && (utf8[end] & 0xC0) == 0x80) {
            end--;
        }
        return new String(utf8, 0, end, StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String name) {
        return name.getBytes(StandardCharsets.UTF_8);
    }
}
