/**
 * The public pages' only script (ADR 0032): the progressive enhancements of what the server rendered. Each
 * element to enhance names its enhancement (`data-enhance="faq"`); everything works without this script
 * but the controls that only script can work (`.needs-js`, invisible until `<html data-enhanced>`).
 * No React here, and nothing that imports it: this file and its imports are all the JavaScript a public
 * page loads (tests/system/js-budget.test.ts).
 */
import { enhanceContactForm } from '#app/enhance/contact-form.ts'
import { enhanceFaq } from '#app/enhance/faq.ts'
import { enhanceHeader } from '#app/enhance/header.ts'
import { enhanceMarquee } from '#app/enhance/marquee.ts'
import { countPageView } from '#app/enhance/page-view.ts'
import { enhancePictures } from '#app/enhance/pictures.ts'
import { enhanceTestimonials } from '#app/enhance/testimonials.ts'
import { enhanceToast } from '#app/enhance/toast.ts'
import { enhanceVideo } from '#app/enhance/video.ts'

const enhancements: Record<string, (element: HTMLElement) => void> = {
	header: enhanceHeader,
	faq: enhanceFaq,
	testimonials: enhanceTestimonials,
	pictures: enhancePictures,
	marquee: enhanceMarquee,
	video: enhanceVideo,
	'contact-form': enhanceContactForm,
	toast: enhanceToast,
}

for (const element of document.querySelectorAll<HTMLElement>('[data-enhance]')) {
	enhancements[element.dataset.enhance ?? '']?.(element)
}
document.documentElement.dataset.enhanced = ''
countPageView()
