import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
	route('admin', 'routes/admin/sign-in.tsx'),
	route('admin/sign-out', 'routes/admin/sign-out.tsx'),
	// Everything below checks the session on the server, in the layout and in each loader and action.
	layout('routes/admin/layout.tsx', [
		route('dashboard', 'routes/admin/dashboard.tsx'),
		route('dashboard/edit-FAQ', 'routes/admin/faqs.tsx'),
		route('dashboard/edit-FAQ/:id', 'routes/admin/faq-edit.tsx'),
		route('dashboard/edit-partners', 'routes/admin/partners.tsx'),
		route('dashboard/edit-testimonials', 'routes/admin/testimonials.tsx'),
		route('dashboard/edit-testimonials/:id', 'routes/admin/testimonial-edit.tsx'),
		route('dashboard/career-admin', 'routes/admin/careers.tsx'),
		route('dashboard/career-admin/edit/:id', 'routes/admin/career-edit.tsx'),
		route('dashboard/blogs-admin', 'routes/admin/blogs.tsx'),
		route('admin/blog/edit/:id', 'routes/admin/blog-edit.tsx'),
		route('admin/blog/delete/:id', 'routes/admin/blog-delete.tsx'),
		route('dashboard/applications-admin', 'routes/admin/applications.tsx'),
		route('admin/applications/edit/:id', 'routes/admin/application-edit.tsx'),
		route('dashboard/consulting-admin', 'routes/admin/consulting.tsx'),
		// Where a consulting edit lands (spec §2.5): the same Manage Consulting screen.
		route('admin/consulting', 'routes/admin/consulting.tsx', { id: 'admin-consulting' }),
		route('admin/consulting/edit/:id', 'routes/admin/consulting-edit.tsx'),
		route('dashboard/products-admin', 'routes/admin/products.tsx'),
		route('admin/products/edit/:id', 'routes/admin/product-edit.tsx'),
		route('dashboard/contact-submission', 'routes/admin/contact-submissions.tsx'),
		route('dashboard/contact-submission/:id', 'routes/admin/contact-submission.tsx'),
	]),
	// Resource routes for crawlers and feed readers (app/lib/feeds.server.ts), cached like pages.
	route('sitemap.xml', 'routes/sitemap.ts'),
	route('robots.txt', 'routes/robots.ts'),
	route('blog/rss.xml', 'routes/blog-rss.ts'),
	layout('routes/public-layout.tsx', [
		index('routes/home.tsx'),
		route('about', 'routes/about.tsx'),
		route('contact-us', 'routes/contact-us.tsx'),
		route('portfolio', 'routes/portfolio.tsx'),
		route('portfolio/software-development', 'routes/applications.tsx'),
		route('portfolio/software-development/:id', 'routes/application-detail.tsx'),
		route('portfolio/products', 'routes/products.tsx'),
		route('portfolio/products/:id', 'routes/product-detail.tsx'),
		route('portfolio/consulting', 'routes/consulting.tsx'),
		route('portfolio/consulting/:id', 'routes/consulting-detail.tsx'),
		route('blog', 'routes/blog.tsx'),
		route('blog/:id', 'routes/blog-post.tsx'),
		route('career', 'routes/careers.tsx'),
		route('career/:id', 'routes/career-detail.tsx'),
		route('api-reference', 'routes/api-reference.tsx'),
		// Anything no other route claims: the spec's 404 page, with a real 404 status.
		route('*', 'routes/not-found.tsx'),
	]),
] satisfies RouteConfig
