// `npm run test:changed [-- <git ref>]`: the tests of what changed since the ref (default: the last commit,
// so uncommitted work): Vitest's changed mode (the unit and integration tests whose imports reach a changed
// file), then the browser specs of the screens that changed, chosen by the mapping below (docs/testing.md),
// on a fresh build. A change to a spec or its support runs that spec (support: every spec).
import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const specs = readdirSync(path.join(root, 'tests/e2e')).filter((name) => name.endsWith('.spec.ts'))

/** Specs every change to the public pages' frame touches: the layout, the keyboard, accessibility, the JS budget. */
const FRAME_SPECS = ['layout', 'site', 'keyboard', 'accessibility', 'public-javascript', 'no-javascript']
/** Files whose change reaches every screen's frame (the root, the styles, the shared layout and enhancements). */
const FRAME_FILES = [/^app\/root\.tsx$/, /^app\/app\.css$/, /^app\/components\/(site-|page-|layout)/, /^app\/enhance\//]
/** Words of a path that name no screen. */
const GENERIC = new Set(
	[
		'app',
		'routes',
		'components',
		'lib',
		'admin',
		'server',
		'shared',
		'index',
		'edit',
		'form',
		'forms',
		'ts',
		'tsx',
	].concat(['types', 'content', 'list', 'screen', 'screens', 'page', 'pages', 'item', 'items', 'support']),
)

/**
 * The mapping: a spec runs when a changed file under `app/` shares a word with the spec's name (words are
 * split on `/`, `-`, `.` and `_`, a plural `s` dropped: `app/routes/admin/blog-edit.tsx` → `blog` →
 * admin-blogs and blog-careers), when it changes the frame of every page (FRAME_FILES → FRAME_SPECS), or
 * when it is the spec itself or its support (`tests/e2e/support/` → every spec).
 */
export function specsFor(files: string[]): string[] {
	const chosen = new Set<string>()
	const words = (name: string) =>
		name
			.replace(/\.(spec\.)?tsx?$/, '')
			.split(/[/._-]+/)
			.map((word) => word.toLowerCase().replace(/s$/, ''))
			.filter((word) => word.length > 2 && !GENERIC.has(word))
	for (const file of files) {
		if (file.startsWith('tests/e2e/support/') || file === 'playwright.config.ts') return specs
		if (file.startsWith('tests/e2e/') && file.endsWith('.spec.ts')) chosen.add(path.basename(file))
		if (!file.startsWith('app/')) continue
		if (FRAME_FILES.some((pattern) => pattern.test(file))) for (const spec of FRAME_SPECS) chosen.add(`${spec}.spec.ts`)
		const fileWords = words(file)
		for (const spec of specs) if (words(spec).some((word) => fileWords.includes(word))) chosen.add(spec)
	}
	return specs.filter((spec) => chosen.has(spec))
}

const run = (command: string, args: string[]) => {
	console.log(`\n==> ${command} ${args.join(' ')}`)
	return spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1
}

function main() {
	const ref = process.argv[2] ?? 'HEAD'
	const git = (...args: string[]) =>
		execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
	const changed = [
		...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')]),
	]
	console.log(`Changed since ${ref}: ${changed.length ? changed.join(', ') : 'nothing'}`)
	let status = run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'integration', `--changed=${ref}`])
	const browser = specsFor(changed)
	if (browser.length === 0) {
		console.log('\n==> No screen changed: no browser spec to run')
	} else {
		status ||= run('npm', ['run', 'build', '--silent'])
		if (status === 0) status = run('npx', ['playwright', 'test', ...browser.map((spec) => `tests/e2e/${spec}`)])
	}
	process.exit(status)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
