/** The links an entry carries for a RecencyList (undefined while it is in none). */
export interface RecencyLinks<N> {
  older: N | undefined;
  newer: N | undefined;
}

/**
 * Entries in the order they were last used, least recently used first: a list through the
 * entries themselves. The memos of a long-lived process (the agent) use each of 10,000 files'
 * entries at every revision; moving an entry is two links here, where deleting and adding a Map
 * entry to keep the order was a measurable part of judging a one-tenant revision.
 */
export class RecencyList<N extends RecencyLinks<N>> {
  oldest: N | undefined;
  newest: N | undefined;

  /** Adds an entry (not in any list) as the most recently used. */
  add(entry: N): void {
    entry.older = this.newest;
    entry.newer = undefined;
    if (this.newest !== undefined) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }

  /** Takes an entry of this list out of it. */
  remove(entry: N): void {
    const { older, newer } = entry;
    if (older !== undefined) older.newer = newer;
    else if (this.oldest === entry) this.oldest = newer;
    if (newer !== undefined) newer.older = older;
    else if (this.newest === entry) this.newest = older;
    entry.older = undefined;
    entry.newer = undefined;
  }

  /** Makes an entry of this list its most recently used. */
  touch(entry: N): void {
    if (this.newest === entry) return;
    this.remove(entry);
    this.add(entry);
  }
}
