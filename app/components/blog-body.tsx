/**
 * A blog post's body (or a position's job description), from the HTML `renderMarkdown` made of its
 * Markdown (raw HTML off, unsafe links refused: shared/markdown.ts), so it is safe to insert. The public
 * post and the editor's preview both show it through here, so they look the same: at the reading size
 * of every detail page (18 px on 32 px, as a portfolio item's text).
 */
export function BlogBody({ html, className = '' }: { html: string; className?: string }) {
	return <div className={`prose prose-lg max-w-none ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
