import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import axe from 'axe-core'

import { enhanced, hydrated } from '#tests/e2e/support/helpers.ts'

/** The rules we hold every screen to: WCAG 2.0, 2.1 and 2.2, levels A and AA (ADR 0015). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The two widths every screen is scanned at: a small phone and a laptop. */
export const WIDTHS = [1280, 375] as const

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }

/** Every path pattern in app/routes.ts ('/', '/blog/:slug', '/*', ...), with the layout it sits in. */
export function routePatterns(): Array<{ pattern: string; admin: boolean }> {
	const walk = (
		entries: readonly RouteEntry[],
		parent: string,
		admin: boolean,
	): Array<{ pattern: string; admin: boolean }> =>
		entries.flatMap((entry) => {
			const inAdmin = admin || entry.file.startsWith('routes/admin/')
			const path = entry.path ? `${parent.replace(/\/$/, '')}/${entry.path}` : parent
			const own = entry.index || entry.path ? [{ pattern: path, admin: inAdmin }] : []
			return [...own, ...walk(entry.children ?? [], path, inAdmin)]
		})
	// As React Router resolves app/routes.ts (which derives routes from the content types, server/content/).
	const routes = JSON.parse(execFileSync('npx', ['react-router', 'routes', '--json'], { encoding: 'utf8' }))
	return walk(routes as RouteEntry[], '/', false)
}

type Finding = { id: string; impact: string; help: string; nodes: Array<{ target: string; summary: string }> }

/**
 * The page's WCAG A/AA violations, one readable line per rule with the first elements it found.
 *
 * axe-core runs in the page itself (`axe.run`), put there once per document: @axe-core/playwright's
 * AxeBuilder sends axe's half a megabyte of source again for every scan and merges frames' results in
 * a page of its own, which made the sweep twice as slow; the only frames our pages hold are YouTube
 * players, which load on a click and are not ours to fix. Evaluated through the DevTools protocol,
 * the script is not subject to the page's Content-Security-Policy.
 */
export async function violations(page: Page, label: string): Promise<string[]> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
	const results = await page.evaluate(async (tags) => {
		const run = await (window as unknown as { axe: typeof axe }).axe.run(document, {
			runOnly: { type: 'tag', values: tags },
			// Passes are only counted, which spares most of the work of reporting them.
			resultTypes: ['violations', 'incomplete'],
		})
		const brief = (result: (typeof run.violations)[number]): Finding => ({
			id: result.id,
			impact: String(result.impact),
			help: result.help,
			nodes: result.nodes.map((node) => ({
				target: node.target.join(' '),
				summary: (node.failureSummary ?? node.any.map((check) => check.message).join('; ')).replace(/\s+/g, ' '),
			})),
		})
		return { violations: run.violations.map(brief), incomplete: run.incomplete.map(brief) }
	}, WCAG_TAGS)
	const found = results.violations.map((violation) =>
		[
			`${label}: ${violation.id} (${violation.impact}): ${violation.help}`,
			...violation.nodes.slice(0, 4).map((node) => `    ${node.target}: ${node.summary}`),
		].join('\n'),
	)
	// axe leaves text on a gradient undecided ('incomplete'); we decide it: against every colour stop.
	const onGradients = results.incomplete
		.filter((result) => result.id === 'color-contrast')
		.flatMap((result) => result.nodes)
		.filter((node) => /gradient/.test(node.summary))
		.map((node) => node.target)
	for (const problem of await page.evaluate(contrastOnGradients, onGradients)) found.push(`${label}: ${problem}`)
	return found
}

/**
 * In the page: for each selector, the text's contrast with every colour stop of the gradient behind it
 * (the nearest ancestor whose background is one), against WCAG's 4.5:1, or 3:1 for large text.
 */
