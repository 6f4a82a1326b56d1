package io.hotrow.engine.metrics;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * A lock-free latency histogram with four buckets per power of two from 1 µs to about 80 s
 * (each bucket within 19% of its values), for percentiles the placement classifier can trust
 * whatever Micrometer registry is, or is not, attached. Recording is one array increment.
 */
final class LatencyHistogram {

    private static final int SUB_BUCKETS = 4;
    private static final int BUCKETS = 27 * SUB_BUCKETS; // 2^26 µs is about 67 s; the last bucket takes the rest

    private final AtomicLongArray counts = new AtomicLongArray(BUCKETS);

    public void record(long nanos) {
        counts.incrementAndGet(bucket(nanos));
    }

    /** The counts so far, and a fresh start: what one window of the classifier sees. */
    public Snapshot snapshotAndReset() {
        long[] taken = new long[BUCKETS];
        for (int i = 0; i < BUCKETS; i++) {
            taken[i] = counts.getAndSet(i, 0);
        }
        return new Snapshot(taken);
    }

    static int bucket(long nanos) {
        long micros = Math.max(1, nanos / 1000);
        int exponent = 63 - Long.numberOfLeadingZeros(micros);
        int sub = exponent >= 2 ? (int) ((micros >>> (exponent - 2)) & 3) : (int) ((micros << (2 - exponent)) & 3);
        return Math.min(exponent * SUB_BUCKETS + sub, BUCKETS - 1);
    }

    /** The largest value bucket {@code b} holds, in nanoseconds. */
    static long upperNanos(int b) {
        int exponent = b / SUB_BUCKETS;
        int sub = b % SUB_BUCKETS;
        return ((SUB_BUCKETS + sub + 1L) << exponent) / SUB_BUCKETS * 1000;
    }

    /** Counts per bucket at one moment. */
    public static final class Snapshot {
        private final long[] counts;
        private final long total;

        Snapshot(long[] counts) {
            this.counts = counts;
            long sum = 0;
            for (long c : counts) {
                sum += c;
            }
            this.total = sum;
        }

        public long count() {
            return total;
        }

        /** The value below which {@code quantile} of the recorded values fall (an upper bound, within a bucket); 0 when empty. */
        public long percentileNanos(double quantile) {
            if (total == 0) {
                return 0;
            }
            long rank = (long) Math.ceil(quantile * total);
            long seen = 0;
            for (int b = 0; b < counts.length; b++) {
                seen += counts[b];
                if (seen >= rank) {
                    return upperNanos(b);
                }
            }
            return upperNanos(counts.length - 1);
        }
    }
}
