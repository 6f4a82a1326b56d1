package io.hotrow.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.EngineFixture;
import io.hotrow.engine.database.Database;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.gaul.s3proxy.junit.S3ProxyJunitCore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.PutObjectRequest;
import software.amazon.awssdk.services.s3.model.S3Exception;

/** The S3 store against S3Proxy (in-memory provider) on loopback, started here. */
class S3ObjectStoreTest {

    private static final String BUCKET = "hotrow-test";
    private static final S3ProxyJunitCore SERVER = new S3ProxyJunitCore.Builder()
            .withBlobStoreProvider("transient")
            .withCredentials("test-access-key", "test-secret-key-never-shown")
            .build();

    private final List<S3ObjectStore> stores = new ArrayList<>();
    /** Each test writes under its own prefix, so tests share one bucket without seeing each other's keys. */
    private final String prefix = "t-" + UUID.randomUUID();

    @BeforeAll
    static void startServer() throws Exception {
        SERVER.beforeEach();
        try (S3Client admin = S3Client.builder().endpointOverride(SERVER.getUri()).region(Region.US_EAST_1)
                .forcePathStyle(true).credentialsProvider(credentials(SERVER.getSecretKey())).build()) {
            admin.createBucket(b -> b.bucket(BUCKET));
        }
    }

    @AfterAll
    static void stopServer() {
        SERVER.afterEach();
    }

    @AfterEach
    void closeStores() {
        stores.forEach(S3ObjectStore::close);
    }

    private static StaticCredentialsProvider credentials(String secret) {
        return StaticCredentialsProvider.create(AwsBasicCredentials.create(SERVER.getAccessKey(), secret));
    }

    private S3ObjectStore open(String bucket, ExecutionInterceptor... interceptors) throws IOException {
        return open(SERVER.getUri(), bucket, SERVER.getSecretKey(), S3Backoff.DEFAULT, 1000, interceptors);
    }

    private S3ObjectStore open(URI endpoint, String bucket, String secret, S3Backoff backoff, int pageSize,
            ExecutionInterceptor... interceptors) throws IOException {
        S3ObjectStore store = new S3ObjectStore(endpoint, "us-east-1", true, bucket, prefix, credentials(secret),
                List.of(interceptors), backoff, pageSize);
        stores.add(store);
        return store;
    }

    /** A page size of 2 makes every listing here span several ListObjectsV2 pages joined by continuation tokens. */
    @Test
    void listingPagesThroughEveryKeyUnderThePrefixAsS3Does() throws Exception {
        ObjectStore store = open(SERVER.getUri(), BUCKET, SERVER.getSecretKey(), S3Backoff.DEFAULT, 2);
        ObjectStoreContractTest.assertListsEveryKeyUnderThePrefix(store);
        assertEquals(6 - 1, store.list("").size(), "the open's probe key is gone and the prefix is stripped");
    }

    @Test
    void deleteRemovesTheObjectAndToleratesAMissingOne() throws Exception {
        ObjectStore store = open(BUCKET);
        store.putIfAbsent("db/a/log/1.log", new byte[] {1});
        store.delete("db/a/log/1.log");
        store.delete("db/a/log/1.log");
        assertTrue(store.get("db/a/log/1.log").isEmpty());
        assertEquals(List.of(), store.list("db/a/"));
        assertTrue(store.putIfAbsent("db/a/log/1.log", new byte[] {3}), "a deleted key is free again");
    }

    /**
     * The first PUT lands but its response is lost; the retry meets 412. Without the put-id the store
     * would report its own write as taken by someone else.
     */
    @Test
    void aRetriedPutWhoseFirstAttemptLandedIsRecognizedAsOurOwn() throws Exception {
        AtomicInteger attempts = new AtomicInteger();
        ExecutionInterceptor loseFirstResponse = new ExecutionInterceptor() {
            @Override
            public void afterTransmission(Context.AfterTransmission context, ExecutionAttributes attributes) {
                if (context.request() instanceof PutObjectRequest put && put.key().endsWith("lost.log")
                        && attempts.incrementAndGet() == 1) {
                    throw SdkClientException.create("response lost", new IOException("connection reset"));
                }
            }
        };
        ObjectStore store = open(BUCKET, loseFirstResponse);
        assertTrue(store.putIfAbsent("db/a/log/lost.log", new byte[] {7}));
        assertEquals(2, attempts.get(), "the put was sent again after the lost response");
        assertArrayEquals(new byte[] {7}, store.get("db/a/log/lost.log").orElseThrow());
        assertFalse(store.putIfAbsent("db/a/log/lost.log", new byte[] {8}), "another writer's put still finds it taken");
    }

