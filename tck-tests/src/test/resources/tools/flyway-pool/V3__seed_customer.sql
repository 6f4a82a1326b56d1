INSERT INTO customer (id, email, created) VALUES (1, 'ann@example.com', DATE '2024-01-02'), (2, 'bob@example.com', DATE '2024-01-03');
