// WCAG 2.2 A/AA (ADR 0015): axe-core finds no violation on any screen, public or admin, at 375 px
// and 1280 px, nor in the states a visitor or the admin meets (menu open, dialog open, form errors,
// toasts, the 404 page, a failed sign-in). The screens come from app/routes.ts, so a route added
// without a scan here fails the first test.
import { tagPath } from '#shared/blog-tags.ts'
import { routePatterns, scanAtBothWidths, scanPaths, violations } from '#tests/e2e/support/accessibility.ts'
import { adminTest } from '#tests/e2e/support/admin.ts'
import { openAdmin, openSchedule, richText, toastButton } from '#tests/e2e/support/admin-content.ts'
import { createItemsOfEachKind, type ItemsOfEachKind, MISSING_PAGE_PREFIX } from '#tests/e2e/support/content.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { enhanced, hydrated, open, VIDEO_URL } from '#tests/e2e/support/helpers.ts'
import { pdf } from '#tests/helpers/documents.ts'

/** The items the screens show: one of every kind, a visitor's message in the inbox, and their picture's media. */
type Items = ItemsOfEachKind & {
	submission: { id: number }
	media: { id: number }
	redirect: { id: number }
	jobApplication: { id: number }
}

type Screens = Record<string, (items: Items) => string>

/** Every public route, filled with a real item where it has an `:id`. */
const PUBLIC_SCREENS: Screens = {
	'/': () => '/',
	// Pages built from blocks (docs/design.md §13): About is one.
	'/:slug': () => '/about',
	'/contact-us': () => '/contact-us',
	'/portfolio': () => '/portfolio',
	'/portfolio/software-development': () => '/portfolio/software-development',
	'/portfolio/software-development/:slug': ({ application }) => `/portfolio/software-development/${application.slug}`,
	'/portfolio/products': () => '/portfolio/products',
	'/portfolio/products/:slug': ({ product }) => `/portfolio/products/${product.slug}`,
	'/portfolio/consulting': () => '/portfolio/consulting',
	'/portfolio/consulting/:slug': ({ consulting }) => `/portfolio/consulting/${consulting.slug}`,
	'/blog': () => '/blog',
	'/blog/:slug': ({ blog }) => `/blog/${blog.slug}`,
	// A tag's page (ADR 0058): the sweep's post has one tag.
	'/blog/tag/:slug': ({ tag }) => tagPath(`Sweep ${tag}`),
	'/career': () => '/career',
	'/career/:slug': ({ career }) => `/career/${career.slug}`,
	'/*': ({ tag }) => `${MISSING_PAGE_PREFIX}${tag}`,
	// The sign-in screen sits outside the admin layout and is seen signed out.
	'/admin': () => '/admin',
}