    /** Throttling and a conflicting conditional write are passing: the put goes through on a later attempt. */
    @ParameterizedTest
    @CsvSource({"503, SlowDown", "429, TooManyRequests", "500, InternalError", "409, ConditionalRequestConflict"})
    void throttlingAndConflictsAreRetried(int status, String code) throws Exception {
        AtomicInteger attempts = new AtomicInteger();
        ExecutionInterceptor failTwice = new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                if (context.request() instanceof PutObjectRequest put && put.key().endsWith("busy.log")
                        && attempts.incrementAndGet() <= 2) {
                    throw S3Exception.builder().statusCode(status)
                            .awsErrorDetails(AwsErrorDetails.builder().errorCode(code).build()).build();
                }
            }
        };
        // attempts and time to spare: a pooled connection the server has closed costs an attempt too, and on a
        // loaded machine S3Proxy drops more than one (seen: "Error writing request body" after 8 attempts of short pauses)
        ObjectStore store = open(SERVER.getUri(), BUCKET, SERVER.getSecretKey(),
                new S3Backoff(8, Duration.ofMillis(1), Duration.ofMillis(5), Duration.ofSeconds(15)), 1000, failTwice);
        assertTrue(store.putIfAbsent("db/a/log/busy.log", new byte[] {1}));
        assertTrue(attempts.get() >= 3, "attempts: " + attempts.get());
    }

    /** Retries last for the attempts and for the patience, whichever ends later. */
    @Test
    void retriesLastForTheirAttemptsAndTheirPatience() {
        S3Backoff backoff = new S3Backoff(3, Duration.ofMillis(1), Duration.ofMillis(5), Duration.ofSeconds(2));
        assertTrue(backoff.retries(2, Duration.ofSeconds(5).toNanos()), "attempts left");
        assertTrue(backoff.retries(20, Duration.ofMillis(1_999).toNanos()), "patience left");
        assertFalse(backoff.retries(3, Duration.ofSeconds(2).toNanos()), "neither left");
    }

    @Test
    void aRefusalIsNotRetried() {
        assertTrue(S3ObjectStore.isTransient(S3Exception.builder().statusCode(503).build()));
        assertFalse(S3ObjectStore.isTransient(S3Exception.builder().statusCode(409)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("BucketNotEmpty").build()).build()));
        assertFalse(S3ObjectStore.isTransient(S3Exception.builder().statusCode(403).build()));
        assertFalse(S3ObjectStore.isTransient(SdkClientException.create("Unable to load credentials")));
    }

    /** S3Proxy honours If-None-Match (the other tests open); a server that drops the header must be refused at open. */
    @Test
    void aServerThatIgnoresConditionalWritesIsRefusedAtOpen() throws Exception {
        ExecutionInterceptor dropCondition = new ExecutionInterceptor() {
            @Override
            public SdkHttpRequest modifyHttpRequest(Context.ModifyHttpRequest context, ExecutionAttributes attributes) {
                return context.httpRequest().toBuilder().removeHeader("If-None-Match").build();
            }
        };
        IOException refused = assertThrows(IOException.class, () -> open(BUCKET, dropCondition));
        assertTrue(refused.getMessage().contains("ignores conditional writes"), refused.getMessage());
        assertEquals(List.of(), open(BUCKET).list(""), "the probe key was removed");
    }

    @Test
    void aMissingBucketSaysToCreateIt() {
        IOException missing = assertThrows(IOException.class, () -> open("no-such-bucket"));
        assertTrue(missing.getMessage().contains("bucket 'no-such-bucket' does not exist"), missing.getMessage());
        assertTrue(missing.getMessage().contains("Create it"), missing.getMessage());
    }

    @Test
    void wrongCredentialsSayAccessDeniedWithoutShowingThem() {
        IOException denied = assertThrows(IOException.class,
                () -> open(SERVER.getUri(), BUCKET, "a-wrong-secret", S3Backoff.DEFAULT, 1000));
        assertTrue(denied.getMessage().contains("access denied"), denied.getMessage());
        assertFalse(denied.getMessage().contains("a-wrong-secret"), denied.getMessage());
    }

    @Test
    void anUnreachableEndpointSaysSoAfterBoundedRetries() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        IOException unreachable = assertThrows(IOException.class, () -> open(URI.create("http://127.0.0.1:" + closedPort),
                BUCKET, SERVER.getSecretKey(), new S3Backoff(3, Duration.ofMillis(1), Duration.ofMillis(5), Duration.ZERO), 1000));
        assertTrue(unreachable.getMessage().contains("cannot reach the endpoint http://127.0.0.1:" + closedPort + " (3 attempts)"),
                unreachable.getMessage());
    }

    @Test
    void describeNamesTheBucketButNoCredentials() throws Exception {
        String description = open(BUCKET).describe();
        assertTrue(description.startsWith("s3://" + BUCKET + "/" + prefix + "/ at http://127.0.0.1:"), description);
        assertFalse(description.contains(SERVER.getAccessKey()) || description.contains(SERVER.getSecretKey()), description);
        assertEquals("https://host:9000/base", S3ObjectStore.withoutUserInfo(URI.create("https://user:password@host:9000/base")));
    }

    /** The engine's own durability on S3: committed rows survive a shutdown and are found by a new store and database. */
    @Test
    void anEngineDatabaseReopensWithItsCommittedRows() throws Exception {
        Database first = EngineFixture.open("shop", open(BUCKET));
        try (Connection c = EngineFixture.connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, v text)");
            for (int i = 1; i <= 5; i++) {
                s.execute("INSERT INTO t VALUES (" + i + ", 'row " + i + "')");
            }
        }
        String before = EngineFixture.dump(first);
        first.shutdown();
        Database reopened = EngineFixture.open("shop", open(BUCKET));
        try {
            assertEquals(before, EngineFixture.dump(reopened));
            assertTrue(before.contains("v=row 5"), before);
        } finally {
            reopened.shutdown();
        }
    }
}
