/**
 * A screen's or a part's code could not be fetched: the server is down, or a new deployment has replaced the files
 * the page was built with ("Failed to fetch dynamically imported module" and its kin in other browsers).
 */
export class ModuleLoadError extends Error {
  constructor(cause: unknown) {
    super('The code of this page could not be loaded.', { cause });
    this.name = 'ModuleLoadError';
  }
}

/** `load` (a dynamic import), its failure marked as a ModuleLoadError. */
export const markLoadFailure =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch((cause: unknown) => {
      throw new ModuleLoadError(cause);
    });

/**
 * Loads the page again from the server: the router and the browser keep a failed import's outcome, and after a new
 * deployment only a fresh page knows the new files.
 */
export function reloadPage(): void {
  window.location.reload();
}
