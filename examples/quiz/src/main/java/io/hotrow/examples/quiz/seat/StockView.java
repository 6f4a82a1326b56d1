package io.hotrow.examples.quiz.seat;

import java.util.UUID;

public record StockView(UUID id, String name, int remaining, long sold) {
}
