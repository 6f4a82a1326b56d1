package io.hotrow.examples.quiz.hotrows;

import java.util.List;

/** {@code available} is false where the database keeps no such view. */
public record HotRowsView(boolean available, List<HotRow> rows) {
}
