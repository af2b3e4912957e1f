import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'

import { DEFAULT_UPLOAD_MAX_BYTES } from '#shared/uploads.ts'
import { passwordHashParams } from '#server/auth/passwords.ts'
import { LOG_LEVELS, type LogLevel } from '#server/logging.ts'

const flag = (defaultValue: boolean) =>
	z
		.enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
		.optional()
		.transform((value) =>
			value === undefined || value === '' ? defaultValue : ['1', 'true', 'yes', 'on'].includes(value),
		)

const EnvSchema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
		PORT: z.coerce.number().int().min(0).max(65535).default(3000),
		HOST: z.string().default('0.0.0.0'),
		WEB_CONCURRENCY: z.coerce
			.number()
			.int()
			.min(1, 'WEB_CONCURRENCY must be at least 1')
			.default(os.availableParallelism()),
		DATA_DIR: z.string().default('./data'),
		DATABASE_URL: z
			.string()
			.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
			.optional()
			.or(z.literal('').transform(() => undefined)),
		ADMIN_EMAIL: z.string().optional(),
		ADMIN_PASSWORD: z.string().optional(),
		// The password as `npm run admin -- --hash` prints it, so the password itself is in no environment.
		ADMIN_PASSWORD_HASH: z
			.string()
			.refine((value) => value === '' || passwordHashParams(value) !== undefined, {
				message: 'ADMIN_PASSWORD_HASH must be a hash that `npm run admin -- --hash` printed (scrypt$N$r$p$salt$key)',
			})
			.optional(),
		SAMPLE_CONTENT: flag(true),
		PUBLIC_URL: z
			.url()
			.optional()
			.or(z.literal('').transform(() => undefined)),
		TRUST_PROXY: flag(false),
		UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_MAX_BYTES),
		LOG_REQUESTS: flag(true),
		LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
		CONTACT_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
		API_RATE_LIMIT: z.coerce.number().int().min(0).default(600),
		UPLOAD_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
		SERVER_CACHE: flag(true),
		TRASH_DAYS: z.coerce.number().int().min(1, 'TRASH_DAYS must be at least 1').max(3650).default(30),
		AUDIT_DAYS: z.coerce
			.number()
			.int('AUDIT_DAYS must be a whole number of days')
			.min(1, 'AUDIT_DAYS must be at least 1')
			.max(3650, 'AUDIT_DAYS must be at most 3650')
			.default(365),
		APPLICATION_DAYS: z.coerce
			.number()
			.int('APPLICATION_DAYS must be a whole number of days')
			.min(1, 'APPLICATION_DAYS must be at least 1')
			.max(3650, 'APPLICATION_DAYS must be at most 3650')
			.default(180),
		ANALYTICS_RAW_DAYS: z.coerce
			.number()
			.int('ANALYTICS_RAW_DAYS must be a whole number of days')
			.min(1, 'ANALYTICS_RAW_DAYS must be at least 1')
			.max(3650, 'ANALYTICS_RAW_DAYS must be at most 3650')
			.default(30),
		S3_BUCKET: z
			.string()
			.regex(
				/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
				'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
			)
			.optional()
			.or(z.literal('').transform(() => undefined)),
		S3_FORCE_PATH_STYLE: flag(false),
		SMTP_URL: z
			.string()
			// The message never repeats the value: it may hold the SMTP password.
			.refine(isSmtpUrl, 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com')
			.optional()
			.or(z.literal('').transform(() => undefined)),
		CONTACT_NOTIFY_TO: z
			.string()
			.transform((value) =>
				value
					.split(',')
					.map((address) => address.trim())
					.filter(Boolean),
			)
			.pipe(
				z
					.array(z.email('CONTACT_NOTIFY_TO must be e-mail addresses separated by commas'))
					.max(20, 'CONTACT_NOTIFY_TO: at most 20 addresses'),
			)
			.optional(),
		CONTACT_NOTIFY_FROM: z
			.email('CONTACT_NOTIFY_FROM must be an e-mail address')
			.optional()
			.or(z.literal('').transform(() => undefined)),
	})
	.superRefine((env, ctx) => {
		if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD_HASH)
			ctx.addIssue({
				code: 'custom',
				path: ['ADMIN_PASSWORD_HASH'],
				message: 'Set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both',
			})
		// Addresses with nowhere to send from would silently send nothing. SMTP_URL alone is complete: the
		// recipients are a setting (docs/decisions/0043-settings-mail-and-announcement.md).
		if (!env.SMTP_URL && (env.CONTACT_NOTIFY_TO ?? []).length > 0)
			ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL is needed with CONTACT_NOTIFY_TO' })
	})

function isSmtpUrl(value: string): boolean {
	try {
		const url = new URL(value)
		return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
	} catch {
		return false
	}
}

