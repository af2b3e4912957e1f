import { generatePath } from 'react-router'

/** An item's address from a content type's path pattern (`/blog/:id`): pages, links and the sitemap all use it. */
export const itemPath = (pattern: string, id: number): string => generatePath(pattern, { id: String(id) })
