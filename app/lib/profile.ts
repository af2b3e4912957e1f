/**
 * What the Profile screen (app/routes/admin/profile.tsx) is told by its action after a refused save: the
 * message, each field's, and what was sent, shown again so nothing typed is lost. Browser-safe.
 */
export type ProfileValues = { name: string; bio: string; photo: string }
export type ProfileFailure = { error: string; fields: Record<string, string>; values: ProfileValues }
