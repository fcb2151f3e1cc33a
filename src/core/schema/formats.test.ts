import { describe, expect, it } from 'vitest';
import { formatChecker, isGoDuration, isStrfmtDuration, parseIp } from './formats.js';

const valid = (format: string, value: string): boolean => formatChecker(format)!.validate(value);

describe('Kubernetes formats', () => {
  it('normalizes names like go-openapi (date-time = datetime) and ignores unknown formats', () => {
    expect(formatChecker('date-time')).toBe(formatChecker('datetime'));
    expect(formatChecker('int32')).toBeUndefined();
    expect(formatChecker('made-up')).toBeUndefined();
  });

  it('duration uses Go syntax (and the strfmt long forms), not ISO 8601', () => {
    expect(isGoDuration('1h30m')).toBe(true);
    expect(isGoDuration('1.5s')).toBe(true);
    expect(isGoDuration('-300ms')).toBe(true);
    expect(isGoDuration('0')).toBe(true);
    expect(isGoDuration('P1D')).toBe(false);
    expect(isGoDuration('10')).toBe(false);
    expect(isGoDuration('1d')).toBe(false);
    expect(isStrfmtDuration('3 days')).toBe(true);
    expect(valid('duration', 'PT1H')).toBe(false);
  });

  it('datetime follows kube-openapi (RFC 3339 with a zone)', () => {
    expect(valid('date-time', '2024-02-29T10:00:00Z')).toBe(true);
    expect(valid('date-time', '2024-02-29T10:00:00.123+02:00')).toBe(true);
    expect(valid('date-time', '2023-02-29T10:00:00Z')).toBe(false);
    expect(valid('date-time', '2024-01-01T25:00:00Z')).toBe(false);
    expect(valid('date-time', '2024-01-01 10:00:00Z')).toBe(false);
    expect(valid('date', '2024-02-30')).toBe(false);
  });

  it('IP addresses follow Go net.ParseIP (no leading zeros)', () => {
    expect(parseIp('10.0.0.1')).toBe(4);
    expect(parseIp('010.0.0.1')).toBeUndefined();
    expect(parseIp('fd00::1')).toBe(6);
    expect(parseIp('::ffff:1.2.3.4')).toBe(6);
    expect(parseIp('1:2:3:4:5:6:7:8:9')).toBeUndefined();
    expect(valid('ipv4', '256.1.1.1')).toBe(false);
    expect(valid('cidr', '10.0.0.0/8')).toBe(true);
    expect(valid('cidr', '10.0.0.0/33')).toBe(false);
    expect(valid('mac', '01:23:45:67:89:ab')).toBe(true);
    expect(valid('mac', '01:23:45:67:89')).toBe(false);
  });

  it('quantity and the k8s name formats', () => {
    for (const q of ['100m', '1.5Gi', '1e3', '+1Ki', '12E-3', '1.', '.5M']) expect(valid('quantity', q), q).toBe(true);
    for (const q of ['1gi', '1da', 'Gi', '1.5.5', '', '1e1.5']) expect(valid('quantity', q), q).toBe(false);
    expect(valid('k8s-short-name', 'team-a')).toBe(true);
    expect(valid('k8s-short-name', 'Team-a')).toBe(false);
    expect(valid('k8s-short-name', 'a'.repeat(64))).toBe(false);
    expect(valid('k8s-long-name', 'a.b.c')).toBe(true);
  });

  it('byte, uuid and the rest', () => {
    expect(valid('byte', 'aGVsbG8=')).toBe(true);
    expect(valid('byte', 'hello!')).toBe(false);
    expect(valid('uuid', '123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(valid('uuid4', '123e4567-e89b-12d3-a456-426614174000')).toBe(false);
    expect(valid('hostname', 'example.com')).toBe(true);
    expect(valid('hostname', '-bad.com')).toBe(false);
    expect(valid('uri', 'https://example.com/x')).toBe(true);
    expect(valid('uri', 'relative/path')).toBe(false);
    expect(valid('password', 'anything')).toBe(true);
  });
});
