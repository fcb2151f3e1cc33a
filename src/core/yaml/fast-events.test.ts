// A differential test of the fast scanner against js-yaml, independent of the scanner's code: for
// every input, scanEvents gives undefined or exactly js-yaml's events (every field), and js-yaml
// must accept what scanEvents accepts. Inputs: the repository's YAML files, ordinary manifests
// (which must be accepted), hand-written edge cases, generated block-style documents and seeded
// mutations of all of these. A longer run, by hand:
//   FAST_YAML_FUZZ_CASES=200000 npx vitest run --project unit src/core/yaml/fast-events.test.ts
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEvents, type Event } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { plainCharacters, scanEvents } from './fast-events.js';
import {
  Rng,
  checkContract,
  describeFailure,
  SHORT_ALPHABET,
  allTexts,
  generateDocument,
  lineSoup,
  mutate,
  shortText,
  nestedText,
  deepNesting,
  leastMaxDepth,
  parses,
  pickMaxDepth,
  window,
  type Scanner,
} from '../../../test/fuzz/yaml-fast-events.js';

const MAX_DEPTH = 64;
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const FUZZ_CASES = Number(process.env.FAST_YAML_FUZZ_CASES ?? 3000);
const FUZZ_SEED = Number(process.env.FAST_YAML_FUZZ_SEED ?? 20261205);
/** A hang detector, not a speed test: a minute for the default run, more for a long one by hand. */
const FUZZ_TIMEOUT = Math.max(60_000, FUZZ_CASES * 5);

function repositoryYaml(): { path: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', '*.yaml', '*.yml'], { cwd: REPO, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((path) => path !== '' && existsSync(join(REPO, path)))
    .map((path) => ({ path, text: readFileSync(join(REPO, path), 'utf8') }));
}

/** Counts of a run, and the failures' messages (each with its input and first differing event). */
class Tally {
  accepted = 0;
  rejected = 0;
  /** Rejected although js-yaml parses it: the scanner's subset, not a bug. */
  rejectedValid = 0;
  readonly failures: string[] = [];
  private readonly seen = new Set<string>();

  run(scan: Scanner, text: string, maxDepth: number, origin: string): void {
    const outcome = checkContract(scan, text, maxDepth);
    if (outcome.kind === 'accepted') this.accepted++;
    else if (outcome.kind === 'rejected') {
      this.rejected++;
      if (outcome.jsYamlAccepts) this.rejectedValid++;
    } else {
      // One shrunk message per kind of failure: shrinking every duplicate would cost the whole budget.
      const kind = outcome.reason.replace(/\d+/g, 'N');
      if (this.failures.length >= 12) return;
      if (this.seen.has(kind)) this.failures.push(`${origin}: another failure (${outcome.reason}): ${JSON.stringify(text)}`);
      else {
        this.seen.add(kind);
        this.failures.push(describeFailure(scan, text, maxDepth, origin));
      }
    }
  }

  get total(): number {
    return this.accepted + this.rejected;
  }

  summary(): string {
    return `${this.accepted} accepted, ${this.rejected} rejected (${this.rejectedValid} of them valid YAML), ${this.failures.length} failures`;
  }
}

function expectNoFailures(tally: Tally): void {
  expect(tally.failures, tally.failures.join('\n\n')).toEqual([]);
}

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: payments-api
  namespace: team-payments
  labels:
    app.kubernetes.io/name: payments-api
    app.kubernetes.io/part-of: payments
  annotations:
    example.com/owner: "team-payments@example.com"
