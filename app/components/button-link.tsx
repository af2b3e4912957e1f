/** A block's button: a link that looks like one, on a dark band (`light`) or on white (`brand`). */
export function ButtonLink({
	button,
	tone = 'light',
}: {
	button: { label: string; url: string } | null
	tone?: 'light' | 'brand'
}) {
	if (!button?.label || !button.url) return null
	const look =
		tone === 'light' ? 'bg-white text-brand-900 hover:bg-brand-50' : 'bg-brand-600 text-white hover:bg-brand-700'
	return (
		<a
			href={button.url || '/contact-us'}
			className={`inline-block rounded-full px-7 py-3 font-semibold shadow ${look}`}
		>
			{button.label}
		</a>
	)
}
