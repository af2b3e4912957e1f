import { createContext, use } from 'react'

/**
 * This rendering's Content-Security-Policy nonce, for the scripts the public pages write themselves (their
 * enhancement script and speculation rules, app/components/public-scripts.tsx). Given by the server's
 * entry (app/entry.server.tsx); empty in the browser, where no public page is rendered.
 */
export const PageNonce = createContext('')

export const usePageNonce = () => use(PageNonce)
