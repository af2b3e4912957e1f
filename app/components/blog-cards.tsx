import { Card, CardGrid, CardImage, CardSummary, EmptyState } from '#app/components/card-grid.tsx'

type BlogCard = { id: number; path: string; heading: string; picture: string; preview: string }

/** The blog's cards (docs/product.md's grid), as /blog and each author's page list posts. */
export function BlogCards({ posts, label }: { posts: readonly BlogCard[]; label: string }) {
	if (posts.length === 0) return <EmptyState>No posts yet.</EmptyState>
	return (
		<CardGrid label={label}>
			{posts.map((post, index) => (
				<Card
					key={post.id}
					to={post.path}
					title={post.heading}
					image={<CardImage src={post.picture} name={post.heading} priority={index === 0} />}
				>
					<CardSummary text={post.preview} />
				</Card>
			))}
		</CardGrid>
	)
}
