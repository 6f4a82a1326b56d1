package io.hotrow.engine.lease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.lease.LeaseRecord.Kind;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreKind;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An owner whose wall clock jumps ahead of its monotonic one (NTP stepping it, a virtual machine
 * resumed, the machine suspended) asks the store before it stops serving: a step costs one renewal,
 * and only a taker's fence or the monotonic clock running out end the lease.
 */
@Timeout(60)
class LeaseClockStepTest {

    private static final LeaseSettings SETTINGS = LeaseSettings.of(Duration.ofSeconds(10), Duration.ZERO);
    private static final long HOUR_MILLIS = TimeUnit.HOURS.toMillis(1);

    private final SteppedClock clock = new SteppedClock();
    private ObjectStore store;
    private LeaseObjects objects;
    private Lease lease;

    @BeforeEach
    void store() throws Exception {
        store = StoreKind.LOCAL_DIRECTORY.fresh();
        objects = new LeaseObjects(store, "stepped");
    }

    @AfterEach
    void end() throws Exception {
        if (lease != null) {
            lease.end(false, Duration.ofSeconds(10));
        }
        StoreKind.release(store);
    }

    @Test
    void aWallClockSteppedForwardCostsOneRenewal() throws Exception {
        lease = Lease.claim(objects, "stepped", SETTINGS, new LeaseWatch(), 1, "owner", clock);
        assertTrue(lease.held());

        clock.wallStep.addAndGet(HOUR_MILLIS);
        assertFalse(lease.held(), "by the wall clock alone the lease ran out");
        assertTrue(lease.confirmed(), "no taker fenced the next renewal: the lease still holds");
        assertTrue(lease.held(), "from the confirming renewal's start, by both clocks");
        assertTrue(objects.newest().orElseThrow().seq() >= 1, "confirmed by a renewal in the store");
    }

    @Test
    void aSuspensionLongEnoughForATakerEndsTheLease() throws Exception {
        lease = Lease.claim(objects, "stepped", SETTINGS, new LeaseWatch(), 1, "owner", clock);
        // What a taker does once it saw the lease unrenewed for a whole duration: fence the next position.
        long next = objects.newest().orElseThrow().seq() + 1;
        assertTrue(objects.put(Lease.record(Kind.TAKEN_OVER, 1, next, "taker", null, SETTINGS)));

        clock.wallStep.addAndGet(HOUR_MILLIS); // the machine slept through it: only the wall clock counted
        assertFalse(lease.held());
        assertFalse(lease.confirmed());
        assertEquals("57P01", lease.loss().getSQLState());
        assertTrue(lease.loss().getMessage().contains("taken over by another process"), lease.loss().getMessage());
    }

    @Test
    void theMonotonicClockRunningOutIsNotConfirmed() throws Exception {
        lease = Lease.claim(objects, "stepped", SETTINGS, new LeaseWatch(), 1, "owner", clock);
        clock.monotonicStep.addAndGet(SETTINGS.duration().toNanos());
        assertFalse(lease.held());
        assertFalse(lease.confirmed(), "a renewal cannot extend a lease that ran out by the monotonic clock");
    }

    /** The system's clocks, each moved by a step of the test's. */
    private static final class SteppedClock implements LeaseClock {
        final AtomicLong monotonicStep = new AtomicLong();
        final AtomicLong wallStep = new AtomicLong();

        @Override
        public long nanos() {
            return System.nanoTime() + monotonicStep.get();
        }

        @Override
        public long millis() {
            return System.currentTimeMillis() + wallStep.get();
        }
    }
}
