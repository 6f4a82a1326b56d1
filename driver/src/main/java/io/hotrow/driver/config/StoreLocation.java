package io.hotrow.driver.config;

import java.nio.file.Path;

/** The object store part of a URL: where a database's durable state lives. */
public sealed interface StoreLocation {

    /** This JVM's memory: {@code mem:}. Gone when the JVM exits. */
    record Memory() implements StoreLocation {
    }

    /** A local directory: {@code file:<absolute directory>}, the embedded default. */
    record Directory(Path path) implements StoreLocation {
    }

    /** An S3 bucket and key prefix: {@code s3://bucket/prefix}. */
    record S3(String bucket, String prefix) implements StoreLocation {
    }
}
