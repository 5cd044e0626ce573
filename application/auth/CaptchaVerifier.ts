/** What the captcha provider said about a token; `detail` explains a refusal (for logs, never shown). */
interface CaptchaVerdict {
  readonly ok: boolean;
  readonly detail?: string;
}

/**
 * Checks a captcha token the browser got from the captcha widget (spec §7: "a captcha v3 token can be
 * added to body field token"). Tokens are single-use.
 */
export interface CaptchaVerifier {
  readonly verify: (token: string, clientAddress: string) => Promise<CaptchaVerdict>;
}
