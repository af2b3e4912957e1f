import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// Opt in to React Router 8's behaviour now, so the upgrade is a version bump.
	future: {
		v8_splitRouteModules: true,
		v8_passThroughRequests: true,
		v8_trailingSlashAwareDataRequests: true,
	},
} satisfies Config
