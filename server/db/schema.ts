import type { Generated } from 'kysely'

/** Columns every content table carries. Timestamps are ISO 8601 UTC strings on both databases. */
type Timestamps = { created_at: string; updated_at: string }
type Row<T> = { id: Generated<number> } & T & Timestamps

export type PartnersTable = Row<{ partner_name: string; image_url: string }>
export type FaqsTable = Row<{ question: string; answer: string }>
export type TestimonialsTable = Row<{
	name: string
	position: string
	message: string
	stars: number
	picture: string
	youtube_link: string
	linkedin: string
	twitter: string
	facebook: string
	instagram: string
}>
export type ApplicationsTable = Row<{
	title: string
	description: string
	picture: string
	youtube_link: string
	category: string
}>
export type ProductsTable = Row<{ title: string; description: string; picture: string; youtube_link: string }>
export type ConsultingTable = ProductsTable
export type BlogsTable = Row<{ heading: string; body: string; picture: string }>
export type CareersTable = Row<{ position_name: string; job_description: string }>
export type ContactSubmissionsTable = Row<{
	name: string
	email: string
	phone: string
	subject: string
	message: string
	/** When the admin first opened or marked it read; null while unread. */
	read_at: string | null
}>

export type AdminUsersTable = Row<{ email: string; password_hash: string }>
export type SessionsTable = {
	token_hash: string
	admin_id: number
	created_at: string
	expires_at: string
	last_seen_at: string
}
export type LoginThrottleTable = {
	key: string
	failures: number
	window_started_at: string
}

/** One row (id 1): bumped in the same transaction as every write of public content (server/content/version.ts). */
export type ContentVersionTable = { id: number; version: number; updated_at: string }

export type ContentTables = {
	partners: PartnersTable
	faqs: FaqsTable
	testimonials: TestimonialsTable
	applications: ApplicationsTable
	products: ProductsTable
	consulting: ConsultingTable
	blogs: BlogsTable
	careers: CareersTable
	contact_submissions: ContactSubmissionsTable
}

export type Database = ContentTables & {
	admin_users: AdminUsersTable
	sessions: SessionsTable
	login_throttle: LoginThrottleTable
	content_version: ContentVersionTable
}
