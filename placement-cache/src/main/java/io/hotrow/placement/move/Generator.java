package io.hotrow.placement.move;

/** A sequence or an identity column's generator; {@code next} is what its next draw returns. */
record Generator(long start, long increment, long minimum, long maximum, boolean cycle, long next) {
}
