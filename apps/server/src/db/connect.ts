import postgres from 'postgres';

/**
 * postgres.js for a database URL, honouring libpq's `host` query parameter (a Unix-domain socket's
 * directory, as in `postgres://user@localhost:5432/db?host=/run/postgresql`), which postgres.js would
 * otherwise send to the server as a setting. The embedded cluster's URLs use it: over a Unix-domain socket a
 * query round trip costs a fraction of loopback TCP's (see ARCHITECTURE.md, "Embedded PostgreSQL").
 */
export function openPostgres(
  url: string,
  options: postgres.Options<Record<string, postgres.PostgresType>>,
): postgres.Sql {
  const connection = splitSocketHost(url);
  return postgres(connection.url, { ...options, ...(connection.host ? { host: connection.host } : {}) });
}

/** A URL without libpq's `host` query parameter, and that parameter (postgres.js's `host` option) if it had one. */
export function splitSocketHost(url: string): { url: string; host?: string } {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host');
  if (!host) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), host };
}
