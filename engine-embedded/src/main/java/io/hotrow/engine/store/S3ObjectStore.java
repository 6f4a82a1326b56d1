package io.hotrow.engine.store;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3ClientBuilder;
import software.amazon.awssdk.services.s3.model.HeadObjectResponse;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Request;
import software.amazon.awssdk.services.s3.model.ListObjectsV2Response;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.PutObjectRequest;
import software.amazon.awssdk.services.s3.model.S3Exception;
import software.amazon.awssdk.services.s3.model.S3Object;

/**
 * Objects in an S3 bucket (or an S3-compatible server), under an optional key prefix.
 *
 * <p>Put-if-absent is a PUT with {@code If-None-Match: *}. Each put carries a random put-id in the
 * object's metadata: when a PUT whose response was lost is retried and the server answers 412, a HEAD
 * tells whether the object there is ours (the first attempt landed: success) or another writer's
 * (the key is taken). Throttling, 5xx, 409 ConditionalRequestConflict and lost connections are
 * retried with {@link S3Backoff}; the SDK's own retries are off so that every retry goes through
 * that logic.
 *
 * <p>Opening checks the bucket and that the server honours conditional writes (a server that
 * ignores {@code If-None-Match} would let two writers overwrite each other's commits unnoticed).
 * Credentials come from the SDK's default provider chain unless given, and appear in no message.
 */
public final class S3ObjectStore implements ObjectStore, AutoCloseable {

    /** The user-metadata name of the put-id (sent as {@code x-amz-meta-hotrow-put-id}). */
    static final String PUT_ID = "hotrow-put-id";
    /** Where the conditional-write probe writes, under the store's prefix; never listed. */
    static final String PROBE_DIR = "_hotrow-probe/";

    private final S3Client client;
    private final String bucket;
    private final String prefix;
    private final String endpoint;
    private final String description;
    private final S3Backoff backoff;
    private final int listPageSize;

    /**
     * Opens the store with credentials from the SDK's default provider chain.
     *
     * @param endpoint the server, or null for AWS S3 itself
     * @param region the signing region, or null for the SDK's default region chain (us-east-1 with an endpoint)
     * @param pathStyle whether the bucket goes in the path rather than the host name (most S3-compatible servers need it)
     * @param prefix the key prefix of this store's objects in the bucket, empty for none
     */
    public S3ObjectStore(URI endpoint, String region, boolean pathStyle, String bucket, String prefix) throws IOException {
        this(endpoint, region, pathStyle, bucket, prefix, DefaultCredentialsProvider.builder().build());
    }

    public S3ObjectStore(URI endpoint, String region, boolean pathStyle, String bucket, String prefix,
            AwsCredentialsProvider credentials) throws IOException {
        this(endpoint, region, pathStyle, bucket, prefix, credentials, List.of(), S3Backoff.DEFAULT, 1000);
    }

