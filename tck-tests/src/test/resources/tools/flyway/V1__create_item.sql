CREATE TABLE item (id int PRIMARY KEY, name varchar(40) NOT NULL);
