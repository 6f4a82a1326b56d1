package io.hotrow.placement.move;

import java.util.List;

/** A primary key or unique constraint: its name and columns in key order. */
record KeyConstraint(String name, List<String> columns) {
}
