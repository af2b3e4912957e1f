import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { adminCommand } from '#server/ops/commands/admin.ts'
import { backupCommand, restoreCommand } from '#server/ops/commands/backup.ts'
import type { Command } from '#server/ops/commands/command.ts'

/** The project's folder, where the operations scripts run. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

type ScriptName = 'admin' | 'backup' | 'restore'
export type ScriptResult = { code: number; stdout: string; stderr: string }

/** `npm run <name> -- ...args` as node's arguments: the script through vite-node, as package.json runs it. */
export const operationsScript = (name: ScriptName, args: readonly string[]) => [
	path.join(projectRoot, 'node_modules/vite-node/vite-node.mjs'),
	'--config',
	'scripts/vite-node.config.ts',
	`scripts/${name}.ts`,
	...args,
]

/**
 * `npm run <name> -- ...args` as its own process, in the project's folder, with `env` on top of this
 * process's. A process costs seconds (vite-node compiles the server's modules): each script has a test
 * that runs it so, and its other tests run its command in-process (`runCommand`).
 */
export function runScript(name: ScriptName, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptResult> {
	return new Promise((resolve) => {
		execFile(
			process.execPath,
			operationsScript(name, args),
			{ cwd: projectRoot, env: { ...process.env, ...env } },
			(error, stdout, stderr) => {
				const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
				resolve({ code, stdout, stderr })
			},
		)
	})
}

const commands: Record<ScriptName, Command> = { admin: adminCommand, backup: backupCommand, restore: restoreCommand }

/** What `runScript` does, in this process: the script's command, `env` on top of this process's. */
export async function runCommand(name: ScriptName, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptResult> {
	let stdout = ''
	let stderr = ''
	const code = await commands[name](args, {
		env: { ...process.env, ...env },
		out: (text) => void (stdout += `${text}\n`),
		err: (text) => void (stderr += `${text}\n`),
	})
	return { code, stdout, stderr }
}
