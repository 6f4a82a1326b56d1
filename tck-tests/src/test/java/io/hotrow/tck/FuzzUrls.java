package io.hotrow.tck;

import io.hotrow.driver.config.HotrowProperty;
import io.hotrow.testsupport.TestPostgres;
import java.util.Random;

/**
 * hotrow URLs for {@link BadInputFuzzTest}: malformed, huge, oddly percent-encoded, with unknown,
 * repeated and badly valued properties, and a marker password that no error may echo. Nothing here
 * reaches outside the JVM but the test's own PostgreSQL: stores are {@code mem:} or malformed, and
 * a PostgreSQL URL is the test's own or one the driver must refuse before connecting (an unreachable
 * one would make it wait for HikariCP's connection timeout).
 */
final class FuzzUrls {

    static final String SECRET = "S3CRETpw";

    private static final String[] PREFIXES = {"jdbc:hotrow:", "jdbc:hotrow:", "jdbc:hotrow:", "jdbc:hotrow", "JDBC:HOTROW:", "jdbc:hotrow::",
        "jdbc:hotrow: ", ""};
    /** File stores only relative, which the driver refuses: an absolute one would create directories on this machine. */
    private static final String[] STORES = {"mem:/", "mem:/", "mem:", "mem:///", "mem:/a/", "file:relative/", "file:", "file:../",
        "s3:///", "s3://", "ftp://h/", "", "%6Dem:/", "mem:/\u0000/", "mem:/" + "d/".repeat(1000)};
    /** No name holds a slash: after s3:// it would make a well-formed bucket, which the driver would go and look for. */
    private static final String[] NAMES = {"fuzz", "Fuzz", "9lives", "a-b", "", "a".repeat(63), "a".repeat(64), "é", "a%20b", "a?b",
        "x".repeat(100_000), "db\u0000", "..", "a b"};
    private static final String[] VALUES = {"", "0", "1", "-1", "1s", "500ms", "2m", "1h", "1.5s", "99999999999999999999", "153722867280912931m",
        "9223372036854775807ms", "525601m", " 30s ", "3O s", "NaN", "Infinity", "1e999", "true", "TRUE", "yes", "auto", "engine", "postgres",
        "moon", "%zz", "%", "%4", "%41", "%%", "a=b", "&", "=", "table(col)", "t(a,b),u(c)", "t(", "t()", "((", "x".repeat(200_000),
        "\u0000", "\uD800", "jdbc:mysql://x/y", "jdbc:postgresql:", "http://127.0.0.1:9000", "user:pw@nowhere"};
    /** Values of the properties that may hold a password, each with the marker: no error may echo them. */
    private static final String[] SECRET_VALUES = {"password=" + SECRET, "password=" + SECRET + "%zz", "password=%" + SECRET,
        "postgresUrl=jdbc:postgresql://db:notaport/x?password=" + SECRET, "postgresUrl=jdbc:postgresql://db/x?password=" + SECRET + "%zz",
        "postgresUrl=jdbc:postgresql://db:99999999999/x%3Fpassword%3D" + SECRET, "postgresUrl=jdbc:mysql://db/x?password=" + SECRET,
        "s3Endpoint=http://user:" + SECRET + "@no where", "s3Endpoint=user:" + SECRET + "@nowhere"};

    private FuzzUrls() {
    }

    static String any(Random random) {
        StringBuilder url = new StringBuilder(PREFIXES[random.nextInt(PREFIXES.length)])
                .append(STORES[random.nextInt(STORES.length)])
                .append(NAMES[random.nextInt(NAMES.length)]);
        int properties = random.nextInt(5);
        for (int i = 0; i < properties; i++) {
            url.append(i == 0 ? "?" : random.nextInt(10) == 0 ? "&&" : "&").append(property(random));
        }
        return url.toString();
    }

    private static String property(Random random) {
        int kind = random.nextInt(20);
        if (kind == 0) {
            return SECRET_VALUES[random.nextInt(SECRET_VALUES.length)];
        } else if (kind == 1) {
            return "nosuchproperty=" + VALUES[random.nextInt(VALUES.length)];
        } else if (kind == 2) {
            return VALUES[random.nextInt(VALUES.length)];
        } else if (kind == 3) {
            // the test's own PostgreSQL, with its password in the URL: reachable, so only the property checks can refuse it
            return "postgresUrl=" + TestPostgres.url().replace("&", "%26").replace("?", "%3F") + "%26password%3D" + SECRET;
        }
        HotrowProperty property = HotrowProperty.values()[random.nextInt(HotrowProperty.values().length)];
        String value = VALUES[random.nextInt(VALUES.length)];
        if (property == HotrowProperty.POSTGRES_URL && value.startsWith("jdbc:postgresql://") && !value.contains("notaport")) {
            value = "jdbc:postgresql:"; // never a reachable-looking host that is not there
        }
        if (property == HotrowProperty.S3_ENDPOINT && value.startsWith("http")) {
            value = "::"; // no S3 endpoint is contacted: only mem: stores can open
        }
        return property.key() + "=" + value;
    }
}
