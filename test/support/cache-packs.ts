import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The pack files (src/io/cache/pack-store.ts) anywhere under a cache folder; none when it does not exist. */
export function packFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name.endsWith('.pack')) out.push(path.join(d, e.name));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}
