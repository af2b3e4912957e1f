import { useActionData } from 'react-router'
import { APPLICATION_CATEGORIES } from '#shared/categories.ts'
import type { FormFailure } from '#app/lib/admin-actions.server.ts'
import {
	PORTFOLIO_SCREENS,
	type PortfolioCardView,
	type PortfolioItemView,
	type PortfolioKind,
} from '#app/lib/portfolio-admin.ts'
import { AdminCard, AdminCardGrid, Badge, EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, EditLink, Panel } from '#app/components/admin/admin-page.tsx'
import { AddForm, EditForm } from '#app/components/admin/content-forms.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { FormError, SelectField, TextAreaField, TextField } from '#app/components/admin/fields.tsx'
import { ImageField } from '#app/components/admin/image-field.tsx'

/** The fields of an application, product or consulting item, for adding and for editing. */
function PortfolioFields({
	kind,
	item,
	failure,
	onBusyChange,
}: {
	kind: PortfolioKind
	item?: PortfolioItemView
	failure: FormFailure | undefined
	onBusyChange: (busy: boolean) => void
}) {
	const screen = PORTFOLIO_SCREENS[kind]
	const value = (name: keyof PortfolioItemView & string) =>
		failure?.values[name] ?? (item ? String(item[name]) : undefined)
	return (
		<>
			<FormError message={failure?.error} />
			<ImageField
				name="picture"
				label="Pictures"
				multiple
				required={screen.picturesRequired}
				initial={item?.pictures}
				error={failure?.fields.picture}
				onBusyChange={onBusyChange}
			/>
			<TextField
				label="Title"
				name="title"
				required
				maxLength={200}
				defaultValue={value('title')}
				error={failure?.fields.title}
			/>
			<TextAreaField
				label="Description"
				name="description"
				rows={5}
				required={screen.descriptionRequired}
				maxLength={20_000}
				defaultValue={value('description')}
				error={failure?.fields.description}
			/>
			{screen.hasCategory ? (
				<SelectField
					label="Category"
					name="category"
					defaultValue={value('category') ?? ''}
					error={failure?.fields.category}
				>
					<option value="">No category</option>
					{APPLICATION_CATEGORIES.map((category) => (
						<option key={category} value={category}>
							{category}
						</option>
					))}
				</SelectField>
			) : null}
			<TextField
				label="YouTube link"
				name="youtube_link"
				type="url"
				maxLength={2048}
				placeholder="https://www.youtube.com/watch?v=…"
				hint="Optional. A watch link with ?v= in it, so the video can be shown."
				defaultValue={value('youtube_link')}
				error={failure?.fields.youtube_link}
			/>
		</>
	)
}

/** Manage Applications / Products / Consulting: the add form, then the items, newest first. */
export function PortfolioManager({ kind, items }: { kind: PortfolioKind; items: PortfolioCardView[] }) {
	const screen = PORTFOLIO_SCREENS[kind]
	const failure = useActionData<FormFailure>()
	return (
		<AdminPage title={screen.title}>
			<Panel title={screen.addHeading}>
				<AddForm button={screen.addButton}>
					{(onBusyChange) => <PortfolioFields kind={kind} failure={failure} onBusyChange={onBusyChange} />}
				</AddForm>
			</Panel>
			<Panel title={screen.listHeading}>
				{items.length === 0 ? (
					<EmptyList>{screen.empty}</EmptyList>
				) : (
					<AdminCardGrid>
						{items.map((item) => (
							<AdminCard
								key={item.id}
								to={screen.publicPath(item.id)}
								title={item.title}
								picture={item.picture}
								text={item.description}
								badge={
									screen.hasCategory ? <Badge muted={!item.category}>{item.category || 'Unknown'}</Badge> : undefined
								}
								actions={
									<>
										<EditLink to={screen.editPath(item.id)} />
										<DeleteButton id={item.id} label={item.title} />
									</>
								}
							/>
						))}
					</AdminCardGrid>
				)}
			</Panel>
		</AdminPage>
	)
}

/** The edit screen of an application, product or consulting item. */
export function PortfolioEditor({ kind, item }: { kind: PortfolioKind; item: PortfolioItemView }) {
	const screen = PORTFOLIO_SCREENS[kind]
	const failure = useActionData<FormFailure>()
	return (
		<AdminPage title={screen.editTitle} back={screen.listPath}>
			<Panel title={item.title}>
				<EditForm cancelTo={screen.listPath} viewTo={screen.publicPath(item.id)}>
					{(onBusyChange) => <PortfolioFields kind={kind} item={item} failure={failure} onBusyChange={onBusyChange} />}
				</EditForm>
			</Panel>
		</AdminPage>
	)
}
