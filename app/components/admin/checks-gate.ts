import { createContext } from 'react'

/**
 * The checks panel's word on a save, asked by the form around it (GuardedForm) after the form's own checks
 * passed and before anything is sent: true holds the save back (the panel asks "Publish anyway?", or waits
 * for the form as sent to be checked, and sends it again itself).
 */
export type ChecksGate = (submitter: HTMLElement | null) => boolean

/** Given by the form: the panel hands it its gate (and takes it back, with undefined). */
export const ChecksGateContext = createContext<((gate: ChecksGate | undefined) => void) | null>(null)
