import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

/**
 * better-sqlite3 for the Node that runs: 13.x (Node-API, prebuilt in its package) on Node 22 and later,
 * 12.x (built for Node 20's ABI at install) on Node 20. 12.x built against Node 24's headers aborts the
 * process when a statement is garbage-collected (`RemoveEnvironmentCleanupHook`: (env) != nullptr), and
 * 13.x's binary needs Node-API 10, which Node 20 lacks (ADR 0028). One API, the same types; the 12.x
 * branch goes with Node 20.
 */
const require = createRequire(import.meta.url)
const nodeMajor = Number(process.versions.node.split('.')[0])

const SQLite: typeof BetterSqlite3 = nodeMajor >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3')
export default SQLite
