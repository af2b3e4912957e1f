import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Logo } from '#app/components/logo.tsx'

/** A screen of one's account outside the admin area (a forgotten password's), as the sign-in screen looks. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
	return (
		<main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
			<div className="w-full max-w-sm">
				<div className="mb-8 flex justify-center text-xl text-slate-900">
					<Logo />
				</div>
				<div className="space-y-5 rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
					<h1 className="text-2xl font-bold text-slate-900">{title}</h1>
					{children}
				</div>
			</div>
		</main>
	)
}

export const ACCOUNT_LINK = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** The way back to the sign-in screen. */
export function BackToSignIn() {
	return (
		<p className="text-sm">
			<Link to="/admin" className={ACCOUNT_LINK}>
				Back to sign in
			</Link>
		</p>
	)
}
