package io.hotrow.driver.backend;

import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.config.StoreLocation;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.S3ObjectStore;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code s3://} stores of one {@link EngineBackend}: one client per bucket, prefix and endpoint.
 * The only class of the driver that refers to {@link S3ObjectStore}, created only for an
 * {@code s3://} URL and only when the AWS SDK is there, so the SDK stays an optional dependency.
 */
final class S3Stores {

    private final Map<String, S3ObjectStore> buckets = new ConcurrentHashMap<>();

    /** Opening one checks the bucket and that the server honours conditional writes. */
    ObjectStore open(StoreLocation.S3 location, ConnectionSettings settings) throws SQLException {
        String key = EngineBackend.storeName(location) + "|" + settings.s3Endpoint() + "|" + settings.s3Region() + "|" + settings.s3PathStyle();
        S3ObjectStore store = buckets.get(key);
        if (store != null) {
            return store;
        }
        synchronized (buckets) {
            store = buckets.get(key);
            if (store == null) {
                try {
                    store = new S3ObjectStore(settings.s3Endpoint(), settings.s3Region(), settings.s3PathStyle(), location.bucket(), location.prefix());
                } catch (IOException e) {
                    throw new SQLException("cannot use " + EngineBackend.storeName(location) + " as a hotrow store: " + e.getMessage(), "58030", e);
                }
                buckets.put(key, store);
            }
            return store;
        }
    }

    void closeAll() {
        buckets.values().forEach(S3ObjectStore::close);
        buckets.clear();
    }
}
