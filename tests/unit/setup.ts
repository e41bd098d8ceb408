import { setUpstreamAsset } from '../../src/platform/config/upstreamAsset';
import { asset } from './helpers/upstreamAsset';

/** Node has no Web Storage; the session and form-draft modules need it. A Map-backed Storage, fresh per test file. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.has(key) ? this.items.get(key)! : null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (typeof globalThis[name] === 'undefined')
    Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true });
}

// The console reads upstream.json at start-up (src/platform/config/upstreamAsset.ts); unit tests start from the generated one.
setUpstreamAsset(asset);
