'use strict';
// Sequelize: connect, sync() of two associated models, CRUD with an include, a transaction, sync({ alter }).
const { assert, requireOrSkip, run } = require('./checks');
const { DataTypes, Op, Sequelize } = requireOrSkip('sequelize');

let sequelize;
let Team;
let Player;

async function connect(t) {
  sequelize = new Sequelize(t.database, t.user, null, {
    host: t.host, port: t.port, dialect: 'postgres', logging: false, dialectOptions: { connectionTimeoutMillis: 10000 },
  });
  await sequelize.authenticate();
  Team = sequelize.define('Team', {
    name: { type: DataTypes.STRING(60), allowNull: false, unique: true },
    founded: DataTypes.DATEONLY,
  }, { tableName: 'sq_team' });
  Player = sequelize.define('Player', {
    name: { type: DataTypes.STRING, allowNull: false },
    position: { type: DataTypes.ENUM('keeper', 'field'), allowNull: false, defaultValue: 'field' },
    numbers: DataTypes.ARRAY(DataTypes.INTEGER),
    stats: DataTypes.JSONB,
  }, { tableName: 'sq_player', indexes: [{ fields: ['name'] }] });
  Team.hasMany(Player, { foreignKey: { allowNull: false }, onDelete: 'CASCADE' });
  Player.belongsTo(Team);
}

async function sync() {
  await sequelize.sync();
  await sequelize.sync();
}

async function crud() {
  const team = await Team.create({ name: 'Reds', founded: '1990-05-01' });
  await Player.bulkCreate([{ name: 'Ann', TeamId: team.id, numbers: [1, 12], stats: { goals: 3 } },
    { name: 'Bob', TeamId: team.id, position: 'keeper' }]);
  const found = await Team.findOne({ where: { name: 'Reds' }, include: Player, order: [[Player, 'name', 'ASC']] });
  assert.deepEqual(found.Players.map((p) => [p.name, p.position]), [['Ann', 'field'], ['Bob', 'keeper']]);
  assert.deepEqual(found.Players[0].numbers, [1, 12]);
  const [updated] = await Player.update({ position: 'keeper' }, { where: { name: { [Op.like]: 'A%' } } });
  assert.equal(updated, 1);
  assert.equal(await Player.count({ where: { 'stats.goals': { [Op.gt]: 2 } } }), 1);
  await Player.destroy({ where: { name: 'Bob' } });
  assert.equal(await Player.count(), 1);
}

async function transaction() {
  await assert.rejects(sequelize.transaction(async (transaction) => {
    await Team.create({ name: 'Blues' }, { transaction });
    await Team.create({ name: 'Blues' }, { transaction });
  }), { name: 'SequelizeUniqueConstraintError' });
  assert.equal(await Team.count({ where: { name: 'Blues' } }), 0);
}

async function syncAlter() {
  sequelize.define('Player', {
    name: { type: DataTypes.STRING, allowNull: false },
    position: { type: DataTypes.ENUM('keeper', 'field'), allowNull: false, defaultValue: 'field' },
    numbers: DataTypes.ARRAY(DataTypes.INTEGER),
    stats: DataTypes.JSONB,
    nickname: DataTypes.STRING(30),
  }, { tableName: 'sq_player', indexes: [{ fields: ['name'] }] }).belongsTo(Team, { foreignKey: { allowNull: false }, onDelete: 'CASCADE' });
  await sequelize.sync({ alter: true });
  const columns = await sequelize.getQueryInterface().describeTable('sq_player');
  assert.equal(columns.nickname.type, 'CHARACTER VARYING(30)');
  await sequelize.close();
}

run([
  ['sequelize.connect', connect],
  ['sequelize.sync', sync],
  ['sequelize.crud', crud],
  ['sequelize.transaction', transaction],
  ['sequelize.sync_alter', syncAlter],
]);
