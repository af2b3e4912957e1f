import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { root } from '#scripts/bench/options.ts'
import { log, temporaryDirs } from '#scripts/bench/processes.ts'

/**
 * Seeding the sample content (drawing and encoding every image) is most of a start-up. Its result
 * depends only on the build, so the DATA_DIR of a run, once its servers have stopped cleanly, is kept
 * under node_modules/.cache and copied into the next run's fresh DATA_DIR for the same build.
 */
export function sampleDataTemplate(): string {
	const dir = path.join(root, 'build/server')
	const hash = createHash('sha256')
	for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
		if (file.endsWith('.js')) hash.update(file).update(readFileSync(path.join(dir, file)))
	}
	return path.join(root, 'node_modules/.cache/sigma-bench', `data-${hash.digest('hex').slice(0, 16)}`)
}

export async function keepSampleData(dataDir: string, template: string): Promise<void> {
	try {
		const parent = path.dirname(template)
		await fs.mkdir(parent, { recursive: true })
		// Only the newest build's copy is kept.
		for (const old of await fs.readdir(parent)) {
			if (old.startsWith('data-')) await fs.rm(path.join(parent, old), { recursive: true, force: true })
		}
		const partial = `${template}.partial-${process.pid}`
		temporaryDirs.add(partial)
		await fs.cp(dataDir, partial, { recursive: true })
		await fs.rename(partial, template)
		temporaryDirs.delete(partial)
	} catch (error) {
		log(`could not keep the sample data for the next run: ${error instanceof Error ? error.message : String(error)}`)
	}
}

/** Whether the server build contains `text` (e.g. reads an environment variable of that name). */
export function buildMentions(text: string): boolean {
	const dir = path.join(root, 'build/server')
	const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
	return files.some((file) => readFileSync(path.join(dir, file), 'utf8').includes(text))
}
