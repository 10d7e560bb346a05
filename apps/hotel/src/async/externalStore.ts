/** A value outside React that components follow with `useSyncExternalStore(store.subscribe, store.get)`. */
export function createExternalStore<Value>(initial: Value) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: Value) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
