package io.hotrow.driver.config;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
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
    /** Letters, digits, dots, dashes and underscores: what S3 and S3-compatible servers accept. */
    private static final Pattern BUCKET_NAME = Pattern.compile("[A-Za-z0-9._-]{1,255}");
    private static final int MAX_SHOWN = 64;
    /** Longest store and database part: no file system takes a longer path, and S3 a key of at most 1024 bytes. */
    private static final int MAX_LOCATION = 4096;
    private static final String UNENCODED_AMPERSAND = " (not shown: it may be part of a password; write & in a password as %26)";

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
        // Before anything else reads it: a store's path of tens of thousands of parts took seconds to refuse.
        if (location.length() > MAX_LOCATION) {
            throw invalid(url, "the part before '?' is " + location.length() + " characters long, more than the " + MAX_LOCATION
                    + " a store path may have");
        }
        if (UrlSecrets.namesSecret(location)) {
            throw invalid(url, "the part before '?' holds a password; properties go after '?', as in " + PREFIX
                    + "mem:/shop?user=app&password=...");
        }
        Map<String, String> parameters = question < 0 ? Map.of() : parseQuery(url, rest.substring(question + 1));
        int slash = location.lastIndexOf('/');
        if (slash < 0 || slash == location.length() - 1) {
            throw invalid(url, "it must end with /<database>, for example jdbc:hotrow:file:/var/lib/hotrow/shop");
        }
        String database = location.substring(slash + 1);
        if (!DATABASE_NAME.matcher(database).matches()) {
            throw invalid(url, "database name '" + shown(database) + "' must match [a-z][a-z0-9_]{0,62}");
        }
        StoreLocation store = parseStore(url, location.substring(0, slash));
        return new HotrowUrl(url, store, database, parameters);
    }

    private static StoreLocation parseStore(String url, String store) throws SQLException {
        if (store.equals("mem:")) {
            return new StoreLocation.Memory();
        }
        if (store.startsWith("file:")) {
            return new StoreLocation.Directory(directory(url, store.substring("file:".length())));
        }
        if (store.startsWith("s3://")) {
            String bucketAndPrefix = store.substring("s3://".length());
            int slash = bucketAndPrefix.indexOf('/');
            String bucket = slash < 0 ? bucketAndPrefix : bucketAndPrefix.substring(0, slash);
            if (bucket.isEmpty()) {
                throw invalid(url, "the s3:// store needs a bucket, as in s3://bucket/prefix/<database>");
            }
            if (!BUCKET_NAME.matcher(bucket).matches()) {
                // Not shown: s3://key:secret@bucket/... would otherwise put the secret in the message.
                throw invalid(url, "the s3:// store's bucket name has characters S3 does not allow in one; credentials come from the"
                        + " AWS SDK's default chain, never from the URL", "22023");
            }
            return new StoreLocation.S3(bucket, slash < 0 ? "" : bucketAndPrefix.substring(slash + 1));
        }
        throw invalid(url, "the store must be mem:, file:<absolute directory> or s3://bucket/prefix");
    }

    /**
     * The directory of a {@code file:} store, as written: {@code ..} is refused rather than
     * normalized away (a URL built from input must not climb out of the directory it names), and
     * so is a host, since the store is a directory on this machine.
     */
    private static Path directory(String url, String text) throws SQLException {
        String directory = text;
        if (directory.startsWith("//")) {
            if (!directory.startsWith("///")) {
                throw invalid(url, "a file: store is a directory on this machine; file://<host>/... is not supported,"
                        + " write file:/<directory> or file:///<directory>", "22023");
            }
            directory = directory.substring(2);
        }
        if (Arrays.asList(directory.split("[/\\\\]")).contains("..")) {
            throw invalid(url, "the file: store's directory must not contain '..'; name the directory itself", "22023");
        }
        Path path;
        try {
            path = Path.of(directory);
        } catch (InvalidPathException e) {
            throw invalid(url, "'" + shown(directory) + "' is not a valid directory path", "22023");
        }
        if (directory.isEmpty() || !path.isAbsolute()) {
            throw invalid(url, "the file: store needs an absolute directory, as in file:/var/lib/hotrow/<database>");
        }
        return path.normalize();
    }

    private static Map<String, String> parseQuery(String url, String query) throws SQLException {
        Map<String, String> parameters = new LinkedHashMap<>();
        if (query.isEmpty()) {
            return parameters;
        }
        String previousKey = null;
        for (String pair : query.split("&", -1)) {
            // After password, what looks like the next pair may be the tail of a password with an unencoded &: never shown.
            boolean mayHoldSecret = HotrowProperty.PASSWORD.key().equals(previousKey);
            int equals = pair.indexOf('=');
            if (equals <= 0) {
                throw invalid(url, (mayHoldSecret ? "the text after password" : "a part of the query string") + " is not key=value"
                        + (mayHoldSecret ? UNENCODED_AMPERSAND : ""));
            }
            String key = decode(url, pair.substring(0, equals), null);
            if (HotrowProperty.byKey(key) == null) {
                String named = mayHoldSecret ? "after password" + UNENCODED_AMPERSAND : "'" + shown(key) + "'";
                throw invalid(url, "unknown property " + named + "; known properties: " + knownKeys());
            }
            if (parameters.put(key, decode(url, pair.substring(equals + 1), key)) != null) {
                throw invalid(url, "property '" + key + "' is given twice");
            }
            previousKey = key;
        }
        return parameters;
    }

    static String knownKeys() {
        return Arrays.stream(HotrowProperty.values()).map(HotrowProperty::key).collect(Collectors.joining(", "));
    }

    /** Decodes a key ({@code key} null) or the value of {@code key}; the text itself is never shown: it may be a password. */
    private static String decode(String url, String text, String key) throws SQLException {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            String what = key == null ? "a property name in the query string" : "the value of property '" + key + "'";
            throw invalid(url, what + " is not valid URL encoding (a % must be followed by two hex digits; write % itself as %25)");
        }
    }

    private static SQLException invalid(String url, String problem) {
        return invalid(url, problem, "08001");
    }

    private static SQLException invalid(String url, String problem, String sqlState) {
        return new SQLException("invalid hotrow URL '" + redact(url) + "': " + problem, sqlState);
    }

    /** The URL as a message shows it: without its query string, which may hold a password, and {@link #shown}. */
    static String redact(String url) {
        if (url == null) {
            return "null";
        }
        int question = url.indexOf('?');
        return shown(question < 0 ? url : url.substring(0, question)) + (question < 0 ? "" : "?...");
    }

    /**
     * {@code text}, a URL or a part of one, as a message shows it: secrets masked (see {@link UrlSecrets}),
     * then cut to {@value #MAX_SHOWN} characters. Masked first, so the cut cannot leave part of a password.
     */
    static String shown(String text) {
        String masked = UrlSecrets.mask(text);
        return masked.length() <= MAX_SHOWN ? masked : masked.substring(0, MAX_SHOWN) + "...";
    }

    /** Never shows the query string: it may hold a password. */
    @Override
    public String toString() {
        return "HotrowUrl[" + redact(url) + "]";
    }
}
