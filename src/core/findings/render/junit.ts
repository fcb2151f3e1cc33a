import { formatLocation, sortFindings, type Finding } from '../finding.js';

/** JUnit XML: one test case per checked file, a failure per error or warning finding. */
export function renderJunit(findings: readonly Finding[], options: { readonly checkedFiles?: readonly string[] } = {}): string {
  const byFile = new Map<string, Finding[]>();
  for (const file of options.checkedFiles ?? []) byFile.set(file, []);
  for (const f of sortFindings(findings)) {
    const key = f.file ?? '(no file)';
    byFile.set(key, [...(byFile.get(key) ?? []), f]);
  }
  const failing = (fs: readonly Finding[]): Finding[] => fs.filter((f) => f.severity !== 'info');
  const failures = [...byFile.values()].reduce((n, fs) => n + (failing(fs).length ? 1 : 0), 0);
  const cases = [...byFile.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([file, fs]) => {
    const bad = failing(fs);
    if (bad.length === 0) return `    <testcase classname="driftgate" name="${xml(file)}"/>`;
    const body = bad.map((f) => `${formatLocation(f)} ${f.severity} ${f.ruleId}: ${f.message}`).join('\n');
    return (
      `    <testcase classname="driftgate" name="${xml(file)}">\n` +
      `      <failure message="${xml(`${bad.length} problem${bad.length === 1 ? '' : 's'}`)}" type="driftgate">${xml(body)}</failure>\n` +
      `    </testcase>`
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="driftgate" tests="${byFile.size}" failures="${failures}">\n` +
    `  <testsuite name="driftgate" tests="${byFile.size}" failures="${failures}" errors="0">\n` +
    (cases.length ? cases.join('\n') + '\n' : '') +
    '  </testsuite>\n</testsuites>\n'
  );
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // XML 1.0 forbids most control characters even when escaped.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}
