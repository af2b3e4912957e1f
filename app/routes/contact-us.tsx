import { ContactSection } from '#app/components/contact-section.tsx'
import { contactFieldLimits, handleContactForm } from '#app/lib/contact-action.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import { site } from '#app/site-config.ts'
import type { Route } from './+types/contact-us'

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? notFoundMeta

export const loader = (args: Route.LoaderArgs) => ({
	meta: pageMeta(args, {
		title: 'Contact Us',
		description: `Call, e-mail or write to ${site.name} in ${site.address.city}, ${site.address.region}.`,
	}),
	contactLimits: contactFieldLimits(),
})

export async function action({ request, context }: Route.ActionArgs) {
	return handleContactForm(request, context)
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
	return <ContactSection heading="Contact Us" headingLevel={1} limits={loaderData.contactLimits} />
}