function contrastOnGradients(selectors: string[]): string[] {
	const canvas = document.createElement('canvas')
	canvas.width = canvas.height = 1
	const context = canvas.getContext('2d', { willReadFrequently: true })!
	/**
	 * Any CSS colour (Tailwind's are oklch) as sRGB, through the canvas; a translucent one as it shows over
	 * `base` (a gradient's see-through stops over the element's own background colour).
	 */
	const rgb = (color: string, base = '#fff') => {
		context.clearRect(0, 0, 1, 1)
		context.fillStyle = base
		context.fillRect(0, 0, 1, 1)
		context.fillStyle = color
		context.fillRect(0, 0, 1, 1)
		return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
	}
	/** The solid colour under an element's background image: its own, or the nearest ancestor's, or white. */
	const baseOf = (element: Element | null): string => {
		for (let at = element; at; at = at.parentElement) {
			const color = getComputedStyle(at).backgroundColor
			if (rgbaAlpha(color) === 1) return color
		}
		return '#fff'
	}
	/** How opaque a colour is, 0 to 1, through the canvas. */
	const rgbaAlpha = (color: string) => {
		context.clearRect(0, 0, 1, 1)
		context.fillStyle = color
		context.fillRect(0, 0, 1, 1)
		return context.getImageData(0, 0, 1, 1).data[3]! / 255
	}
	const luminance = (color: string, base?: string) => {
		const [r, g, b] = rgb(color, base).map((value) => {
			const c = value / 255
			return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
		})
		return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
	}
	const ratio = (text: string, background: string, base: string) => {
		const [light, dark] = [luminance(text), luminance(background, base)].sort((x, y) => y - x)
		return (light! + 0.05) / (dark! + 0.05)
	}
	const problems: string[] = []
	for (const selector of selectors) {
		const element = document.querySelector(selector)
		if (!element) continue
		let holder: Element | null = element
		while (holder && !getComputedStyle(holder).backgroundImage.includes('gradient')) holder = holder.parentElement
		if (!holder) continue
		const style = getComputedStyle(element)
		const size = parseFloat(style.fontSize)
		const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
		const needed = large ? 3 : 4.5
		const stops = getComputedStyle(holder).backgroundImage.match(/(?:rgba?|oklch|oklab|hsla?|color)\([^)]*\)/g) ?? []
		const base = baseOf(holder)
		for (const stop of stops) {
			const contrast = ratio(style.color, stop, base)
			if (contrast < needed)
				problems.push(
					`color-contrast on a gradient: ${selector} (${style.color}) has ${contrast.toFixed(2)}:1 on ${stop}, needs ${needed}:1`,
				)
		}
	}
	return problems
}

/** Scans what the page shows now at both widths (the viewport changes, the page stays), ending at 1280 px. */
export async function scanAtBothWidths(page: Page, label: string): Promise<string[]> {
	const found: string[] = []
	for (const width of WIDTHS) {
		await page.setViewportSize({ width, height: 800 })
		found.push(...(await violations(page, `${label} at ${width}px`)))
	}
	await page.setViewportSize({ width: WIDTHS[0], height: 800 })
	return found
}

/** Opens each path (public pages wait for the footer, admin ones for main) and scans it at both widths. */
export async function scanPaths(
	page: Page,
	paths: Array<{ path: string; status?: number }>,
	lastElement: 'footer' | 'main',
): Promise<string[]> {
	const found: string[] = []
	for (const { path, status = 200 } of paths) {
		const response = await page.goto(path)
		if (response?.status() !== status) {
			found.push(`${path} answered ${response?.status()}, not ${status}`)
			continue
		}
		await (lastElement === 'footer' ? enhanced(page) : hydrated(page, lastElement))
		found.push(...(await scanAtBothWidths(page, path)))
	}
	return found
}

/** One stop of a Tab walk: the element, whether it showed a focus indicator, and what went wrong if not. */
export type FocusStop = { element: string; problem?: string }

type Snapshot = Array<Record<string, string>>

declare global {
	interface Window {
		focusWalk?: { elements: Element[]; focused: Snapshot[]; unfocused: Snapshot[]; problems: Array<string | undefined> }
	}
}

/**
 * Presses Tab until the focus comes back round (or `maxStops`), and says for each element it reached
 * whether it showed a focus indicator: an outline or a ring (box-shadow) on it or on one of its three
 * nearest ancestors (a card's ring, a rating star's label) that it lacks when not focused, not clipped
 * away by an ancestor that hides its overflow, and not covered by another element (a sticky header).
 */
export async function tabThrough(page: Page, { maxStops = 120, backwards = false } = {}): Promise<FocusStop[]> {
	await page.evaluate(() => {
		window.focusWalk = { elements: [], focused: [], unfocused: [], problems: [] }
	})
	for (let i = 0; i < maxStops; i++) {
		await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
		// The page scrolls the focused element into view, smoothly: a busy machine would otherwise catch the
		// scroll half way, with another box still where the element is going.
		await page.evaluate(scrollSettled)
		const wrapped = await page.evaluate(recordFocusStop)
		if (wrapped) break
	}
	return page.evaluate(compareFocusStops)
}

