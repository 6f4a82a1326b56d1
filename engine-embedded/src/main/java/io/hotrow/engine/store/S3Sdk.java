package io.hotrow.engine.store;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * Whether the AWS SDK that {@link S3ObjectStore} is built on can be loaded. The SDK is an optional
 * dependency, needed only for {@code s3://} stores: nothing outside {@link S3ObjectStore} refers to
 * it, and this class must not either, so that it loads without the SDK and can say what is missing.
 */
public final class S3Sdk {

    /** A class of each artifact {@link #missing()} names. */
    private static final String[] PROBES = {"software.amazon.awssdk.services.s3.S3Client",
            "software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient"};

    private S3Sdk() {
    }

    /** True when the classes {@link S3ObjectStore} starts from are on this library's class path. */
    public static boolean present() {
        for (String name : PROBES) {
            try {
                Class.forName(name, false, S3Sdk.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError missing) {
                return false;
            }
        }
        return true;
    }

    /** What to add to the class path, with the version this build was tested with. */
    public static String missing() {
        String version = "2.x";
        try (InputStream in = S3Sdk.class.getResourceAsStream("s3-sdk.properties")) {
            if (in != null) {
                Properties built = new Properties();
                built.load(in);
                version = built.getProperty("version", version);
            }
        } catch (IOException e) {
            // the version is a courtesy; the artifact names are what matters
        }
        return "software.amazon.awssdk:s3 and software.amazon.awssdk:url-connection-client (AWS SDK for Java " + version + ")";
    }
}