/** Every screen behind the admin layout, seen signed in. */
const ADMIN_SCREENS: Screens = {
	'/dashboard': () => '/dashboard',
	'/dashboard/edit-FAQ': () => '/dashboard/edit-FAQ',
	'/dashboard/edit-FAQ/:id': ({ faq }) => `/dashboard/edit-FAQ/${faq.id}`,
	'/dashboard/edit-partners': () => '/dashboard/edit-partners',
	'/dashboard/edit-partners/:id': ({ partner }) => `/dashboard/edit-partners/${partner.id}`,
	'/dashboard/edit-testimonials': () => '/dashboard/edit-testimonials',
	'/dashboard/edit-testimonials/:id': ({ testimonial }) => `/dashboard/edit-testimonials/${testimonial.id}`,
	'/dashboard/career-admin': () => '/dashboard/career-admin',
	'/dashboard/career-admin/edit/:id': ({ career }) => `/dashboard/career-admin/edit/${career.id}`,
	'/dashboard/blogs-admin': () => '/dashboard/blogs-admin',
	'/admin/blog/edit/:id': ({ blog }) => `/admin/blog/edit/${blog.id}`,
	'/admin/blog/delete/:id': ({ blog }) => `/admin/blog/delete/${blog.id}`,
	'/dashboard/applications-admin': () => '/dashboard/applications-admin',
	'/admin/applications/edit/:id': ({ application }) => `/admin/applications/edit/${application.id}`,
	'/dashboard/consulting-admin': () => '/dashboard/consulting-admin',
	'/admin/consulting': () => '/admin/consulting',
	'/admin/consulting/edit/:id': ({ consulting }) => `/admin/consulting/edit/${consulting.id}`,
	'/dashboard/products-admin': () => '/dashboard/products-admin',
	'/admin/products/edit/:id': ({ product }) => `/admin/products/edit/${product.id}`,
	'/dashboard/contact-submission': () => '/dashboard/contact-submission',
	'/dashboard/contact-submission/:id': ({ submission }) => `/dashboard/contact-submission/${submission.id}`,
	// Job applications (docs/design.md §17); a position's, statuses and erasing: job-applications.spec.ts.
	'/dashboard/applicants': () => '/dashboard/applicants',
	'/dashboard/applicants/:id': ({ jobApplication }) => `/dashboard/applicants/${jobApplication.id}`,
	'/dashboard/trash': () => '/dashboard/trash',
	// The review queue, empty here; with items and a note being written: team-review.spec.ts.
	'/dashboard/review': () => '/dashboard/review',
	// What the checks find on the site; filtered, and its rows' links: admin-site-health.spec.ts.
	'/dashboard/site-health': () => '/dashboard/site-health',
	// The FAQ has an earlier version (beforeAll), so its diff is scanned too.
	'/dashboard/history/:collection/:id': ({ faq }) => `/dashboard/history/faqs/${faq.id}`,
	'/dashboard/media': () => '/dashboard/media',
	'/dashboard/media/:id': ({ media }) => `/dashboard/media/${media.id}`,
	'/dashboard/sessions': () => '/dashboard/sessions',
	'/dashboard/audit': () => '/dashboard/audit',
	// Its states (a range refused, the numbers open) and the dashboard's summary: admin-analytics.spec.ts.
	'/dashboard/analytics': () => '/dashboard/analytics',
	// Its set-up, codes and the sign-in's second step: admin-two-factor.spec.ts.
	'/dashboard/security': () => '/dashboard/security',
	// The settings (docs/design.md §13): groups, lists and pictures, each input named by its label.
	'/dashboard/settings': () => '/dashboard/settings',
	// The navigation (docs/decisions/0042-navigation.md): lists in lists, a drag handle, the pages' datalist;
	// a public page with a drop-down open: navigation.spec.ts.
	'/dashboard/navigation': () => '/dashboard/navigation',
	// Pages built from blocks: the home page's editor, its blocks and its live preview.
	'/dashboard/pages': () => '/dashboard/pages',
	'/dashboard/pages/:id': () => '/dashboard/pages/1',
	// Redirects (docs/design.md §13): the list with a row, and one redirect's screen; a refused form's
	// errors: admin-redirects.spec.ts.
	'/dashboard/redirects': () => '/dashboard/redirects',
	'/dashboard/redirects/:id': ({ redirect }) => `/dashboard/redirects/${redirect.id}`,
	// The team (docs/design.md §15): the users and the invite form, and the first account's own screen; a
	// link to hand over, the invitation's page and a dead link: team.spec.ts.
	'/dashboard/team': () => '/dashboard/team',
	'/dashboard/team/:id': () => '/dashboard/team/1',
}

/** Screens whose own spec runs the same scan at both widths, and why there. */
const SCANNED_ELSEWHERE: Record<string, string> = {
	'/api-reference': 'api-reference.spec.ts: some 3,000 elements, a test of their own at each width',
	'/page-preview': 'a POST of the page editor: admin-pages.spec.ts scans the editor that shows it',
	'/admin/forgot-password': 'forgot-password.spec.ts: with and without e-mail, asked',
	'/admin/reset-password/:token': 'forgot-password.spec.ts: a link unknown, refusing a password, used',
	'/invitations/:token': 'team.spec.ts: a link at work needs an invitation; it scans one, and a used one',
	'/dashboard/profile': 'author-byline.spec.ts: with a name, bio and photo set, as bylines show them',
	'/blog/author/:slug': 'author-byline.spec.ts: an author with a live post (else it is the 404 page)',
}

