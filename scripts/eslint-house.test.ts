// The floors rule (scripts/eslint-house.mjs) as lint runs it: through ESLint with the project's
// own eslint.config.js, on sources placed in the rooms they claim to be in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FLOORS, floorViolation, roomOf } from './eslint-house.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function floorMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'house/floors').map((m) => m.message);
}

describe('house/floors', { timeout: 60_000 }, () => {
  it('refuses an import up the floors, across one floor, and core/kube reading anything but the memo, yaml and manifest', async () => {
    expect(await floorMessages('src/core/kube/new.ts', "import { x } from '../schema/validator.js';\nexport const y = x;\n")).toEqual([
      expect.stringContaining('core/kube may import only core/memo and core/yaml and core/manifest, not core/schema'),
    ]);
    expect(await floorMessages('src/io/kube/new.ts', "import { x } from '../../controller/manager.js';\nexport const y = x;\n")).toEqual([expect.stringContaining('imports go down')]);
    expect(await floorMessages('src/core/policy/new.ts', "export { x } from '../drift/diff.js';\n")).toEqual([expect.stringContaining('stand on one floor')]);
    expect(await floorMessages('src/core/findings/new.ts', "const m = await import('../repository/report.js');\nexport const y = m;\n")).toEqual([expect.stringContaining('imports go down')]);
  });

  it('lets an import go down, within a room, and from a test', async () => {
    expect(await floorMessages('src/core/gate/new.ts', "import { x } from '../check/check.js';\nimport { z } from './judge.js';\nexport const y = [x, z];\n")).toEqual([]);
    expect(await floorMessages('src/controller/new.ts', "import { x } from '../io/kube/client.js';\nexport const y = x;\n")).toEqual([]);
    expect(await floorMessages('src/core/kube/new.test.ts', "import { x } from '../schema/validator.js';\nexport const y = x;\n")).toEqual([]);
  });

  it('gives every folder of src/ a floor', async () => {
    const { readdirSync } = await import('node:fs');
    const rooms = new Set<string>();
    for (const top of readdirSync(path.join(root, 'src'), { withFileTypes: true })) {
      if (!top.isDirectory()) continue;
      if (top.name === 'core' || top.name === 'io') {
        for (const sub of readdirSync(path.join(root, 'src', top.name), { withFileTypes: true })) if (sub.isDirectory()) rooms.add(`${top.name}/${sub.name}`);
        rooms.add(top.name);
      } else rooms.add(top.name);
    }
    const placed = new Set(FLOORS.flat());
    expect([...rooms].filter((r) => !placed.has(r))).toEqual([]);
    expect(roomOf('src/core/kube/builtin/x.ts')).toBe('core/kube');
    expect(floorViolation('core/gate', 'core/check')).toBeUndefined();
  });
});
