import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { publicScript } from '#scripts/vite-public-script.ts'

export default defineConfig(({ isSsrBuild }) => ({
	// The SSR bundle's entry is our Express app (which wraps the React Router
	// handler), so the API, the pages and the domain layer share one module graph.
	build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : {},
	plugins: [tailwindcss(), reactRouter(), publicScript()],
}))
