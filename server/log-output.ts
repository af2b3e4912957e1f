import { writeSync } from 'node:fs'

/**
 * The most a pipe takes in one write without interleaving it with another writer's (POSIX PIPE_BUF, 4096
 * on Linux): the workers of one instance share its stdout, so a write never cuts a line in two.
 */
export const ATOMIC_WRITE_BYTES = 4096

/** A destination for pino that keeps lines in memory and writes them out in batches (ADR 0035). */
export type BufferedOutput = {
	write(line: string): void
	/** Writes out every line kept, now (on a timer, at exit). */
	flushSync(): void
}

const pause = new Int32Array(new SharedArrayBuffer(4))

/**
 * Lines are kept until the next one would make the batch larger than one atomic write, and the batch goes
 * out in one synchronous `write(2)` of whole lines: about 30 request lines a system call instead of one
 * each, and nothing in flight that an exit could lose. The caller flushes on a timer and at exit.
 * Measured against pino's own buffered destination (SonicBoom, which measures its whole buffer again at
 * every line): 2.6 µs a line against 4.8-5.3 µs, pino's formatting included.
 */
export function bufferedOutput(fd: number, write: typeof writeSync = writeSync): BufferedOutput {
	let lines: string[] = []
	let bytes = 0

	function writeAll(chunk: Buffer) {
		for (let offset = 0; offset < chunk.length;) {
			try {
				offset += write(fd, chunk, offset)
			} catch (error) {
				// A pipe full for now (stdout may be non-blocking): wait a moment for its reader, then go on.
				if ((error as NodeJS.ErrnoException).code === 'EAGAIN') Atomics.wait(pause, 0, 0, 5)
				// Anything else (the reader gone: EPIPE) loses these lines; the log never stops the server.
				else return
			}
		}
	}

	function flushSync() {
		if (lines.length === 0) return
		const chunk = Buffer.from(lines.length === 1 ? lines[0]! : lines.join(''), 'utf8')
		lines = []
		bytes = 0
		writeAll(chunk)
	}

	return {
		write(line) {
			const size = Buffer.byteLength(line)
			if (bytes + size > ATOMIC_WRITE_BYTES) flushSync()
			lines.push(line)
			bytes += size
		},
		flushSync,
	}
}
