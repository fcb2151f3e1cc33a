// Linux /proc readers for the tests that check kube-testenv's processes and
// listening sockets.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** Parent pid of `pid`, or undefined when the process is gone. */
export function parentPid(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/** Whether `pid` exists and is not a zombie. */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Pids of the direct children of `pid`. */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (parentPid(Number(entry)) === pid) out.push(Number(entry));
  }
  return out;
}

/** Pids of every running process whose executable path is `binary`. */
export function pidsOfExecutable(binary: string): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/exe`) === binary) out.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return out;
}

export interface Socket {
  readonly protocol: 'tcp' | 'tcp6' | 'udp' | 'udp6';
  readonly address: string;
  readonly port: number;
}

/**
 * Sockets of `pid` that accept traffic: TCP sockets in LISTEN state and every
 * bound UDP socket. Found by matching the socket inodes in /proc/<pid>/fd
 * against /proc/<pid>/net/{tcp,tcp6,udp,udp6}.
 */
export function listeningSockets(pid: number): Socket[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m?.[1] !== undefined) inodes.add(m[1]);
    } catch {
      // fd closed meanwhile
    }
  }
  const out: Socket[] = [];
  for (const protocol of ['tcp', 'tcp6', 'udp', 'udp6'] as const) {
    let table: string;
    try {
      table = readFileSync(`/proc/${pid}/net/${protocol}`, 'utf8');
    } catch {
      continue; // e.g. IPv6 disabled
    }
    for (const line of table.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10) continue;
      const [local, , state] = [cols[1]!, cols[2]!, cols[3]!];
      const inode = cols[9]!;
      if (!inodes.has(inode)) continue;
      const isTcp = protocol.startsWith('tcp');
      if (isTcp && state !== '0A') continue; // 0A = LISTEN
      const [hexAddr, hexPort] = local.split(':') as [string, string];
      out.push({ protocol, address: decodeAddress(hexAddr), port: parseInt(hexPort, 16) });
    }
  }
  return out;
}

/** /proc/net addresses are 32-bit words in host (little-endian) byte order. */
export function decodeAddress(hex: string): string {
  const words: number[][] = [];
  for (let i = 0; i < hex.length; i += 8) {
    const word = hex.slice(i, i + 8);
    const bytes = [0, 2, 4, 6].map((j) => parseInt(word.slice(j, j + 2), 16)).reverse();
    words.push(bytes);
  }
  const bytes = words.flat();
  if (bytes.length === 4) return bytes.join('.');
  const isV4Mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (isV4Mapped) return `::ffff:${bytes.slice(12).join('.')}`;
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}
