package io.hotrow.benchmarks;

import java.util.random.RandomGenerator;

/** The random inputs of TPC-C (clause 2.1.6 and 4.3.2): uniform and non-uniform numbers, last names, and filler text. */
final class TpccRandom {

    /** NURand's A for last names, customer ids and item ids. */
    static final int A_LAST_NAME = 255;
    static final int A_CUSTOMER = 1023;
    static final int A_ITEM = 8191;
    /** NURand's run-time constants C, one per A (any value in 0..A is allowed). */
    private static final int C_LAST_NAME = 157;
    private static final int C_CUSTOMER = 259;
    private static final int C_ITEM = 7911;

    private static final String[] SYLLABLES = {"BAR", "OUGHT", "ABLE", "PRI", "PRES", "ESE", "ANTI", "CALLY", "ATION", "EING"};
    private static final String ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

    private TpccRandom() {
    }

    static int uniform(RandomGenerator random, int low, int high) {
        return low + random.nextInt(high - low + 1);
    }

    /** NURand(A, low, high) with the constant C that goes with A. */
    static int nonUniform(RandomGenerator random, int a, int low, int high) {
        int c = a == A_LAST_NAME ? C_LAST_NAME : a == A_CUSTOMER ? C_CUSTOMER : C_ITEM;
        return (((uniform(random, 0, a) | uniform(random, low, high)) + c) % (high - low + 1)) + low;
    }

    static int customer(RandomGenerator random, TpccScale scale) {
        return nonUniform(random, A_CUSTOMER, 1, scale.customersPerDistrict());
    }

    static int item(RandomGenerator random, TpccScale scale) {
        return nonUniform(random, A_ITEM, 1, scale.items());
    }

    /** A last name some customer of every district has. */
    static String runLastName(RandomGenerator random, TpccScale scale) {
        return lastName(nonUniform(random, A_LAST_NAME, 0, scale.lastNames() - 1));
    }

    /** The last name of number {@code number} (0..999): three syllables, one per decimal digit. */
    static String lastName(int number) {
        return SYLLABLES[number / 100] + SYLLABLES[number / 10 % 10] + SYLLABLES[number % 10];
    }

    static String alphanumeric(RandomGenerator random, int minLength, int maxLength) {
        int length = uniform(random, minLength, maxLength);
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(ALPHANUMERIC.charAt(random.nextInt(ALPHANUMERIC.length())));
        }
        return text.toString();
    }

    static String numeric(RandomGenerator random, int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append((char) ('0' + random.nextInt(10)));
        }
        return text.toString();
    }

    /** Item and stock data: in 10% of rows "ORIGINAL" somewhere inside. */
    static String data(RandomGenerator random) {
        String text = alphanumeric(random, 26, 50);
        if (random.nextInt(10) != 0) {
            return text;
        }
        int at = random.nextInt(text.length() - 8);
        return text.substring(0, at) + "ORIGINAL" + text.substring(at + 8);
    }
}
