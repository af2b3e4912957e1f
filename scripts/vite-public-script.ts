import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** The public pages' only script: their progressive enhancements (app/enhance/, ADR 0031). */
const ENTRY = 'app/enhance/index.ts'
const VIRTUAL_ID = 'virtual:public-script'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
/** React Router's client build (react-router.config.ts keeps the default build directory). */
const CLIENT_BUILD = 'build/client'

/**
 * Builds app/enhance/ as one more entry of the client build (hashed, minified, beside React Router's
 * chunks) and tells the server its address through `virtual:public-script`: in development the source
 * itself (Vite serves it), in the server build the file the client build wrote, read from its Vite
 * manifest, which React Router keeps until its server build is done.
 */
export function publicScript(): Plugin {
	let root = process.cwd()
	let command: 'build' | 'serve' = 'serve'
	let ssr = false
	return {
		name: 'public-script',
		configResolved(config) {
			root = config.root
			command = config.command
			ssr = Boolean(config.build.ssr)
		},
		buildStart() {
			if (command === 'build' && !ssr) this.emitFile({ type: 'chunk', id: path.join(root, ENTRY), name: 'enhance' })
		},
		resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
		load(id) {
			if (id !== RESOLVED_ID) return undefined
			// The browser never renders a public page (they are not hydrated), so its bundle needs no address.
			const script: PublicScriptFiles =
				command === 'serve' ? { src: `/${ENTRY}`, imports: [] } : ssr ? builtFiles(root) : { src: '', imports: [] }
			return `export default ${JSON.stringify(script)}`
		},
	}
}

/** The entry's address and those of the chunks it imports (shared with React's bundle), to preload. */
export type PublicScriptFiles = { src: string; imports: string[] }

type ManifestChunk = { file: string; imports?: string[] }

function builtFiles(root: string): PublicScriptFiles {
	const manifestFile = path.join(root, CLIENT_BUILD, '.vite/manifest.json')
	if (!fs.existsSync(manifestFile)) {
		throw new Error(
			`${manifestFile} is missing: the client build must run before the server build (react-router build)`,
		)
	}
	const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk | undefined>
	const entry = manifest[ENTRY]
	if (!entry) throw new Error(`${ENTRY} is not in the client build's manifest (${manifestFile})`)
	const imports = new Set<string>()
	const collect = (chunk: ManifestChunk) => {
		for (const key of chunk.imports ?? []) {
			const imported = manifest[key]
			if (!imported || imports.has(`/${imported.file}`)) continue
			imports.add(`/${imported.file}`)
			collect(imported)
		}
	}
	collect(entry)
	return { src: `/${entry.file}`, imports: [...imports] }
}
