import { type LogLevel, setLogDestination, setLogLevel } from '#server/logging.ts'

export type CapturedLogs = {
	/** Every line written since `captureLogs`, as written (JSON text, no newline). */
	lines: string[]
	/** The same, parsed. */
	entries(): Array<Record<string, unknown>>
	/** Back to stdout and a silent log, as test apps run. */
	restore(): void
}

/**
 * The app's log lines while a test runs. pino writes to the file descriptor, not through `console`, so
 * a spy on `console.log` would see nothing: the lines go to this array instead.
 */
export function captureLogs(level: Exclude<LogLevel, 'silent'> = 'info'): CapturedLogs {
	const lines: string[] = []
	setLogDestination({ write: (line: string) => void lines.push(line.trimEnd()) })
	setLogLevel(level)
	return {
		lines,
		entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
		restore() {
			setLogLevel('silent')
			setLogDestination()
		},
	}
}
