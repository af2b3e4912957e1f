/** The admin's modal dialogs (<dialog> with showModal()): their box, and the way out that changes nothing. */
export const MODAL_CLASS = 'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50'

export function CancelButton({ onClick, children = 'Cancel' }: { onClick: () => void; children?: string }) {
	return (
		<button
			type="button"
			onClick={onClick}
			className="rounded-full px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
		>
			{children}
		</button>
	)
}
