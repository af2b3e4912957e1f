import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/**
 * A software authenticator for the integration tests: an ES256 key pair and the WebAuthn payloads built
 * by hand (clientDataJSON, authenticator data, a 'none' attestation in CBOR, the COSE key, the signature),
 * so the server's verification runs on real bytes and each check can be broken on purpose.
 */

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** The authenticator data flags (WebAuthn §6.1). */
export const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const

type Cbor = number | string | Uint8Array | CborMap | CborObject
type CborMap = Map<Cbor, Cbor>
type CborObject = { [key: string]: Cbor }

/** The little CBOR (RFC 8949) a 'none' attestation needs: integers, byte and text strings, maps. */
export function cbor(value: Cbor): Buffer {
	const head = (major: number, length: number): Buffer => {
		if (length < 24) return Buffer.from([(major << 5) | length])
		if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
		if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
		const bytes = Buffer.alloc(5)
		bytes[0] = (major << 5) | 26
		bytes.writeUInt32BE(length, 1)
		return bytes
	}
	if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
	if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)])
	if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
	const entries: Array<[Cbor, Cbor]> = value instanceof Map ? [...value] : Object.entries(value)
	return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])])
}

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } }
type RequestOptions = { challenge: string; rpId?: string }

/** What a test may change to make a payload wrong. */
export type Tamper = {
	origin?: string
	rpId?: string
	challenge?: string
	type?: string
	flags?: number
	counter?: number
}

export class SoftAuthenticator {
	readonly credentialId = randomBytes(32)
	private readonly privateKey: KeyObject
	private readonly publicKey: KeyObject
	/** The signature counter: each assertion adds one (0 stays 0 with `counting: false`). */
	counter: number
	userHandle: string | undefined

	constructor(
		readonly origin: string,
		private readonly options: { counting?: boolean; synced?: boolean } = {},
	) {
		const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
		this.privateKey = pair.privateKey
		this.publicKey = pair.publicKey
		this.counter = options.counting === false ? 0 : 1
	}

	get id() {
		return b64url(this.credentialId)
	}

	private flags(extra: number) {
		return FLAGS.UP | FLAGS.UV | (this.options.synced ? FLAGS.BE | FLAGS.BS : 0) | extra
	}

	/** The credential's public key as COSE (EC2, ES256, P-256). */
	private coseKey(): Buffer {
		const jwk = this.publicKey.export({ format: 'jwk' })
		return cbor(
			new Map<Cbor, Cbor>([
				[1, 2],
				[3, -7],
				[-1, 1],
				[-2, Buffer.from(jwk.x!, 'base64url')],
				[-3, Buffer.from(jwk.y!, 'base64url')],
			]),
		)
	}

	private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
		const count = Buffer.alloc(4)
		count.writeUInt32BE(counter)
		return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])])
	}

	private clientData(type: string, challenge: string, origin: string) {
		return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
	}

	/** The credential as @simplewebauthn/browser sends it, around an authenticator's `response`. */
	private credential<Response>(response: Response) {
		const base = { id: this.id, rawId: this.id, type: 'public-key' }
		return { ...base, response, authenticatorAttachment: 'platform', clientExtensionResults: {} }
	}

	/** The answer `startRegistration()` would give for `options`: a 'none' attestation of a new key. */
	register(options: CreationOptions, tamper: Tamper = {}) {
		this.userHandle = options.user.id
		const idLength = Buffer.alloc(2)
		idLength.writeUInt16BE(this.credentialId.length)
		const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()])
		const flags = tamper.flags ?? this.flags(FLAGS.AT)
		const authData = this.authenticatorData(tamper.rpId ?? options.rp.id!, flags, tamper.counter ?? 0, attested)
		const clientDataJSON = this.clientData(
			tamper.type ?? 'webauthn.create',
			tamper.challenge ?? options.challenge,
			tamper.origin ?? this.origin,
		)
		return this.credential({
			clientDataJSON: b64url(clientDataJSON),
			attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
			transports: ['internal'],
		})
	}

	/** The answer `startAuthentication()` would give for `options`, signed with the key. */
	authenticate(options: RequestOptions, tamper: Tamper = {}) {
		if (tamper.counter === undefined && this.counter > 0) this.counter++
		const authData = this.authenticatorData(
			tamper.rpId ?? options.rpId!,
			tamper.flags ?? this.flags(0),
			tamper.counter ?? this.counter,
		)
		const clientDataJSON = this.clientData(
			tamper.type ?? 'webauthn.get',
			tamper.challenge ?? options.challenge,
			tamper.origin ?? this.origin,
		)
		// ES256: ECDSA over authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded (node's default).
		const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey)
		return this.credential({
			clientDataJSON: b64url(clientDataJSON),
			authenticatorData: b64url(authData),
			signature: b64url(signature),
			...(this.userHandle && { userHandle: this.userHandle }),
		})
	}
}
