/**
 * How an image field posts its pictures' alt text and 'decorative' with the item's form: one pair of
 * inputs per media record, named by its id (app/components/admin/image-field.tsx writes them; the save
 * actions read them, app/lib/media-form.server.ts). Browser-safe: the field imports it.
 */
export const MEDIA_ALT_PREFIX = 'media_alt:'
export const MEDIA_DECORATIVE_PREFIX = 'media_decorative:'

/** What a form shows of one picture's media record (ImageField prefills its alt text and checkbox). */
export type PictureMedia = { id: number; alt: string; decorative: boolean }

/** The media records of an item's pictures, by URL (pictures not in the library have none). */
export type MediaFacts = Record<string, PictureMedia>

/** The longest alt text the library keeps (server/content/media.ts ALT_MAX; a unit test holds them equal). */
export const ALT_TEXT_MAX = 250
