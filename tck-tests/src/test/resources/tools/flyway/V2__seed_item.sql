INSERT INTO item (id, name) VALUES (1, 'apple'), (2, 'pear');
