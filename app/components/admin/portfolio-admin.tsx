import { useActionData } from 'react-router'

import { itemPath } from '#shared/item-path.ts'
import { AdminCard, AdminCardGrid, Badge, EmptyList } from '#app/components/admin/admin-card.tsx'
import { AdminPage, EditLink, Panel } from '#app/components/admin/admin-page.tsx'
import { ContentFields } from '#app/components/admin/content-fields.tsx'
import { AddForm, EditForm } from '#app/components/admin/content-forms.tsx'
import { DeleteButton } from '#app/components/admin/delete-button.tsx'
import { EditScreenActions } from '#app/components/admin/editing-now.tsx'
import { ItemViewsPanel, type ItemViewsPanelData } from '#app/components/admin/item-views-panel.tsx'
import { ListSearch } from '#app/components/admin/list-search.tsx'
import { StatusBadge } from '#app/components/admin/status-badge.tsx'
import { emptyListText, StatusFilter } from '#app/components/admin/status-filter.tsx'
import { ViewCount } from '#app/components/admin/view-count.tsx'
import type { FormFailure } from '#app/lib/admin-actions.ts'
import type { ListFilterView, ScreenView, WorkflowView } from '#app/lib/admin-screens.ts'
import type { SearchView } from '#app/lib/admin-search.ts'
import type { MediaFacts } from '#app/lib/media-form.ts'
import { PORTFOLIO_SCREENS, type PortfolioCardView, type PortfolioKind } from '#app/lib/portfolio-admin.ts'
import type { SocialPreviewView } from '#app/lib/social-preview.ts'

/** Manage Applications / Products / Consulting: the add form, then the items, newest first. */
export function PortfolioManager({
	kind,
	screen,
	items,
	filter,
	search,
	mayCreate,
	mayPublish,
}: {
	kind: PortfolioKind
	screen: ScreenView
	items: PortfolioCardView[]
	filter: ListFilterView
	search: SearchView
	/** Whether the user may add one (the server's rules; it asks again). */
	mayCreate: boolean
	/** Whether its save publishes, or is submitted for review (a contributor's). */
	mayPublish: boolean
}) {
	const texts = PORTFOLIO_SCREENS[kind]
	const hasCategory = screen.fields.some((field) => field.name === 'category')
	const failure = useActionData<FormFailure>()
	return (
		<AdminPage title={screen.title}>
			{mayCreate && (
				<Panel title={texts.addHeading}>
					<AddForm button={texts.addButton} mayPublish={mayPublish}>
						{(onBusyChange) => <ContentFields fields={screen.fields} failure={failure} onBusyChange={onBusyChange} />}
					</AddForm>
				</Panel>
			)}
			<Panel title={texts.listHeading}>
				<StatusFilter filter={filter} />
				<ListSearch search={search} shown={items.length} />
				{items.length === 0 ? (
					search.query ? null : (
						<EmptyList>{emptyListText(texts.empty, filter, search)}</EmptyList>
					)
				) : (
					<AdminCardGrid>
						{items.map((item) => (
							<AdminCard
								key={item.id}
								id={item.id}
								to={item.path}
								title={item.title}
								picture={item.picture}
								text={item.description}
								badge={
									<div className="flex flex-wrap items-start gap-2">
										{hasCategory ? <Badge muted={!item.category}>{item.category || 'Unknown'}</Badge> : null}
										<StatusBadge standing={item.standing} publishAt={item.publish_at} />
										<ViewCount views={item.views} />
									</div>
								}
								actions={
									<>
										{item.may.edit && <EditLink to={screen.editPath ? itemPath(screen.editPath, item.id) : ''} />}
										{item.may.delete && <DeleteButton id={item.id} label={item.title} />}
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
export function PortfolioEditor({
	kind,
	screen,
	item,
	workflow,
	media,
	views,
	socialPreview,
}: {
	kind: PortfolioKind
	screen: ScreenView
	item: { id: number } & Record<string, unknown>
	workflow: WorkflowView
	/** The media records of the item's pictures (their alt text). */
	media: MediaFacts
	views: ItemViewsPanelData
	socialPreview: SocialPreviewView | undefined
}) {
	const failure = useActionData<FormFailure>()
	return (
		<AdminPage
			title={PORTFOLIO_SCREENS[kind].editTitle}
			back={screen.listPath}
			actions={<EditScreenActions collection={screen.name} id={item.id} />}
		>
			<Panel title={String(item.title)}>
				<EditForm cancelTo={screen.listPath} viewTo={workflow.previewPath} workflow={workflow}>
					{(onBusyChange) => (
						<ContentFields
							fields={screen.fields}
							item={item}
							media={media}
							failure={failure}
							onBusyChange={onBusyChange}
							socialPreview={socialPreview}
						/>
					)}
				</EditForm>
			</Panel>
			<ItemViewsPanel views={views} />
		</AdminPage>
	)
}
