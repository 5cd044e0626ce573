/** What an identity service answered: its HTTP status and JSON body (undefined when unreadable), or nothing when unreachable. */
export type ProviderAnswer = { readonly status: number; readonly body: unknown } | null;

/** Calls an identity service with a timeout; network failures and timeouts give null, unreadable bodies undefined. */
export async function askProvider(fetchFn: typeof fetch, url: string, init: RequestInit = {}, timeoutMs = 10_000): Promise<ProviderAnswer> {
  try {
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    return null;
  }
}

/** A phone as an identity service sends it (`79161234567`, `+7 (916) 123-45-67`) in E.164, or null when absent. */
export function providerPhone(phone: string | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits ? `+${digits}` : null;
}
