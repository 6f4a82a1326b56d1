'use strict';
// knex: a migration (checks, defaults, foreign keys, an index) through knex's migrator, queries, a transaction, rollback.
const { assert, requireOrSkip, run } = require('./checks');
const knexFactory = requireOrSkip('knex');

let knex;

const migrations = {
  '001_shop': {
    async up(k) {
      await k.schema.createTable('kx_customer', (t) => {
        t.increments('id');
        t.string('email', 120).notNullable().unique();
        t.integer('credit').notNullable().defaultTo(0);
        t.check('?? >= ?', ['credit', 0], 'kx_customer_credit_check');
        t.boolean('active').notNullable().defaultTo(true);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(k.fn.now());
      });
      await k.schema.createTable('kx_order', (t) => {
        t.increments('id');
        t.integer('customer_id').notNullable().references('id').inTable('kx_customer').onDelete('CASCADE');
        t.decimal('total', 10, 2).notNullable().checkBetween([0, 100000]);
        t.string('state', 20).notNullable().defaultTo('new').checkIn(['new', 'paid', 'sent']);
        t.jsonb('meta');
        t.index(['customer_id', 'state']);
      });
    },
    async down(k) {
      await k.schema.dropTable('kx_order');
      await k.schema.dropTable('kx_customer');
    },
  },
  '002_note': {
    async up(k) {
      await k.schema.alterTable('kx_order', (t) => {
        t.text('note').defaultTo('');
      });
    },
    async down(k) {
      await k.schema.alterTable('kx_order', (t) => {
        t.dropColumn('note');
      });
    },
  },
};

const migrationSource = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

async function migrateLatest(t) {
  knex = knexFactory({
    client: 'pg',
    connection: { host: t.host, port: t.port, database: t.database, user: t.user, connectionTimeoutMillis: 10000 },
    pool: { min: 0, max: 2 },
    migrations: { migrationSource },
  });
  const [, applied] = await knex.migrate.latest();
  assert.deepEqual(applied, ['001_shop', '002_note']);
  assert.equal(await knex.schema.hasColumn('kx_order', 'note'), true);
}

async function queries() {
  const [ann] = await knex('kx_customer').insert({ email: 'ann@example.org', credit: 5 }).returning(['id', 'credit', 'active']);
  assert.equal(ann.credit, 5);
  assert.equal(ann.active, true);
  await knex('kx_order').insert([{ customer_id: ann.id, total: '9.99' }, { customer_id: ann.id, total: 20, state: 'paid', meta: { gift: true } }]);
  const rows = await knex('kx_order').join('kx_customer', 'kx_customer.id', 'kx_order.customer_id')
    .select('kx_customer.email', 'kx_order.state', 'kx_order.note').where('kx_order.total', '>', 5).orderBy('kx_order.total');
  assert.deepEqual(rows, [{ email: 'ann@example.org', state: 'new', note: '' }, { email: 'ann@example.org', state: 'paid', note: '' }]);
  assert.equal(await knex('kx_order').whereIn('state', ['paid', 'sent']).update({ state: 'sent' }), 1);
  const [{ count }] = await knex('kx_order').whereRaw("meta->>'gift' = 'true'").count();
  assert.equal(Number(count), 1);
}

async function checkViolation() {
  await assert.rejects(knex('kx_order').insert({ customer_id: 1, total: 1, state: 'lost' }), { code: '23514' });
  await assert.rejects(knex('kx_customer').insert({ email: 'neg@example.org', credit: -1 }), { code: '23514' });
}

async function transaction() {
  await assert.rejects(knex.transaction(async (trx) => {
    await trx('kx_customer').insert({ email: 'bob@example.org' });
    await trx('kx_customer').insert({ email: 'bob@example.org' });
  }), { code: '23505' });
  assert.equal((await knex('kx_customer').where({ email: 'bob@example.org' })).length, 0);
}

async function cascade() {
  await knex('kx_customer').del();
  const [{ count }] = await knex('kx_order').count();
  assert.equal(Number(count), 0);
}

async function rollback() {
  await knex.migrate.rollback(undefined, true);
  assert.equal(await knex.schema.hasTable('kx_order'), false);
  await knex.destroy();
}

run([
  ['knex.migrate_latest', migrateLatest],
  ['knex.queries', queries],
  ['knex.check_violation', checkViolation],
  ['knex.transaction', transaction],
  ['knex.on_delete_cascade', cascade],
  ['knex.migrate_rollback', rollback],
]);
