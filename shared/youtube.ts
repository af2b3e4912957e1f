/** The video id of a YouTube watch URL (`...watch?v=ID`), or undefined: docs/product.md shows no video without one. */
export function youtubeVideoId(link: string | null | undefined): string | undefined {
	if (!link) return undefined
	try {
		const id = new URL(link).searchParams.get('v') ?? ''
		return /^[\w-]{6,20}$/.test(id) ? id : undefined
	} catch {
		return undefined
	}
}

export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
