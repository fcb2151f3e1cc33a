import { describe, expect, it } from 'vitest';
import { neutralizeCommands } from './log-guard.js';
import { renderText } from './text.js';

const BLANKS = ['\t', '\n', '\v', '\f', '\r', ' ', '\u0085', '\u00A0', '\u1680', ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)), '\u2028', '\u2029', '\u202F', '\u205F', '\u3000', '\uFEFF'];
const LEADING_BLANKS = new RegExp(`^[${BLANKS.join('')}]+`);

/** No line, however a reader splits lines and trims blanks, starts with `::`. */
function expectInert(text: string): void {
  for (const line of text.split(/[\n\v\f\r\u0085\u2028\u2029]/)) expect(line.replace(LEADING_BLANKS, '').startsWith('::'), JSON.stringify(line)).toBe(false);
}

describe('the log guard', () => {
  it('leaves ordinary text alone', () => {
    expect(neutralizeCommands('tenants/a.yaml:3:5 error see a::b')).toBe('tenants/a.yaml:3:5 error see a::b');
  });

  it('guards the CLI text report: file names and messages from the repository cannot start a command', () => {
    const text = renderText(
      [
        { ruleId: 'r/x', severity: 'error', message: 'bad\u0085::set-output name=x::y', hint: 'h\u2028::add-mask::s', file: '::stop-commands::tok/a.yaml', line: 1, column: 1 },
        { ruleId: 'r/y', severity: 'warning', message: 'x\n  ::error file=a::forged', file: 'b\r::warning::y.yaml' },
      ],
      { colour: false },
    );
    expectInert(text);
    for (const blank of BLANKS) expectInert(renderText([{ ruleId: 'r/x', severity: 'error', message: `m${blank}::set-env name=A::B`, file: `${blank}::add-mask::x.yaml` }], { colour: false }));
  });
});
