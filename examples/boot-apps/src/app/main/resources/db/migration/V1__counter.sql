CREATE TABLE counter (
    name text PRIMARY KEY,
    hits bigint NOT NULL
);
INSERT INTO counter (name, hits) VALUES ('visits', 0);
