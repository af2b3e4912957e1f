/**
 * The operations scripts (`npm run admin`, `backup`, `restore`) run through vite-node, like the server
 * bundle through Vite: the content types are found with `import.meta.glob` (server/content/registry.ts).
 * Nothing else is needed: project imports resolve through package.json "imports". (A plain object, so
 * that it needs no import of its own: vite-node brings the Vite it runs on.)
 */
export default { logLevel: 'warn' }
