import { z } from 'zod'
import { defineCollection } from './collection'
import { optionalText, requiredText } from './fields'

export const ContactInput = z.object({
	name: requiredText('Name', 200),
	email: requiredText('Email', 254).pipe(z.email('Enter a valid email address')),
	phone: requiredText('Phone', 40).regex(/^[0-9+()\-.\s]{5,40}$/, 'Enter a valid phone number'),
	subject: optionalText('Subject', 300),
	message: requiredText('Message', 5000),
})

export const contactSubmissions = defineCollection({
	table: 'contact_submissions',
	label: 'Contact submission',
	createSchema: ContactInput,
})
