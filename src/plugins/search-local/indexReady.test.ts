import {describe, expect, it} from 'vitest';
import {expectSearchIndex, searchIndexWritten, settleSearchIndex} from './indexReady';

const stats = {pages: 3, cachedPages: 0, reusedIndex: false, bytes: 1024, seconds: 0.5, outputPath: 'build/pagefind', files: ['pagefind/pagefind.js']};

describe('the search index ordering hook', () => {
  it('resolves with null at once when no local index is being built', async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('moodle-devdocs/search-local/index')];
    await expect(searchIndexWritten()).resolves.toBeNull();
  });

  it('lets a step that starts first wait for the index', async () => {
    expectSearchIndex();
    const order: string[] = [];
    const waiting = searchIndexWritten().then((written) => {
      order.push('precache');
      return written;
    });
    await Promise.resolve();
    order.push('index written');
    await settleSearchIndex(Promise.resolve(stats));
    await expect(waiting).resolves.toEqual(stats);
    expect(order).toEqual(['index written', 'precache']);
  });

  it('passes an indexing failure on', async () => {
    expectSearchIndex();
    const waiting = searchIndexWritten();
    await expect(settleSearchIndex(Promise.reject(new Error('Pagefind failed')))).rejects.toThrow('Pagefind failed');
    await expect(waiting).rejects.toThrow('Pagefind failed');
  });
});
