/** `<repo>/packages/booking-rules/src/stay.ts` → `_workspace/booking-rules/src/stay` (no extension). */
export function workspaceOutputPath(moduleFile: string): string;
/** The package directory of `specifier` when it is a workspace package, else `undefined` (a published dependency). */
export function workspacePackageDir(specifier: string): string | undefined;
