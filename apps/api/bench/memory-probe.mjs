// Loaded into the app server by bench/soak.ts (`node --expose-gc --import ./bench/memory-probe.mjs`): answers
// 'memory' on the IPC channel with process.memoryUsage() after a full collection, so heap figures compare, and
// `{ heapSnapshot: file }` by writing a heap snapshot there (what grew: compare two in Chrome DevTools' Memory tab).
import { writeHeapSnapshot } from 'node:v8';

process.channel?.unref();
process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    process.send?.({ memory: process.memoryUsage() });
  } else if (typeof message?.heapSnapshot === 'string') {
    process.send?.({ heapSnapshot: writeHeapSnapshot(message.heapSnapshot) });
  }
});
