/**
 * DATABASE_REPLICA_URLS: comma-separated postgres:// URLs of streaming replicas of DATABASE_URL that take the
 * catalogue reads (docs/architecture.md, Read replicas). Replicas follow a PostgreSQL primary, so they are refused
 * without DATABASE_URL; a malformed URL stops the start.
 */
export function readReplicaUrls(env: NodeJS.ProcessEnv): readonly string[] {
  const urls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (urls.length > 0 && !env.DATABASE_URL) throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL: replicas follow a PostgreSQL primary');
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\/[^/?#]+/.test(url) || !URL.canParse(url)) throw new Error(`DATABASE_REPLICA_URLS: "${redacted(url)}" is not a postgres:// URL`);
  }
  return urls;
}

/** The URL without its password, for an error message. */
function redacted(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}
