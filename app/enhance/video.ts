/**
 * A video's poster (app/components/youtube-embed.tsx) becomes YouTube's privacy-enhanced player when it
 * is clicked: nothing is loaded from YouTube before. The player takes the focus the poster had.
 */
export function enhanceVideo(poster: HTMLElement) {
	poster.addEventListener('click', (event) => {
		const address = poster.dataset.player
		if (!address) return
		event.preventDefault()
		const player = document.createElement('iframe')
		player.src = address
		player.title = poster.dataset.title ?? ''
		player.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture'
		player.allowFullscreen = true
		player.className = 'absolute inset-0 h-full w-full'
		poster.replaceWith(player)
		player.focus()
	})
}
