// Every workflow under .github/workflows/ and every example workflow in docs/ passes actionlint
// (built from the Go module proxy by scripts/build-actionlint.mjs; a no-op when current).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { load } from 'js-yaml';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const actionlint = path.join(repoRoot, '.cache', 'bin', 'actionlint');
const haveGo = !spawnSync('go', ['version']).error;
const workflows = readdirSync(path.join(repoRoot, '.github/workflows')).filter((f) => /\.ya?ml$/.test(f));

/** ```yaml blocks of the docs that are workflows (they start with `# .github/workflows/NAME.yml`). */
function docWorkflows(): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  for (const f of readdirSync(path.join(repoRoot, 'docs')).filter((x) => x.endsWith('.md'))) {
    const text = readFileSync(path.join(repoRoot, 'docs', f), 'utf8');
    for (const m of text.matchAll(/```yaml\n# \.github\/workflows\/([\w.-]+\.ya?ml)\n([\s\S]*?)```/g)) out.push({ name: `${f.replace(/\.md$/, '')}--${m[1]}`, text: m[2] ?? '' });
  }
  return out;
}

function lint(dir: string, files: string[]) {
  const r = spawnSync(actionlint, ['-no-color', '-shellcheck=', '-pyflakes=', ...files], { cwd: dir, encoding: 'utf8' });
  return { code: r.status, output: `${r.stdout}${r.stderr}` };
}

describe.skipIf(!haveGo)('actionlint', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-actionlint.mjs')], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
  }, 600_000);

  it('passes every workflow of this repository', () => {
    expect(workflows).toEqual(expect.arrayContaining(['ci.yml', 'release.yml']));
    const r = lint(repoRoot, workflows.map((f) => `.github/workflows/${f}`));
    expect(r.output).toBe('');
    expect(r.code).toBe(0);
  });

  it('passes the example workflows in docs/', () => {
    const examples = docWorkflows();
    expect(examples.length).toBeGreaterThanOrEqual(2);
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-actionlint-'));
    mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
    for (const e of examples) writeFileSync(path.join(dir, '.github/workflows', e.name), e.text);
    const r = lint(dir, examples.map((e) => `.github/workflows/${e.name}`));
    expect(r.output).toBe('');
    expect(r.code).toBe(0);
  });

  it('reports a broken workflow (the check can fail)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'driftgate-actionlint-'));
    mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(path.join(dir, '.github/workflows/bad.yml'), 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.evnt.name }}\n');
    const r = lint(dir, ['.github/workflows/bad.yml']);
    expect(r.code).toBe(1);
    expect(r.output).toContain('evnt');
  });
});

describe('the release workflow', () => {
  const release = load(readFileSync(path.join(repoRoot, '.github/workflows/release.yml'), 'utf8')) as {
    on: { push: { tags: string[] } };
    jobs: Record<string, { permissions?: Record<string, string>; steps: { run?: string; uses?: string }[] }>;
  };

  it('runs on semantic version tags, tests first, publishes with provenance and moves the major tag', () => {
    expect(release.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+']);
    const publish = release.jobs.publish!;
    expect(publish.permissions).toEqual({ contents: 'write', 'id-token': 'write' });
    const runs = publish.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('npm publish --provenance');
    expect(runs).toMatch(/git push --force origin "refs\/tags\/\$\{major\}"/);
    expect(runs).toContain('gh release create');
    expect(release.jobs.test!.steps.map((s) => s.run)).toContain('.ci/run');
    for (const job of Object.values(release.jobs)) for (const s of job.steps) if (s.uses) expect(s.uses, 'pin actions by commit SHA').toMatch(/@[0-9a-f]{40}$/);
  });
});

it.runIf(!haveGo)('actionlint: skipped because Go is not installed (it is built from the Go module proxy)', () => {
  expect(haveGo).toBe(false);
});
