CREATE TABLE customer (id int PRIMARY KEY, email varchar(80) NOT NULL, created date NOT NULL);
