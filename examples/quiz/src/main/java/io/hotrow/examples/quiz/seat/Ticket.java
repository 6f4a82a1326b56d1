package io.hotrow.examples.quiz.seat;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

@Entity
@Table(name = "tickets")
public class Ticket {

    @Id
    @GeneratedValue
    private UUID id;

    @Column(name = "stock_id", nullable = false)
    private UUID stockId;

    @Column(nullable = false)
    private String buyer;

    protected Ticket() {
    }

    public Ticket(UUID stockId, String buyer) {
        this.stockId = stockId;
        this.buyer = buyer;
    }

    public UUID getId() {
        return id;
    }

    public String getBuyer() {
        return buyer;
    }
}
