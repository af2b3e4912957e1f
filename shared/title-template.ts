/** Stands for the company's name in the settings' title template, so that renaming the company renames every title. */
export const COMPANY_NAME_TOKEN = '{name}'

/** A page's title in the template: `%s` is the page's title, `{name}` the company's name, in one pass. */
export const fillTitleTemplate = (template: string, values: { title: string; name: string }) =>
	template.replace(/%s|\{name\}/g, (token) => (token === '%s' ? values.title : values.name))
