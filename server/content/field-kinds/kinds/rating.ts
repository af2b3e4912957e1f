import { defineFieldKind, describeField, noFacts } from '#server/content/field-kinds/kind.ts'
import { numberRule } from '#server/content/field-kinds/kinds/number.ts'

/** A rating of 0 to 5 stars in halves (a testimonial's), chosen with stars. Missing means 0. */
export const kind = defineFieldKind({
	storage: 'number',
	fromStored: (value) => (value === null || value === undefined ? value : Number(value)),
	diff: 'text',
	facts: () => noFacts(),
})

const BOUNDS = { min: 0, max: 5, step: 0.5 }

export const rating = (label: string) =>
	describeField(
		numberRule(
			BOUNDS,
			{
				range: `${label} must be 0 to 5 in steps of 0.5`,
				notANumber: `${label} must be a number`,
				invalid: `${label} must be a number from 0 to 5`,
			},
			0,
		),
		{ kind: 'rating', label, required: false, ...BOUNDS },
	)
