package io.hotrow.engine.catalog;

/**
 * A PostgreSQL built-in type: its fixed oid and name, the properties tools read from pg_type, and
 * the name {@code format_type} gives it.
 *
 * @param sqlName what {@code format_type} calls it ("integer" for int4)
 * @param length typlen: bytes, or -1 for variable length
 * @param category typcategory: B boolean, N numeric, S string, D date/time, T timespan, U user, A array, ...
 * @param input typinput, the input function; the output, receive and send functions are named after it
 * @param array the oid of its array type, 0 if none
 * @param element for an array type, its element's oid; else 0
 */
record PgType(int oid, String name, String sqlName, int length, boolean byValue, char category, char alignment, String input,
        int array, int element, boolean preferred) {

    boolean isArray() {
        return element != 0;
    }

    String output() {
        return input.substring(0, input.length() - 2) + "out";
    }

    String receive() {
        return input.substring(0, input.length() - 2) + "recv";
    }

    String send() {
        return input.substring(0, input.length() - 2) + "send";
    }

    /** typstorage: plain for fixed-length types, extended for the rest. */
    char storage() {
        return length > 0 ? 'p' : 'x';
    }

    /** typcollation: the default collation for string types. */
    int collation() {
        return category == 'S' && !name.equals("name") && !name.equals("char") ? PgTypes.DEFAULT_COLLATION : 0;
    }
}