/** In the page: resolves once the page has kept its scroll position for a frame. */
function scrollSettled(): Promise<void> {
	return new Promise((resolve) => {
		let last = [NaN, NaN]
		const tick = () => {
			const now = [scrollX, scrollY]
			if (now[0] === last[0] && now[1] === last[1]) resolve()
			else {
				last = now
				requestAnimationFrame(tick)
			}
		}
		requestAnimationFrame(tick)
	})
}

/**
 * In the page: records the newly focused element's look (and whether an ancestor clips its outline or
 * ring, measured now: a scrolling box may move it later), and the previous one's now that it has lost focus.
 */
function recordFocusStop(): boolean {
	// Transitions (Tailwind's `transition` covers box-shadow and outline colour) would be caught half way.
	for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
	const walk = window.focusWalk!
	/** Whether a box grown by `extent` px on each side stays inside every ancestor that clips its overflow. */
	const clipped = (element: Element, extent: number) => {
		const box = element.getBoundingClientRect()
		for (let child = element, node = element.parentElement; node; child = node, node = node.parentElement) {
			// A modal dialog sits in the top layer, and a fixed box is placed by the viewport: the boxes their
			// markup sits in do not clip them.
			if (child.matches(':modal') || getComputedStyle(child).position === 'fixed') break
			const style = getComputedStyle(node)
			if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
			const frame = node.getBoundingClientRect()
			if (
				box.left - extent < frame.left - 0.5 ||
				box.top - extent < frame.top - 0.5 ||
				box.right + extent > frame.right + 0.5 ||
				box.bottom + extent > frame.bottom + 0.5
			)
				return true
		}
		return false
	}
	const look = (element: Element): Snapshot => {
		const chain: Element[] = []
		for (let node: Element | null = element; node && chain.length < 4; node = node.parentElement) chain.push(node)
		return chain.map((node) => {
			const style = getComputedStyle(node)
			// An `auto` outline is Chromium's own ring, at least 2 px outside the box; a ring reaches as far
			// as its spread (the fourth length of each outer shadow).
			const outlineExtent = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
			const spread = Math.max(
				0,
				...style.boxShadow
					.split(/,(?![^(]*\))/)
					.filter((layer) => !layer.includes('inset'))
					.map((layer) => parseFloat(layer.match(/-?[\d.]+px/g)?.[3] ?? '0')),
			)
			return {
				outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
				outlineStyle: style.outlineStyle,
				boxShadow: style.boxShadow,
				outlineClipped: String(
					clipped(node, style.outlineStyle === 'auto' ? Math.max(2, outlineExtent) : outlineExtent),
				),
				ringClipped: String(clipped(node, spread)),
			}
		})
	}
	const previous = walk.elements.at(-1)
	const active = document.activeElement
	// Tab moving between the parts of one control (a date and time input's fields): still the same stop.
	if (active && active === previous) return false
	if (previous) walk.unfocused[walk.elements.length - 1] = look(previous)
	if (!active || active === document.body || active === walk.elements[0]) return true
	walk.elements.push(active)
	walk.focused.push(look(active))
	// Covered: the point at the element's centre belongs to something else (a sticky header above it).
	const box = active.getBoundingClientRect()
	const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
	const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
	const top = document.elementFromPoint(x, y)
	const covered =
		box.width > 0 && top && !active.contains(top) && !top.contains(active) && !(top instanceof HTMLLabelElement)
			? `covered by <${top.tagName.toLowerCase()} class="${top.getAttribute('class') ?? ''}">`
			: undefined
	walk.problems.push(covered)
	return false
}

/** In the page: compares each element's focused look with its unfocused one. */
function compareFocusStops(): FocusStop[] {
	const walk = window.focusWalk!
	const describe = (element: Element) => {
		const name =
			element.getAttribute('aria-label') ??
			(element.textContent?.trim() || element.getAttribute('name') || element.getAttribute('href') || '')
		return `<${element.tagName.toLowerCase()}> "${name.replace(/\s+/g, ' ').slice(0, 50)}"`
	}
	return walk.elements.map((element, i) => {
		const focused = walk.focused[i]!
		const unfocused = walk.unfocused[i] ?? []
		let problem = walk.problems[i]
		const shown = focused.some((look, level) => {
			const before = unfocused[level]
			const outline = look.outlineStyle !== 'none' && look.outline !== before?.outline
			const ring = look.boxShadow !== 'none' && look.boxShadow !== before?.boxShadow
			return (outline && look.outlineClipped === 'false') || (ring && look.ringClipped === 'false')
		})
		if (!shown) problem ??= 'no visible focus indicator (outline or ring) that differs from its unfocused look'
		return { element: describe(element), ...(problem ? { problem } : {}) }
	})
}
