import cluster, { type Worker } from 'node:cluster'

import { isContentVersionMessage } from '#server/cache/version-relay.ts'
import { log } from '#server/logging.ts'

/** A worker that crashes waits this long before its replacement starts, doubling per recent crash. */
const FIRST_BACKOFF_MS = 1_000
const MAX_BACKOFF_MS = 30_000
/** Crashes older than this no longer lengthen the backoff. */
const CRASH_MEMORY_MS = 60_000

/**
 * The primary of `WEB_CONCURRENCY` > 1 (server.js): forks the workers that run the app and share the port,
 * replaces one that dies, and on SIGTERM/SIGINT has every worker drain and exits once all have. It never
 * opens the database nor serves a request itself.
 *
 * The first worker starts alone, the others once it listens: it migrates the database and creates the
 * admin account and the sample content, so the others find them done. PostgreSQL has the start lock for
 * that (ADR 0024), SQLite has none (one file, opened by a process at a time until now); starting one worker
 * first covers both the same way, keeps the primary free of the app, and prints the one-time admin password
 * notice once. Opening the database in the primary before forking would do the same at the cost of loading
 * and running the app's start twice.
 */
export function superviseWorkers({ workers, drainTimeoutMs }: { workers: number; drainTimeoutMs: number }): void {
	let stopping = false
	/** A worker that did not drain cleanly makes the primary's exit code 1. */
	let failed = false
	let anyListened = false
	const crashes: number[] = []
	const pendingForks = new Set<NodeJS.Timeout>()

	const fork = () => {
		const worker = cluster.fork()
		log('info', 'worker starting', { worker: worker.id, pid: worker.process.pid })
		return worker
	}

	cluster.on('listening', (worker: Worker) => {
		log('info', 'worker listening', { worker: worker.id, pid: worker.process.pid })
		if (anyListened) return
		anyListened = true
		for (let n = 1; n < workers; n++) fork()
	})

	// A worker saw a newer content version: the others drop their cached pages too (version-relay.ts).
	cluster.on('message', (from: Worker, message: unknown) => {
		if (!isContentVersionMessage(message)) return
		for (const worker of Object.values(cluster.workers ?? {}))
			if (worker && worker !== from && worker.isConnected()) worker.send(message)
	})

	cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
		if (stopping) {
			if (code !== 0) failed = true
			log('info', 'worker stopped', { worker: worker.id, pid: worker.process.pid, code: code ?? signal ?? '' })
			// A worker whose IPC channel is still closing stays listed until then: count the processes alive.
			if (Object.values(cluster.workers ?? {}).every((other) => !other || other.isDead())) finish()
			return
		}
		// Before any worker ever listened the start itself fails (a configuration the workers reject, a
		// database out of reach): replacing it would only repeat that, so the primary stops as one process would.
		if (!anyListened) {
			log('error', 'the first worker failed to start', { pid: worker.process.pid, code: code ?? signal ?? '' })
			process.exit(typeof code === 'number' && code !== 0 ? code : 1)
		}
		const now = Date.now()
		crashes.push(now)
		while (crashes.length > 0 && crashes[0]! < now - CRASH_MEMORY_MS) crashes.shift()
		const delay = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (crashes.length - 1))
		log('error', 'worker died; replacing it', {
			worker: worker.id,
			pid: worker.process.pid,
			code: code ?? '',
			signal: signal ?? '',
			inMs: delay,
		})
		const timer = setTimeout(() => {
			pendingForks.delete(timer)
			if (!stopping) fork()
		}, delay)
		pendingForks.add(timer)
	})

	const finish = () => {
		log('info', 'all workers stopped')
		process.exit(failed ? 1 : 0)
	}

	const drain = (signal: NodeJS.Signals) => {
		if (stopping) return
		stopping = true
		log('info', `${signal}: draining every worker`)
		for (const timer of pendingForks) clearTimeout(timer)
		// The single process's deadline, for the whole instance: a worker stuck past it is killed.
		const forced = setTimeout(() => {
			log('error', 'workers still running after the drain timeout: killing them')
			for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
			process.exit(1)
		}, drainTimeoutMs)
		forced.unref()
		const running = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead())
		if (running.length === 0) finish()
		// Each worker runs the single process's own shutdown: stop accepting, finish requests, close the database.
		for (const worker of running) worker?.process.kill('SIGTERM')
	}
	process.on('SIGTERM', () => drain('SIGTERM'))
	process.on('SIGINT', () => drain('SIGINT'))

	log('info', 'primary starting workers', { pid: process.pid, workers })
	fork()
}
