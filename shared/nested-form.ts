/**
 * The fields inside a structured field of an admin form (an object, a list, blocks: ADR 0040) are named
 * by their path, `links.0.url`: numbers are a list's positions, words an object's fields. This gathers
 * them back into the value they spell.
 */

type Tree = Record<string, unknown> | unknown[]

/** The value the fields under `name.` spell, or undefined when the form has none (a list emptied sends its `name` alone). */
export function gatherNested(form: FormData, name: string): unknown {
	const prefix = `${name}.`
	let root: Tree | undefined
	for (const [key, value] of form) {
		if (!key.startsWith(prefix) || typeof value !== 'string') continue
		const path = key.slice(prefix.length).split('.')
		// Field names only: never `__proto__` or the like, which would reach Object.prototype.
		if (!path.every((segment) => /^[a-z][a-z0-9_]*$/i.test(segment) || isIndex(segment))) continue
		if (path.some((segment) => FORBIDDEN.has(segment))) continue
		root ??= isIndex(path[0]!) ? [] : {}
		place(root, path, value)
	}
	return root === undefined ? undefined : compact(root)
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])
const isIndex = (segment: string) => /^\d{1,4}$/.test(segment)

function place(tree: Tree, path: string[], value: string) {
	let node: Tree = tree
	for (const [at, segment] of path.entries()) {
		const key = segment as keyof typeof node
		if (at === path.length - 1) {
			;(node as Record<string, unknown>)[key] = value
			return
		}
		const next = (node as Record<string, unknown>)[key]
		if (next === null || typeof next !== 'object') {
			const made: Tree = isIndex(path[at + 1]!) ? [] : {}
			;(node as Record<string, unknown>)[key] = made
			node = made
		} else node = next as Tree
	}
}

/** Lists keep their order; a position left out (a removed entry) leaves no hole. */
function compact(tree: unknown): unknown {
	if (Array.isArray(tree)) return tree.filter((entry) => entry !== undefined).map(compact)
	if (tree !== null && typeof tree === 'object') {
		return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, compact(value)]))
	}
	return tree
}
