CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL);
INSERT INTO item VALUES (1, 'first');
