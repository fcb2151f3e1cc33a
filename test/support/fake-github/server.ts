// A local fake of the GitHub REST API for tests: a node:http server on 127.0.0.1:0 that
// implements the few operations driftgate calls, records every request, checks every
// request against GitHub's published schemas (see schemas.ts), keeps the resulting state
// (check runs with their appended annotations, commit statuses, issue comments), and can
// be told to fail: a read-only token (fork PRs), 5xx, secondary rate limits.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadOperations, serverSideProblems, validateParameters, type Operation } from './schemas.js';

export interface RecordedRequest {
  readonly method: string;
  /** Path without the query string. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** The OpenAPI operation id (`checks/create`), or undefined for unknown routes. */
  readonly operationId: string | undefined;
  readonly params: Readonly<Record<string, string>>;
  /** The Authorization header as sent (test tokens only). */
  readonly authorization: string | undefined;
  readonly userAgent: string | undefined;
  readonly body: unknown;
  /** The status the fake answered with. */
  readonly status: number;
}

export interface Violation {
  readonly request: string;
  readonly problems: readonly string[];
}

export interface FakeAnnotation {
  readonly path: string;
  readonly start_line: number;
  readonly end_line: number;
  readonly start_column?: number;
  readonly end_column?: number;
  readonly annotation_level: 'notice' | 'warning' | 'failure';
  readonly message: string;
  readonly title?: string;
  readonly raw_details?: string;
}

export interface FakeCheckRun {
  readonly id: number;
  readonly repository: string;
  name: string;
  readonly head_sha: string;
  status: string;
  conclusion: string | null;
  external_id: string | null;
  details_url: string | null;
  started_at: string | null;
  completed_at: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** Appended across create and every update, as GitHub does. */
  readonly annotations: FakeAnnotation[];
  /** Number of requests that carried annotations. */
  annotationBatches: number;
}

export interface FakeStatus {
  readonly repository: string;
  readonly sha: string;
  readonly state: string;
  readonly context: string;
  readonly description: string | null;
  readonly target_url: string | null;
}

export interface FakeComment {
  readonly id: number;
  readonly repository: string;
  readonly issue_number: number;
  body: string;
  readonly user: { readonly login: string; readonly type: string };
  readonly created_at: string;
  updated_at: string;
}

export interface FakePullRequest {
  readonly repository: string;
  readonly number: number;
  headSha: string;
  state: 'open' | 'closed';
  /** `owner/name` of the head repository (another one for a fork). */
  readonly headRepository: string;
  /** Set for a merged PR: the commit its merge made on the base branch. */
  mergeCommitSha?: string;
}

/** A scripted failure: the next `times` matching requests get this answer instead. */
export interface FaultRule {
  readonly operationId?: string;
  readonly method?: string;
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  times: number;
}

export interface FakeGitHub {
  /** Base URL to give octokit (`baseUrl`) or the Action (`GITHUB_API_URL`). */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Every request that broke GitHub's schema or a server-side rule (answered with 422). */
  readonly violations: Violation[];
  readonly checkRuns: FakeCheckRun[];
  readonly statuses: FakeStatus[];
  readonly comments: FakeComment[];
  readonly pullRequests: FakePullRequest[];
  /** `read` answers every write with 403 "Resource not accessible by integration", like a fork PR's token. */
  permissions: 'write' | 'read';
  /** Queues a scripted failure. */
  fail(rule: Omit<FaultRule, 'times'> & { times?: number }): void;
  /** Adds an existing comment (e.g. one an earlier run posted); logins ending in `[bot]` are bots. */
  seedComment(comment: { repository: string; issue_number: number; body: string; login?: string }): FakeComment;
  /** Adds a pull request for `GET /repos/{owner}/{repo}/pulls/{pull_number}`. */
  seedPullRequest(pull: FakePullRequest): FakePullRequest;
  /** Requests to known operations, without the fault-injected ones' retries distinguished. */
  requestsFor(operationId: string): RecordedRequest[];
  close(): Promise<void>;
}

const SECONDARY_RATE_LIMIT_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.';