/** Routes that show nothing of their own, and why. */
const NOT_SCREENS: Record<string, string> = {
	'/admin/sign-out': 'an action: Sign Out posts here and is sent home; a visit is sent to the dashboard',
	'/sitemap.xml': 'XML for crawlers',
	'/robots.txt': 'plain text for crawlers',
	'/blog/rss.xml': 'XML for feed readers',
	'/dashboard/checks': 'JSON for the forms’ checks panel (a POST); admin-checks-panel.spec.ts scans the panel',
}

// The 404 page's document, the refused sign-in, the refused forms and the refused delete of an image in
// use are logged by Chromium as errors.
test.use({ allowedConsoleErrors: [/status of (400|401|404|409)/] })

test('every route in app/routes.ts has its screens scanned here', () => {
	const scanned = new Set(
		[PUBLIC_SCREENS, ADMIN_SCREENS, SCANNED_ELSEWHERE, NOT_SCREENS].flatMap((screens) => Object.keys(screens)),
	)
	const routes = routePatterns()
	expect(
		routes.filter((route) => !scanned.has(route.pattern)).map((route) => route.pattern),
		'routes without a scan: add them to PUBLIC_SCREENS or ADMIN_SCREENS',
	).toEqual([])
	expect(
		[...scanned].filter((pattern) => !routes.some((route) => route.pattern === pattern)),
		'scans of routes that no longer exist',
	).toEqual([])
	for (const route of routes) {
		if (route.pattern in ADMIN_SCREENS) expect(route.admin, `${route.pattern} is an admin route`).toBe(true)
	}
})

let items: Items
test.beforeAll(async ({ admin }) => {
	const ofEachKind = await createItemsOfEachKind(admin)
	const { tag } = ofEachKind
	// A second testimonial, with a video, so the home page's carousel has slides, dots and a player poster.
	await admin.create('testimonials', {
		name: `Video Client ${tag}`,
		position: 'Head of Data',
		message: `A long message that wraps over several lines on a phone ${tag}. `.repeat(4),
		stars: 3,
		youtube_link: VIDEO_URL,
	})
	const message = await admin.context.post('/contact', {
		data: {
			name: `Visitor ${tag}`,
			email: `visitor.${tag}@example.com`,
			phone: '+91 98765 43210',
			subject: `A project ${tag}`,
			message: `We would like a dashboard ${tag}.\n`.repeat(10),
		},
	})
	expect(message.status()).toBe(201)
	// The picture every item shows, as the media library knows it (its screen lists all those users).
	const library = (await (await admin.context.get('/media')).json()) as Array<{ id: number; url: string }>
	const media = library.find((record) => record.url === ofEachKind.product.picture)
	expect(media).toBeDefined()
	const redirect = await admin.context.post('/redirects', { data: { from: `/old-${tag}`, to: '/about' } })
	const jobApplication = await admin.context.post(`/careers/${ofEachKind.career.id}/applications`, {
		multipart: {
			name: `Candidate ${tag}`,
			email: `candidate.${tag}@example.com`,
			consent: 'true',
			resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() },
		},
	})
	expect(jobApplication.status()).toBe(201)
	expect(redirect.status()).toBe(201)
	items = {
		...ofEachKind,
		submission: (await message.json()) as { id: number },
		media: media!,
		redirect: (await redirect.json()) as { id: number },
		jobApplication: (await jobApplication.json()) as { id: number },
	}
	// An earlier version of the FAQ for its history screen, and something in the trash.
	await admin.update('faqs', ofEachKind.faq.id, { answer: `A longer answer, changed ${tag}` })
	const trashed = await admin.create('careers', { position_name: `Trashed ${tag}`, job_description: 'Gone' })
	await admin.remove('careers', trashed.id)
})

const pathsOf = (screens: Screens) =>
	Object.entries(screens).map(([pattern, path]) => ({
		path: path(items),
		status: pattern === '/*' ? 404 : 200,
	}))

