import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/*
 * The layers of docs/architecture.md, as lint errors. Project code is imported by its folder's alias
 * (#app/, #server/, #shared/, #tests/, #scripts/: package.json "imports"), so each rule below is a list of
 * forbidden specifiers. Type-only imports are allowed across layers: they leave nothing in the bundle.
 */
const RELATIVE = {
	// React Router's generated route types are the one exception (./+types/<route>).
	regex: String.raw`^\.\.?/(?!\+types/)`,
	message: 'Import project code by its alias (#app/, #server/, #shared/, …), not by a relative path.',
}
/**
 * @param {...object} patterns
 * @returns {import('eslint').Linter.RuleEntry}
 */
const restrict = (...patterns) => ['error', { patterns: [RELATIVE, SAMPLE_CONTENT, ...patterns] }]
/**
 * The sample company lives in sample-content/, outside the code (ADR 0046): only its seeder
 * (server/ops/sample-content.ts), the tests and the scripts read it.
 */
const SAMPLE_CONTENT = {
	regex: '^#sample-content/',
	message:
		'The sample company is data, not code: only server/ops/sample-content.ts, tests/ and scripts/ import sample-content/.',
}
const SAMPLE_CONTENT_READERS = ['server/ops/sample-content.ts', 'sample-content/**', 'tests/**', 'scripts/**']
const noServer = {
	regex: '^#server/',
	allowTypeImports: true,
	message: 'Browser code never imports server/: put what both sides run in shared/, or use a *.server.ts module.',
}
// Not even for a type: the browser's view of what a *.server.ts module answers lives in a plain .ts beside it.
const noServerModule = {
	regex: String.raw`\.server(\.tsx?)?$`,
	message:
		'Browser code never imports a *.server.ts module, not even a type: put the type in a plain .ts beside it (app/lib/admin-actions.ts beside admin-actions.server.ts).',
}

export default tseslint.config(
	{
		// tests/fixtures/ holds code for a copy of the project (tests/system/new-content-type.test.ts), checked there.
		ignores: [
			'build/',
			'data/',
			'.react-router/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
			'tests/fixtures/',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
		rules: {
			...reactHooks.configs.recommended.rules,
			// One order of imports, fixed by `eslint --fix`: the stylesheet; packages; then, after a blank line,
			// project code by its alias (shared/ first, then the layers that build on it), React Router's ./+types/ last.
			'simple-import-sort/imports': [
				'error',
				{
					groups: [
						[String.raw`^\u0000`],
						['^node:', String.raw`^@?\w`],
						['^#shared/', '^#server/', '^#app/', '^#tests/', '^#scripts/', '^#', String.raw`^\.`],
					],
				},
			],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'no-console': 'off',
			'no-restricted-imports': restrict(),
		},
	},
	// The browser runs every app module but *.server.ts (React Router strips loaders and actions from routes).
	{
		files: ['app/**/*.{ts,tsx}'],
		// routes.ts is configuration: React Router reads it at build time.
		ignores: ['app/**/*.server.{ts,tsx}', 'app/entry.server.tsx', 'app/routes.ts'],
		rules: { 'no-restricted-imports': restrict(noServer, noServerModule) },
	},
	// A route module's loader and action may read their content type and the *.server.ts modules: React Router
	// removes both, and what only they import, from the browser's bundle (tests/system/client-bundle.test.ts
	// checks the result).
	{
		files: ['app/routes/**/*.{ts,tsx}', 'app/root.tsx'],
		rules: {
			'no-restricted-imports': restrict({ ...noServer, regex: '^#server/(?!content/types/)' }),
		},
	},
	// The public pages' only script (ADR 0032): its own modules and shared/, never React or the components.
	{
		files: ['app/enhance/**/*.ts'],
		rules: {
			'no-restricted-imports': restrict(noServer, {
				regex: '^(?!#app/enhance/|#shared/)',
				message:
					'app/enhance/ is all the JavaScript a public page loads: it imports only app/enhance/ and shared/ (no React, no packages).',
			}),
		},
	},
	// Code both sides run: no server, no app, no Node built-ins.
	{
		files: ['shared/**/*.ts'],
		rules: {
			'no-restricted-imports': restrict(noServer, {
				regex: '^(#app/|node:)',
				message: 'shared/ runs in the browser and on the server: it imports only shared/ and packages.',
			}),
		},
	},
	// The domain layer knows no HTTP and no screens; nor do the analytics' counting and reports.
	{
		files: ['server/content/**/*.ts', 'server/analytics/**/*.ts'],
		rules: {
			'no-restricted-imports': restrict({
				regex: '^(#server/api/|#app/|express|react-router|multer)',
				allowTypeImports: true,
				message: 'Content modules know no HTTP: they take data and answer data or throw (server/content/errors.ts).',
			}),
		},
	},
	// Screens reach data through the domain (server/), never with a query of their own.
	{
		files: ['app/**/*.{ts,tsx}'],
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					selector:
						"CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]",
					message: 'No SQL in app/: call the domain module in server/ that owns the table (docs/architecture.md).',
				},
			],
		},
	},
	// The JSON API reaches data only through the content modules.
	{
		files: ['server/api/**/*.ts'],
		rules: {
			'no-restricted-imports': restrict({
				regex: '^(kysely|#server/db/(?!errors\\.ts))',
				allowTypeImports: true,
				message: 'The JSON API reaches data only through server/content/ (no SQL here).',
			}),
		},
	},
	// What may read the sample company (SAMPLE_CONTENT above).
	{
		files: SAMPLE_CONTENT_READERS,
		rules: { 'no-restricted-imports': ['error', { patterns: [RELATIVE] }] },
	},
)
