package io.hotrow.benchmarks;

import java.util.Locale;

/**
 * The size of the TPC-C-like database: always one warehouse of ten districts (clause 4.3 of the
 * TPC-C specification), with {@code customersPerDistrict} customers and as many initial orders
 * per district, the newest 30% of them not yet delivered, and {@code items} items, each stocked
 * once. The specification's sizes are {@link #STANDARD}; the others are scaled down so that a
 * quick or smoke run loads in about a second.
 */
record TpccScale(String name, int customersPerDistrict, int items) {

    static final int WAREHOUSE = 1;
    static final int DISTRICTS = 10;

    /** The specification's warehouse: 30,000 customers, 100,000 items and stock rows, about 300,000 order lines. */
    static final TpccScale STANDARD = new TpccScale("standard", 3_000, 100_000);
    /** A tenth of it: 3,000 customers, 10,000 items, about 30,000 order lines. */
    static final TpccScale QUICK = new TpccScale("quick", 300, 10_000);
    /** A hundredth: 300 customers, 1,000 items. */
    static final TpccScale SMOKE = new TpccScale("smoke", 30, 1_000);

    /** The initial orders of a district not yet delivered: the newest 900 of 3,000 at the standard size. */
    int undeliveredPerDistrict() {
        return customersPerDistrict * 3 / 10;
    }

    /** Distinct last names per district: the first 1,000 customers get names 0..999 in turn (clause 4.3.3.1), fewer when there are fewer customers. */
    int lastNames() {
        return Math.min(1_000, customersPerDistrict);
    }

    String describe() {
        return String.format(Locale.ROOT, "1 warehouse, %d districts, %,d customers per district (%,d in all), %,d items and stock rows, %,d initial orders"
                        + " per district (%,d undelivered)", DISTRICTS, customersPerDistrict, customersPerDistrict * DISTRICTS, items, customersPerDistrict,
                undeliveredPerDistrict());
    }
}
