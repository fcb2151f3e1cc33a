import { describe, expect, it } from 'vitest';
import { extractCrds, splitDocuments } from './extract.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

const CRD = `# released with the project
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.io
spec:
  group: example.io
  names: { kind: Widget, plural: widgets, singular: widget, listKind: WidgetList }
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          x-kubernetes-validations:
            - rule: "self.spec.size <= 10"
          properties:
            spec:
              type: object
              properties:
                size: { type: integer }
    - name: v1beta1
      served: true
      storage: false
      schema:
        openAPIV3Schema: { type: object, x-kubernetes-preserve-unknown-fields: true }
`;

describe('splitDocuments', () => {
  it('splits at --- and ... at column 0 and keeps each document\'s first line', () => {
    const chunks = splitDocuments('a: 1\n---\nb: 2\n...\n--- # c\nc: 3\n');
    expect(chunks.map((c) => [c.line, c.lines.join('|')])).toEqual([
      [1, 'a: 1'],
      [3, 'b: 2'],
      [6, 'c: 3'],
    ]);
  });
  it('drops documents of only comments and blank lines', () => {
    expect(splitDocuments('# header\n---\n\n---\nx: 1\n')).toHaveLength(1);
  });
});

describe('extractCrds', () => {
  it('keeps a CRD\'s text exactly, with CEL rules, extensions, comments and every version', () => {
    const out = extractCrds({ path: 'src/widgets.yaml', bytes: enc(`---\n${CRD}`) });
    expect(out.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(out.crds).toHaveLength(1);
    expect(out.crds[0]).toMatchObject({ name: 'widgets.example.io', versions: ['v1', 'v1beta1'], file: 'src/widgets.yaml', line: 2 });
    expect(out.crds[0]?.text).toBe(CRD);
  });

  it('skips and names documents that are not CRDs, with their line', () => {
    const text = `${CRD}---\napiVersion: v1\nkind: ConfigMap\nmetadata: { name: settings }\n`;
    const out = extractCrds({ path: 'bundle.yaml', bytes: enc(text) });
    expect(out.crds.map((c) => c.name)).toEqual(['widgets.example.io']);
    expect(out.skipped).toEqual([{ file: 'bundle.yaml', line: CRD.split('\n').length + 1, what: 'ConfigMap settings (v1)' }]);
  });

  it('reports a document that does not parse at the file\'s own line and column, and adds nothing of it', () => {
    const text = `${CRD}---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: [broken\n`;
    const out = extractCrds({ path: 'bad.yaml', bytes: enc(text) });
    const error = out.findings.find((f) => f.severity === 'error');
    expect(error?.file).toBe('bad.yaml');
    expect(error?.line).toBeGreaterThan(CRD.split('\n').length);
    expect(out.crds.map((c) => c.name)).toEqual(['widgets.example.io']);
  });

  it('refuses a CRD the API server would refuse, located', () => {
    const broken = CRD.replace('scope: Namespaced', 'scope: Everywhere');
    const out = extractCrds({ path: 'x.yaml', bytes: enc(broken) });
    expect(out.crds).toEqual([]);
    expect(out.findings.some((f) => f.severity === 'error' && f.file === 'x.yaml' && f.line === 9)).toBe(true);
  });

  it('refuses v1beta1 CRDs with a reason', () => {
    const out = extractCrds({ path: 'old.yaml', bytes: enc(CRD.replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1')) });
    expect(out.crds).toEqual([]);
    expect(out.findings[0]).toMatchObject({ ruleId: 'catalog/not-a-crd', line: 2 });
  });

  it('bounds the file size like check', () => {
    const out = extractCrds({ path: 'big.yaml', bytes: enc(CRD) }, { limits: { maxBytes: 100 } });
    expect(out.crds).toEqual([]);
    expect(out.findings[0]?.ruleId).toMatch(/^input\//);
  });
});
