import { z } from 'zod'

import { TAG_MAX_LENGTH, TAGS_MAX } from '#shared/blog-tags.ts'
import { defineContentType } from '#server/content/content-type.ts'
import { image } from '#server/content/field-kinds/kinds/image.ts'
import { markdown } from '#server/content/field-kinds/kinds/markdown.ts'
import { requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'
import { texts } from '#server/content/field-kinds/kinds/texts.ts'
import { RESERVED_BLOG_SLUGS } from '#server/content/reserved-slugs.ts'

export const BlogInput = z.object({
	heading: requiredText('Heading', 200),
	body: markdown('Body', 100_000, { required: true }),
	picture: image('Picture', { required: true }),
	// What the blog's cards and the RSS feed say of the post; empty: the body's first words (ADR 0058).
	excerpt: longText('Excerpt', 300, {
		required: false,
		rows: 3,
		hint: 'A sentence or two for the blog’s list and the RSS feed. Empty: the start of the body.',
	}),
	// Each has its page at /blog/tag/{slug} (shared/blog-tags.ts).
	tags: texts('Tags', { max: TAGS_MAX, maxLength: TAG_MAX_LENGTH, hint: 'Short words the post is about.' }),
})

/** Posts on the blog: Markdown bodies (shared/markdown.ts), listed newest first, in the RSS feed. */
export const blogs = defineContentType({
	name: 'blogs',
	position: 70,
	label: { singular: 'Blog', plural: 'Blogs' },
	createSchema: BlogInput,
	slugFrom: 'heading',
	// The authors' pages are at /blog/author/{slug} (server/content/authors.ts), the tags' at /blog/tag/{slug}.
	reservedSlugs: RESERVED_BLOG_SLUGS,
	api: {
		description: 'Blog posts (`/blog`). Bodies are Markdown; raw HTML in them is shown as text.',
		recordName: 'Blog',
		example: {
			heading: 'Forecasting with little data',
			body: 'Small shops have **short histories**. Here is what works:\n\n- pool similar stores\n- add the calendar',
			picture: '/uploads/forecasting.jpg',
		},
		updateExample: { heading: 'Forecasting when data is scarce' },
	},
	admin: {
		list: { path: '/dashboard/blogs-admin', module: 'routes/admin/blogs.tsx' },
		edit: { path: '/admin/blog/edit/:id', module: 'routes/admin/blog-edit.tsx' },
		title: 'Manage Blogs',
		tile: { label: 'Blogs', text: 'Posts on the blog', position: 50 },
		itemTitle: 'heading',
		fields: {
			picture: {},
			heading: {},
			body: {
				rows: 14,
				hint: 'Format with the toolbar, its shortcuts (Ctrl+B, Ctrl+K), / at the start of a line, or Markdown as you type (## for a heading, - for a list).',
			},
			excerpt: {},
			tags: {},
		},
		messages: { added: 'Blog uploaded successfully', updated: 'Blog updated successfully', deleted: 'Blog deleted' },
	},
	public: {
		list: { path: '/blog', module: 'routes/blog.tsx' },
		item: { path: '/blog/:slug', module: 'routes/blog-post.tsx' },
		listTitle: 'Blog',
	},
})
