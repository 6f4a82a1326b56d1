package io.hotrow.examples.quiz.seat;

import java.util.UUID;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/seats")
class SeatController {

    record NewStock(String name, int seats) {
    }

    record Purchase(String buyer) {
    }

    private final SeatService seats;

    SeatController(SeatService seats) {
        this.seats = seats;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    StockView open(@RequestBody NewStock stock) {
        if (stock.name() == null || stock.name().isBlank() || stock.seats() < 0) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "a seat stock needs a name and a number of seats >= 0");
        }
        return seats.open(stock.name(), stock.seats());
    }

    @PostMapping("/{id}/tickets")
    @ResponseStatus(HttpStatus.CREATED)
    TicketView buy(@PathVariable UUID id, @RequestBody Purchase purchase) {
        if (purchase.buyer() == null || purchase.buyer().isBlank()) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "a ticket needs a buyer");
        }
        return seats.sell(id, purchase.buyer());
    }

    @GetMapping("/{id}")
    StockView stock(@PathVariable UUID id) {
        return seats.stock(id);
    }
}
