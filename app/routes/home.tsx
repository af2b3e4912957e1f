import { applications, blogs, products } from '#server/content'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [
	{ title: 'Sigma — Analytics, AI and software services' },
	{
		name: 'description',
		content: 'Computer vision, natural language processing, AI, business intelligence and software development.',
	},
]

export async function loader({ context }: Route.LoaderArgs) {
	const { db } = context.services
	const [apps, productList, posts] = await Promise.all([
		applications.list(db),
		products.list(db),
		blogs.list(db),
	])
	return { counts: { applications: apps.length, products: productList.length, blogs: posts.length } }
}

/** A placeholder home, server-rendered with live data, until the public site lands (issue 3). */
export default function Home({ loaderData }: Route.ComponentProps) {
	const { counts } = loaderData
	return (
		<main className="mx-auto max-w-3xl px-6 py-24">
			<h1 className="text-4xl font-bold tracking-tight text-brand-900">
				Analytics, AI and software that move your business
			</h1>
			<p className="mt-6 text-lg text-slate-600">
				Computer vision, natural language processing, cognitive computing, business intelligence, IoT
				analytics and data science.
			</p>
			<p className="mt-8 text-slate-700" data-testid="content-counts">
				{counts.applications} applications · {counts.products} products · {counts.blogs} blog posts
			</p>
		</main>
	)
}
