import { ContactSection } from '~/components/contact-section'
import { handleContactForm } from '~/lib/contact-action.server'
import { notFoundMeta } from '~/lib/meta'
import { pageMeta } from '~/lib/seo.server'
import { site } from '~/site-config'
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
