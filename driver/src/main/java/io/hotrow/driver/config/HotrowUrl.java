package io.hotrow.driver.config;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A parsed {@code jdbc:hotrow:<store>/<database>[?key=value&...]} URL. Parsing strips the prefix
 * only (never a global replace), and every problem is an SQLException that names it.
 */
public record HotrowUrl(String url, StoreLocation store, String database, Map<String, String> parameters) {

    public static final String PREFIX = "jdbc:hotrow:";
    private static final Pattern DATABASE_NAME = Pattern.compile("[a-z][a-z0-9_]{0,62}");

    public static boolean accepts(String url) {
        return url != null && url.startsWith(PREFIX);
    }

    public static HotrowUrl parse(String url) throws SQLException {
        if (!accepts(url)) {
            throw invalid(url, "it must start with " + PREFIX);
        }
        String rest = url.substring(PREFIX.length());
        int question = rest.indexOf('?');
        String location = question < 0 ? rest : rest.substring(0, question);
        Map<String, String> parameters = question < 0 ? Map.of() : parseQuery(url, rest.substring(question + 1));
        int slash = location.lastIndexOf('/');
        if (slash < 0 || slash == location.length() - 1) {
            throw invalid(url, "it must end with /<database>, for example jdbc:hotrow:file:/var/lib/hotrow/shop");
        }
        String database = location.substring(slash + 1);
        if (!DATABASE_NAME.matcher(database).matches()) {
            throw invalid(url, "database name '" + shortened(database) + "' must match [a-z][a-z0-9_]{0,62}");
        }
        StoreLocation store = parseStore(url, location.substring(0, slash));
        return new HotrowUrl(url, store, database, parameters);
    }

    private static StoreLocation parseStore(String url, String store) throws SQLException {
        if (store.equals("mem:")) {
            return new StoreLocation.Memory();
        }
        if (store.startsWith("file:")) {
            String directory = store.substring("file:".length());
            Path path;
            try {
                path = Path.of(directory);
            } catch (RuntimeException e) {
                throw invalid(url, "'" + shortened(directory) + "' is not a valid directory path");
            }
            if (directory.isEmpty() || !path.isAbsolute()) {
                throw invalid(url, "the file: store needs an absolute directory, as in file:/var/lib/hotrow/<database>");
            }
            return new StoreLocation.Directory(path.normalize());
        }
        if (store.startsWith("s3://")) {
            String bucketAndPrefix = store.substring("s3://".length());
            int slash = bucketAndPrefix.indexOf('/');
            String bucket = slash < 0 ? bucketAndPrefix : bucketAndPrefix.substring(0, slash);
            if (bucket.isEmpty()) {
                throw invalid(url, "the s3:// store needs a bucket, as in s3://bucket/prefix/<database>");
            }
            return new StoreLocation.S3(bucket, slash < 0 ? "" : bucketAndPrefix.substring(slash + 1));
        }
        throw invalid(url, "the store must be mem:, file:<absolute directory> or s3://bucket/prefix, not '" + store + "'");
    }

    private static Map<String, String> parseQuery(String url, String query) throws SQLException {
        Map<String, String> parameters = new LinkedHashMap<>();
        if (query.isEmpty()) {
            return parameters;
        }
        for (String pair : query.split("&", -1)) {
            int equals = pair.indexOf('=');
            if (equals <= 0) {
                throw invalid(url, "'" + shortened(pair) + "' in the query string is not key=value");
            }
            String key = decode(url, pair.substring(0, equals), "a property name");
            if (HotrowProperty.byKey(key) == null) {
                throw invalid(url, "unknown property '" + shortened(key) + "'; known properties: " + knownKeys());
            }
            if (parameters.put(key, decode(url, pair.substring(equals + 1), "the value of property " + key)) != null) {
                throw invalid(url, "property '" + key + "' is given twice");
            }
        }
        return parameters;
    }

    static String knownKeys() {
        return Arrays.stream(HotrowProperty.values()).map(HotrowProperty::key).collect(Collectors.joining(", "));
    }

    /** Decodes one part of the query string; the part is not echoed when it fails, as it may be a password. */
    private static String decode(String url, String text, String what) throws SQLException {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw invalid(url, what + " is not valid URL encoding (a % must be followed by two hexadecimal digits)");
        }
    }

    private static String shortened(String text) {
        return text.length() <= 64 ? text : text.substring(0, 64) + "...";
    }

    private static SQLException invalid(String url, String problem) {
        return new SQLException("invalid hotrow URL '" + redact(url) + "': " + problem, "08001");
    }

    /** The URL without its query string, which may hold a password, and cut short. */
    static String redact(String url) {
        if (url == null) {
            return "null";
        }
        int question = url.indexOf('?');
        String location = question < 0 ? url : url.substring(0, question);
        return (location.length() <= 200 ? location : location.substring(0, 200) + "...") + (question < 0 ? "" : "?...");
    }
}
