package io.hotrow.examples.quiz.hotrows;

/**
 * One row of {@code hotrow.hot_rows}. {@code writes} is what the database's bounded sketch counted,
 * which may include up to {@code maxOvercount} writes of rows it evicted to make room: the row was
 * written at least {@code writes - maxOvercount} times. Both are null for a row listed only for its
 * lost-update risk.
 */
public record HotRow(String table, String rowKey, Long writes, Long maxOvercount, String advice) {
}
