import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'

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
		})
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
})
