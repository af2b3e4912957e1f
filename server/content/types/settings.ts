import { z } from 'zod'

import { COMPANY_NAME_TOKEN } from '#shared/title-template.ts'
import { describeField } from '#server/content/field-kinds/kind.ts'
import { checkbox } from '#server/content/field-kinds/kinds/checkbox.ts'
import { dateTime } from '#server/content/field-kinds/kinds/date-time.ts'
import { nullableImage } from '#server/content/field-kinds/kinds/image.ts'
import { list } from '#server/content/field-kinds/kinds/list.ts'
import { object } from '#server/content/field-kinds/kinds/object.ts'
import { optionalText, requiredText } from '#server/content/field-kinds/kinds/text.ts'
import { longText } from '#server/content/field-kinds/kinds/textarea.ts'
import { texts } from '#server/content/field-kinds/kinds/texts.ts'
import { optionalUrl, requiredUrl } from '#server/content/field-kinds/kinds/url.ts'
import { optionalTextRule, requiredTextRule } from '#server/content/fields.ts'
import { defineSingleton } from '#server/content/singleton.ts'
import { NO_SMTP, sendTestEmail, TEST_EMAIL_LIMIT } from '#server/mail/test-email.ts'

/**
 * The site's settings (docs/design.md §13): who the company is and how to reach it, its services, its
 * brand pictures, the pages' title template, an announcement bar, and who hears of contact messages. One
 * record (ADR 0041). Its announcement's dates join the content version's schedule, so cached pages show
 * and hide the bar on time; the contact alerts' recipients are answered only to the admin
 * (docs/decisions/0043-settings-mail-and-announcement.md).
 */

const EMAIL_MAX = 254
/** Optional (a new site has none); when given, an address. */
const email = describeField(
	optionalTextRule('Email', EMAIL_MAX)
		.refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address')
		.meta({ description: 'An e-mail address, or empty for none' }),
	{ kind: 'text', label: 'Email', required: false, maxLength: EMAIL_MAX },
)
const TEMPLATE_MAX = 120
/** A new site's name, until the admin sets it (the dashboard asks for it while it is this one). */
export const NEUTRAL_COMPANY_NAME = 'Your company'
const titleTemplate = describeField(
	requiredTextRule('Title template', TEMPLATE_MAX).refine(
		(value) => value.includes('%s'),
		"Title template must hold %s, where each page's title goes",
	),
	{
		kind: 'text',
		label: 'Title template',
		required: true,
		maxLength: TEMPLATE_MAX,
		hint: `%s is each page's title and ${COMPANY_NAME_TOKEN} the company's name: '%s | ${COMPANY_NAME_TOKEN}'.`,
	},
)
const countryCode = describeField(
	optionalTextRule('Country code', 2).refine(
		(value) => value === '' || /^[A-Za-z]{2}$/.test(value),
		'Country code: two letters (ISO 3166-1, such as IN or GB)',
	),
	{ kind: 'text', label: 'Country code', required: false, maxLength: 2, hint: 'Two letters: IN, GB, US…' },
)

export const SettingsInput = z.object({
	name: requiredText('Company name', 120),
	tagline: optionalText('Tagline', 200),
	description: longText('Description', 500, { required: false, rows: 3 }),
	phone: optionalText('Phone', 40),
	email,
	address: object('Address', {
		street: optionalText('Street', 200),
		city: optionalText('City', 100),
		region: optionalText('Region', 100),
		postal_code: optionalText('Postal code', 20),
		country: optionalText('Country', 100),
		country_code: countryCode,
	}),
	social: list('Social profiles', { name: requiredText('Name', 60), url: requiredUrl('Address') }, { max: 10 }),
	services: texts('Services', { max: 20, maxLength: 80 }),
	logo: nullableImage('Logo'),
	favicon: nullableImage('Favicon'),
	og_image: nullableImage('Social image'),
	title_template: titleTemplate,
	announcement: object(
		'Announcement bar',
		{
			text: optionalText('Text', 200),
			url: optionalUrl('Link'),
			starts_at: dateTime('Starts at', { hint: 'Empty: from now on.' }),
			ends_at: dateTime('Ends at', { hint: 'Empty: until it is removed.' }),
		},
		{
			blankWithout: 'text',
			hint: 'Shown above every page while it has a text (and between its dates, when set).',
			rules: [
				{
					check: ({ starts_at, ends_at }) => !starts_at || !ends_at || ends_at > starts_at,
					message: 'Ends at must be after Starts at',
					path: 'ends_at',
				},
			],
		},
	),
	contact_alerts: object(
		'Contact form e-mails',
		{
			send: checkbox('E-mail each new contact message', { initial: true }),
			to: texts('Recipients', { max: 20, maxLength: EMAIL_MAX, email: true }),
		},
		{
			hint: "Who hears of each new message. Empty: the addresses of the server's CONTACT_NOTIFY_TO, if it has them.",
		},
	),
})

/** The settings as stored and read. */
export type SiteSettings = z.output<typeof SettingsInput>

export const settings = defineSingleton({
	name: 'settings',
	label: 'Settings',
	schema: SettingsInput,
	// A new site's, until the admin names the company (the dashboard asks: ADR 0046); the sample company's
	// record is sample content.
	initial: {
		name: NEUTRAL_COMPANY_NAME,
		tagline: '',
		description: '',
		phone: '',
		email: '',
		address: { street: '', city: '', region: '', postal_code: '', country: '', country_code: '' },
		social: [],
		services: [],
		logo: null,
		favicon: null,
		og_image: null,
		title_template: `%s | ${COMPANY_NAME_TOKEN}`,
		announcement: null,
		contact_alerts: { send: true, to: [] },
	},
	// Staff addresses: not for the public GET /settings.
	privateFields: ['contact_alerts'],
	schedule: (record) => [record.announcement?.starts_at, record.announcement?.ends_at],
	actions: [
		{
			name: 'test-email',
			title: 'Test e-mail',
			label: 'Send a test e-mail',
			busyText: 'Sending...',
			permission: 'mail.test',
			api: {
				operationId: 'sendSettingsTestEmail',
				summary: "Send a test e-mail to the contact alerts' recipients",
				description: `Sends a short message through the server's \`SMTP_URL\` to the saved recipients (else \`CONTACT_NOTIFY_TO\`), and waits for the mail server's answer. At most ${TEST_EMAIL_LIMIT} per 10 minutes for the whole site.`,
			},
			describe: () =>
				'Sends a short message to the saved recipients through the e-mail server, to check that contact e-mails reach them.',
			unavailable: ({ config }) => (config.mail ? undefined : NO_SMTP),
			run: sendTestEmail,
		},
	],
	api: {
		description: "The site's settings: the company, its contact details, services, brand pictures and titles.",
		recordName: 'Settings',
		example: { phone: '+44 20 7946 0000', services: ['Data Science', 'Business Intelligence'] },
	},
	admin: {
		path: '/dashboard/settings',
		title: 'Settings',
		tile: { label: 'Settings', text: 'Company, contact details, services, brand', position: 5 },
		fields: {
			name: {},
			tagline: {},
			description: {},
			phone: {},
			email: {},
			address: {},
			social: {},
			services: {},
			logo: {},
			favicon: {},
			og_image: {},
			title_template: {},
			announcement: {},
			contact_alerts: {},
		},
		messages: { updated: 'Settings saved' },
	},
})
