/**
 * A block type's name from its modules' file name (`call-to-action.ts` and `call-to-action.tsx` are
 * `call_to_action`): the server's definitions and the public components are paired by it (ADR 0044).
 */
export const blockTypeName = (file: string) => file.replace(/^.*\/|\.tsx?$/g, '').replaceAll('-', '_')
