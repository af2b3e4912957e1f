/**
 * What stands in for a missing picture: the brand's gradient under a dot pattern, with the item's initial
 * (app.css `.placeholder-art`). Pure CSS, no request. Decorative: the item's title or name, next to it,
 * already says what it is, so assistive technology skips it (`aria-hidden`).
 */
export function PicturePlaceholder({ name, className = '' }: { name: string; className?: string }) {
	return (
		<div
			aria-hidden="true"
			data-placeholder=""
			className={`placeholder-art flex items-center justify-center font-bold text-white select-none ${className}`}
		>
			{initialOf(name)}
		</div>
	)
}

/** The first letter or digit of a name, in capitals ('?' when it has none). */
export function initialOf(name: string): string {
	const letter = /[\p{L}\p{N}]/u.exec(name)?.[0]
	return letter ? letter.toLocaleUpperCase() : '?'
}
