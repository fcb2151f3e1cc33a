import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { commandPart, heapUseOf, locationPart, readCodeCache, untrustedCacheFile, writeCodeCache, type CodeCacheOutcome } from './launch.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'driftgate-launch-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const folder = (): string => {
  const dir = path.join(scratch, String(folders++));
  mkdirSync(dir);
  return dir;
};

const BUILD = 'ab'.repeat(32);
/** A CommonJS bundle as scripts/build.mjs writes one: the build line, then code that prints what it was given. */
function bundleText(build: string | undefined, extra = ''): string {
  const line = build === undefined ? '' : `/* driftgate build ${build} */\n`;
  return `${line}"use strict";function twice(n){return n*2}process.stdout.write(JSON.stringify({file:require("node:path").basename(__filename),dir:require("node:path").basename(__dirname),value:twice(21),strict:(function(){return this===undefined})()})+"\\n");${extra}\n`;
}

function writeBundle(text: string): string {
  const file = path.join(folder(), 'cli.cjs');
  writeFileSync(file, text);
  return file;
}

const launcher = path.join(path.dirname(fileURLToPath(import.meta.url)), 'launch.ts');

/** What one run of a bundle gave. Each run is a process of its own: V8 also keeps compiled scripts in memory, and would serve a second compile in this process from there. */
interface Launched {
  readonly printed: { readonly file: string; readonly dir: string; readonly value: number; readonly strict: boolean };
  readonly outcome: CodeCacheOutcome;
  readonly cacheFile: string | null;
  readonly saved: boolean;
}
function launch(bundle: string, cacheDir: string | undefined, command: string): Launched {
  const code = `const { runBundle } = await import(${JSON.stringify(launcher)}); const r = runBundle(${JSON.stringify(bundle)}, ${JSON.stringify(cacheDir ?? null)} ?? undefined, ${JSON.stringify(command)}); const saved = r.saveCodeCache(); process.stdout.write(JSON.stringify({ outcome: r.outcome, cacheFile: r.cacheFile ?? null, saved }));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`launcher run failed: ${child.stderr}`);
  const [printed, result] = child.stdout.split('\n');
  return { printed: JSON.parse(printed!) as Launched['printed'], ...(JSON.parse(result!) as Omit<Launched, 'printed'>) };
}

describe('runBundle keeps V8 code cache of the CLI bundle', { timeout: 60_000 }, () => {
  it('runs the bundle as require() would, writes the cache at the end of a first run, and uses it in the next', () => {
    const bundle = writeBundle(bundleText(BUILD));
    const cacheDir = path.join(folder(), 'code');
    const first = launch(bundle, cacheDir, 'check');
    expect(first).toEqual({
      printed: { file: 'cli.cjs', dir: path.basename(path.dirname(bundle)), value: 42, strict: true },
      outcome: 'absent',
      cacheFile: path.join(cacheDir, `${BUILD.slice(0, 32)}-${locationPart(bundle)}-check-node${process.versions.node}-${process.arch}.bin`),
      saved: true,
    });
    // Readable by this user alone, in a folder only this user may enter.
    expect(statSync(first.cacheFile!).mode & 0o777).toBe(0o600);
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);

    const written = readFileSync(first.cacheFile!);
    const second = launch(bundle, cacheDir, 'check');
    expect(second).toMatchObject({ outcome: 'used', saved: false, printed: first.printed });
    expect(readFileSync(first.cacheFile!).equals(written)).toBe(true);
  });

  it('a cache V8 refuses (damaged, or made for a text of another length) is compiled past and written again', () => {
    const bundle = writeBundle(bundleText(BUILD));
    const cacheDir = path.join(folder(), 'code');
    const { cacheFile } = launch(bundle, cacheDir, 'check');

    writeFileSync(cacheFile!, Buffer.alloc(4096, 7), { mode: 0o600 });
    expect(launch(bundle, cacheDir, 'check')).toMatchObject({ outcome: 'rejected', saved: true, printed: { value: 42 } });
    expect(launch(bundle, cacheDir, 'check').outcome).toBe('used');

    // The same build line over another text (an edit by hand): V8's own check of the text refuses it.
    writeFileSync(bundle, bundleText(BUILD, 'process.stdout.write("");'));
    expect(launch(bundle, cacheDir, 'check')).toMatchObject({ outcome: 'rejected', saved: true });
    expect(launch(bundle, cacheDir, 'check').outcome).toBe('used');
  });

  it('each command has its own file; a bundle without a build line, or no folder, keeps none', () => {
    const bundle = writeBundle(bundleText(BUILD));
    const cacheDir = path.join(folder(), 'code');
    launch(bundle, cacheDir, 'check');
    expect(launch(bundle, cacheDir, 'crd-diff').outcome).toBe('absent');
    expect(launch(bundle, cacheDir, '--version').cacheFile).toContain('-other-node');
    expect(readdirSync(cacheDir)).toHaveLength(3);

    const unnamed = launch(writeBundle(bundleText(undefined)), cacheDir, 'check');
    expect(unnamed).toMatchObject({ outcome: 'off', cacheFile: null, saved: false, printed: { value: 42 } });
    expect(launch(bundle, undefined, 'check')).toMatchObject({ outcome: 'off', saved: false });
    expect(readdirSync(cacheDir)).toHaveLength(3);
  });

  it('two copies of one build keep a file each: code made for one never names the other in a stack trace', () => {
    // V8's code cache carries the script name it was made under (a global and a project install of one build).
    const text = `/* driftgate build ${BUILD} */\n"use strict";function where(){return new Error("x").stack.split("\\n")[1].trim()}process.stdout.write(JSON.stringify({file:require("node:path").basename(__filename),value:42,where:where()})+"\\n");\n`;
    const one = writeBundle(text);
    const other = writeBundle(text);
    const cacheDir = path.join(folder(), 'code');
    const whereOf = (l: Launched): string => (l.printed as Launched['printed'] & { where: string }).where;
    expect(launch(one, cacheDir, 'check').outcome).toBe('absent');
    expect(launch(one, cacheDir, 'check').outcome).toBe('used');
    const first = launch(other, cacheDir, 'check');
    expect(first.outcome).toBe('absent');
    expect(whereOf(first)).toContain(other);
    const again = launch(other, cacheDir, 'check');
    expect(again.outcome).toBe('used');
    expect(whereOf(again)).toContain(other);
    expect(whereOf(again)).not.toContain(one);
    expect(readdirSync(cacheDir)).toHaveLength(2);
    expect(locationPart(one)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('a cache file writable by others, or a symbolic link, is not run and not replaced', () => {
    const bundle = writeBundle(bundleText(BUILD));
    const cacheDir = path.join(folder(), 'code');
    const cacheFile = launch(bundle, cacheDir, 'check').cacheFile!;
    const bytes = readFileSync(cacheFile);

    chmodSync(cacheFile, 0o666);
    expect(launch(bundle, cacheDir, 'check')).toMatchObject({ outcome: 'unsafe', saved: false, printed: { value: 42 } });
    expect(readFileSync(cacheFile).equals(bytes)).toBe(true);

    const elsewhere = path.join(folder(), 'planted.bin');
    writeFileSync(elsewhere, bytes, { mode: 0o600 });
    rmSync(cacheFile);
    symlinkSync(elsewhere, cacheFile);
    expect(launch(bundle, cacheDir, 'check')).toMatchObject({ outcome: 'unsafe', saved: false });
    expect(readCodeCache(cacheFile)).toBe('unsafe');
  });

  it('names the reason a file is not trusted', () => {
    const file = path.join(folder(), 'f.bin');
    writeFileSync(file, 'x', { mode: 0o600 });
    const uid = process.getuid?.();
    expect(untrustedCacheFile(statSync(file), uid)).toBeUndefined();
    if (uid !== undefined) expect(untrustedCacheFile(statSync(file), uid + 1)).toBe(`owned by uid ${uid}, not ${uid + 1}`);
    chmodSync(file, 0o620);
    expect(untrustedCacheFile(statSync(file), uid)).toBe('writable by others');
    expect(untrustedCacheFile(statSync(path.dirname(file)), uid)).toBe('not a regular file');
    expect(readCodeCache(path.join(path.dirname(file), 'none.bin'))).toBe('absent');
  });

  it('the folder keeps the newest files only', () => {
    const dir = folder();
    for (let i = 0; i < 6; i++) {
      const old = path.join(dir, `old-${i}.bin`);
      writeFileSync(old, 'x');
      utimesSync(old, 1_000 + i, 1_000 + i);
    }
    expect(writeCodeCache(path.join(dir, 'new.bin'), Buffer.from('y'), 4)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['new.bin', 'old-3.bin', 'old-4.bin', 'old-5.bin']);
    // A folder that cannot be made: false, no throw.
    expect(writeCodeCache(path.join(dir, 'new.bin', 'below.bin'), Buffer.from('z'))).toBe(false);
  });

  it('names a file by its command only when the command is a plain word', () => {
    expect(commandPart('check')).toBe('check');
    expect(commandPart('crd-diff')).toBe('crd-diff');
    expect(commandPart('--version')).toBe('other');
    expect(commandPart('../../etc')).toBe('other');
    expect(commandPart(undefined)).toBe('other');
    expect(commandPart('x'.repeat(40))).toBe('other');
  });
});

describe('heapUseOf', () => {
  it('says the services stay up, crd-diff reads CRDs only unless it reads the cluster, and every other run holds a repository', () => {
    expect(heapUseOf(['agent', '--repo', 'x'])).toEqual({ longRunning: true, crdsOnly: false });
    expect(heapUseOf(['operator'])).toEqual({ longRunning: true, crdsOnly: false });
    expect(heapUseOf(['crd-diff', 'a.yaml', 'b.yaml'])).toEqual({ longRunning: false, crdsOnly: true });
    expect(heapUseOf(['crd-diff', '--base', 'main', '--kubeconfig', 'kc'])).toEqual({ longRunning: false, crdsOnly: false });
    expect(heapUseOf(['crd-diff', '--kubeconfig=kc', 'a', 'b'])).toEqual({ longRunning: false, crdsOnly: false });
    for (const args of [['check', 'crd-diff'], ['diff'], []]) expect(heapUseOf(args)).toEqual({ longRunning: false, crdsOnly: false });
  });
});
