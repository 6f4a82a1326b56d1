package io.hotrow.tck;

import io.hotrow.testsupport.ChildProcess;
import java.net.URI;
import java.util.List;
import org.gaul.s3proxy.junit.S3ProxyJunitCore;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.S3Object;

/**
 * An S3-compatible server (S3Proxy, in memory) on loopback for the conformance tests, with its
 * bucket created. Its credentials reach the driver the way real ones would, through the AWS SDK's
 * default chain: system properties here, passed on to child JVMs by {@link ChildProcess}.
 */
final class LoopbackS3 implements AutoCloseable {

    private final S3ProxyJunitCore server = new S3ProxyJunitCore.Builder()
            .withBlobStoreProvider("transient")
            .withCredentials("tck-access-key", "tck-secret-never-shown")
            .build();
    private final String bucket;

    LoopbackS3(String bucket) throws Exception {
        this.bucket = bucket;
        server.beforeEach();
        System.setProperty("aws.accessKeyId", server.getAccessKey());
        System.setProperty("aws.secretAccessKey", server.getSecretKey());
        try (S3Client admin = admin()) {
            admin.createBucket(b -> b.bucket(bucket));
        }
    }

    String secret() {
        return server.getSecretKey();
    }

    /** The driver URL of {@code database} under {@code prefix} in {@code bucket}, with the endpoint properties. */
    String url(String bucket, String prefix, String database) {
        return "jdbc:hotrow:s3://" + bucket + "/" + prefix + "/" + database + "?s3Endpoint=" + server.getUri()
                + "&s3Region=us-east-1&s3PathStyle=true";
    }

    String url(String prefix, String database) {
        return url(bucket, prefix, database);
    }

    /** The keys under {@code prefix}, read directly from the bucket. */
    List<String> keys(String prefix) {
        try (S3Client admin = admin()) {
            return admin.listObjectsV2Paginator(b -> b.bucket(bucket).prefix(prefix)).contents().stream().map(S3Object::key).toList();
        }
    }

    private S3Client admin() {
        return S3Client.builder().endpointOverride(URI.create(server.getUri().toString())).region(Region.US_EAST_1).forcePathStyle(true)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create(server.getAccessKey(), server.getSecretKey())))
                .build();
    }

    @Override
    public void close() throws Exception {
        System.clearProperty("aws.accessKeyId");
        System.clearProperty("aws.secretAccessKey");
        server.afterEach();
    }
}
