/** The public pages' enhancement script and the chunks it imports (scripts/vite-public-script.ts). */
declare module 'virtual:public-script' {
	import type { PublicScriptFiles } from '#scripts/vite-public-script.ts'

	const files: PublicScriptFiles
	export default files
}
