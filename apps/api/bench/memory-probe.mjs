// Loaded into the app server by bench/soak.ts (`node --expose-gc --import ./bench/memory-probe.mjs`): answers
// 'memory' on the IPC channel with process.memoryUsage() after a full collection, so heap figures compare.
process.channel?.unref();
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
