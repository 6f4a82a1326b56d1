'use strict';
// Runs a client's named checks in order against one database and prints one JSON line per check.
// Usage: node <client>.js HOST PORT DATABASE USER
// Each line is {"name", "ok", "error"}; a client whose packages are absent prints one {"skip": reason} line instead.
const assert = require('node:assert/strict');

function target() {
  const [host, port, database, user] = process.argv.slice(2, 6);
  return { host, port: Number(port), database, user };
}

function requireOrSkip(name) {
  try {
    return require(name);
  } catch (e) {
    console.log(JSON.stringify({ skip: `${name} is not installed (run npm ci in ${__dirname}): ${e.message.split('\n')[0]}` }));
    process.exit(0);
  }
}

// checks: [name, async function (target)] in order; a failing check does not stop the next. The process then
// exits, whatever connections a failed check left open (writes to a pipe are synchronous, so every line is out).
async function run(checks) {
  const t = target();
  for (const [name, check] of checks) {
    let result;
    try {
      await check(t);
      result = { name, ok: true };
    } catch (e) {
      result = { name, ok: false, error: `${e.name}: ${String(e.message).trim().slice(0, 2000)}${e.code ? ` [${e.code}]` : ''}` };
      console.error(e);
    }
    console.log(JSON.stringify(result));
  }
  process.exit(0);
}

module.exports = { assert, requireOrSkip, run };
