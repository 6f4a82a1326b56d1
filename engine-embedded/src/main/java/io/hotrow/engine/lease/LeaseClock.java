package io.hotrow.engine.lease;

/**
 * The two clocks an owner serves by (docs/lease.md): a seam so tests can step the wall clock, as
 * NTP or a resumed virtual machine does, without waiting for it.
 */
interface LeaseClock {

    LeaseClock SYSTEM = new LeaseClock() {
        @Override
        public long nanos() {
            return System.nanoTime();
        }

        @Override
        public long millis() {
            return System.currentTimeMillis();
        }
    };

    /** Monotonic: does not count a suspension of the machine. */
    long nanos();

    /** The wall clock: counts a suspension, and may be stepped either way. */
    long millis();
}
