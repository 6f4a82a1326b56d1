package io.hotrow.placement.move;

/** An explicit sequence, not one behind an identity or serial column. */
record Sequence(String name, Generator generator) {
}
