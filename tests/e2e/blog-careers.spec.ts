import { scanAtBothWidths } from '#tests/e2e/support/accessibility.ts'
import { createAll } from '#tests/e2e/support/content.ts'
import { expect, test, unique } from '#tests/e2e/support/fixtures.ts'
import {
	expectBackLink,
	expectPath,
	expectVideoPlays,
	open,
	stubYouTube,
	VIDEO_URL,
} from '#tests/e2e/support/helpers.ts'
import { SAMPLE_COMPANY as site } from '#sample-content/company.ts'

test.describe('blog', () => {
	const tag = unique()
	type Post = { id: number; slug: string; heading: string; picture: string }
	let older: Post
	let newer: Post

	test.beforeAll(async ({ admin }) => {
		const [green, orange] = await Promise.all([admin.upload({ color: '#15803d' }), admin.upload({ color: '#c2410c' })])
		;[older, newer] = await createAll(admin, 'blogs', [
			{
				heading: `Older Post ${tag}`,
				picture: green,
				body: `# Big title\n\nWe tried **bold ideas** in ${tag}.\n\n## Sub ${tag}\n\nRaw <img src=x onerror=alert(1)> stays text.`,
			},
			{ heading: `Newer Post ${tag}`, picture: orange, body: `Plain *words* about ${tag}` },
		])
	})

	test('the list shows the newest first, each with its picture, heading and a plain-text preview', async ({ page }) => {
		await open(page, '/blog')
		const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('link').filter({ hasText: tag })
		await expect(cards.getByRole('heading')).toHaveText([`Newer Post ${tag}`, `Older Post ${tag}`])
		for (const [i, post] of [newer, older].entries()) {
			await expect(cards.nth(i)).toHaveAttribute('href', `/blog/${post.slug}`)
			await expect(cards.nth(i).locator('img')).toHaveAttribute('src', post.picture)
		}
		await expect(cards.nth(0)).toContainText(`Plain words about ${tag}`)
		const preview = cards.nth(1).getByRole('paragraph')
		await expect(preview).toContainText(`Big title We tried bold ideas in ${tag}.`)
		await expect(preview).not.toContainText('**')
		await expect(preview).not.toContainText('#')

		await cards.nth(1).click()
		await expectPath(page, `/blog/${older.slug}`)
	})

	test('a post renders its Markdown, never raw HTML, and goes back to the list', async ({ page }) => {
		await open(page, `/blog/${older.slug}`)
		const article = page.getByRole('article')
		await expect(article.getByRole('heading', { level: 1, name: `Older Post ${tag}` })).toBeVisible()
		await expect(article.locator('img').first()).toHaveAttribute('src', older.picture)
		await expect(article.getByRole('heading', { level: 2, name: `Sub ${tag}` })).toBeVisible()
		// The reading time, as the editor counts it.
		await expect(article.getByText(/ · 1 min read$/)).toBeVisible()
		await expect(article.locator('strong')).toHaveText('bold ideas')
		await expect(article.getByText('Raw <img src=x onerror=alert(1)> stays text.')).toBeVisible()
		await expect(page.locator('img[src="x"]')).toHaveCount(0)
		await expectBackLink(page, '/blog', true)
	})

	test('a post shows its callouts, tables, library pictures and videos, accessibly', async ({ admin, page }) => {
		const picture = await admin.upload({ color: '#0e7490', width: 1600, height: 900 })
		const post = await admin.create('blogs', {
			heading: `Rich Post ${tag}`,
			picture,
			body: [
				'> [!TIP]',
				'> Start with the data you have.',
				'',
				'| Model | Accuracy |',
				'|---|--:|',
				'| Baseline | 81% |',
				'| Tuned | 94% |',
				'',
				`![A shelf counted by the model](${picture})`,
				'',
				VIDEO_URL,
			].join('\n'),
		})
		await stubYouTube(page)
		await open(page, `/blog/${post.slug}`)
		const article = page.getByRole('article')
		const tip = article.getByRole('note')
		await expect(tip.getByText('Tip', { exact: true })).toBeVisible()
		await expect(tip).toContainText('Start with the data you have.')
		const table = article.getByRole('region', { name: 'Table' }).getByRole('table')
		await expect(table.getByRole('row')).toHaveCount(3)
		await expect(table.getByRole('cell', { name: '94%' })).toBeVisible()
		// The body's picture offers its variants and says what the Markdown says of it.
		const inline = article.getByRole('img', { name: 'A shelf counted by the model' })
		await expect(inline).toHaveAttribute('src', picture)
		await expect(article.locator('picture:has(img[alt="A shelf counted by the model"]) source')).toHaveCount(2)
		const poster = article.getByRole('link', { name: `Play video: Rich Post ${tag}`, exact: true })
		await expect(poster).toHaveAttribute('href', VIDEO_URL)
		expect(await scanAtBothWidths(page, 'a post with every construct')).toEqual([])
		await expectVideoPlays(article, `Rich Post ${tag}`)
	})
})

