const METHOD_STYLES: Record<string, string> = {
	GET: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
	POST: 'bg-blue-100 text-blue-900 ring-blue-300',
	PUT: 'bg-amber-100 text-amber-900 ring-amber-300',
	PATCH: 'bg-violet-100 text-violet-900 ring-violet-300',
	DELETE: 'bg-red-100 text-red-900 ring-red-300',
}

export function Method({ method, small = false }: { method: string; small?: boolean }) {
	return (
		<span
			className={`inline-block shrink-0 rounded font-mono font-semibold ring-1 ring-inset ${
				small ? 'w-14 px-1 py-0.5 text-center text-[0.7rem]' : 'px-2 py-0.5 text-sm'
			} ${METHOD_STYLES[method] ?? 'bg-slate-100 text-slate-900 ring-slate-300'}`}
		>
			{method}
		</span>
	)
}
