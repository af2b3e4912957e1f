import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { root, started } from '#scripts/bench/options.ts'

/*
 * The processes the benchmark starts, and the temporary folders it makes: all of them go at the end,
 * whatever happens.
 */

export type Tracked = { child: ChildProcess; name: string; group: boolean }
export const tracked = new Set<Tracked>()
export const temporaryDirs = new Set<string>()

export const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

function signal(entry: Tracked, name: NodeJS.Signals) {
	const pid = entry.child.pid
	if (!pid || !alive(entry.child)) return
	try {
		// A group leader we spawned (Chromium, detached) takes its own helper processes with it.
		process.kill(entry.group ? -pid : pid, name)
	} catch {
		// already gone
	}
}

/** Kills what is left of a group leader's process group (Chromium's helpers may outlive it briefly). */
function killGroup(entry: Tracked) {
	if (!entry.group || !entry.child.pid) return
	try {
		process.kill(-entry.child.pid, 'SIGKILL')
	} catch {
		// none left
	}
}

/** SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(entry: Tracked, graceMs = 5_000): Promise<void> {
	if (alive(entry.child)) {
		const exited = new Promise<void>((resolve) => entry.child.once('exit', () => resolve()))
		signal(entry, 'SIGTERM')
		const timer = setTimeout(() => signal(entry, 'SIGKILL'), graceMs)
		await exited
		clearTimeout(timer)
	}
	killGroup(entry)
	tracked.delete(entry)
}

export function killEverythingNow() {
	for (const entry of tracked) {
		signal(entry, 'SIGKILL')
		killGroup(entry)
	}
	tracked.clear()
	for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true })
	temporaryDirs.clear()
}

/** On exit, and on Ctrl-C or a kill, nothing the benchmark started outlives it. */
export function cleanUpOnExit() {
	process.on('exit', killEverythingNow)
	for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
		process.on(name, () => {
			console.error(`\n${name}: stopping every process the benchmark started`)
			killEverythingNow()
			process.exit(130)
		})
	}
}

export async function temporaryDir(prefix: string): Promise<string> {
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
	temporaryDirs.add(dir)
	return dir
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`${what}: no answer within ${Math.round(ms / 1000)} s`)), ms)
	})
	try {
		return await Promise.race([promise, timeout])
	} finally {
		clearTimeout(timer)
	}
}

export { freePort } from '#scripts/free-port.ts'

/** Keeps the last `limit` characters a process printed, for error messages. */
export function tail(child: ChildProcess, limit = 20_000): () => string {
	let text = ''
	const add = (chunk: Buffer) => {
		text = (text + chunk.toString()).slice(-limit)
	}
	child.stdout?.on('data', add)
	child.stderr?.on('data', add)
	return () => text
}

export const log = (message: string) =>
	console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`)

/** Runs a command in the project to its end; its output is shown only if it fails. */
export async function run(command: string, commandArgs: string[], timeoutMs: number): Promise<void> {
	const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
	const entry: Tracked = { child, name: command, group: false }
	tracked.add(entry)
	const output = tail(child)
	const code = await withTimeout(
		new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode))),
		timeoutMs,
		`${command} ${commandArgs.join(' ')}`,
	).catch(async (error: unknown) => {
		await stop(entry)
		throw error
	})
	tracked.delete(entry)
	if (code !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${code}):\n${output()}`)
}
