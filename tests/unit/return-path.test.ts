import { describe, expect, it } from 'vitest'

import { DEFAULT_RETURN_PATH, safeReturnPath, signInPath } from '#shared/return-path.ts'

describe('safeReturnPath', () => {
	it.each([
		'/dashboard/edit-FAQ/3',
		'/dashboard/edit-FAQ',
		'/dashboard/contact-submission?page=2&sort=new',
		'/admin/blog/edit/7',
		'/dashboard/edit%2DFAQ/3',
		'/',
	])('follows a path of this site: %s', (path) => {
		expect(safeReturnPath(path)).toBe(path)
	})

	it.each([
		['protocol-relative', '//evil.com'],
		['protocol-relative with a path', '//evil.com/dashboard'],
		['backslash', '/\\evil.com'],
		['backslash later on', '/dashboard\\..\\evil'],
		['absolute URL', 'https://evil.com'],
		['absolute URL of this scheme', 'http://evil.com/dashboard'],
		['javascript:', 'javascript:alert(1)'],
		['data:', 'data:text/html,<script>alert(1)</script>'],
		['encoded slashes', '%2F%2Fevil.com'],
		['a slash then an encoded slash', '/%2Fevil.com'],
		['double-encoded slash', '/%252Fevil.com'],
		['encoded backslash', '/%5Cevil.com'],
		['encoded backslash, lower case', '/%5cevil.com'],
		['newline', '/\n/evil.com'],
		['encoded newline', '/%0A/evil.com'],
		['tab', '/\t/evil.com'],
		['encoded tab', '/%09/evil.com'],
		['carriage return in the middle', '/dashboard\r\nSet-Cookie: x=1'],
		['NUL', '/dashboard%00'],
		['relative path', 'dashboard'],
		['empty', ''],
		['broken encoding', '/dashboard%E0%A4%A'],
		['very long', `/${'a'.repeat(3000)}`],
	])('refuses %s and answers the dashboard', (_name, value) => {
		expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH)
	})

	it('answers the dashboard for anything that is not a string', () => {
		for (const value of [undefined, null, 42, ['/dashboard/edit-FAQ'], {}]) {
			expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH)
		}
	})

	it('never sends a signed-in admin back to the sign-in screen', () => {
		expect(safeReturnPath('/admin')).toBe(DEFAULT_RETURN_PATH)
		expect(safeReturnPath('/admin?redirectTo=%2Fadmin')).toBe(DEFAULT_RETURN_PATH)
	})
})

describe('signInPath', () => {
	it('names the screen to come back to, encoded', () => {
		expect(signInPath('/dashboard/edit-FAQ/3')).toBe('/admin?redirectTo=%2Fdashboard%2Fedit-FAQ%2F3')
		expect(signInPath('/dashboard/x?a=1&b=2')).toBe('/admin?redirectTo=%2Fdashboard%2Fx%3Fa%3D1%26b%3D2')
	})

	it('is the plain sign-in screen when the dashboard is where it would land anyway', () => {
		expect(signInPath('/dashboard')).toBe('/admin')
		expect(signInPath('')).toBe('/admin')
	})

	it('round-trips through safeReturnPath', () => {
		const path = '/dashboard/edit-FAQ/3?tab=2'
		const query = new URL(signInPath(path), 'http://localhost').searchParams.get('redirectTo')
		expect(safeReturnPath(query)).toBe(path)
	})
})
