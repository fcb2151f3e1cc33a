// A watch (or any streaming GET) on a prepared request: the response read line by line, each
// line handed to the caller, with an idle timeout (client-node's watch has none: a half-open
// connection would hang forever) and the abort signal honoured at every step.
import type { WatchRequest } from './request.js';
import { errorFor, TransportError } from './errors.js';
import type { Prepared } from './transport.js';

/**
 * Feeds the stream's lines to `req.onLine`. Resolves when the server ends the stream; rejects
 * with KubeApiError when the server refuses it (`status.status` is then its code), and with
 * TransportError on a network failure or when no byte arrived for `req.idleTimeoutMs`.
 */
export function streamLines(prepared: Prepared, req: WatchRequest, status: { status: number }): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      req.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    let idle: NodeJS.Timeout = setTimeout(() => undefined, 0);
    const armIdle = (): void => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        request.destroy();
        finish(new TransportError(`watch ${req.path} was idle for ${req.idleTimeoutMs} ms`, 'IDLE'));
      }, req.idleTimeoutMs);
    };
    const onAbort = (): void => {
      request.destroy();
      finish(new TransportError('aborted', 'ABORTED'));
    };
    const request = prepared.transport.request(prepared.url, { ...prepared.options, method: 'GET' }, (response) => {
      status.status = response.statusCode ?? 0;
      if (status.status !== 200) {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => finish(errorFor(status.status, body, 'GET', req.path)));
        response.on('error', (e) => finish(new TransportError(e.message, 'RESPONSE')));
        return;
      }
      armIdle();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        armIdle();
        buffer += chunk;
        let nl = buffer.indexOf('\n');
        while (nl !== -1) {
          const line = buffer.slice(0, nl).trim();
          buffer = buffer.slice(nl + 1);
          if (line !== '') {
            try {
              req.onLine(line);
            } catch (error) {
              request.destroy();
              finish(error instanceof Error ? error : new Error(String(error)));
              return;
            }
          }
          nl = buffer.indexOf('\n');
        }
      });
      response.on('end', () => {
        const rest = buffer.trim();
        if (rest !== '') {
          try {
            req.onLine(rest);
          } catch (error) {
            finish(error instanceof Error ? error : new Error(String(error)));
            return;
          }
        }
        finish();
      });
      response.on('aborted', () => finish(new TransportError(`watch ${req.path} was cut by the server`, 'ABORTED')));
      response.on('error', (e) => finish(new TransportError(e.message, 'RESPONSE')));
    });
    request.on('error', (e: NodeJS.ErrnoException) => finish(new TransportError(e.message, e.code ?? 'REQUEST')));
    if (req.signal?.aborted) onAbort();
    else req.signal?.addEventListener('abort', onAbort, { once: true });
    // connection phase: bounded as well
    armIdle();
    request.end();
  });
}