test('no public screen has a WCAG A/AA violation', async ({ page }) => {
	test.setTimeout(120_000)
	expect(
		await scanPaths(
			page,
			pathsOf(PUBLIC_SCREENS).filter(({ path }) => path !== '/admin'),
			'footer',
		),
	).toEqual([])
	expect(await scanPaths(page, [{ path: '/admin' }], 'main')).toEqual([])
})

adminTest('no admin screen has a WCAG A/AA violation', async ({ adminPage: page }) => {
	adminTest.setTimeout(120_000)
	expect(await scanPaths(page, pathsOf(ADMIN_SCREENS), 'main')).toEqual([])
})

test.describe('states', () => {
	test('the mobile menu, open', async ({ page }) => {
		await page.setViewportSize({ width: 375, height: 800 })
		await open(page, '/')
		await page.getByRole('button', { name: 'Menu' }).click()
		await expect(page.getByRole('banner').getByRole('link', { name: 'About Us' })).toBeVisible()
		expect(await violations(page, 'menu open at 375px')).toEqual([])
	})

	test('the contact form refusing a message, and the sign-in refusing a password', async ({ page }) => {
		await open(page, '/contact-us')
		const form = page.locator('#contact form')
		await form.evaluate((element) => element.setAttribute('novalidate', ''))
		await form.getByLabel('Name').fill('Visitor')
		await form.getByLabel('Email').fill('not-an-email')
		await form.getByRole('button', { name: 'Send Message' }).click()
		await expect(form.getByRole('alert')).toBeVisible()
		const found = await scanAtBothWidths(page, 'contact form refused')

		await page.goto('/admin')
		await hydrated(page, 'main')
		await page.getByLabel('Email').fill('someone@example.com')
		await page.getByLabel('Password').fill('not the password')
		await page.getByRole('button', { name: 'Login' }).click()
		await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
		found.push(...(await scanAtBothWidths(page, 'sign-in refused')))

		// Signed out, an admin screen says 'go away'.
		const response = await page.goto('/dashboard')
		expect(response?.status()).toBe(401)
		await hydrated(page, 'main')
		found.push(...(await scanAtBothWidths(page, 'go away')))
		expect(found).toEqual([])
	})

	test('the 404 page of an item that does not exist', async ({ page }) => {
		// Rendered by the public layout's error boundary, not by the catch-all route scanned above.
		expect(await scanPaths(page, [{ path: '/blog/999999', status: 404 }], 'footer')).toEqual([])
	})

	adminTest('the admin 404 page of an item that does not exist', async ({ adminPage: page }) => {
		expect(await scanPaths(page, [{ path: '/dashboard/edit-FAQ/999999', status: 404 }], 'main')).toEqual([])
	})

	adminTest('an admin form with errors, a toast, and a delete confirmation open', async ({ adminPage: page }) => {
		await page.goto('/dashboard/edit-FAQ')
		await hydrated(page, 'main')
		await page.getByRole('button', { name: 'Publish (Add FAQ)', exact: true }).click()
		await expect(page.getByText('Question is required').or(page.locator('[aria-invalid="true"]')).first()).toBeVisible()
		const found = await scanAtBothWidths(page, 'FAQ form refused')

		await page.getByLabel('Question').fill(`A question ${items.tag}`)
		await (await richText(page, 'Answer')).fill(`An answer ${items.tag}`)
		await page.getByRole('button', { name: 'Publish (Add FAQ)', exact: true }).click()
		await expect(page.getByRole('status')).toHaveText('FAQ added')
		found.push(...(await scanAtBothWidths(page, 'success toast')))

		await page
			.getByRole('listitem')
			.filter({ hasText: `A question ${items.tag}` })
			.getByRole('button', { name: 'Delete', exact: true })
			.click()
		await expect(page.getByRole('dialog')).toBeVisible()
		found.push(...(await scanAtBothWidths(page, 'delete dialog open')))
		await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
		await expect(toastButton(page, 'Undo')).toBeVisible()
		found.push(...(await scanAtBothWidths(page, 'toast with Undo')))

		// An image's screen refusing to delete an image in use, which lists the items that use it.
		await openAdmin(page, `/dashboard/media/${items.media.id}`)
		await page.getByRole('button', { name: 'Delete', exact: true }).click()
		await expect(page.getByRole('dialog')).toBeVisible()
		found.push(...(await scanAtBothWidths(page, 'image delete dialog open')))
		await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'The image was not deleted' })).toBeVisible()
		found.push(...(await scanAtBothWidths(page, 'image delete refused')))

		// A message in the inbox, with its erasure's confirmation open.
		await openAdmin(page, `/dashboard/contact-submission/${items.submission.id}`)
		await page.getByRole('button', { name: 'Delete', exact: true }).click()
		await expect(page.getByRole('dialog')).toBeVisible()
		found.push(...(await scanAtBothWidths(page, 'inbox delete dialog open')))
		expect(found).toEqual([])
	})
})

