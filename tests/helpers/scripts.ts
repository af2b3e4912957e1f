import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project's folder, where the operations scripts run. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** `npm run <name> -- ...args` as node's arguments: the script through vite-node, as package.json runs it. */
export const operationsScript = (name: 'admin' | 'backup' | 'restore', args: readonly string[]) => [
	path.join(projectRoot, 'node_modules/vite-node/vite-node.mjs'),
	'--config',
	'scripts/vite-node.config.ts',
	`scripts/${name}.ts`,
	...args,
]
