// A file kept as text (textSourceFile) must read exactly as the same file kept as bytes: the
// decode, its findings and limits, the head, a search of its contents and a comparison.
import { describe, expect, it } from 'vitest';
import { decodeManifestFile, decodeSourceFile, fileHead, fileIncludes, sameContents, textSourceFile } from './files.js';
import type { SourceFile } from './input.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

const samples: Record<string, Uint8Array> = {
  plain: enc('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n'),
  multibyte: enc('data: {greeting: "grüß dich, 日本"}\nkind: CustomResourceDefinition\n'),
  empty: new Uint8Array(0),
  bom: enc('\uFEFFapiVersion: v1\n'),
  nul: Uint8Array.from([0x61, 0x3a, 0x00, 0x62]),
  latin1: Uint8Array.from([0x61, 0x3a, 0x20, 0xe9, 0x0a]),
  // a three-byte character cut by a one-byte head
  cut: enc('é日本 kind: x\n'),
};

describe('textSourceFile', () => {
  it('keeps plain UTF-8 as text and anything else as bytes', () => {
    expect(textSourceFile('p.yaml', samples.plain!).text).toBe('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
    expect(textSourceFile('m.yaml', samples.multibyte!).size).toBe(samples.multibyte!.byteLength);
    for (const name of ['bom', 'nul', 'latin1']) expect(textSourceFile(`${name}.yaml`, samples[name]!).text, name).toBeUndefined();
  });

  it('reads as the same file kept as bytes, for every sample and limit', () => {
    for (const [name, bytes] of Object.entries(samples)) {
      const asText = textSourceFile(`${name}.yaml`, bytes);
      const asBytes: SourceFile = { path: `${name}.yaml`, bytes };
      expect([...asText.bytes], name).toEqual([...bytes]);
      expect({ ...asText }.bytes, `${name}: a spread keeps the bytes`).toEqual(bytes);
      for (const maxBytes of [0, 3, bytes.byteLength, 1 << 20]) {
        expect(decodeSourceFile(asText, { maxBytes }), `${name} ≤ ${maxBytes}`).toEqual(decodeManifestFile(asBytes.path, bytes, { maxBytes }));
      }
      for (const head of [1, 2, 5, bytes.byteLength, 1 << 20]) expect(fileHead(asText, head), `${name} head ${head}`).toBe(fileHead(asBytes, head));
      for (const needle of ['kind', 'CustomResourceDefinition', 'apiVersion: v1', 'zzz']) expect(fileIncludes(asText, needle), `${name} ${needle}`).toBe(fileIncludes(asBytes, needle));
    }
  });

  it('compares contents as bytes compare', () => {
    const files = Object.entries(samples).flatMap(([name, bytes]) => [textSourceFile(name, bytes), { path: name, bytes } satisfies SourceFile]);
    for (const a of files) {
      for (const b of files) {
        const equalBytes = a.bytes.byteLength === b.bytes.byteLength && a.bytes.every((x, i) => x === b.bytes[i]);
        expect(sameContents(a, b), `${a.path} / ${b.path}`).toBe(equalBytes);
      }
    }
  });
});