test.describe('careers', () => {
	test('the list is titled Careers with Open Positions, each linking to its position', async ({ admin, page }) => {
		const tag = unique()
		const [first, second] = await createAll(admin, 'careers', [
			{ position_name: `Data Engineer ${tag}`, job_description: `Pipelines ${tag}` },
			{ position_name: `ML Engineer ${tag}`, job_description: `Models ${tag}` },
		])
		await open(page, '/career')
		await expect(page).toHaveTitle(/Careers/)
		await expect(page.getByRole('heading', { level: 1, name: 'Open Positions' })).toBeVisible()
		const items = page.getByRole('list', { name: 'Open positions' }).getByRole('link').filter({ hasText: tag })
		await expect(items).toHaveCount(2)
		for (const career of [first, second]) {
			await expect(items.filter({ hasText: career.position_name })).toHaveAttribute('href', `/career/${career.slug}`)
		}
		await items.filter({ hasText: first.position_name }).click()
		await expectPath(page, `/career/${first.slug}`)
	})

	test('a position shows its name, description and the resume note, and goes back', async ({ admin, page }) => {
		const tag = unique()
		const career = await admin.create<{ position_name: string }>('careers', {
			position_name: `Computer Vision Engineer ${tag}`,
			job_description: `Build inspection systems ${tag}.\nThree years of experience.`,
		})
		await open(page, `/career/${career.slug}`)
		await expect(page.getByRole('heading', { level: 1, name: career.position_name })).toBeVisible()
		await expect(page.getByText(`Build inspection systems ${tag}.`)).toBeVisible()
		const note = page.getByText(/send your resume with your experience to/i)
		await expect(note).toBeVisible()
		await expect(note.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
		await expectBackLink(page, '/career', true)
	})

	test('a job description in Markdown shows headings, lists and bold, not its markup', async ({ admin, page }) => {
		const tag = unique()
		const career = await admin.create<{ position_name: string }>('careers', {
			position_name: `Markdown Engineer ${tag}`,
			job_description: `We ship **real systems** ${tag}.\n\n### What you will do\n\n- Train models\n- Ship them`,
		})
		await open(page, '/career')
		const item = page.getByRole('link').filter({ hasText: career.position_name })
		await expect(item).toContainText(`We ship real systems ${tag}. What you will do Train models Ship them`)
		await item.click()
		await expectPath(page, `/career/${career.slug}`)
		await expect(page.getByRole('heading', { level: 3, name: 'What you will do' })).toBeVisible()
		await expect(page.locator('strong', { hasText: 'real systems' })).toBeVisible()
		const duties = page.getByRole('list').filter({ hasText: 'Train models' })
		await expect(duties.getByRole('listitem')).toHaveText(['Train models', 'Ship them'])
		await expect(page.getByRole('main')).not.toContainText('**')
	})
})
