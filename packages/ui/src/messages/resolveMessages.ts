import type { MessagesPack } from './allMessages';

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

/** Layers whole packs (e.g. a locale's, then a brand's) group by group; later packs win key by key. */
export function mergeMessagesPacks(...packs: (MessagesPack | undefined)[]): MessagesPack {
  const merged: Record<string, object> = {};
  for (const pack of packs) {
    const groups = Object.entries(pack ?? {}) as [string, object | undefined][];
    for (const [name, group] of groups) merged[name] = resolveMessages(merged[name] ?? {}, group);
  }
  return merged as MessagesPack;
}
