import { describe, expect, it } from 'vitest';
import { heapFlags, tuneHeap, youngGenerationOutgrowsNode20 } from './heap.js';

describe('heap sizing', () => {
  it('holds the young generation on V8 12 and later (Node 22, 24), not on Node 20 (V8 11), and never for the agent or the operator', () => {
    expect(youngGenerationOutgrowsNode20('11.3.244.8-node.33')).toBe(false);
    expect(youngGenerationOutgrowsNode20('12.4.254.21-node.33')).toBe(true);
    expect(youngGenerationOutgrowsNode20('13.6.233.17-node.37')).toBe(true);
    expect(heapFlags({ longRunning: false }, '11.3.244.8-node.33')).toEqual(['--heap-growing-percent=50']);
    expect(heapFlags({ longRunning: false }, '13.6.233.17-node.37')).toEqual(['--heap-growing-percent=50', '--semi-space-growth-factor=1']);
    expect(heapFlags({ longRunning: true }, '13.6.233.17-node.37')).toEqual(['--heap-growing-percent=50']);
  });

  it('leaves the heap to V8 for a run that reads CRDs only', () => {
    expect(heapFlags({ longRunning: false, crdsOnly: true }, '13.6.233.17-node.37')).toEqual([]);
    expect(heapFlags({ longRunning: false, crdsOnly: true }, '11.3.244.8-node.33')).toEqual([]);
    expect(heapFlags({ longRunning: false, crdsOnly: false }, '13.6.233.17-node.37')).toEqual(['--heap-growing-percent=50', '--semi-space-growth-factor=1']);
  });

  it('sets the flags for the running V8', () => {
    const set: string[] = [];
    tuneHeap({ longRunning: false }, (flag) => set.push(flag));
    expect(set).toEqual(heapFlags({ longRunning: false }));
  });
});
