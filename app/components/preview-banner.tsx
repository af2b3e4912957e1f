import { useMatches } from 'react-router'
import { LocalTime } from '#app/components/local-time.tsx'
import type { PreviewView } from '#app/lib/preview.server.ts'

/** The preview a page's loader data announces (app/lib/preview.server.ts), if any. */
function usePreview(): PreviewView | undefined {
	for (const match of useMatches()) {
		const preview = (match.loaderData as { preview?: PreviewView } | undefined)?.preview
		if (preview) return preview
	}
	return undefined
}

/** Says, on a page only the admin sees this way, that visitors don't see it yet, and why. */
export function PreviewBanner() {
	const preview = usePreview()
	if (!preview) return null
	return (
		<div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-amber-950">
			<strong className="font-semibold">Preview.</strong>{' '}
			{preview.standing === 'scheduled' && preview.publish_at ? (
				<>
					This is how the page will look. Visitors see it from <LocalTime iso={preview.publish_at} />.
				</>
			) : (
				<>This draft is not live: visitors can’t see it until it is published.</>
			)}
		</div>
	)
}
