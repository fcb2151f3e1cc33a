/**
 * Kubernetes version ordering (`v1` > `v1beta2` > `v1beta1` > `v1alpha1` > `foo`), as the API
 * server sorts versions for discovery.
 */

const KUBE_VERSION = /^v(\d+)(?:(alpha|beta)(\d+))?$/;

interface Parsed {
  readonly major: number;
  /** 2 = GA, 1 = beta, 0 = alpha. */
  readonly stability: number;
  readonly minor: number;
}

function parse(version: string): Parsed | undefined {
  const m = KUBE_VERSION.exec(version);
  if (!m) return undefined;
  const stability = m[2] === undefined ? 2 : m[2] === 'beta' ? 1 : 0;
  return { major: Number(m[1]), stability, minor: m[3] === undefined ? 0 : Number(m[3]) };
}

/** Negative when `a` has lower priority than `b`: sorts ascending from least to most stable. */
export function compareKubeVersions(a: string, b: string): number {
  const pa = parse(a);
  const pb = parse(b);
  if (pa && pb) {
    return pa.stability - pb.stability || pa.major - pb.major || pa.minor - pb.minor;
  }
  if (pa) return 1;
  if (pb) return -1;
  return a < b ? 1 : a > b ? -1 : 0;
}

/** `v1alpha1`, `v2beta3`: versions Buf-style configs call unstable. */
export const UNSTABLE_VERSION_PATTERN = 'v\\d+(alpha|beta)\\d*';
