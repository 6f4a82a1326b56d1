package io.hotrow.examples.quiz.hotrows;

public record HotRow(String table, String rowKey, long writes, String advice) {
}
