package io.hotrow.examples.quiz.seat;

import java.util.UUID;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.server.ResponseStatusException;

@Service
public class SeatService {

    private final SeatStockRepository stocks;
    private final TicketRepository tickets;

    SeatService(SeatStockRepository stocks, TicketRepository tickets) {
        this.stocks = stocks;
        this.tickets = tickets;
    }

    @Transactional
    public StockView open(String name, int seats) {
        SeatStock stock = stocks.save(new SeatStock(name, seats));
        return new StockView(stock.getId(), stock.getName(), stock.getRemaining(), 0);
    }

    /** A ticket only for a seat taken from the stock, in the same transaction: never more tickets than seats. */
    @Transactional
    public TicketView sell(UUID stockId, String buyer) {
        if (stocks.takeOne(stockId) == 0) {
            if (!stocks.existsById(stockId)) {
                throw new ResponseStatusException(HttpStatus.NOT_FOUND, "no seat stock " + stockId);
            }
            throw new ResponseStatusException(HttpStatus.CONFLICT, "sold out");
        }
        Ticket ticket = tickets.save(new Ticket(stockId, buyer));
        return new TicketView(ticket.getId(), stockId, ticket.getBuyer());
    }

    @Transactional(readOnly = true)
    public StockView stock(UUID stockId) {
        SeatStock stock = stocks.findById(stockId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no seat stock " + stockId));
        return new StockView(stock.getId(), stock.getName(), stock.getRemaining(), tickets.countByStockId(stockId));
    }
}
