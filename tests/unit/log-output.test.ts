import { describe, expect, it } from 'vitest'

import { ATOMIC_WRITE_BYTES, bufferedOutput } from '#server/log-output.ts'

/** The writes a buffered output makes, as the bytes of each `write(2)`. */
function recorder(fail?: (call: number) => NodeJS.ErrnoException | undefined) {
	const writes: string[] = []
	let calls = 0
	const write = ((_fd: number, chunk: Buffer, offset = 0) => {
		const error = fail?.(calls++)
		if (error) throw error
		// A short write now and then, as a pipe may do: at most 1000 bytes taken.
		const taken = chunk.subarray(offset, offset + 1000)
		writes.push(taken.toString('utf8'))
		return taken.length
	}) as never
	return { writes, write }
}

const line = (n: number, pad = 100) => `${JSON.stringify({ n, path: '/x'.repeat(pad) })}\n`

describe('the buffered log output', () => {
	it('keeps lines until a batch is full, and carries a short write on from where it stopped', () => {
		const { writes, write } = recorder()
		const output = bufferedOutput(1, write)
		const lines = Array.from({ length: 200 }, (_, n) => line(n))
		for (const text of lines.slice(0, 10)) output.write(text)
		expect(writes).toEqual([])
		for (const text of lines.slice(10)) output.write(text)
		output.flushSync()
		// Short writes are carried on from where they stopped: every byte once, in order.
		expect(writes.join('')).toBe(lines.join(''))
	})

	it('makes each batch at most ATOMIC_WRITE_BYTES of whole lines', () => {
		const batches: string[] = []
		const output = bufferedOutput(1, ((_fd: number, chunk: Buffer, offset = 0) => {
			batches.push(chunk.subarray(offset).toString('utf8'))
			return chunk.length - offset
		}) as never)
		const lines = Array.from({ length: 500 }, (_, n) => line(n, n % 7 === 0 ? 400 : 40))
		for (const text of lines) output.write(text)
		output.flushSync()
		expect(batches.join('')).toBe(lines.join(''))
		expect(batches.length).toBeGreaterThan(10)
		for (const batch of batches) {
			expect(Buffer.byteLength(batch)).toBeLessThanOrEqual(ATOMIC_WRITE_BYTES)
			expect(batch.endsWith('\n')).toBe(true)
		}
		// A line longer than a batch goes alone.
		const long = `${'é'.repeat(3000)}\n`
		output.write(long)
		output.write(line(1))
		output.flushSync()
		expect(batches.at(-2)).toBe(long)
	})

	it('waits for a full pipe (EAGAIN) and goes on; drops the lines, never throws, when the reader is gone', () => {
		const again = Object.assign(new Error('busy'), { code: 'EAGAIN' })
		const { writes, write } = recorder((call) => (call < 2 ? again : undefined))
		const output = bufferedOutput(1, write)
		output.write(line(1))
		output.flushSync()
		expect(writes.join('')).toBe(line(1))

		const gone = bufferedOutput(1, (() => {
			throw Object.assign(new Error('gone'), { code: 'EPIPE' })
		}) as never)
		gone.write(line(2))
		expect(() => gone.flushSync()).not.toThrow()
	})
})
