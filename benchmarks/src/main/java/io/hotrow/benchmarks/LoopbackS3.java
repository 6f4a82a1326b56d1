package io.hotrow.benchmarks;

import io.hotrow.engine.store.S3ObjectStore;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.gaul.s3proxy.junit.S3ProxyJunitCore;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * S3Proxy started in this JVM on loopback with its in-memory ({@code transient}) provider, and
 * one bucket in it. Each {@link #store} is an {@link S3ObjectStore} under a prefix of its own, so
 * every run starts on an empty store; closing stops the server and the stores.
 */
final class LoopbackS3 implements AutoCloseable {

    static final String LABEL = "s3proxy (loopback)";
    private static final String BUCKET = "hotrow-bench";
    private static final String REGION = "us-east-1";

    private final S3ProxyJunitCore server = new S3ProxyJunitCore.Builder()
            .withBlobStoreProvider("transient")
            .withCredentials("bench-access-key", "bench-secret-key")
            .build();
    private final List<S3ObjectStore> stores = new ArrayList<>();
    private final StaticCredentialsProvider credentials;

    LoopbackS3() throws Exception {
        server.beforeEach();
        credentials = StaticCredentialsProvider.create(AwsBasicCredentials.create(server.getAccessKey(), server.getSecretKey()));
        try (S3Client admin = S3Client.builder().endpointOverride(endpoint()).region(Region.of(REGION)).forcePathStyle(true)
                .credentialsProvider(credentials).build()) {
            admin.createBucket(b -> b.bucket(BUCKET));
        }
    }

    URI endpoint() {
        return server.getUri();
    }

    /** An empty store: the bucket under {@code prefix}. */
    S3ObjectStore store(String prefix) throws IOException {
        S3ObjectStore store = new S3ObjectStore(endpoint(), REGION, true, BUCKET, prefix, credentials);
        stores.add(store);
        return store;
    }

    @Override
    public void close() {
        stores.forEach(S3ObjectStore::close);
        server.afterEach();
    }
}
