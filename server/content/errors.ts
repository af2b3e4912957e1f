/** Raised when input breaks a rule. `fields` maps each offending field to a message a person can act on. */
export class ValidationError extends Error {
	readonly fields: Record<string, string>
	constructor(message: string, fields: Record<string, string> = {}) {
		super(message)
		this.name = 'ValidationError'
		this.fields = fields
	}
}

export class NotFoundError extends Error {
	constructor(what = 'The item') {
		super(`${what} was not found`)
		this.name = 'NotFoundError'
	}
}

/** Raised when a save names a version of the item that is no longer current (docs/design.md §8: no silent overwrite). */
export class ConflictError extends Error {
	constructor(
		what: string,
		/** The item as it is now, for the one whose save was refused to compare with their own. */
		readonly current: unknown,
	) {
		super(`This ${what} was changed since you opened it`)
		this.name = 'ConflictError'
	}
}

/** Raised when something still in use is to be deleted (an image an item shows): nothing changes. */
export class InUseError extends Error {
	constructor(
		what: string,
		/** What uses it, for the one who asked to see and act on. */
		readonly users: ReadonlyArray<{ collection: string; id: number; title: string; in_trash: boolean }>,
	) {
		const names = users.map((user) => `${user.title || `#${user.id}`}${user.in_trash ? ' (in the trash)' : ''}`)
		super(
			`${what} is used by ${names.join(', ')}: remove it from ${users.length === 1 ? 'that item' : 'those items'} first`,
		)
		this.name = 'InUseError'
	}
}

/**
 * Raised when a rule refuses what the state of things does not allow, with the HTTP status that says why and
 * a message of its own: 404, a secret that names nothing (an unknown invitation link); 409, it conflicts with
 * how things are (the last administrator cannot go); 410, gone for good (a used or expired invitation).
 * Nothing changes.
 */
export class RefusedError extends Error {
	constructor(
		readonly status: 404 | 409 | 410,
		message: string,
	) {
		super(message)
		this.name = 'RefusedError'
	}
}
