import fs from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import { HeroArt } from '#app/components/hero-art.tsx'

const FILE = 'public/hero-art.svg'

it('serves the hero decoration as the static file its component draws (regenerate with HERO_ART_WRITE=1)', () => {
	const drawn = `${renderToStaticMarkup(createElement(HeroArt))}\n`
	if (process.env.HERO_ART_WRITE === '1') fs.writeFileSync(FILE, drawn)
	expect(fs.readFileSync(FILE, 'utf8')).toBe(drawn)
})
