// `npm start`: serve the production build, building it first when there is none.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync(new URL('../build/server/index.js', import.meta.url))) {
	console.log('No production build found: building it once (npm run build)...')
	const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
	if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('../server.js')
