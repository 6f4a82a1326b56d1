package io.hotrow.rewrite.counter;

import java.util.Arrays;

/**
 * One backend statement of a rewrite, with where each of its {@code ?} gets its value: a positive
 * ref is the application's parameter of that index; a negative ref {@code -(i + 1)} is value
 * {@code i} of the extras the executor supplies (a shard number, an amount it computed). The
 * application's values are never spliced into the text.
 */
public record Step(String sql, int[] refs) {

    /** The text with its own parameters, in order. */
    public static Step identity(String sql) {
        int[] refs = new int[StepBuilder.markers(sql)];
        for (int i = 0; i < refs.length; i++) {
            refs[i] = i + 1;
        }
        return new Step(sql, refs);
    }

    public static int extra(int i) {
        return -(i + 1);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Step step && sql.equals(step.sql) && Arrays.equals(refs, step.refs);
    }

    @Override
    public int hashCode() {
        return sql.hashCode() * 31 + Arrays.hashCode(refs);
    }

    @Override
    public String toString() {
        return sql + " " + Arrays.toString(refs);
    }
}
