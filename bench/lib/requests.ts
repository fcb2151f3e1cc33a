// Request records as the benches count them (bench/operator, bench/agent).

/** The resource of an API path: /api/v1/namespaces/x/resourcequotas/y → resourcequotas; /apis/g/v/namespaces/x/t/y/status → t/status. */
export function resourceOf(path: string): string {
  const parts = path.split('?')[0]!.split('/').filter(Boolean);
  const start = parts[0] === 'api' ? 2 : 3;
  const rest = parts.slice(start);
  if (rest[0] === 'namespaces' && rest.length >= 3) rest.splice(0, 2);
  const kind = rest[0] ?? 'discovery';
  return rest[2] !== undefined ? `${kind}/${rest[2]}` : kind;
}
