import sharp from 'sharp'

/**
 * A JPEG that compresses like a landscape photo rather than a flat test card: a smooth sky with soft
 * light and clouds, and below it ground with texture at several scales (noise drawn small and enlarged)
 * and fine grain, so every variant size has detail to keep.
 */
export async function photoLikeJpeg(width = 4000, height = 3000): Promise<Buffer> {
	const horizon = Math.round(height * 0.45)
	const shapes = Array.from({ length: 24 }, (_, i) => {
		const [x, y, r] = [
			(i * 997) % width,
			horizon + ((i * 613) % (height - horizon)),
			(60 + ((i * 37) % 240)) * (width / 4000),
		]
		return `<ellipse cx="${x}" cy="${y}" rx="${r * 1.6}" ry="${r}" fill="hsl(${70 + ((i * 29) % 80)},45%,${25 + (i % 4) * 8}%)" fill-opacity="0.7"/>`
	}).join('')
	const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
<linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#2f6496"/><stop offset="1" stop-color="#d9c6a0"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b7a3a"/><stop offset="1" stop-color="#3a3a22"/></linearGradient>
<radialGradient id="sun" cx="0.7" cy="0.3" r="0.35"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient>
</defs><rect width="100%" height="100%" fill="url(#sky)"/><rect width="100%" height="100%" fill="url(#sun)"/>
<rect y="${horizon}" width="100%" height="${height - horizon}" fill="url(#ground)"/>${shapes}</svg>`
	/** Grey noise (light and shade, not coloured speckles) drawn `scale` times smaller than the area it covers. */
	const noise = async (areaHeight: number, scale: number, sigma: number) => {
		const small = { width: Math.ceil(width / scale), height: Math.ceil(areaHeight / scale), channels: 3 as const }
		// Three channels of noise averaged into one: √3 times less spread.
		const layer = sharp({
			create: { ...small, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: sigma * Math.sqrt(3) } },
		})
			.greyscale()
			.resize(width, areaHeight, { fit: 'fill', kernel: 'mitchell' })
			.toColourspace('srgb')
		return { input: await layer.png({ compressionLevel: 0 }).toBuffer(), top: height - areaHeight, left: 0 }
	}
	const layers = await Promise.all([
		noise(height, 40, 45), // clouds and uneven light everywhere
		noise(height - horizon, 8, 45), // clumps of grass and stones
		noise(height - horizon, 1, 22), // fine detail
	])
	return sharp(Buffer.from(scene))
		.composite(layers.map((layer) => ({ ...layer, blend: 'soft-light' as const })))
		.jpeg({ quality: 90 })
		.toBuffer()
}