    /** With request interceptors (tests use them to lose responses or strip headers), a backoff and a list page size. */
    S3ObjectStore(URI endpoint, String region, boolean pathStyle, String bucket, String prefix, AwsCredentialsProvider credentials,
            List<ExecutionInterceptor> interceptors, S3Backoff backoff, int listPageSize) throws IOException {
        if (bucket == null || bucket.isEmpty()) {
            throw new IllegalArgumentException("an S3 store needs a bucket");
        }
        this.bucket = bucket;
        this.prefix = normalizePrefix(prefix);
        this.endpoint = endpoint == null ? "AWS S3" : withoutUserInfo(endpoint);
        this.description = "s3://" + bucket + "/" + this.prefix + " at " + this.endpoint + (region == null ? "" : " (" + region + ")");
        this.backoff = backoff;
        this.listPageSize = listPageSize;
        S3ClientBuilder builder = S3Client.builder()
                .httpClientBuilder(UrlConnectionHttpClient.builder()
                        .connectionTimeout(Duration.ofSeconds(10))
                        .socketTimeout(Duration.ofSeconds(60)))
                .credentialsProvider(credentials)
                .forcePathStyle(pathStyle)
                // The default trailing CRC checksums are refused by many S3-compatible servers; every
                // object carries its own checksum anyway (ObjectFrame).
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED)
                .overrideConfiguration(o -> {
                    o.retryStrategy(AwsRetryStrategy.doNotRetry());
                    // Expect: 100-continue with an empty body (the engine's fence markers) stalled a PUT on
                    // S3Proxy until its 30 s idle timeout; the objects are small, so send them at once.
                    o.addExecutionInterceptor(new ExecutionInterceptor() {
                        @Override
                        public SdkHttpRequest modifyHttpRequest(Context.ModifyHttpRequest context, ExecutionAttributes attributes) {
                            return context.httpRequest().toBuilder().removeHeader("Expect").build();
                        }
                    });
                    interceptors.forEach(o::addExecutionInterceptor);
                });
        if (endpoint != null) {
            builder.endpointOverride(endpoint);
        }
        if (region != null) {
            builder.region(Region.of(region));
        } else if (endpoint != null) {
            builder.region(Region.US_EAST_1);
        }
        try {
            this.client = builder.build();
        } catch (SdkException e) {
            throw failure("open", null, e, 1);
        }
        try {
            checkBucket();
            probeConditionalWrites();
        } catch (IOException | RuntimeException e) {
            client.close();
            throw e;
        }
    }

    private static String normalizePrefix(String prefix) {
        if (prefix == null || prefix.isEmpty() || prefix.equals("/")) {
            return "";
        }
        String trimmed = prefix.replaceAll("^/+|/+$", "");
        return ObjectKeys.check(trimmed) + "/";
    }

    static String withoutUserInfo(URI endpoint) {
        return endpoint.getScheme() + "://" + endpoint.getHost() + (endpoint.getPort() < 0 ? "" : ":" + endpoint.getPort())
                + (endpoint.getRawPath() == null ? "" : endpoint.getRawPath());
    }

    /** One list request, so that a missing bucket, refused credentials or a wrong clock show at open with their advice. */
    private void checkBucket() throws IOException {
        call("open", null, () -> client.listObjectsV2(ListObjectsV2Request.builder().bucket(bucket).prefix(prefix).maxKeys(1).build()));
    }

    /**
     * Writes one probe key twice: the second write must find it taken. A server that overwrites
     * instead ignores {@code If-None-Match}, and fencing would be unsafe on it.
     */
    private void probeConditionalWrites() throws IOException {
        String key = PROBE_DIR + UUID.randomUUID();
        if (!putIfAbsent(key, new byte[] {1})) {
            throw new IOException("cannot open " + describe() + ": a new probe key '" + key + "' was reported taken");
        }
        try {
            if (putIfAbsent(key, new byte[] {2})) {
                throw new IOException("refusing to write to " + describe() + ": the server ignores conditional writes"
                        + " (a PUT with If-None-Match: * overwrote an existing object instead of failing with 412),"
                        + " so two writers of one database could overwrite each other's commits."
                        + " Use AWS S3 or an S3-compatible server that supports conditional writes.");
            }
        } finally {
            delete(key);
        }
    }

    @Override
    public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
        return putIfAbsent(key, bytes, UUID.randomUUID().toString());
    }

    /** Put-if-absent where {@code putId} identifies this write across its retries. */
    boolean putIfAbsent(String key, byte[] bytes, String putId) throws IOException {
        PutObjectRequest put = PutObjectRequest.builder()
                .bucket(bucket)
                .key(objectKey(key))
                .ifNoneMatch("*")
                .metadata(Map.of(PUT_ID, putId))
                .build();
        for (int round = 1; ; round++) {
            boolean created = call("write", key, () -> {
                try {
                    client.putObject(put, RequestBody.fromBytes(bytes));
                    return true;
                } catch (S3Exception e) {
                    if (e.statusCode() == 412) {
                        return false;
                    }
                    throw e;
                }
            });
            if (created) {
                return true;
            }
            // 412: someone's object is there; it is ours if an earlier attempt of this put landed unseen.
            Optional<String> owner = putIdOf(key);
            if (owner.isPresent()) {
                return owner.get().equals(putId);
            }
            if (round >= backoff.maxAttempts()) {
                throw new IOException("cannot write '" + key + "' in " + describe()
                        + ": the key was repeatedly reported taken but then found missing (is something deleting it?)");
            }
            // deleted between the PUT and the HEAD: the key is free again, so try again
        }
    }

    /** The put-id of the object at {@code key}, empty if there is no object; another writer's object without a put-id counts as foreign. */
    private Optional<String> putIdOf(String key) throws IOException {
        Optional<HeadObjectResponse> head = call("read", key, () -> {
            try {
                return Optional.of(client.headObject(b -> b.bucket(bucket).key(objectKey(key))));
            } catch (NoSuchKeyException missing) {
                return Optional.empty();
            } catch (S3Exception e) {
                if (e.statusCode() == 404) {
                    return Optional.empty();
                }
                throw e;
            }
        });
        return head.map(h -> h.metadata().getOrDefault(PUT_ID, ""));
    }

    @Override
    public Optional<byte[]> get(String key) throws IOException {
        return call("read", key, () -> {
            try {
                return Optional.of(client.getObjectAsBytes(b -> b.bucket(bucket).key(objectKey(key))).asByteArray());
            } catch (NoSuchKeyException missing) {
                return Optional.empty();
            }
        });
    }

    @Override
    public List<String> list(String listPrefix) throws IOException {
        List<String> keys = new ArrayList<>();
        String token = null;
        do {
            ListObjectsV2Request request = ListObjectsV2Request.builder()
                    .bucket(bucket)
                    .prefix(prefix + listPrefix)
                    .maxKeys(listPageSize)
                    .continuationToken(token)
                    .build();
            ListObjectsV2Response page = call("list", listPrefix, () -> client.listObjectsV2(request));
            for (S3Object object : page.contents()) {
                String key = object.key().substring(prefix.length());
                if (!key.startsWith(PROBE_DIR)) {
                    keys.add(key);
                }
            }
            token = Boolean.TRUE.equals(page.isTruncated()) ? page.nextContinuationToken() : null;
        } while (token != null);
        // S3 lists in byte order, which is String order for the ASCII keys ObjectKeys allows; sorted
        // here all the same because not every S3-compatible server keeps order across pages.
        keys.sort(null);
        return keys;
    }

    @Override
    public void delete(String key) throws IOException {
        call("delete", key, () -> client.deleteObject(b -> b.bucket(bucket).key(objectKey(key))));
    }

    /**
     * Each put is a round trip of tens of milliseconds: the next writes leave while earlier ones are
     * on their way (the most the log allows, {@code CommitLog.MAX_WRITES_IN_FLIGHT}).
     */
    @Override
    public int writesInFlight() {
        return 8;
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void close() {
        client.close();
    }

    private String objectKey(String key) {
        return prefix + ObjectKeys.check(key);
    }

    /** Runs {@code request}, retrying passing failures with backoff; other failures become an IOException that says what to do. */
    private <T> T call(String action, String key, Supplier<T> request) throws IOException {
        long started = System.nanoTime();
        for (int attempt = 1; ; attempt++) {
            try {
                return request.get();
            } catch (SdkException | UncheckedIOException thrown) {
                // the url-connection client throws some connection failures (a stale pooled connection) unwrapped
                SdkException e = thrown instanceof SdkException sdk ? sdk : SdkClientException.create(thrown.getMessage(), thrown.getCause());
                if (!isTransient(e) || !backoff.retries(attempt, System.nanoTime() - started)) {
                    throw failure(action, key, e, attempt);
                }
                try {
                    Thread.sleep(backoff.delayAfter(attempt).toMillis());
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    InterruptedIOException stop = new InterruptedIOException("interrupted while retrying " + action + " in " + describe());
                    stop.initCause(e);
                    throw stop;
                }
            }
        }
    }

    /** Throttling, server errors, a conditional write racing another, or a connection that failed: worth another attempt. */
    static boolean isTransient(SdkException e) {
        if (e instanceof S3Exception s3) {
            String code = errorCode(s3);
            return s3.statusCode() == 429 || s3.statusCode() >= 500
                    || (s3.statusCode() == 409 && "ConditionalRequestConflict".equals(code))
                    || "SlowDown".equals(code) || "RequestTimeout".equals(code);
        }
        return e instanceof SdkClientException && causedBy(e, IOException.class);
    }

    private static String errorCode(S3Exception e) {
        return e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
    }

    private static boolean causedBy(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    /** The failure as the user should read it: what went wrong and what to do. Never quotes credentials. */
    private IOException failure(String action, String key, SdkException e, int attempts) {
        String what = "cannot " + action + (key == null ? " " : " '" + key + "' in ") + describe() + ": ";
        String advice;
        if (e instanceof S3Exception s3) {
            String code = errorCode(s3);
            if ("NoSuchBucket".equals(code)) {
                advice = "bucket '" + bucket + "' does not exist at " + endpoint
                        + ". Create it, or correct the bucket name, s3Endpoint or s3Region in the URL.";
            } else if ("RequestTimeTooSkewed".equals(code)) {
                advice = "this machine's clock differs too much from the server's (S3 allows 15 minutes)."
                        + " Synchronise the clock (NTP) and retry.";
            } else if (s3.statusCode() == 403) {
                advice = "access denied (" + code + "). Check the credentials found by the AWS default provider chain"
                        + " (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, ~/.aws/credentials, an instance or container role)"
                        + " and that they allow s3:ListBucket, s3:GetObject, s3:PutObject and s3:DeleteObject on the bucket.";
            } else if (isTransient(e)) {
                advice = "the server still failed after " + attempts + " attempts (HTTP " + s3.statusCode() + " " + code
                        + "). It is overloaded or failing; retry later.";
            } else {
                advice = "HTTP " + s3.statusCode() + " " + code + ": " + (s3.awsErrorDetails() == null ? e.getMessage() : s3.awsErrorDetails().errorMessage());
            }
        } else if (causedBy(e, UnknownHostException.class) || causedBy(e, ConnectException.class)
                || causedBy(e, SocketTimeoutException.class)) {
            advice = "cannot reach the endpoint " + endpoint + " (" + attempts + " attempts)."
                    + " Check s3Endpoint, s3Region and the network.";
        } else if (e.getMessage() != null && e.getMessage().contains("Unable to load credentials")) {
            advice = "no AWS credentials found. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE,"
                    + " or run where an instance or container role is available.";
        } else if (e.getMessage() != null && e.getMessage().contains("Unable to load region")) {
            advice = "no AWS region configured. Set s3Region in the URL, or AWS_REGION.";
        } else {
            advice = e.getMessage() + (attempts > 1 ? " (after " + attempts + " attempts)" : "");
        }
        return new IOException(what + advice, e);
    }
}
