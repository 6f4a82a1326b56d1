package io.hotrow.examples.quiz.seat;

import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface SeatStockRepository extends JpaRepository<SeatStock, UUID> {

    /** Check and decrement in one statement: 1 if a seat was taken, 0 if none was left (or no such stock). */
    @Modifying
    @Query(value = "UPDATE seat_stock SET remaining = remaining - 1 WHERE id = :id AND remaining > 0", nativeQuery = true)
    int takeOne(@Param("id") UUID id);
}
