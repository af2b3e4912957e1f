import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The layers of docs/architecture.md are lint rules (eslint.config.js): each case below must hold. */
const eslint = new ESLint()

async function importProblems(filePath: string, source: string): Promise<string[]> {
	const [result] = await eslint.lintText(`${source}\nexport const used = [value]\n`, { filePath })
	return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const cases: Array<[file: string, source: string, allowed: boolean]> = [
	// Browser code never imports server/, but may import shared/ and take types from anywhere.
	['app/components/x.tsx', "import { value } from '#server/content/registry.ts'", false],
	['app/components/x.tsx', "import { value } from '#shared/pictures.ts'", true],
	['app/components/x.tsx', "import { type value } from '#server/content/types/blogs.ts'", true],
	['app/lib/x.server.ts', "import { value } from '#server/content/registry.ts'", true],
	// Nor a *.server.ts module, not even for a type: the browser's types live in a plain .ts beside it.
	['app/components/x.tsx', "import { value } from '#app/lib/admin-actions.server.ts'", false],
	['app/components/x.tsx', "import { type value } from '#app/lib/admin-actions.server.ts'", false],
	['app/lib/x.ts', "import { type value } from '#app/components/toast-action.server.tsx'", false],
	['app/components/x.tsx', "import { type value } from '#app/lib/admin-actions.ts'", true],
	['app/lib/x.server.ts', "import { value } from '#app/lib/toast.server.ts'", true],
	// Route modules' loaders may read their content type, and nothing else of server/.
	['app/routes/x.tsx', "import { value } from '#server/content/types/blogs.ts'", true],
	['app/routes/x.tsx', "import { value } from '#server/db/database.ts'", false],
	// Their loaders and actions call the *.server.ts modules (React Router strips both from the bundle).
	['app/routes/x.tsx', "import { value } from '#app/lib/admin-screens.server.ts'", true],
	['app/root.tsx', "import { value } from '#app/lib/toast.server.ts'", true],
	// The public pages' script imports its own modules and shared/ only: no React, no components.
	['app/enhance/x.ts', "import { value } from 'react'", false],
	['app/enhance/x.ts', "import { value } from '#app/components/site-header.tsx'", false],
	['app/enhance/x.ts', "import { value } from '#shared/faq-search.ts'", true],
	['app/enhance/x.ts', "import { value } from '#app/enhance/motion.ts'", true],
	// shared/ runs on both sides.
	['shared/x.ts', "import { value } from '#server/content/fields.ts'", false],
	['shared/x.ts', "import { value } from '#app/lib/site-settings.ts'", false],
	['shared/x.ts', "import { value } from 'node:fs'", false],
	// The domain layer knows no HTTP.
	['server/content/x.ts', "import { value } from 'express'", false],
	['server/content/x.ts', "import { value } from '#server/api/http.ts'", false],
	['server/content/x.ts', "import { value } from '#server/db/database.ts'", true],
	['server/analytics/x.ts', "import { value } from 'express'", false],
	['server/analytics/x.ts', "import { value } from '#server/db/database.ts'", true],
	// The JSON API has no SQL: it reaches data through server/content/.
	['server/api/x.ts', "import { value } from 'kysely'", false],
	['server/api/x.ts', "import { value } from '#server/db/database.ts'", false],
	['server/api/x.ts', "import { value } from '#server/content/registry.ts'", true],
	// The sample company is data (ADR 0046): only its seeder, the tests and the scripts read it.
	['app/components/x.tsx', "import { value } from '#sample-content/company.ts'", false],
	['server/content/x.ts', "import { value } from '#sample-content/pages.ts'", false],
	['server/x.ts', "import { value } from '#sample-content/company.ts'", false],
	['shared/x.ts', "import { value } from '#sample-content/company.ts'", false],
	['server/ops/sample-content.ts', "import { value } from '#sample-content/items.ts'", true],
	['tests/x.ts', "import { value } from '#sample-content/company.ts'", true],
	// One import style: aliases, never relative paths (but React Router's generated route types).
	['server/x.ts', "import { value } from './y.ts'", false],
	['tests/x.ts', "import { value } from '../server/y.ts'", false],
	['app/routes/x.tsx', "import { value } from './+types/x'", true],
]

describe('layer boundaries are lint errors', () => {
	it.each(cases)('%s: %s (allowed: %s)', async (file, source, allowed) => {
		const problems = await importProblems(file, source)
		expect(problems, problems.join('\n')).toHaveLength(allowed ? 0 : 1)
	})
})

describe('no SQL in app/', () => {
	const sqlProblems = async (filePath: string, source: string) => {
		const [result] = await eslint.lintText(source, { filePath })
		return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax')
	}
	const query = "declare const db: any\nexport const row = db.selectFrom('admin_users').selectAll().execute()\n"

	it.each(['app/lib/x.server.ts', 'app/routes/x.tsx'])('a query in %s is an error', async (file) => {
		expect(await sqlProblems(file, query)).toHaveLength(1)
	})

	it('is what server/ is for', async () => {
		expect(await sqlProblems('server/auth/x.ts', query)).toEqual([])
	})
})

describe('one order of imports', () => {
	const orderProblems = async (filePath: string, source: string) => {
		const [result] = await eslint.lintText(`${source}\nexport const used = [a, b, c]\n`, { filePath })
		return (result?.messages ?? []).filter((message) => message.ruleId === 'simple-import-sort/imports')
	}

	it('packages, a blank line, then shared/, server/, app/ and the route types', async () => {
		const sorted = [
			"import { a } from 'react-router'",
			'',
			"import { b } from '#shared/pictures.ts'",
			"import { c } from '#app/lib/meta.ts'",
			"import type { Route } from './+types/x'",
		].join('\n')
		expect(await orderProblems('app/routes/x.tsx', sorted)).toEqual([])
	})

	it('any other order is an error (eslint --fix sorts it)', async () => {
		const unsorted = [
			"import { c } from '#app/lib/meta.ts'",
			"import { b } from '#shared/pictures.ts'",
			"import { a } from 'react-router'",
		].join('\n')
		expect(await orderProblems('app/routes/x.tsx', unsorted)).toHaveLength(1)
	})
})
