/**
 * Layers message overrides over defaults, later layers winning. Missing or `undefined` entries
 * fall through, so `{ heading: undefined }` keeps the lower layer's heading.
 */
export function resolveMessages<M extends object>(defaults: M, ...layers: (Partial<M> | undefined)[]): M {
  const resolved = { ...defaults };
  for (const layer of layers) {
    if (!layer) continue;
    for (const key of Object.keys(layer) as (keyof M)[]) {
      const value = layer[key];
      if (value !== undefined) resolved[key] = value as M[keyof M];
    }
  }
  return resolved;
}
