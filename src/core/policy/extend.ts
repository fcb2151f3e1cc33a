import type { SourceFile } from '../manifest/input.js';
import { isRecord } from '../manifest/manifest.js';
import { parseYaml, type YamlParseCache } from '../yaml/parse.js';
import { BoundedMemo } from '../memo/memo.js';
import { fileText } from '../manifest/files.js';
import { CONFIG_KIND } from './config.js';

/**
 * A repository's `policies/` extends the default pack that ships with driftgate: the default
 * policies keep judging (the GPU rule does not disappear because a repository adds a rule of its
 * own) unless the repository's driftgate.yaml says `replaceDefaults: true`. A repository file at
 * the same place in the pack replaces the default one; so does a repository document of the
 * same kind and name (a policy, its binding, a parameter object), and the repository's own
 * driftgate.yaml or crd-compat.yaml replaces the default's.
 */

export interface PackFile {
  readonly file: SourceFile;
  /** The file's path inside its pack directory (`admission/tenant-gpu-limit.yaml`). */
  readonly relative: string;
}

export interface ExtendedPack {
  readonly files: SourceFile[];
  /** True when the repository's pack said `replaceDefaults: true`. */
  readonly replacesDefaults: boolean;
}

const CRD_COMPAT_KIND = 'CrdCompatConfig';

interface Declared {
  readonly keys: Set<string>;
  readonly kinds: Set<string>;
  replaceDefaults: boolean;
}

function declared(files: readonly PackFile[], cache: YamlParseCache | undefined): Declared {
  const out: Declared = { keys: new Set(), kinds: new Set(), replaceDefaults: false };
  for (const { file } of files) {
    const one = declaredIn(file, cache);
    for (const kind of one.kinds) out.kinds.add(kind);
    for (const key of one.keys) out.keys.add(key);
    if (one.replaceDefaults) out.replaceDefaults = true;
  }
  return out;
}

/**
 * What one file declares, by its text: the agent extends the pack at every revision it reads,
 * and pack files rarely change. Texts over REMEMBERED_TEXT_CHARS are read each time, so the memo
 * holds at most its entries times that.
 */
const DECLARED = new BoundedMemo<string, Declared>(64);
const REMEMBERED_TEXT_CHARS = 256 * 1024;

function declaredIn(file: SourceFile, cache: YamlParseCache | undefined): Declared {
  const text = fileText(file);
  const read = (): Declared => {
    const out: Declared = { keys: new Set(), kinds: new Set(), replaceDefaults: false };
    // The pack's loader parses these texts again with the same reading: one cache serves both.
    for (const doc of parseYaml(text, { file: file.path, ...(cache ? { cache } : {}) }).documents) {
      const v = doc.value;
      if (!isRecord(v) || typeof v.kind !== 'string') continue;
      out.kinds.add(v.kind);
      if (v.kind === CONFIG_KIND && isRecord(v.spec) && v.spec.replaceDefaults === true) out.replaceDefaults = true;
      if (isRecord(v.metadata) && typeof v.metadata.name === 'string') out.keys.add(`${v.kind}/${v.metadata.name}`);
    }
    return out;
  };
  return text.length > REMEMBERED_TEXT_CHARS ? read() : DECLARED.get(text, read);
}

export function extendDefaultPack(input: { readonly defaults: readonly PackFile[]; readonly own: readonly PackFile[]; readonly parseCache?: YamlParseCache }): ExtendedPack {
  const own = declared(input.own, input.parseCache);
  if (own.replaceDefaults) return { files: input.own.map((f) => f.file), replacesDefaults: true };
  const ownPaths = new Set(input.own.map((f) => f.relative));
  const kept = input.defaults.filter((d) => {
    if (ownPaths.has(d.relative)) return false;
    const mine = declared([d], input.parseCache);
    if ([...mine.keys].some((k) => own.keys.has(k))) return false;
    // One driftgate.yaml and one crd-compat.yaml per pack: the repository's wins.
    for (const singleton of [CONFIG_KIND, CRD_COMPAT_KIND]) if (mine.kinds.has(singleton) && own.kinds.has(singleton)) return false;
    return true;
  });
  return { files: [...kept.map((f) => f.file), ...input.own.map((f) => f.file)], replacesDefaults: false };
}
