/* The OpenAPI document as the /api-reference page shows it (made by app/lib/api-reference.server.ts). */

export type FieldView = {
	name: string
	type: string
	/** The schema this field's type names, for a link. */
	typeLink?: string
	required: boolean
	rules: string[]
	descriptionHtml?: string
}
export type SchemaView = { name: string; id: string; descriptionHtml?: string; fields: FieldView[] }
export type ResponseView = {
	status: string
	/** A response many calls share is described once, in the overview, under this anchor. */
	sharedId?: string
	descriptionHtml: string
	descriptionText: string
	/** What the body holds, e.g. `Faq`, `array of Faq`, `Error`. */
	body?: { label: string; link?: string }
	headers: Array<{ name: string; descriptionHtml: string }>
}
export type OperationView = {
	id: string
	method: string
	path: string
	summary: string
	descriptionHtml?: string
	admin: boolean
	parameters: Array<{ name: string; location: string; type: string; rules: string[]; descriptionHtml?: string }>
	requestBody?: { mediaType: string; schemaName?: string; descriptionHtml?: string; fields: FieldView[] }
	responses: ResponseView[]
	exampleRequest: string
	exampleResponse: string
}
export type ApiReferenceView = {
	title: string
	version: string
	summary: string
	introHtml: string
	tags: Array<{ name: string; id: string; descriptionHtml?: string; operations: OperationView[] }>
	/** The answers many calls share (the usual failures), described once. */
	sharedResponses: Array<ResponseView & { example?: string }>
	/** The answers' schemas (request bodies are shown where they are sent). */
	schemas: SchemaView[]
}
