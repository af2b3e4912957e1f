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
