import { Readable } from 'node:stream'
import {
	type BucketLocationConstraint,
	CreateBucketCommand,
	DeleteObjectsCommand,
	GetObjectCommand,
	HeadBucketCommand,
	ListObjectsV2Command,
	PutObjectCommand,
	S3Client,
	S3ServiceException,
} from '@aws-sdk/client-s3'

import { UPLOADS_URL_PREFIX } from '#shared/image-urls.ts'
import { contentTypeOf, UPLOAD_CACHE_CONTROL } from '#server/uploads/content-types.ts'
import { isProbeName, isStoredName, type UploadStorage } from '#server/uploads/storage.ts'

/**
 * Uploads in an S3-compatible bucket (AWS S3, Ceph's RADOS Gateway, MinIO...): one object per stored
 * name, at the bucket's top level. The SDK takes its credentials, region and endpoint from the standard
 * variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_ENDPOINT_URL_S3, or a profile);
 * self-hosted servers usually want path-style addresses (`S3_FORCE_PATH_STYLE=1`).
 */
export type S3StorageOptions = {
	bucket: string
	forcePathStyle: boolean
	client?: S3Client
	/**
	 * Keys start with this (`private/resumes/`: server/uploads/private-storage.ts). A key with a `/` is never a
	 * stored name of the public uploads (`isStoredName`), so /uploads cannot reach it. None for the uploads.
	 */
	prefix?: string
}

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000

export type S3UploadStorage = UploadStorage & {
	readonly bucket: string
	readonly client: S3Client
	/** Makes sure the bucket exists (creating it when missing); a clear error when the server cannot be used. */
	ensureBucket(): Promise<void>
}

export function createS3Client(forcePathStyle: boolean): S3Client {
	return new S3Client({
		forcePathStyle,
		// Self-hosted servers may not know the newer checksum headers: send and check them only where S3 requires them.
		requestChecksumCalculation: 'WHEN_REQUIRED',
		responseChecksumValidation: 'WHEN_REQUIRED',
		// An unreachable endpoint fails in seconds rather than hanging the start.
		requestHandler: { connectionTimeout: 5_000 },
	})
}

const statusOf = (error: unknown): number | undefined =>
	error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined

const isMissing = (error: unknown): boolean =>
	statusOf(error) === 404 || (error instanceof Error && ['NoSuchKey', 'NotFound', 'NoSuchBucket'].includes(error.name))

function checkName(name: string): string {
	if (!isStoredName(name)) throw new Error('not a stored file name')
	return name
}

export function s3Storage(options: S3StorageOptions): S3UploadStorage {
	const { bucket } = options
	const prefix = options.prefix ?? ''
	const keyOf = (name: string) => prefix + checkName(name)
	const client = options.client ?? createS3Client(options.forcePathStyle)
	return {
		description: prefix ? `S3 bucket ${bucket} (${prefix})` : `S3 bucket ${bucket}`,
		bucket,
		client,
		ensureBucket: () => ensureBucket(client, bucket),
		async save(name, data) {
			await client.send(
				new PutObjectCommand({
					Bucket: bucket,
					Key: keyOf(name),
					Body: data,
					ContentLength: data.length,
					ContentType: contentTypeOf(name),
					// A private object is never served from the bucket: no public caching to say.
					...(prefix === '' && { CacheControl: UPLOAD_CACHE_CONTROL }),
				}),
			)
			return UPLOADS_URL_PREFIX + name
		},
		async read(name) {
			if (!isStoredName(name)) return undefined
			try {
				const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }))
				if (!(object.Body instanceof Readable)) throw new Error('the S3 answer has no readable body')
				return {
					body: object.Body,
					size: object.ContentLength ?? 0,
					lastModified: object.LastModified ?? new Date(0),
					etag: object.ETag ?? `"${(object.ContentLength ?? 0).toString(16)}"`,
				}
			} catch (error) {
				if (isMissing(error)) return undefined
				throw error
			}
		},
		async remove(names) {
			const keys = names.map(keyOf)
			for (let start = 0; start < keys.length; start += DELETE_BATCH) {
				const batch = keys.slice(start, start + DELETE_BATCH)
				const result = await client.send(
					new DeleteObjectsCommand({
						Bucket: bucket,
						Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
					}),
				)
				// A key that is not there is no error in S3 either; anything reported is a real failure.
				const failed = (result.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey')
				if (failed.length > 0) {
					const first = failed[0]
					throw new Error(
						`Could not remove ${failed.length} file(s) from S3 bucket ${bucket}: ${first?.Key} (${first?.Code} ${first?.Message ?? ''})`,
					)
				}
			}
		},
		async *list() {
			let ContinuationToken: string | undefined
			do {
				const page = await client.send(
					new ListObjectsV2Command({ Bucket: bucket, ContinuationToken, ...(prefix && { Prefix: prefix }) }),
				)
				for (const object of page.Contents ?? []) {
					const name = object.Key?.startsWith(prefix) ? object.Key.slice(prefix.length) : undefined
					if (name && isStoredName(name) && !isProbeName(name)) yield name
				}
				ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
			} while (ContinuationToken)
		},
	}
}

/** Why the bucket cannot be used, in words an operator can act on (never the secret). */
function explain(error: unknown, bucket: string): string {
	const endpoint = process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL || 'the AWS default endpoint'
	const status = statusOf(error)
	const name = error instanceof Error ? error.name : ''
	const message = error instanceof Error ? error.message : String(error)
	const code = (error as { code?: string } | undefined)?.code ?? ''
	if (status === 403 || ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden'].includes(name)) {
		const reason = name && name !== 'Unknown' ? name : `HTTP ${status}`
		return `S3 refused access to bucket ${bucket} at ${endpoint} (${reason}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that this user may use the bucket`
	}
	if (status === 301 || name === 'PermanentRedirect') {
		return `S3 bucket ${bucket} is in another region: set AWS_REGION to its region`
	}
	if (/region is missing/i.test(message)) return 'S3_BUCKET is set but no region is: set AWS_REGION'
	if (
		status === undefined &&
		(/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH/.test(`${code} ${message}`) ||
			name === 'TimeoutError')
	) {
		return `Cannot reach the S3 endpoint ${endpoint} (${code || name}: ${message}): check AWS_ENDPOINT_URL_S3 and that the server runs`
	}
	return `S3 bucket ${bucket} at ${endpoint} cannot be used: ${name ? `${name}: ` : ''}${message}`
}

/** HeadBucket, and CreateBucket when it is missing; throws an error that says what to fix. */
export async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
	try {
		await client.send(new HeadBucketCommand({ Bucket: bucket }))
		return
	} catch (error) {
		if (!isMissing(error)) throw new Error(explain(error, bucket), { cause: error })
	}
	// AWS wants the region named unless it is us-east-1; a self-hosted server (an endpoint of its own) has its own rules.
	const region = await client.config.region()
	const customEndpoint = Boolean(process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL)
	const placed = region && region !== 'us-east-1' && !customEndpoint
	try {
		await client.send(
			new CreateBucketCommand({
				Bucket: bucket,
				...(placed && { CreateBucketConfiguration: { LocationConstraint: region as BucketLocationConstraint } }),
			}),
		)
	} catch (error) {
		// Another instance starting at the same moment created it first.
		if (error instanceof Error && error.name === 'BucketAlreadyOwnedByYou') return
		throw new Error(explain(error, bucket), { cause: error })
	}
}
