CREATE UNIQUE INDEX customer_email ON customer (email);