spec:
  replicas: 3
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      app.kubernetes.io/name: payments-api
  strategy:
    type: RollingUpdate
    rollingUpdate: {maxSurge: 1, maxUnavailable: 0}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: payments-api
    spec:
      serviceAccountName: payments-api
      securityContext:
        runAsNonRoot: true
        seccompProfile:
          type: RuntimeDefault
      containers:
        - name: api
          image: registry.example.com/payments/api:1.14.2
          imagePullPolicy: IfNotPresent
          args: ["--port=8080", "--log-level=info"]
          ports:
            - name: http
              containerPort: 8080
              protocol: TCP
          env:
            - name: DATABASE_HOST
              value: payments-db.team-payments.svc
            - name: FEATURE_FLAGS
              value: ''
          resources:
            requests: {cpu: 250m, memory: 256Mi}
            limits:
              cpu: "1"
              memory: 512Mi
          readinessProbe:
            httpGet:
              path: /healthz
              port: http
            periodSeconds: 10
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities:
              drop: [ALL]
      tolerations: []
      nodeSelector: {}
`;

const TENANT = `# Tenant onboarding for the payments team.
apiVersion: driftgate.dev/v1alpha1
kind: TenantOnboarding
metadata:
  name: payments
spec:
  team: payments
  owners:
  - alice@example.com
  - bob@example.com
  namespaces:
  - name: team-payments
    budget:
      cpu: "8"
      memory: 16Gi
  - name: team-payments-staging
    budget: {cpu: "2", memory: 4Gi}
  egress:
    - host: api.stripe.com
      port: 443
    - host: 'hooks.slack.com'
      port: 443
  labels: {cost-center: cc-1234}
`;

const CONFIG_MAP = `apiVersion: v1
kind: ConfigMap
metadata:
  name: app-config
  namespace: default
data:
  LOG_LEVEL: debug
  TIMEOUT_SECONDS: "30"
  ENABLED: "true"
  EMPTY:
  URL: http://example.com:8080/api?x=1
  QUOTED: 'it''s fine'
  JSON_ISH: '{"a": 1}'
  unicode: "héllo wörld"
`;

const MULTI_DOCUMENT = `---
apiVersion: v1
kind: Namespace
metadata:
  name: team-a
  labels:
    team: a
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: deployer
  namespace: team-a
---
# a Service
apiVersion: v1
kind: Service
metadata:
  name: web
  namespace: team-a
spec:
  type: ClusterIP
  selector:
    app: web
  ports:
  - port: 80
    targetPort: 8080

---
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: deployer
  namespace: team-a
subjects:
- kind: ServiceAccount
  name: deployer
  namespace: team-a
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: edit
`;

const NETWORK_POLICY = `apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: default-deny   # everything starts closed
  namespace: team-a
spec:
  podSelector: {}
  policyTypes:
  - Ingress
  - Egress
  egress:
  - to:
    - namespaceSelector:
        matchLabels:
          kubernetes.io/metadata.name: kube-system
    ports:
    - {protocol: UDP, port: 53}
