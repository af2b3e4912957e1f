import { ContactSection } from '#app/components/contact-section.tsx'
import { contactFieldLimits, handleContactForm } from '#app/lib/contact-action.server.ts'
import { notFoundMeta } from '#app/lib/meta.ts'
import { pageMeta } from '#app/lib/seo.server.ts'
import { inCity } from '#app/lib/site-settings.ts'
import type { Route } from './+types/contact-us'

export const meta: Route.MetaFunction = ({ data, matches }) => data?.meta ?? notFoundMeta(matches)

export const loader = (args: Route.LoaderArgs) => ({
	meta: pageMeta(args, {
		title: 'Contact Us',
		description: `Call, e-mail or write to ${args.context.settings.name}${inCity(args.context.settings.address.city, args.context.settings.address.region)}: we answer every message.`,
	}),
	contactLimits: contactFieldLimits(),
})

export async function action({ request, context }: Route.ActionArgs) {
	return handleContactForm(request, context)
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
	return <ContactSection heading="Contact Us" headingLevel={1} limits={loaderData.contactLimits} />
}
