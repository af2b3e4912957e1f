import { type AppLoadContext, data } from 'react-router'

import { formFieldNames } from '#server/content/content-type.ts'
import { fromFormValues } from '#server/content/field-kinds/registry.ts'
import { pages } from '#server/content/types/pages.ts'
import { formValues } from '#app/lib/admin-actions.server.ts'
import { requirePermission } from '#app/lib/auth.server.ts'
import { readFormData } from '#app/lib/form-data.server.ts'
import { withImageFacts } from '#app/lib/image-facts.server.ts'
import { pageView } from '#app/lib/site-page.server.ts'

export { PAGE_PREVIEW_HEADER } from '#shared/site-pages.ts'

/**
 * The page a page editor's form describes, unsaved, drawn as visitors would see it (the editor shows it
 * at 375 and 1280 px): for whoever may edit pages only. Nothing is stored. A form the schema refuses
 * answers what to fix instead of a page.
 */
export async function previewPostedPage({ request, context }: { request: Request; context: AppLoadContext }) {
	await requirePermission(request, context, { type: pages, action: 'update' })
	const form = await readFormData(request)
	const values = fromFormValues(pages.shape, formValues(form, formFieldNames(pages)))
	const parsed = pages.createSchema.safeParse(values)
	const headers = { 'Cache-Control': 'no-store' }
	if (!parsed.success) {
		const problem = parsed.error.issues[0]?.message ?? 'The form has a mistake'
		return data({ problem, preview: undefined }, { headers })
	}
	const page = parsed.data as unknown as Parameters<typeof pageView>[1]
	const preview = await withImageFacts(context.services.db, await pageView(context.services.db, page))
	return data({ problem: undefined, preview }, { headers })
}
