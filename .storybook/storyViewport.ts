import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/** The story's viewport global (e.g. `mobile1`) in pixels, or the desktop size the `storybook` suite uses. */
export function storyViewport(globals: Record<string, unknown>): { width: number; height: number } {
  const name = (globals.viewport as { value?: string } | undefined)?.value;
  const viewports: Record<string, { styles: { width: string; height: string } }> = MINIMAL_VIEWPORTS;
  const styles = name ? viewports[name]?.styles : undefined;
  const pixels = (value: unknown) => Number.parseInt(String(value), 10);
  return styles ? { width: pixels(styles.width), height: pixels(styles.height) } : { width: 1200, height: 900 };
}
