'use strict';
// TypeORM: a DataSource initialised with synchronize: true, repository CRUD with a relation, a transaction, and a
// second DataSource whose synchronize finds nothing to change.
const { assert, requireOrSkip, run } = require('./checks');
requireOrSkip('reflect-metadata');
const { DataSource, EntitySchema, MoreThan } = requireOrSkip('typeorm');

const Category = new EntitySchema({
  name: 'Category',
  tableName: 'to_category',
  columns: {
    id: { type: Number, primary: true, generated: true },
    name: { type: 'varchar', length: 60, unique: true },
  },
  relations: { products: { type: 'one-to-many', target: 'Product', inverseSide: 'category' } },
});

const Product = new EntitySchema({
  name: 'Product',
  tableName: 'to_product',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'varchar', length: 120 },
    price: { type: 'numeric', precision: 8, scale: 2, default: 0 },
    tags: { type: 'text', array: true, nullable: true },
    specs: { type: 'jsonb', nullable: true },
    createdAt: { type: 'timestamptz', createDate: true },
  },
  relations: { category: { type: 'many-to-one', target: 'Category', inverseSide: 'products', onDelete: 'CASCADE', nullable: false } },
  indices: [{ name: 'to_product_title_idx', columns: ['title'] }],
});

let dataSource;

function options(t) {
  return {
    type: 'postgres', host: t.host, port: t.port, database: t.database, username: t.user,
    entities: [Category, Product], synchronize: true, logging: false, connectTimeoutMS: 10000,
  };
}

async function initialize(t) {
  dataSource = new DataSource(options(t));
  await dataSource.initialize();
}

async function repositoryCrud() {
  const categories = dataSource.getRepository('Category');
  const products = dataSource.getRepository('Product');
  const tools = await categories.save({ name: 'tools' });
  await products.save([{ title: 'hammer', price: '9.50', tags: ['steel'], specs: { kg: 1 }, category: tools },
    { title: 'saw', category: tools }]);
  const found = await categories.findOne({ where: { name: 'tools' }, relations: { products: true } });
  assert.deepEqual(found.products.map((p) => p.title).sort(), ['hammer', 'saw']);
  const hammer = await products.findOneBy({ title: 'hammer' });
  assert.deepEqual([hammer.price, hammer.tags, hammer.specs], ['9.50', ['steel'], { kg: 1 }]);
  await products.update({ title: 'saw' }, { price: '20.00' });
  assert.equal(await products.countBy({ price: MoreThan(10) }), 1);
  await products.delete({ title: 'saw' });
  assert.equal(await products.count(), 1);
}

async function transaction() {
  await assert.rejects(dataSource.transaction(async (manager) => {
    await manager.save('Category', { name: 'garden' });
    await manager.save('Category', { name: 'garden' });
  }), { code: '23505' });
  assert.equal(await dataSource.getRepository('Category').countBy({ name: 'garden' }), 0);
}

async function resynchronize(t) {
  await dataSource.destroy();
  dataSource = new DataSource({ ...options(t), synchronize: false });
  await dataSource.initialize();
  const pending = await dataSource.driver.createSchemaBuilder().log();
  assert.deepEqual(pending.upQueries.map((q) => q.query), []);
  await dataSource.destroy();
}

run([
  ['typeorm.initialize_synchronize', initialize],
  ['typeorm.repository_crud', repositoryCrud],
  ['typeorm.transaction', transaction],
  ['typeorm.synchronize_finds_no_change', resynchronize],
]);
