import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the mail server received it: the envelope, the login, the headers and the decoded text. */
export type ReceivedMail = {
	envelopeFrom: string
	envelopeTo: string[]
	user: string | undefined
	raw: string
	/** Lower-case header names; values unfolded and with RFC 2047 words decoded. */
	headers: Map<string, string[]>
	/** The body, its transfer encoding undone, as UTF-8 text with \n line ends. */
	text: string
}

export type TestSmtpServer = {
	/** smtp://user:password@127.0.0.1:port */
	url: string
	user: string
	password: string
	received: ReceivedMail[]
	/** Resolves once `count` messages have arrived; fails after `timeoutMs`. */
	waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
	close(): Promise<void>
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package), with a login (AUTH PLAIN/LOGIN,
 * no TLS). `delayMs` holds each message before accepting it (a slow server); `reject` refuses the
 * recipients or the message with a 550.
 */
export async function startSmtpServer(
	options: { delayMs?: number; reject?: 'recipient' | 'message'; user?: string; password?: string } = {},
): Promise<TestSmtpServer> {
	const user = options.user ?? 'website@sigma.example'
	const password = options.password ?? 'smtp p@ss/w0rd:%#?'
	const received: ReceivedMail[] = []
	const waiting = new Set<() => void>()
	const server = new SMTPServer({
		logger: false,
		disabledCommands: ['STARTTLS'],
		allowInsecureAuth: true,
		authMethods: ['PLAIN', 'LOGIN'],
		onAuth(auth, _session, callback) {
			if (auth.username === user && auth.password === password) callback(null, { user: auth.username })
			else callback(new Error('Invalid username or password'))
		},
		onRcptTo(_address, _session, callback) {
			if (options.reject === 'recipient') {
				const error = new Error('Mailbox unavailable') as Error & { responseCode: number }
				error.responseCode = 550
				return callback(error)
			}
			callback()
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				const finish = () => {
					if (options.reject === 'message') {
						const error = new Error('Message refused') as Error & { responseCode: number }
						error.responseCode = 550
						return callback(error)
					}
					const raw = Buffer.concat(chunks).toString('latin1')
					received.push({
						envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
						envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
						user: typeof session.user === 'string' ? session.user : undefined,
						raw,
						...parseMessage(raw),
					})
					for (const wake of waiting) wake()
					callback()
				}
				if (options.delayMs) setTimeout(finish, options.delayMs)
				else finish()
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.server.address() as AddressInfo
	return {
		url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
		user,
		password,
		received,
		async waitFor(count, timeoutMs = 10_000) {
			if (received.length >= count) return received
			await new Promise<void>((resolve, reject) => {
				const timer = setTimeout(() => {
					waiting.delete(check)
					reject(new Error(`${received.length} of ${count} messages arrived within ${timeoutMs} ms`))
				}, timeoutMs)
				const check = () => {
					if (received.length < count) return
					clearTimeout(timer)
					waiting.delete(check)
					resolve()
				}
				waiting.add(check)
			})
			return received
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

const utf8 = (bytes: number[]) => Buffer.from(bytes).toString('utf8')

/** Undoes quoted-printable (RFC 2045 §6.7): soft line breaks and =XX bytes. */
function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
	const bytes: number[] = []
	const source = text.replace(/=\r?\n/g, '')
	for (let i = 0; i < source.length; i++) {
		const char = source[i]!
		if (char === '=' && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
			bytes.push(parseInt(source.slice(i + 1, i + 3), 16))
			i += 2
		} else if (underscoreIsSpace && char === '_') bytes.push(0x20)
		else bytes.push(char.charCodeAt(0))
	}
	return utf8(bytes)
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), joining adjacent ones. */
function decodeWords(value: string): string {
	return value
		.replace(/(\?=)\s+(=\?)/g, '$1$2')
		.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, text: string) =>
			encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text, true),
		)
}

function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text'> {
	const split = raw.indexOf('\r\n\r\n')
	const head = raw.slice(0, split)
	const body = raw.slice(split + 4)
	const headers = new Map<string, string[]>()
	for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
		const colon = line.indexOf(':')
		const name = line.slice(0, colon).trim().toLowerCase()
		const value = decodeWords(line.slice(colon + 1).trim())
		headers.set(name, [...(headers.get(name) ?? []), value])
	}
	const encoding = (headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase()
	const text =
		encoding === 'base64'
			? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
			: encoding === 'quoted-printable'
				? decodeQuotedPrintable(body)
				: Buffer.from(body, 'latin1').toString('utf8')
	return { headers, text: text.replace(/\r\n/g, '\n') }
}
