// After the e2e run: the servers' logs (one per Playwright worker) must hold none of the secrets and
// personal data the tests used: the admin's password, session tokens or cookies, Authorization headers,
// e-mail addresses, message bodies. `node scripts/check-log-secrets.js <log>...`
import { existsSync, readFileSync } from 'node:fs'

const PASSWORD = 'e2e admin password 2026'
const files = process.argv.slice(2)
if (files.length === 0) {
	console.error('Usage: node scripts/check-log-secrets.js <server log>...')
	process.exit(2)
}

let total = 0
let failed = false
for (const file of files) {
	if (!existsSync(file)) {
		console.error(`${file}: no such server log (did the e2e run start a server?)`)
		failed = true
		continue
	}
	const log = readFileSync(file, 'utf8')
	const requests = log.split('\n').filter((line) => line.includes('"msg":"request"')).length
	total += requests
	const findings = [
		['the admin password', log.includes(PASSWORD)],
		['a password hash', log.includes('scrypt$')],
		['a session cookie', /sigma_auth_token=/.test(log)],
		['an Authorization header', /authorization|bearer /i.test(log)],
		['an e-mail address', /[\w.+-]+@[\w-]+\.[\w.-]+/.test(log)],
		['a contact message field', /"(message|phone|email|body|password)"\s*:/.test(log)],
		['a query string', /"path":"[^"]*\?/.test(log)],
		['a password reset link', /\/(password-reset|reset-password)\/[\w-]{20,}/.test(log)],
		['an invitation link', /"path":"\/invitations\/(?!\[token\])/.test(log)],
	].filter(([, found]) => found)
	if (requests === 0) {
		console.error(`${file}: no request was logged, so nothing was checked`)
		failed = true
	}
	if (findings.length > 0) {
		console.error(`${file} holds ${findings.map(([what]) => what).join(', ')}`)
		failed = true
	}
}
if (failed) process.exit(1)
console.log(
	`Server logs of the e2e run (${files.length}): ${total} requests logged, no secret or personal data in them.`,
)
