import { spawnSync } from 'node:child_process'
import os from 'node:os'

import { args } from '#scripts/bench/options.ts'

/*
 * Which cores the load generator (this process) and the servers run on. Sharing cores, a faster server
 * mostly takes time from the generator, and two workers compete with it instead of with each other: the
 * load test pins the generator to core 0 and the servers to the others (Linux's `taskset`), unless
 * --no-pin or there is one core only.
 */

export type Pinning = { generator: string; servers: string }

export const pinning: Pinning | undefined = (() => {
	if (args['no-pin']) return undefined
	const cpus = os.availableParallelism()
	if (cpus < 2 || spawnSync('taskset', ['--version']).status !== 0) return undefined
	return { generator: '0', servers: cpus === 2 ? '1' : `1-${cpus - 1}` }
})()

/**
 * Every core this process may use, read once at start: `os.availableParallelism()` follows the process's
 * own affinity, so read while pinned it says 1, and "every core" would have stayed core 0 (the servers of
 * the workers' section, started after the load test, then shared one core with the generator).
 */
const ALL_CORES = `0-${os.availableParallelism() - 1}`

/** The generator (every thread of this process) to its core; `false` gives it every core again. */
export function pinGenerator(pinned: boolean): void {
	if (!pinning) return
	spawnSync('taskset', ['-a', '-p', '-c', pinned ? pinning.generator : ALL_CORES, String(process.pid)], {
		stdio: 'ignore',
	})
}

/** The command line that runs `command` on the servers' cores (`taskset` execs it: the pid stays). */
export function onServerCores(command: string, commandArgs: string[], pinned: boolean): [string, string[]] {
	return pinning && pinned ? ['taskset', ['-c', pinning.servers, command, ...commandArgs]] : [command, commandArgs]
}

export function pinningNote(): string {
	return pinning
		? `the load generator on core ${pinning.generator}, the servers on core${pinning.servers.includes('-') ? 's' : ''} ${pinning.servers} (taskset)`
		: 'the load generator and the servers sharing every core (no pinning)'
}
