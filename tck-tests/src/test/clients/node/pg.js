'use strict';
// node-postgres: parameters, int[] and text[] parameters, a cursor (pg-cursor), a transaction, errors.
const { assert, requireOrSkip, run } = require('./checks');
const { Client } = requireOrSkip('pg');
const Cursor = requireOrSkip('pg-cursor');

let client;

async function connect(t) {
  client = new Client({ host: t.host, port: t.port, database: t.database, user: t.user, connectionTimeoutMillis: 10000 });
  await client.connect();
  await client.query('CREATE TABLE pg_item (id int PRIMARY KEY, name text NOT NULL, price numeric(8,2), seen timestamptz,'
    + ' doc jsonb, tags text[], sizes int[], blob bytea)');
}

async function params() {
  const seen = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 678));
  await client.query('INSERT INTO pg_item (id, name, price, seen, doc, blob) VALUES ($1, $2, $3, $4, $5, $6)',
    [1, "it's", '12.50', seen, { k: [1, 2] }, Buffer.from([0, 255])]);
  const { rows } = await client.query('SELECT id, name, price, seen, doc, blob FROM pg_item WHERE name = $1', ["it's"]);
  assert.deepEqual(rows, [{ id: 1, name: "it's", price: '12.50', seen, doc: { k: [1, 2] }, blob: Buffer.from([0, 255]) }]);
}

async function intArrayParams() {
  await client.query('INSERT INTO pg_item (id, name, sizes) VALUES ($1, $2, $3)', [2, 'ints', [3, 1, 2]]);
  const { rows } = await client.query('SELECT id, sizes FROM pg_item WHERE id = ANY($1) ORDER BY id', [[2, 99]]);
  assert.deepEqual(rows, [{ id: 2, sizes: [3, 1, 2] }]);
  const cast = await client.query('SELECT $1::int[] AS a', [[4, 5]]);
  assert.deepEqual(cast.rows, [{ a: [4, 5] }]);
}

async function textArrayParams() {
  await client.query('INSERT INTO pg_item (id, name, tags) VALUES ($1, $2, $3)', [3, 'texts', ['a', 'b c', null, 'd"e', '{x}']]);
  const { rows } = await client.query('SELECT tags FROM pg_item WHERE $1 = ANY(tags)', ['b c']);
  assert.deepEqual(rows, [{ tags: ['a', 'b c', null, 'd"e', '{x}'] }]);
}

async function cursor() {
  for (let i = 10; i < 60; i++) {
    await client.query('INSERT INTO pg_item (id, name) VALUES ($1, $2)', [i, `n${i}`]);
  }
  const read = client.query(new Cursor('SELECT id FROM pg_item WHERE id >= $1 ORDER BY id', [10]));
  const seen = [];
  for (let batch = await read.read(7); batch.length > 0; batch = await read.read(7)) {
    seen.push(...batch.map((r) => r.id));
  }
  await read.close();
  assert.deepEqual(seen, Array.from({ length: 50 }, (_, i) => i + 10));
}

async function declareFetch() {
  await client.query('BEGIN');
  await client.query('DECLARE walk CURSOR FOR SELECT id FROM pg_item WHERE id >= 10 ORDER BY id');
  const first = await client.query('FETCH 3 FROM walk');
  const rest = await client.query('FETCH ALL FROM walk');
  await client.query('CLOSE walk');
  await client.query('COMMIT');
  assert.deepEqual(first.rows.map((r) => r.id), [10, 11, 12]);
  assert.equal(rest.rowCount, 47);
}

async function transaction() {
  await client.query('BEGIN');
  await client.query("UPDATE pg_item SET name = 'changed' WHERE id = 1");
  await client.query('ROLLBACK');
  const { rows } = await client.query('SELECT name FROM pg_item WHERE id = 1');
  assert.deepEqual(rows, [{ name: "it's" }]);
}

async function uniqueViolation() {
  await assert.rejects(client.query("INSERT INTO pg_item (id, name) VALUES (1, 'again')"), { code: '23505' });
}

run([
  ['pg.connect_create_table', connect],
  ['pg.params', params],
  ['pg.int_array_params', intArrayParams],
  ['pg.text_array_params', textArrayParams],
  ['pg.cursor', cursor],
  ['pg.declare_fetch', declareFetch],
  ['pg.transaction_rollback', transaction],
  ['pg.unique_violation', uniqueViolation],
]);
