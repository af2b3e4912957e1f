import { useSite } from '#app/lib/site-settings.ts'

/**
 * The settings' announcement bar, above the header of every public page while it shows (its text set,
 * now within its dates: app/lib/site-settings.server.ts), linked to its address when it has one.
 */
export function AnnouncementBar() {
	const { announcement } = useSite()
	if (!announcement) return null
	const external = /^https?:/i.test(announcement.url)
	return (
		<section aria-label="Announcement" className="bg-brand-700 px-4 py-2 text-center text-sm font-medium text-white">
			{announcement.url ? (
				<a
					href={announcement.url}
					className="underline decoration-white/60 underline-offset-4 hover:decoration-white"
					{...(external ? { rel: 'noopener noreferrer' } : {})}
				>
					{announcement.text}
				</a>
			) : (
				<p>{announcement.text}</p>
			)}
		</section>
	)
}
