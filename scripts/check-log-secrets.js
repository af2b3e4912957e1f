// After the e2e run: the server's log must hold none of the secrets and personal data the tests used:
// the admin's password, session tokens or cookies, Authorization headers, e-mail addresses, message bodies.
import { readFileSync } from 'node:fs'

const [file = '.test-reports/e2e-server.log', password = 'e2e admin password 2026'] = process.argv.slice(2)
const log = readFileSync(file, 'utf8')
const requests = log.split('\n').filter((line) => line.includes('"msg":"request"')).length
const findings = [
	['the admin password', log.includes(password)],
	['a session cookie', /sigma_auth_token=/.test(log)],
	['an Authorization header', /authorization|bearer /i.test(log)],
	['an e-mail address', /[\w.+-]+@[\w-]+\.[\w.-]+/.test(log)],
	['a contact message field', /"(message|phone|email|body|password)"\s*:/.test(log)],
	['a query string', /"path":"[^"]*\?/.test(log)],
].filter(([, found]) => found)

if (requests === 0) {
	console.error(`${file}: no request was logged, so nothing was checked`)
	process.exit(1)
}
if (findings.length > 0) {
	console.error(`${file} holds ${findings.map(([what]) => what).join(', ')}`)
	process.exit(1)
}
console.log(`Server log of the e2e run: ${requests} requests logged, no secret or personal data in it.`)
