/** Words a person reads in a minute, for a post's reading time (the usual estimate for screens). */
const WORDS_PER_MINUTE = 230

/** The words of a text (letters and digits, with their inner apostrophes and hyphens). */
export const wordCount = (text: string): number => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0

/** How long a text takes to read, in whole minutes (at least one for any text). */
export const readingMinutes = (words: number): number =>
	words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE))

/** '1,234 words · 6 min read'. */
export function readingStats(text: string): { words: number; minutes: number; label: string } {
	const words = wordCount(text)
	const minutes = readingMinutes(words)
	return {
		words,
		minutes,
		label: `${words.toLocaleString('en-GB')} ${words === 1 ? 'word' : 'words'} · ${minutes} min read`,
	}
}