`;

const ORDINARY_MANIFESTS: Record<string, string> = {
  Deployment: DEPLOYMENT,
  TenantOnboarding: TENANT,
  ConfigMap: CONFIG_MAP,
  'multi-document file': MULTI_DOCUMENT,
  NetworkPolicy: NETWORK_POLICY,
  'CRLF-free list without final newline': 'items:\n- a\n- b',
  'compact sequence under a key': 'k:\n- a\n- b\n',
  'sequence of mappings': '- a: 1\n  b: 2\n- a: 3\n  b: 4\n',
  'flow collections': 'a: [a, "b"]\nb: {}\nc: {a: b}\nd: []\n',
  'empty values and comments': '# top\na:\nb: # note\n  c: ""\nd: \n',
};

/** Hand-written texts at the edges of the subset; each is checked against the contract, accepted or not. */
const EDGE_CASES: readonly string[] = [
  '', '\n', ' ', '#', '# only a comment\n', '---', '---\n', '--- \n', '---\n---\n', '...', '---\n...\n', '--- a\n', '--- # c\na: 1\n',
  'a', 'a\n', '- a', '-', '- ', '-\n', '--', '-a', 'a:', 'a: ', 'a:b', 'a :b', 'a : b', 'a: b:', 'a: b: c', ':', ': a', '? a',
  'a: b\n  c: d\n', 'a: b\nc\n', 'a:\n  - b\n  c: d\n', 'a:\n- b\nc: d\n', 'a:\n  b: 1\n c: 2\n', '- a\n - b\n', '- a\n-b\n',
  'a: 1\na: 2\n', 'a: #c\n', 'a: b#c\n', 'a: b #c\n', "a: 'b' #c\n", "a: 'b'#c\n", 'a: "b"#c\n', 'a: "b" c\n', "a: 'b' c\n",
  "a: ''\n", "a: ''''\n", "a: 'it''s'\n", 'a: "\\""\n', 'a: "\\u00e9"\n', 'a: "\\q"\n', "a: 'b\n", 'a: "b\n', "'a': b\n", '"a": b\n',
  '"a":b\n', "'a':b\n", '"a" : b\n', 'a: [b, c]\n', 'a: [b, c\n', 'a: [b, c]]\n', 'a: [b, [c, d]]\n', 'a: [b,]\n', 'a: [,]\n',
  'a: [b c]\n', 'a: [b: c]\n', 'a: {b: c, d: [e]}\n', 'a: {b}\n', 'a: {b: }\n', 'a: {: b}\n', 'a: {b: c}}\n', 'a: [] b\n',
  'a: [a, "b"] #c\n', 'a: [a, "b"]#c\n', 'a: {} \n', '[a, b]\n', '{a: b}\n', '[a, b]: c\n', '{a: b}: c\n', '- [a]\n- {b: c}\n',
  '- - a\n  - b\n', '- - - a\n', '- a: 1\n  b: 2\n', '-   a: 1\n    b: 2\n', '- a: 1\n   b: 2\n', '- a: 1\n b: 2\n', '- a:\n  - b\n',
  'a:\n  b:\n    c:\n      d: e\n', 'a:\n\n  b: c\n', 'a:\n  # c\n  b: c\n', 'a:\n# c\n  b: c\n', 'a:\n  b: c\n  \n  d: e\n',
  'a: b\n\n\n', 'a: b   \n', 'a: b\t\n', 'a:\tb\n', '\ta: b\n', 'a: b\r\n', 'a: b\rc: d\n', '\uFEFFa: b\n', 'a: b\u0085c\n',
  'a: \u00e9\n', 'a: 😀\n', '😀: a\n', 'a: \ud800\n', 'a: b\u2028\n', 'a: \u00a0b\n', 'a: b\u00a0\n', 'a: \x7f\n', 'a: \x00\n',
  '%YAML 1.2\n---\na: b\n', '%YAML 1.1\n---\na: b\n', '%TAG !e! tag:e.com,2000:\n---\na: !e!x b\n', '&a a: b\n', 'a: &x b\nc: *x\n',
  'a: !!str b\n', 'a: !t b\n', 'a: |\n  b\n', 'a: >\n  b\n', 'a: b\n  c\n', 'a: "b\n  c"\n', 'a: -\n', 'a: - b\n', 'a: ---\n',
  '- ---\n', 'a: ...\n', '... # c\n', 'a: b\n...\n', 'a: b\n... x\n', 'a: b\n---\n...\n', '---\n- a\n---\nb: c\n...\n---\n',
  `${'k'.repeat(1024)}: v\n`, `${'k'.repeat(1025)}: v\n`, `"${'k'.repeat(1030)}": v\n`, `- ${'k'.repeat(1030)}: v\n`,
  'a: b # c: d\n', 'a: b ## c\n', 'a:#b\n', '#a: b\n', ' # c\na: b\n', 'a: b\n # c\n', 'a: `b`\n', 'a: @b\n', 'a: %b\n',
  'a: ?b\n', 'a: :b\n', 'a: -b\n', 'a: ,b\n', 'a: [b\n  , c]\n', 'a: {b: c,\n  d: e}\n', '- a\n# c\n- b\n', 'a: b\n--- \nc: d\n',
  '---a\n', '----\n', '--- -\n', '--- - a\n', '--- a: b\n', 'a: b\n---', 'a: b\n--- ', 'a:\n-\n-\n', 'a:\n -\n -\n', '- \n- \n',
];

/**
 * Contract failures the fuzzer found in the scanner, shrunk by hand; each stays here by name.
 * (js-yaml's `fast` flag is false for a plain scalar followed by a more-indented line that is
 * blank or a comment; js-yaml counts two empty documents as nesting at maxDepth 1, and one at
 * maxDepth 0.)
 */
const REGRESSIONS: readonly { readonly name: string; readonly text: string; readonly maxDepth: number }[] = [
  { name: 'plain value, then a more-indented blank line', text: 'a: b\n ', maxDepth: MAX_DEPTH },
  { name: 'plain value, then a more-indented comment', text: 'a: b\n  # c\n', maxDepth: MAX_DEPTH },
  { name: 'plain sequence entry, then a more-indented comment', text: '- a\n  # c\n', maxDepth: MAX_DEPTH },
  { name: 'two empty documents at maxDepth 1', text: '---\n---', maxDepth: 1 },
  { name: 'one empty document at maxDepth 0', text: '---', maxDepth: 0 },
];

describe('scanEvents against js-yaml parseEvents', () => {
  it.each(REGRESSIONS)('keeps the contract on a failure found before: $name', ({ name, text, maxDepth }) => {
    const outcome = checkContract(scanEvents, text, maxDepth);
    expect(outcome.kind === 'failure' ? describeFailure(scanEvents, text, maxDepth, name) : outcome.kind).not.toContain('breaks the contract');
  });

  it('keeps the contract on every YAML file tracked in the repository, with the depth bound parse.ts uses and small ones', { timeout: 60_000 }, () => {
    const files = repositoryYaml();
    expect(files.length).toBeGreaterThan(100);
    const tally = new Tally();
    for (const { path, text } of files) {
      for (const maxDepth of [MAX_DEPTH, 3, 5]) tally.run(scanEvents, text, maxDepth, `${path} (maxDepth ${maxDepth})`);
    }
    console.log(`repository YAML: ${files.length} files × 3 depth bounds: ${tally.summary()}`);
    expectNoFailures(tally);
  });

  it('accepts ordinary Kubernetes manifests, giving js-yaml events', () => {
    for (const [name, text] of Object.entries(ORDINARY_MANIFESTS)) {
      const outcome = checkContract(scanEvents, text, MAX_DEPTH);
      expect(outcome.kind === 'failure' ? describeFailure(scanEvents, text, MAX_DEPTH, name) : outcome.kind, `${name}: ${JSON.stringify(text)}`).toBe('accepted');
    }
  });

  it('keeps the contract on hand-written edge cases', { timeout: 30_000 }, () => {
    const tally = new Tally();
    for (const text of EDGE_CASES) {
      for (const maxDepth of [MAX_DEPTH, 0, 1, 2, 3]) tally.run(scanEvents, text, maxDepth, `edge case (maxDepth ${maxDepth})`);
    }
    console.log(`edge cases: ${tally.summary()}`);
    expectNoFailures(tally);
  });

  it('reads texts that nest up to js-yaml\'s depth bound, at most two levels short of it, and none past it', { timeout: 60_000 }, () => {
    // The bound js-yaml needs for a text (its least maxDepth), and the contract just below it, at
    // it and above it. A CRD's schema nests near parse.ts's bound of 64; those texts should not
    // all fall back to js-yaml.
    const rng = new Rng(FUZZ_SEED ^ 0xdee9);
    const tally = new Tally();
    /** How far above js-yaml's least bound the scanner's least bound is, text by text. */
    const slack = [0, 0, 0];
    let inSubset = 0;
    for (let i = 0; i < 600; i++) {
      const text = deepNesting(rng, rng.pick([14, 15, 16, 17, 18, 20, 24, 31, 40, 58, 60, 61, 62, 63]));
      const needed = leastMaxDepth(text);
      if (needed === undefined || needed < 15) continue;
      for (const maxDepth of [needed - 1, needed, needed + 1, needed + 2]) tally.run(scanEvents, text, maxDepth, `deep case ${i} (maxDepth ${maxDepth}, js-yaml needs ${needed})`);
      if (scanEvents(text, 1000) === undefined) continue;
      inSubset++;
      const above = [0, 1, 2].find((extra) => scanEvents(text, needed + extra) !== undefined);
      if (above !== undefined) slack[above]!++;
    }
    console.log(`near the depth bound: ${tally.summary()}; of ${inSubset} texts in the subset, accepted at js-yaml's least bound: ${slack[0]}, one above: ${slack[1]}, two above: ${slack[2]}`);
    expectNoFailures(tally);
    expect(inSubset).toBeGreaterThan(300);
    // never more than two above (a collection with nothing in it, counted as if it had children)
    expect(slack[0]! + slack[1]! + slack[2]!).toBe(inSubset);
    expect(slack[0]! + slack[1]!).toBeGreaterThan(inSubset * 0.6);
  });

  it('keeps the contract at and around the depth bound', { timeout: 30_000 }, () => {
    const rng = new Rng(FUZZ_SEED ^ 0x5eed);
    const tally = new Tally();
    for (const maxDepth of [1, 2, 3, 5, 6, 7, 8, 10, 64]) {
      for (let depth = Math.max(1, maxDepth - 7); depth <= maxDepth + 2; depth++) {
        for (let style = 0; style < 12; style++) tally.run(scanEvents, nestedText(rng, depth), maxDepth, `depth ${depth}`);
      }
    }
    console.log(`depth bound: ${tally.summary()}`);
    expectNoFailures(tally);
    expect(tally.accepted).toBeGreaterThan(0);
  });

  it('keeps the contract on generated block documents and accepts a fair share of them', { timeout: FUZZ_TIMEOUT }, () => {
    const rng = new Rng(FUZZ_SEED);
    const tally = new Tally();
    let jsYamlAccepts = 0;
    const cases = Math.max(500, Math.floor(FUZZ_CASES / 3));
    for (let i = 0; i < cases; i++) {
      const text = generateDocument(rng);
      const maxDepth = i % 10 === 9 ? rng.pick([3, 5]) : MAX_DEPTH;
      if (maxDepth === MAX_DEPTH && parses(text, maxDepth)) jsYamlAccepts++;
      tally.run(scanEvents, text, maxDepth, `generated case ${i} (seed ${FUZZ_SEED})`);
    }
    console.log(`generated documents: ${tally.summary()}; js-yaml parses ${jsYamlAccepts} of the ${cases - Math.floor(cases / 10)} at maxDepth 64`);
    expectNoFailures(tally);
    // The generator writes mostly valid YAML, so the share below is the scanner's, not the generator's.
    expect(jsYamlAccepts / (cases - Math.floor(cases / 10))).toBeGreaterThan(0.8);
    expect(tally.accepted / tally.total).toBeGreaterThan(0.3);
  });

  it('keeps the contract on every text of up to three pieces of YAML indicators, and on random short ones', { timeout: FUZZ_TIMEOUT }, () => {
    const tally = new Tally();
    for (const text of allTexts(SHORT_ALPHABET, 3)) tally.run(scanEvents, text, MAX_DEPTH, 'all short texts');
    const rng = new Rng(FUZZ_SEED + 2);
    for (let i = 0; i < FUZZ_CASES; i++) tally.run(scanEvents, shortText(rng, 12), i % 4 === 3 ? rng.int(1, 3) : MAX_DEPTH, `short case ${i} (seed ${FUZZ_SEED + 2})`);
    console.log(`short texts: ${tally.summary()}`);
    expectNoFailures(tally);
  });

  it('keeps the contract on line soups: block-structure lines at random indents', { timeout: FUZZ_TIMEOUT }, () => {
    const rng = new Rng(FUZZ_SEED + 3);
    const tally = new Tally();
    for (let i = 0; i < FUZZ_CASES; i++) tally.run(scanEvents, lineSoup(rng, 6), i % 5 === 4 ? rng.int(1, 4) : MAX_DEPTH, `soup case ${i} (seed ${FUZZ_SEED + 3})`);
    console.log(`line soups: ${tally.summary()}`);
    expectNoFailures(tally);
    expect(tally.accepted).toBeGreaterThan(FUZZ_CASES / 20);
  });

  it('keeps the contract on keys around js-yaml\'s 1024-character bound for implicit keys', { timeout: 60_000 }, () => {
    const tally = new Tally();
    for (let length = 1021; length <= 1027; length++) {
      for (const form of ['plain', 'single', 'double', 'flow-mapping', 'flow-sequence']) {
        for (const context of ['', '- ', '  ', 'p:\n  ', '- - ']) {
          for (const [padding, value] of [['', ' v'], [' ', ''], ['   ', ' "v"']] as const) {
            const body = (length % 2 === 0 ? 'k' : 'é').repeat(length);
            const k = form === 'plain' ? body : form === 'single' ? `'${body}'` : form === 'double' ? `"${body}"` : form === 'flow-mapping' ? `{${body}: v}` : `[${body}]`;
            tally.run(scanEvents, `${context}${k}${padding}:${value}\n`, MAX_DEPTH, `key of ${length} (${form})`);
          }
        }
      }
    }
    console.log(`long keys: ${tally.summary()}`);
    expectNoFailures(tally);
    expect(tally.accepted).toBeGreaterThan(0);
  });

  it('keeps the contract with any one UTF-16 code unit at the risky spots of a line', { timeout: FUZZ_TIMEOUT }, () => {
    const templates = ['X: b\n', 'aX: b\n', 'a: X\n', 'a: bX\n', 'a: b X\n', 'a:X\n', '- X\n', '-X\n', "a: 'X'\n", 'a: "X"\n', 'a: [X]\n', 'a: {X: b}\n', 'a: b #X\n', '---X\n', 'a:\n  X: b\n'];
    const rng = new Rng(FUZZ_SEED + 4);
    const tally = new Tally();
    const units = [...Array.from({ length: 0xa1 }, (_, c) => c), 0x2028, 0x2029, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfdd0, 0xfeff, 0xfffd, 0xfffe, 0xffff];
    for (let i = 0; i < Math.max(200, FUZZ_CASES / 10); i++) units.push(rng.int(0xa1, 0xffff));
    for (const unit of units) {
      for (const template of templates) tally.run(scanEvents, template.replace('X', String.fromCharCode(unit)), MAX_DEPTH, `U+${unit.toString(16)}`);
    }
    for (const template of templates) tally.run(scanEvents, template.replace('X', '\u{1F600}'), MAX_DEPTH, 'an astral character');
    console.log(`code units: ${tally.summary()}`);
    expectNoFailures(tally);
  });

  it('keeps the contract on seeded mutations of the repository YAML, the manifests, edge cases and generated documents', { timeout: FUZZ_TIMEOUT }, () => {
    const rng = new Rng(FUZZ_SEED + 1);
    const seeds = [...repositoryYaml().map((f) => f.text), ...Object.values(ORDINARY_MANIFESTS), ...EDGE_CASES];
    const tally = new Tally();
    for (let i = 0; i < FUZZ_CASES; i++) {
      let text = rng.chance(0.4) ? generateDocument(rng) : window(rng, rng.pick(seeds), 40);
      const edits = rng.int(1, 4);
      for (let e = 0; e < edits; e++) text = mutate(rng, text);
      tally.run(scanEvents, text, pickMaxDepth(rng), `mutation case ${i} (seed ${FUZZ_SEED + 1})`);
    }
    console.log(`mutations: ${tally.summary()}`);
    expectNoFailures(tally);
    // Mutations break most texts, but some must still reach the scanner's accepting paths.
    expect(tally.accepted).toBeGreaterThan(FUZZ_CASES / 20);
  });
});


