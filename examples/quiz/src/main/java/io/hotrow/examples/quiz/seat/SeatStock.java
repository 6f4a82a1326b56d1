package io.hotrow.examples.quiz.seat;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

@Entity
@Table(name = "seat_stock")
public class SeatStock {

    @Id
    @GeneratedValue
    private UUID id;

    @Column(nullable = false)
    private String name;

    /** Decremented by {@link SeatStockRepository#takeOne}, never through this field. */
    @Column(nullable = false, updatable = false)
    private int remaining;

    protected SeatStock() {
    }

    public SeatStock(String name, int seats) {
        this.name = name;
        this.remaining = seats;
    }

    public UUID getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public int getRemaining() {
        return remaining;
    }
}
