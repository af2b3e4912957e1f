import { defineConfig } from 'vite'

/**
 * The operations scripts (`npm run admin`, `backup`, `restore`) run through vite-node, like the server
 * bundle through Vite: the content types are found with `import.meta.glob` (server/content/registry.ts).
 * Nothing else is needed: project imports resolve through package.json "imports".
 */
export default defineConfig({ logLevel: 'warn' })