describe('the differential harness itself', () => {
  const exact: Scanner = (text, maxDepth) => {
    try {
      return parseEvents(text, { maxDepth });
    } catch {
      return undefined;
    }
  };
  const text = 'a: [b, "c"]\nd:\n- e\n';

  it('passes a scanner that gives js-yaml events or nothing', () => {
    expect(checkContract(exact, text, MAX_DEPTH).kind).toBe('accepted');
    expect(checkContract(() => undefined, text, MAX_DEPTH)).toEqual({ kind: 'rejected', jsYamlAccepts: true });
  });

  it('fails a scanner whose events differ in one field, naming the input and the first differing event', () => {
    const offByOne: Scanner = (t, d) =>
      exact(t, d)?.map((event, i): Event => (i === 2 && event.type === 4 ? { ...event, valueEnd: event.valueEnd + 1 } : event));
    expect(checkContract(offByOne, text, MAX_DEPTH)).toMatchObject({ kind: 'failure', index: 2 });
    const message = describeFailure(offByOne, text, MAX_DEPTH, 'x');
    expect(message).toContain(JSON.stringify(text));
    expect(message).toContain('first differing event index: 2');
  });

  it('fails a scanner that accepts what js-yaml rejects, or throws, or gives fewer events', () => {
    expect(checkContract(() => [], 'a: [b\n', MAX_DEPTH).kind).toBe('failure');
    expect(checkContract(exact, 'a:\n  b: c\n', 1).kind).toBe('rejected');
    expect(checkContract((t) => exact(t, 100), 'a:\n  b: c\n', 1).kind).toBe('failure');
    expect(checkContract(() => { throw new Error('boom'); }, text, MAX_DEPTH).kind).toBe('failure');
    expect(checkContract((t, d) => exact(t, d)?.slice(0, -1), text, MAX_DEPTH)).toMatchObject({ kind: 'failure' });
  });

  it('shrinks a failing input', () => {
    const acceptsAnything: Scanner = () => [];
    expect(describeFailure(acceptsAnything, 'a: b\nc: d\ne: [f\n', MAX_DEPTH, 'x')).toContain('shrunk text: ');
  });
});

describe('plainCharacters', () => {
  // The rule as written out code unit by code unit: newlines, printable ASCII, and printable
  // BMP characters that are not a line separator, a surrogate, the BOM or a non-character.
  const plainUnit = (c: number): boolean =>
    c === 0x0a || (c >= 0x20 && c < 0x7f) || (c >= 0xa0 && c !== 0x2028 && c !== 0x2029 && (c < 0xd800 || c > 0xdfff) && c < 0xfeff);

  it('takes exactly the code units of the rule, wherever they are in the text', () => {
    const wrong: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const unit = String.fromCharCode(c);
      for (const text of [unit, `a: b\n${unit}`, `${unit}c: d`]) {
        if (plainCharacters(text) !== plainUnit(c)) wrong.push(`U+${c.toString(16).padStart(4, '0')} in ${JSON.stringify(text)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a text with one tab, CR or BOM among plain lines', () => {
    const lines = 'kind: ConfigMap\nmetadata:\n  name: x\n'.repeat(100);
    expect(plainCharacters(lines)).toBe(true);
    for (const odd of ['\t', '\r', '\ufeff', '\u2028', '\ud83d']) expect(plainCharacters(lines + odd + lines)).toBe(false);
  });
});
