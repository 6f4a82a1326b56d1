package io.hotrow.examples.quiz.seat;

import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;

public interface TicketRepository extends JpaRepository<Ticket, UUID> {

    long countByStockId(UUID stockId);
}