/**
 * How the site sends e-mail (SMTP_URL set), or undefined. Who hears of contact messages is a setting
 * (`contact_alerts` in server/content/types/settings.ts); `fallbackTo` (CONTACT_NOTIFY_TO) is used while
 * that list is empty (docs/decisions/0043-settings-mail-and-announcement.md).
 */
export type MailConfig = {
	/** smtp:// or smtps:// with credentials: never logged. */
	smtpUrl: string
	from: string
	fallbackTo: string[]
}

/**
 * The sender: CONTACT_NOTIFY_FROM; else the SMTP user name when it is an address (what most providers
 * insist on); else no-reply at the site's own host name.
 */
function notificationSender(configured: string | undefined, smtpUrl: string, publicUrl: string | undefined): string {
	if (configured) return configured
	const user = decodeURIComponent(new URL(smtpUrl).username)
	if (z.email().safeParse(user).success) return user
	const host = publicUrl ? new URL(publicUrl).hostname : 'localhost'
	return `no-reply@${host}`
}

export type Config = {
	env: 'development' | 'production' | 'test'
	port: number
	host: string
	/** Worker processes serving this instance (server/cluster.ts); 1 runs the app in the one process. */
	webConcurrency: number
	dataDir: string
	databaseUrl: string | undefined
	adminEmail: string | undefined
	adminPassword: string | undefined
	/** The admin's password already hashed (ADMIN_PASSWORD_HASH), used instead of adminPassword. */
	adminPasswordHash: string | undefined
	sampleContent: boolean
	publicUrl: string | undefined
	trustProxy: boolean
	uploadMaxBytes: number
	logRequests: boolean
	logLevel: LogLevel
	/** Contact messages one client address may send per 10 minutes; 0 turns the limit off. */
	contactRateLimit: number
	/** Requests to the JSON API one client address may make per minute; 0 turns the limit off. */
	apiRateLimit: number
	/** Uploads one client address may make per minute; 0 turns the limit off. */
	uploadRateLimit: number
	/** Keep rendered public pages and API reads in memory (server/cache/); off only to compare or debug. */
	serverCache: boolean
	/** Deleted content stays this many days in the trash, restorable, before it is purged. */
	trashDays: number
	/** Audit log entries are kept this many days (server/auth/audit-log.ts), then pruned by the housekeeping. */
	auditDays: number
	/** Job applications (and their résumés) are erased this many days after they came (docs/design.md §17). */
	applicationDays: number
	/** Raw page views are kept this many days (then only their daily roll-ups): server/analytics/rollup.ts. */
	analyticsRawDays: number
	/** E-mail (contact messages, new-device alerts, the settings' test e-mail); undefined without SMTP_URL. */
	mail: MailConfig | undefined
	/** Uploads in this S3-compatible bucket (S3_BUCKET); undefined keeps them in DATA_DIR/uploads. */
	s3: S3Config | undefined
}

/** The bucket; credentials, region and endpoint come from the AWS SDK's own variables (AWS_*). */
export type S3Config = {
	bucket: string
	/** Path-style addresses (`endpoint/bucket/key`), what self-hosted servers such as Ceph's RADOS Gateway want. */
	forcePathStyle: boolean
}

/** Reads the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
	const parsed = EnvSchema.safeParse(env)
	if (!parsed.success) {
		const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
		throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
	}
	const e = parsed.data
	return {
		env: e.NODE_ENV,
		port: e.PORT,
		host: e.HOST,
		webConcurrency: e.WEB_CONCURRENCY,
		dataDir: path.resolve(e.DATA_DIR),
		databaseUrl: e.DATABASE_URL,
		adminEmail: e.ADMIN_EMAIL || undefined,
		adminPassword: e.ADMIN_PASSWORD || undefined,
		adminPasswordHash: e.ADMIN_PASSWORD_HASH || undefined,
		sampleContent: e.SAMPLE_CONTENT,
		publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
		trustProxy: e.TRUST_PROXY,
		uploadMaxBytes: e.UPLOAD_MAX_BYTES,
		logRequests: e.LOG_REQUESTS,
		logLevel: e.LOG_LEVEL,
		contactRateLimit: e.CONTACT_RATE_LIMIT,
		apiRateLimit: e.API_RATE_LIMIT,
		uploadRateLimit: e.UPLOAD_RATE_LIMIT,
		serverCache: e.SERVER_CACHE,
		trashDays: e.TRASH_DAYS,
		auditDays: e.AUDIT_DAYS,
		applicationDays: e.APPLICATION_DAYS,
		analyticsRawDays: e.ANALYTICS_RAW_DAYS,
		mail: e.SMTP_URL
			? {
					smtpUrl: e.SMTP_URL,
					from: notificationSender(e.CONTACT_NOTIFY_FROM, e.SMTP_URL, e.PUBLIC_URL),
					fallbackTo: e.CONTACT_NOTIFY_TO ?? [],
				}
			: undefined,
		s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, forcePathStyle: e.S3_FORCE_PATH_STYLE } : undefined,
	}
}
