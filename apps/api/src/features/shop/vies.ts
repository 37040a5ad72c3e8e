/*
 * The EU's VIES service, asked whether a VAT number is registered (its REST API: POST of the country
 * code and the number, an answer with `valid`). Called from the server with a short timeout; when it
 * cannot answer (a member state's system down, a timeout), the answer is "unknown" and the buyer is
 * charged 23% until a later save confirms the number.
 */

export interface ViesAnswer {
  /** null: VIES could not answer. */
  valid: boolean | null;
  /** What VIES said, kept with the billing data (name and address when it gives them, or the error). */
  detail: Record<string, unknown>;
}

export interface ViesClient {
  check(country: string, vatNumber: string): Promise<ViesAnswer>;
}

const TIMEOUT_MS = 5_000;

export function viesClient(url: string, fetchImpl: typeof fetch = fetch): ViesClient {
  return {
    async check(country, vatNumber) {
      // VIES names Greece EL.
      const countryCode = country === 'GR' ? 'EL' : country;
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
        if (!response.ok || typeof body.valid !== 'boolean') return { valid: null, detail: { status: response.status, ...body } };
        const { valid, name, address, requestDate } = body;
        return { valid, detail: { name, address, requestDate } };
      } catch (error) {
        return { valid: null, detail: { error: error instanceof Error ? error.message : String(error) } };
      }
    },
  };
}
