-- Two more counters people hit at once: the views of a video, and a stock of seats that must
-- never be oversold (each ticket is a row; the stock is checked and decremented in one statement).
CREATE TABLE videos (
    id    uuid PRIMARY KEY,
    title text NOT NULL,
    views bigint NOT NULL
);

CREATE TABLE seat_stock (
    id        uuid PRIMARY KEY,
    name      text NOT NULL,
    remaining integer NOT NULL CHECK (remaining >= 0)
);

CREATE TABLE tickets (
    id       uuid PRIMARY KEY,
    stock_id uuid NOT NULL REFERENCES seat_stock (id),
    buyer    text NOT NULL
);

CREATE INDEX tickets_stock_id ON tickets (stock_id);
