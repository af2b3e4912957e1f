/**
 * The schema.org properties of the types the site's JSON-LD uses, each with those it inherits: vendored from
 * schema.org's own release files (github.com/schemaorg/schemaorg, data/releases/30.0/
 * schemaorg-all-https-types.csv: each type's `properties`, and its `subTypeOf` chain's). Refresh it from a
 * newer release when a page uses a type or property that is not here.
 */
const VOCABULARY: Readonly<Record<string, string>> = {
	JobPosting: `
		additionalType alternateName applicantLocationRequirements applicationContact baseSalary benefits
		datePosted description directApply disambiguatingDescription educationRequirements
		eligibilityToWorkRequirement employerOverview employmentType employmentUnit estimatedSalary
		experienceInPlaceOfEducation experienceRequirements hiringOrganization identifier image
		incentiveCompensation incentives industry jobBenefits jobDuration jobImmediateStart jobLocation
		jobLocationType jobStartDate mainEntityOfPage name occupationalCategory owner physicalRequirement
		potentialAction qualifications relevantOccupation responsibilities salaryCurrency sameAs
		securityClearanceRequirement sensoryRequirement skills specialCommitments subjectOf title totalJobOpenings
		url validThrough workHours
	`,
	Organization: `
		acceptedPaymentMethod actionableFeedbackPolicy additionalType address agentInteractionStatistic
		aggregateRating alternateName alumni areaServed award awards brand companyRegistration contactPoint
		contactPoints correctionsPolicy department description disambiguatingDescription dissolutionDate
		diversityPolicy diversityStaffingReport duns email employee employees ethicsPolicy event events faxNumber
		founder founders foundingDate foundingLocation funder funding globalLocationNumber hasCertification
		hasCredential hasGS1DigitalLink hasMemberProgram hasMerchantReturnPolicy hasOfferCatalog hasPOS
		hasProductReturnPolicy hasShippingService identifier image interactionStatistic isicV4 iso6523Code keywords
		knowsAbout knowsLanguage legalAddress legalName legalRepresentative leiCode location logo mainEntityOfPage
		makesOffer member memberOf members naics name nonprofitStatus numberOfEmployees owner ownershipFundingInfo
		owns parentOrganization potentialAction publishingPrinciples review reviews sameAs seeks serviceArea skills
		slogan sponsor subOrganization subjectOf taxID telephone unnamedSourcesPolicy url vatID
	`,
	Place: `
		additionalProperty additionalType address aggregateRating alternateName amenityFeature branchCode
		containedIn containedInPlace containsPlace description disambiguatingDescription event events faxNumber geo
		geoContains geoCoveredBy geoCovers geoCrosses geoDisjoint geoEquals geoIntersects geoOverlaps geoTouches
		geoWithin globalLocationNumber hasCertification hasDriveThroughService hasGS1DigitalLink hasMap identifier
		image isAccessibleForFree isicV4 keywords latitude logo longitude mainEntityOfPage map maps
		maximumAttendeeCapacity name openingHoursSpecification owner photo photos potentialAction publicAccess
		review reviews sameAs slogan smokingAllowed specialOpeningHoursSpecification subjectOf telephone
		tourBookingPage url
	`,
	PostalAddress: `
		additionalType addressCountry addressLocality addressRegion alternateName areaServed availableLanguage
		contactOption contactType description disambiguatingDescription email extendedAddress faxNumber
		hoursAvailable identifier image mainEntityOfPage name owner postOfficeBoxNumber postalCode potentialAction
		productSupported sameAs serviceArea streetAddress subjectOf telephone url
	`,
	MonetaryAmount: `
		additionalType alternateName currency description disambiguatingDescription identifier image
		mainEntityOfPage maxValue minValue name owner potentialAction sameAs subjectOf url validFrom validThrough
		value
	`,
	QuantitativeValue: `
		additionalProperty additionalType alternateName description disambiguatingDescription identifier image
		mainEntityOfPage maxValue minValue name owner potentialAction sameAs subjectOf unitCode unitText url value
		valueReference
	`,
	PropertyValue: `
		additionalType alternateName description disambiguatingDescription identifier image mainEntityOfPage
		maxValue measurementMethod measurementTechnique minValue name owner potentialAction propertyID sameAs
		subjectOf unitCode unitText url value valueReference
	`,
	AdministrativeArea: `
		additionalProperty additionalType address aggregateRating alternateName amenityFeature branchCode
		containedIn containedInPlace containsPlace description disambiguatingDescription event events faxNumber geo
		geoContains geoCoveredBy geoCovers geoCrosses geoDisjoint geoEquals geoIntersects geoOverlaps geoTouches
		geoWithin globalLocationNumber hasCertification hasDriveThroughService hasGS1DigitalLink hasMap identifier
		image isAccessibleForFree isicV4 keywords latitude logo longitude mainEntityOfPage map maps
		maximumAttendeeCapacity name openingHoursSpecification owner photo photos potentialAction publicAccess
		review reviews sameAs slogan smokingAllowed specialOpeningHoursSpecification subjectOf telephone
		tourBookingPage url
	`,
	BreadcrumbList: `
		additionalType aggregateElement alternateName description disambiguatingDescription identifier image
		itemListElement itemListOrder mainEntityOfPage name numberOfItems owner potentialAction sameAs subjectOf
		url
	`,
	ListItem: `
		additionalType alternateName description disambiguatingDescription identifier image item mainEntityOfPage
		name nextItem owner position potentialAction previousItem sameAs subjectOf url
	`,
}

/** Each type's properties, by the type's name. */
export const SCHEMA_ORG_PROPERTIES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
	Object.entries(VOCABULARY).map(([type, names]) => [type, new Set(names.trim().split(/\s+/))]),
)
