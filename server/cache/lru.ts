/**
 * A least-recently-used map bounded by the bytes its values hold: adding past the limit drops the
 * entries used longest ago. A Map keeps insertion order, so "use" is delete-then-set and the oldest is first.
 */
export class ByteLru<V extends { size: number }> {
	readonly #map = new Map<string, V>()
	#bytes = 0

	constructor(readonly maxBytes: number) {}

	get bytes(): number {
		return this.#bytes
	}

	get size(): number {
		return this.#map.size
	}

	/** The value, now the most recently used. */
	get(key: string): V | undefined {
		const value = this.#map.get(key)
		if (value !== undefined) {
			this.#map.delete(key)
			this.#map.set(key, value)
		}
		return value
	}

	/** Stores the value (a value larger than the whole budget is not kept), dropping the oldest to make room. */
	set(key: string, value: V): void {
		this.delete(key)
		if (value.size > this.maxBytes) return
		this.#map.set(key, value)
		this.#bytes += value.size
		for (const [oldestKey, oldest] of this.#map) {
			if (this.#bytes <= this.maxBytes) break
			this.#map.delete(oldestKey)
			this.#bytes -= oldest.size
		}
	}

	delete(key: string): void {
		const value = this.#map.get(key)
		if (value === undefined) return
		this.#map.delete(key)
		this.#bytes -= value.size
	}

	clear(): void {
		this.#map.clear()
		this.#bytes = 0
	}
}
