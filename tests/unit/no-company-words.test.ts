import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { SAMPLE_COMPANY } from '#sample-content/company.ts'
import { sampleContent } from '#sample-content/items.ts'
import { SAMPLE_PAGES } from '#sample-content/pages.ts'

/**
 * The code serves any company (ADR 0046): no file of app/, server/ or shared/ holds the sample company's
 * words (sample-content/ does, and the settings and pages the admin edits). Lower-case technical names
 * that begin with `sigma` (the spec's `sigma_auth_token` cookie and the storage names beside it) are
 * not words anyone reads, and are allowed.
 */
const root = path.resolve(import.meta.dirname, '../..')
const CODE_FOLDERS = ['app', 'server', 'shared']

function codeFiles(folder: string): string[] {
	return fs
		.readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && /\.(tsx?|jsx?|css|html|svg)$/.test(entry.name))
		.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

/** Every text of `value` (strings in objects and lists), the sentences and names the sample company wrote. */
const textsOf = (value: unknown): string[] =>
	typeof value === 'string'
		? [value]
		: Array.isArray(value)
			? value.flatMap(textsOf)
			: value && typeof value === 'object'
				? Object.values(value).flatMap(textsOf)
				: []

const { address } = SAMPLE_COMPANY
/** Its name, contact details and profiles, and the longer texts of its pages and items (short ones are common words). */
const companyWords = [
	...new Set([
		SAMPLE_COMPANY.name,
		SAMPLE_COMPANY.tagline,
		SAMPLE_COMPANY.description,
		SAMPLE_COMPANY.phone,
		SAMPLE_COMPANY.email,
		address.street,
		address.city,
		address.region,
		address.postal_code,
		...SAMPLE_COMPANY.social.map((profile) => profile.url),
		...textsOf(SAMPLE_PAGES).filter((text) => text.length >= 40),
		...textsOf(sampleContent).filter((text) => text.length >= 40 && !text.startsWith('https://')),
	]),
]

describe('no file of the code names the sample company', () => {
	const files = CODE_FOLDERS.flatMap(codeFiles)

	it('reads the code and the words', () => {
		expect(files.length).toBeGreaterThan(100)
		expect(companyWords.length).toBeGreaterThan(20)
	})

	it.each(files)('%s', (file) => {
		const text = fs.readFileSync(path.join(root, file), 'utf8')
		const found = companyWords.filter((words) => text.includes(words))
		// 'Sigma' as a word or the start of a product's name (SigmaVision), never the lower-case technical names.
		const named = text.match(/\bSigma(?=[A-Z\s])/g) ?? []
		expect([...found, ...named]).toEqual([])
	})
})