/** Answer helpers for `fail()`. */
export const FAULTS = {
  badGateway: { status: 502, body: { message: 'Server Error' } },
  secondaryRateLimit: (retryAfterSeconds: number) => ({
    status: 403,
    headers: { 'retry-after': String(retryAfterSeconds), 'x-ratelimit-remaining': '4000' },
    body: { message: SECONDARY_RATE_LIMIT_MESSAGE, documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits' },
  }),
} as const;

export async function startFakeGitHub(options: { permissions?: 'write' | 'read' } = {}): Promise<FakeGitHub> {
  const { operations } = loadOperations();
  const requests: RecordedRequest[] = [];
  const violations: Violation[] = [];
  const checkRuns: FakeCheckRun[] = [];
  const statuses: FakeStatus[] = [];
  const comments: FakeComment[] = [];
  const pullRequests: FakePullRequest[] = [];
  const faults: FaultRule[] = [];
  let nextId = 1000;
  let tick = 0;
  // A deterministic clock for created_at / updated_at.
  const timestamp = (): string => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)).toISOString().replace('.000Z', 'Z');

  const state = {
    permissions: options.permissions ?? 'write',
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      send(res, 500, { message: `fake GitHub crashed: ${error instanceof Error ? error.message : String(error)}` });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake.github');
    const raw = await readBody(req);
    let body: unknown;
    let parseProblem: string | undefined;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw) as unknown;
      } catch {
        parseProblem = 'request body is not JSON';
      }
    }
    const match = findOperation(operations, method, url.pathname);
    const record = (status: number): void => {
      requests.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        operationId: match?.operation.operationId,
        params: match?.params ?? {},
        authorization: header(req, 'authorization'),
        userAgent: header(req, 'user-agent'),
        body,
        status,
      });
    };
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      record(status);
      send(res, status, payload, headers);
    };

    if (!match) {
      violations.push({ request: `${method} ${url.pathname}`, problems: ['no such operation in the extracted GitHub schemas'] });
      answer(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
      return;
    }
    const { operation, params } = match;

    // Scripted failures come first: GitHub fails before it looks at the body.
    const fault = faults.find((f) => (f.operationId === undefined || f.operationId === operation.operationId) && (f.method === undefined || f.method === method));
    if (fault) {
      fault.times -= 1;
      if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
      answer(fault.status, fault.body ?? {}, { ...fault.headers });
      return;
    }

    const problems = [
      ...(parseProblem ? [parseProblem] : []),
      ...(header(req, 'authorization') ? [] : ['no Authorization header']),
      ...validateParameters(operation, { path: params, query: url.searchParams }),
      ...validateRequestBody(operation, body),
    ];
    if (problems.length > 0) {
      violations.push({ request: `${operation.key} (${method} ${url.pathname})`, problems });
      answer(422, { message: 'Validation Failed', errors: problems.map((message) => ({ resource: operation.operationId, code: 'custom', message })) });
      return;
    }

    if (method !== 'GET' && state.permissions === 'read') {
      answer(403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest', status: '403' }, { 'x-ratelimit-remaining': '999' });
      return;
    }

    const repository = `${params['owner']}/${params['repo']}`;
    const input = (body ?? {}) as Record<string, unknown>;
    switch (operation.operationId) {
      case 'checks/create': {
        const run: FakeCheckRun = {
          id: nextId++,
          repository,
          name: String(input['name']),
          head_sha: String(input['head_sha']),
          status: typeof input['status'] === 'string' ? input['status'] : 'queued',
          conclusion: typeof input['conclusion'] === 'string' ? input['conclusion'] : null,
          external_id: typeof input['external_id'] === 'string' ? input['external_id'] : null,
          details_url: typeof input['details_url'] === 'string' ? input['details_url'] : null,
          started_at: typeof input['started_at'] === 'string' ? input['started_at'] : timestamp(),
          completed_at: typeof input['completed_at'] === 'string' ? input['completed_at'] : null,
          output: { title: null, summary: null, text: null },
          annotations: [],
          annotationBatches: 0,
        };
        if (run.conclusion !== null) run.status = 'completed';
        applyOutput(run, input['output']);
        checkRuns.push(run);
        answer(201, checkRunResponse(run));
        return;
      }
      case 'checks/update': {
        const run = checkRuns.find((r) => r.id === Number(params['check_run_id']) && r.repository === repository);
        if (!run) {
          answer(404, { message: 'Not Found' });
          return;
        }
        if (typeof input['name'] === 'string') run.name = input['name'];
        if (typeof input['status'] === 'string') run.status = input['status'];
        if (typeof input['conclusion'] === 'string') {
          run.conclusion = input['conclusion'];
          run.status = 'completed';
        }
        if (typeof input['completed_at'] === 'string') run.completed_at = input['completed_at'];
        if (typeof input['details_url'] === 'string') run.details_url = input['details_url'];
        applyOutput(run, input['output']);
        answer(200, checkRunResponse(run));
        return;
      }
      case 'repos/create-commit-status': {
        const status: FakeStatus = {
          repository,
          sha: String(params['sha']),
          state: String(input['state']),
          context: typeof input['context'] === 'string' ? input['context'] : 'default',
          description: typeof input['description'] === 'string' ? input['description'] : null,
          target_url: typeof input['target_url'] === 'string' ? input['target_url'] : null,
        };
        statuses.push(status);
        answer(201, { id: nextId++, ...status, created_at: timestamp() });
        return;
      }
      case 'issues/list-comments': {
        const all = comments.filter((c) => c.repository === repository && c.issue_number === Number(params['issue_number']));
        const perPage = Number(url.searchParams.get('per_page') ?? '30');
        const page = Number(url.searchParams.get('page') ?? '1');
        const slice = all.slice((page - 1) * perPage, page * perPage);
        const headers: Record<string, string> = {};
        if (page * perPage < all.length) {
          const next = new URL(url.toString());
          next.searchParams.set('page', String(page + 1));
          headers['link'] = `<http://${req.headers.host ?? ''}${next.pathname}${next.search}>; rel="next"`;
        }
        answer(200, slice.map(commentResponse), headers);
        return;
      }
      case 'issues/create-comment': {
        const comment: FakeComment = {
          id: nextId++,
          repository,
          issue_number: Number(params['issue_number']),
          body: String(input['body']),
          user: { login: 'github-actions[bot]', type: 'Bot' },
          created_at: timestamp(),
          updated_at: timestamp(),
        };
        comments.push(comment);
        answer(201, commentResponse(comment));
        return;
      }
      case 'issues/update-comment': {
        const comment = comments.find((c) => c.id === Number(params['comment_id']) && c.repository === repository);
        if (!comment) {
          answer(404, { message: 'Not Found' });
          return;
        }
        comment.body = String(input['body']);
        comment.updated_at = timestamp();
        answer(200, commentResponse(comment));
        return;
      }
      case 'pulls/get': {
        const pull = pullRequests.find((p) => p.repository === repository && p.number === Number(params['pull_number']));
        if (!pull) {
          answer(404, { message: 'Not Found' });
          return;
        }
        answer(200, {
          id: pull.number + 100000,
          number: pull.number,
          state: pull.state,
          html_url: `https://github.com/${repository}/pull/${pull.number}`,
          head: { sha: pull.headSha, ref: 'patch', repo: { full_name: pull.headRepository } },
          merged: pull.mergeCommitSha !== undefined,
          merge_commit_sha: pull.mergeCommitSha ?? null,
          base: { sha: '0'.repeat(40), ref: 'main', repo: { full_name: repository } },
        });
        return;
      }
      default:
        answer(501, { message: `fake GitHub does not implement ${operation.operationId}` });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeGitHub = {
    url: `http://127.0.0.1:${port}`,
    requests,
    violations,
    checkRuns,
    statuses,
    comments,
    pullRequests,
    get permissions() {
      return state.permissions;
    },
    set permissions(value) {
      state.permissions = value;
    },
    fail(rule) {
      faults.push({ ...rule, times: rule.times ?? 1 });
    },
    seedComment({ repository, issue_number, body, login = 'github-actions[bot]' }) {
      const comment: FakeComment = {
        id: nextId++,
        repository,
        issue_number,
        body,
        user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
        created_at: timestamp(),
        updated_at: timestamp(),
      };
      comments.push(comment);
      return comment;
    },
    seedPullRequest(pull) {
      pullRequests.push(pull);
      return pull;
    },
    requestsFor(operationId) {
      return requests.filter((r) => r.operationId === operationId);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}

function findOperation(operations: readonly Operation[], method: string, pathname: string): { operation: Operation; params: Record<string, string> } | undefined {
  for (const operation of operations) {
    if (operation.method.toUpperCase() !== method) continue;
    const m = operation.pattern.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    operation.pathParameters.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { operation, params };
  }
  return undefined;
}

function validateRequestBody(operation: Operation, body: unknown): string[] {
  if (!operation.validateBody) return [];
  if (body === undefined) return operation.bodyRequired ? ['request body is required'] : [];
  const problems: string[] = [];
  if (!operation.validateBody(body)) {
    for (const e of operation.validateBody.errors ?? []) problems.push(`${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  }
  problems.push(...serverSideProblems(operation.operationId, body));
  return problems;
}

function applyOutput(run: FakeCheckRun, output: unknown): void {
  if (typeof output !== 'object' || output === null) return;
  const o = output as Record<string, unknown>;
  if (typeof o['title'] === 'string') run.output.title = o['title'];
  if (typeof o['summary'] === 'string') run.output.summary = o['summary'];
  if (typeof o['text'] === 'string') run.output.text = o['text'];
  const annotations = o['annotations'];
  if (Array.isArray(annotations) && annotations.length > 0) {
    run.annotations.push(...(annotations as FakeAnnotation[]));
    run.annotationBatches += 1;
  }
}

function checkRunResponse(run: FakeCheckRun): Record<string, unknown> {
  return {
    id: run.id,
    node_id: `CR_${run.id}`,
    name: run.name,
    head_sha: run.head_sha,
    external_id: run.external_id,
    url: `https://api.github.com/repos/${run.repository}/check-runs/${run.id}`,
    html_url: `https://github.com/${run.repository}/runs/${run.id}`,
    details_url: run.details_url,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.started_at,
    completed_at: run.completed_at,
    output: { ...run.output, annotations_count: run.annotations.length, annotations_url: `https://api.github.com/repos/${run.repository}/check-runs/${run.id}/annotations` },
    check_suite: { id: 1 },
    pull_requests: [],
  };
}

function commentResponse(c: FakeComment): Record<string, unknown> {
  return {
    id: c.id,
    node_id: `IC_${c.id}`,
    body: c.body,
    user: c.user,
    html_url: `https://github.com/${c.repository}/pull/${c.issue_number}#issuecomment-${c.id}`,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-github-request-id': `FAKE:${status}`,
    ...headers,
  });
  res.end(text);
}
