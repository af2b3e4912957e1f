import { ContactSection } from '#app/components/contact-section.tsx'
import { handleContactForm } from '#app/lib/contact-action.server.ts'
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
})

export async function action({ request, context }: Route.ActionArgs) {
	return handleContactForm(request, context)
}

export default function ContactUs() {
	return <ContactSection heading="Contact Us" headingLevel={1} />
}
