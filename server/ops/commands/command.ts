/**
 * What an operations command (`npm run admin`, `backup`, `restore`) reads and writes: its environment and
 * its two outputs. `scripts/*.ts` run one with the process's own; tests run it in-process with theirs,
 * and run each script as a process too (docs/testing.md).
 */
export type CommandIo = {
	env: NodeJS.ProcessEnv
	out(text: string): void
	err(text: string): void
}

/** A command: its arguments (after `--`) in, its exit status out. */
export type Command = (args: string[], io: CommandIo) => Promise<number>

/** Runs `command` as the process it is: its arguments, environment, stdout and stderr, and exit status. */
export async function runAsProcess(command: Command): Promise<void> {
	process.exitCode = await command(process.argv.slice(2), {
		env: process.env,
		out: (text) => console.log(text),
		err: (text) => console.error(text),
	})
}

/** The arguments as `read` (parseArgs) takes them, or undefined after writing its complaint and the usage. */
export function parseArguments<T>(read: () => T, usage: string, err: (text: string) => void): T | undefined {
	try {
		return read()
	} catch (error) {
		err(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
		return undefined
	}
}
