// action.yml, the inputs/outputs tables in code and docs/action.md must agree.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { expect, it } from 'vitest';
import { INPUTS, OUTPUTS } from './inputs.js';

const root = new URL('../../', import.meta.url);
const metadata = load(readFileSync(new URL('action.yml', root), 'utf8')) as {
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
};
const docs = readFileSync(new URL('docs/action.md', root), 'utf8');

it('runs the committed bundle on node24', () => {
  expect(metadata.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
});

it('declares exactly the inputs and outputs the code reads and writes, each documented', () => {
  expect(Object.keys(metadata.inputs).sort()).toEqual(Object.values(INPUTS).sort());
  expect(Object.keys(metadata.outputs).sort()).toEqual(Object.values(OUTPUTS).sort());
  for (const name of [...Object.values(INPUTS), ...Object.values(OUTPUTS)]) expect(docs, `docs/action.md does not mention ${name}`).toContain(`\`${name}\``);
  expect(metadata.inputs['token']?.default).toBe('${{ github.token }}');
});
