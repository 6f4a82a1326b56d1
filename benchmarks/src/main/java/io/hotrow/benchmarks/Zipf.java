package io.hotrow.benchmarks;

import java.util.random.RandomGenerator;

/**
 * Keys {@code 0 .. n-1} drawn with Zipf's law of exponent {@code theta}, key 0 the most frequent:
 * the generator of Gray et al., "Quickly generating billion-record synthetic databases" (SIGMOD
 * 1994), as YCSB uses it, without its scrambling, so the hot keys are the low ones.
 */
final class Zipf {

    private final int n;
    private final double theta;
    private final double alpha;
    private final double zetaN;
    private final double eta;

    Zipf(int n, double theta) {
        if (n < 2 || theta <= 0 || theta >= 1) {
            throw new IllegalArgumentException("Zipf needs n >= 2 and 0 < theta < 1, not n=" + n + ", theta=" + theta);
        }
        this.n = n;
        this.theta = theta;
        this.alpha = 1 / (1 - theta);
        this.zetaN = zeta(n, theta);
        this.eta = (1 - Math.pow(2.0 / n, 1 - theta)) / (1 - zeta(2, theta) / zetaN);
    }

    int next(RandomGenerator random) {
        double u = random.nextDouble();
        double uz = u * zetaN;
        if (uz < 1) {
            return 0;
        }
        if (uz < 1 + Math.pow(0.5, theta)) {
            return 1;
        }
        return Math.min(n - 1, (int) (n * Math.pow(eta * u - eta + 1, alpha)));
    }

    /** The probability of key 0, the hottest: 1 / zeta(n). */
    double hottest() {
        return 1 / zetaN;
    }

    private static double zeta(int n, double theta) {
        double sum = 0;
        for (int i = 1; i <= n; i++) {
            sum += 1 / Math.pow(i, theta);
        }
        return sum;
    }
}
