package io.hotrow.examples.quiz.seat;

import java.util.UUID;

public record TicketView(UUID id, UUID stockId, String buyer) {
}
