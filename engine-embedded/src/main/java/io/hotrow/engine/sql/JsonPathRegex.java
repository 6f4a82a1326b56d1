package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * jsonpath's {@code like_regex}: an XQuery pattern with flags i, s, m, q, which PostgreSQL runs as its own
 * regular expression with these flags mapped (jspConvertRegexFlags); without {@code s}, {@code .} does not match a newline.
 */
final class JsonPathRegex {

    private JsonPathRegex() {
    }

    static PostgresRegex compile(String pattern, String flags) throws SQLException {
        boolean dotAll = flags.indexOf('s') >= 0;
        boolean multiLine = flags.indexOf('m') >= 0;
        StringBuilder mapped = new StringBuilder(flags.indexOf('i') >= 0 ? "i" : "");
        if (flags.indexOf('q') >= 0) {
            mapped.append('q');
        } else {
            mapped.append(dotAll ? multiLine ? 'w' : 's' : multiLine ? 'n' : 'p');
        }
        return PostgresRegex.compile("like_regex", pattern, mapped.toString(), false);
    }

    static boolean matches(Connection connection, String pattern, String flags, String text) throws SQLException {
        PostgresRegex regex = compile(pattern, flags);
        return PostgresRegex.bounded(() -> regex.matcher(connection, text).find());
    }
}