test.describe('the image picker', () => {
	adminTest('a product form with its pictures, alt text, and the library open', async ({ adminPage: page, admin }) => {
		// An image the product does not have, so the library offers one to choose.
		await admin.upload({ color: '#0891b2' })
		await openAdmin(page, `/admin/products/edit/${items.product.id}`)
		await expect(page.getByRole('textbox', { name: /^Alt text for/ }).first()).toBeVisible()
		const found = await scanAtBothWidths(page, 'pictures with alt text')

		await page.getByRole('button', { name: 'Choose from library (Pictures)' }).click()
		const dialog = page.getByRole('dialog', { name: 'Choose from the library' })
		await expect(dialog.getByRole('list', { name: 'Library images' })).toBeVisible()
		await dialog
			.getByRole('list', { name: 'Library images' })
			.getByRole('button')
			.and(page.locator(':enabled'))
			.first()
			.click()
		found.push(...(await scanAtBothWidths(page, 'library dialog open, one image chosen')))
		expect(found).toEqual([])
	})
})

test.describe('the editorial workflow’s states', () => {
	// A save over a newer version is answered 409 (the conflict notice), which Chromium logs.
	test.use({ allowedConsoleErrors: [/status of (400|409)/] })
	adminTest('badges and filters, a refused schedule, a conflict, and a preview', async ({ adminPage: page, admin }) => {
		const draft = await admin.create('faqs', {
			question: `A draft ${items.tag}?`,
			answer: 'Not yet.',
			status: 'draft',
		})
		await admin.create('faqs', {
			question: `A scheduled one ${items.tag}?`,
			answer: 'Tomorrow.',
			publish_at: new Date(Date.now() + 86_400_000).toISOString(),
		})
		await openAdmin(page, '/dashboard/edit-FAQ?status=scheduled')
		await expect(page.locator('[data-status="scheduled"]').first()).toBeVisible()
		const found = await scanAtBothWidths(page, 'filtered list with badges')

		await openAdmin(page, `/dashboard/edit-FAQ/${draft.id}`)
		await openSchedule(page)
		found.push(...(await scanAtBothWidths(page, 'schedule open')))
		await page.getByRole('button', { name: 'Schedule', exact: true }).click()
		await expect(page.locator('#publish-at-error')).toHaveText('Choose the date and time to publish at')
		found.push(...(await scanAtBothWidths(page, 'schedule refused')))

		await openAdmin(page, `/dashboard/edit-FAQ/${draft.id}`)
		await admin.update('faqs', draft.id, { answer: 'Changed meanwhile.' })
		await page.getByRole('button', { name: 'Publish (Save Changes)', exact: true }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'changed somewhere else' })).toBeVisible()
		found.push(...(await scanAtBothWidths(page, 'edit conflict')))

		await page.goto(`/?preview=faqs-${draft.id}`)
		await enhanced(page)
		await expect(page.getByText('This draft is not live')).toBeVisible()
		found.push(...(await scanAtBothWidths(page, 'preview of a draft')))
		expect(found).toEqual([])
	})
})
