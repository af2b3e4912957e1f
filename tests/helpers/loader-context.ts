import type { AppLoadContext } from 'react-router'

import { settings } from '#server/content/types/settings.ts'
import type { TestApp } from '#tests/helpers/test-app.ts'

/** What React Router hands a loader or action on the test app's services, as the server makes it. */
export const loaderContext = async (app: TestApp): Promise<AppLoadContext> =>
	({
		services: app.services,
		clientAddress: '127.0.0.1',
		requestId: 'test',
		cspNonce: '',
		settings: await settings.get(app.services.db),
	}) as unknown as AppLoadContext
