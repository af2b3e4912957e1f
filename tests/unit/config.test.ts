import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { loadConfig } from '#server/config.ts'
import { cheapPasswordHash } from '#tests/helpers/admin-password.ts'

describe('loadConfig', () => {
	it('has the documented defaults', () => {
		const config = loadConfig({})
		expect(config).toMatchObject({
			port: 3000,
			host: '0.0.0.0',
			dataDir: path.resolve('./data'),
			databaseUrl: undefined,
			sampleContent: true,
			trustProxy: false,
			uploadMaxBytes: 10 * 1024 * 1024,
			env: 'production',
			serverCache: true,
			webConcurrency: os.availableParallelism(),
		})
	})

	it('runs WEB_CONCURRENCY workers, at least one', () => {
		expect(loadConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4)
		expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1)
		for (const bad of ['0', '-2', '1.5', 'many'])
			expect(() => loadConfig({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY/)
	})

	it('reads flags and trims the public URL', () => {
		const config = loadConfig({ SAMPLE_CONTENT: '0', TRUST_PROXY: 'true', PUBLIC_URL: 'https://sigma.example/' })
		expect(config.sampleContent).toBe(false)
		expect(config.trustProxy).toBe(true)
		expect(config.publicUrl).toBe('https://sigma.example')
		expect(loadConfig({ SERVER_CACHE: '0' }).serverCache).toBe(false)
	})

	it('stops with a message that names each bad variable', () => {
		expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/)
	})

	it('takes the admin password as ADMIN_PASSWORD or as a hash, never both, and refuses what is not a hash', async () => {
		const hash = await cheapPasswordHash('a test password')
		expect(loadConfig({ ADMIN_PASSWORD_HASH: hash }).adminPasswordHash).toBe(hash)
		expect(loadConfig({ ADMIN_PASSWORD_HASH: '' }).adminPasswordHash).toBeUndefined()
		expect(() => loadConfig({ ADMIN_PASSWORD: 'a test password', ADMIN_PASSWORD_HASH: hash })).toThrow(/not both/)
		for (const bad of ['a test password', 'scrypt$1000$8$1$c2FsdA$a2V5', 'bcrypt$10$abc'])
			expect(() => loadConfig({ ADMIN_PASSWORD_HASH: bad })).toThrow(/ADMIN_PASSWORD_HASH must be a hash/)
		// The message never repeats what was given: it may be the password itself, pasted by mistake.
		expect(() => loadConfig({ ADMIN_PASSWORD_HASH: 'my secret passphrase' })).not.toThrow(/secret/)
	})

	it('keeps uploads in the local folder unless S3_BUCKET names a bucket', () => {
		expect(loadConfig({}).s3).toBeUndefined()
		expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined()
		expect(loadConfig({ S3_BUCKET: 'sigma-uploads' }).s3).toEqual({ bucket: 'sigma-uploads', forcePathStyle: false })
		expect(loadConfig({ S3_BUCKET: 'sigma.uploads', S3_FORCE_PATH_STYLE: '1' }).s3).toEqual({
			bucket: 'sigma.uploads',
			forcePathStyle: true,
		})
		expect(() => loadConfig({ S3_BUCKET: 'Sigma_Uploads' })).toThrow(/S3_BUCKET must be a bucket name/)
	})

	describe('e-mail (SMTP_URL, CONTACT_NOTIFY_TO)', () => {
		const SMTP = 'smtps://mailer:s3cret%2Fpass@mail.example.com:465'

		it('is off without SMTP_URL', () => {
			expect(loadConfig({}).mail).toBeUndefined()
			expect(loadConfig({ SMTP_URL: '', CONTACT_NOTIFY_TO: '' }).mail).toBeUndefined()
		})

		it('is on with SMTP_URL alone: the recipients are a setting, CONTACT_NOTIFY_TO their fallback', () => {
			expect(loadConfig({ SMTP_URL: SMTP }).mail).toEqual({ smtpUrl: SMTP, from: 'no-reply@localhost', fallbackTo: [] })
		})

		it('take an smtp:// or smtps:// URL and a comma-separated list of addresses', () => {
			expect(
				loadConfig({ SMTP_URL: SMTP, CONTACT_NOTIFY_TO: ' sales@sigma.example,owner@sigma.example , ' }).mail,
			).toEqual({
				smtpUrl: SMTP,
				fallbackTo: ['sales@sigma.example', 'owner@sigma.example'],
				from: 'no-reply@localhost',
			})
			expect(
				loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', CONTACT_NOTIFY_TO: 'sales@sigma.example' }).mail?.fallbackTo,
			).toEqual(['sales@sigma.example'])
		})

		it('send from CONTACT_NOTIFY_FROM, else the SMTP user when it is an address, else no-reply at the site', () => {
			const to = 'sales@sigma.example'
			expect(
				loadConfig({ SMTP_URL: SMTP, CONTACT_NOTIFY_TO: to, CONTACT_NOTIFY_FROM: 'web@sigma.example' }).mail?.from,
			).toBe('web@sigma.example')
			expect(
				loadConfig({ SMTP_URL: 'smtp://web%40sigma.example:pw@mail.example.com', CONTACT_NOTIFY_TO: to }).mail?.from,
			).toBe('web@sigma.example')
			expect(
				loadConfig({ SMTP_URL: SMTP, CONTACT_NOTIFY_TO: to, PUBLIC_URL: 'https://www.sigma.example/' }).mail?.from,
			).toBe('no-reply@www.sigma.example')
		})

		it.each([
			['http://mail.example.com', 'SMTP_URL'],
			['smtps://', 'SMTP_URL'],
			['mail.example.com:587', 'SMTP_URL'],
		])('refuse the SMTP_URL %s, naming it', (url, name) => {
			expect(() => loadConfig({ SMTP_URL: url, CONTACT_NOTIFY_TO: 'sales@sigma.example' })).toThrow(name)
		})

		it('never repeat the SMTP password in an error', () => {
			const url = 'ftp://user:hunter2-secret@mail.example.com'
			expect(() => loadConfig({ SMTP_URL: url, CONTACT_NOTIFY_TO: 'sales@sigma.example' })).toThrow(
				expect.objectContaining({ message: expect.not.stringContaining('hunter2-secret') }),
			)
		})

		it.each([
			[{ CONTACT_NOTIFY_TO: 'sales@sigma.example' }, /SMTP_URL is needed with CONTACT_NOTIFY_TO/],
			[{ SMTP_URL: SMTP, CONTACT_NOTIFY_TO: 'sales@sigma.example, not an address' }, /CONTACT_NOTIFY_TO/],
			[{ SMTP_URL: SMTP, CONTACT_NOTIFY_TO: 'a@b.example\r\nBcc: x@y.example' }, /CONTACT_NOTIFY_TO/],
			[
				{ SMTP_URL: SMTP, CONTACT_NOTIFY_TO: 'sales@sigma.example', CONTACT_NOTIFY_FROM: 'nobody' },
				/CONTACT_NOTIFY_FROM/,
			],
		])('refuse half a setting or a bad address (%o)', (env, message) => {
			expect(() => loadConfig(env)).toThrow(message)
		})
	})
})
