// The benchmark's baseline (`npm run bench`, scripts/bench.ts): a bare node:http server that answers
// each benchmarked URL with the exact bytes the real server sent for it once (status, headers, body,
// already compressed), straight from memory. What it manages on this machine is the ceiling a Node
// process can reach for those responses; the real server is measured against it.
//
//   node scripts/bench-baseline.js <responses.json>
//
// responses.json: [{ "path": "/blog", "status": 200, "headers": { "content-type": "..." }, "body": "<base64>" }]
// Listens on 127.0.0.1 on a free port and prints one line, {"port": N}, once it is listening.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const file = process.argv[2]
if (!file) {
	console.error('usage: node scripts/bench-baseline.js <responses.json>')
	process.exit(2)
}

/** @type {Array<{ path: string, status: number, headers: Record<string, string>, body: string }>} */
const recorded = JSON.parse(readFileSync(file, 'utf8'))
/** @type {Map<string, { status: number, headers: Record<string, string | number>, body: Buffer }>} */
const responses = new Map()
for (const entry of recorded) {
	const body = Buffer.from(entry.body, 'base64')
	responses.set(entry.path, {
		status: entry.status,
		headers: { ...entry.headers, 'content-length': body.length },
		body,
	})
}

const server = createServer((req, res) => {
	const response = responses.get(req.url ?? '')
	if (!response) {
		res.writeHead(404, { 'content-length': 0 })
		res.end()
		return
	}
	res.writeHead(response.status, response.headers)
	res.end(response.body)
})
// As the real server (server.js), so connections behave alike.
server.keepAliveTimeout = 65_000
server.listen(0, '127.0.0.1', () => {
	const address = server.address()
	console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }))
})

const stop = () => {
	server.close(() => process.exit(0))
	server.closeAllConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// The benchmark is the only reason to exist: go when it goes (its end of the IPC-less pipe closes).
process.stdin.on('end', stop)
process.stdin.resume()
