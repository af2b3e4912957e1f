import { Link } from 'react-router'

const CATEGORIES = [
	{
		to: '/portfolio/software-development',
		title: 'Software Development',
		text: 'Web and mobile applications we have designed, built and maintained.',
		icon: 'M8 9l-4 3 4 3M16 9l4 3-4 3M13 7l-2 10',
	},
	{
		to: '/portfolio/consulting',
		title: 'Consulting',
		text: 'The advice we have given, and what came of it.',
		icon: 'M4 19h16M7 16V9M12 16V5M17 16v-4',
	},
	{
		to: '/portfolio/products',
		title: 'Products',
		text: 'The products we build, run and keep improving.',
		icon: 'M4 7l8-4 8 4-8 4-8-4zM4 7v10l8 4 8-4V7M12 11v10',
	},
]

/** The three portfolio categories, each card one link (home and /portfolio). */
export function PortfolioCategories({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
			{CATEGORIES.map((category) => (
				<li key={category.to}>
					<Link
						to={category.to}
						prefetch="intent"
						className="group flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:bg-brand-600 hover:shadow-xl hover:ring-brand-600"
					>
						<span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-white/15 group-hover:text-white">
							<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
								<path
									d={category.icon}
									fill="none"
									stroke="currentColor"
									strokeWidth="1.8"
									strokeLinecap="round"
									strokeLinejoin="round"
								/>
							</svg>
						</span>
						<Heading className="mt-5 text-xl font-semibold text-slate-900 group-hover:text-white">
							{category.title}
						</Heading>
						<p className="mt-2 text-slate-600 group-hover:text-brand-50">{category.text}</p>
					</Link>
				</li>
			))}
		</ul>
	)
}
