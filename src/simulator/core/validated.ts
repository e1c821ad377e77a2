/** A request body the handler turns into an error response (status, code, message, extra body fields). */
export interface Rejection {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, unknown>;
}

/** What a domain's body validator returns: the parsed input, or why it was refused. */
export type Validated<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };

export const reject = (status: number, code: string, message: string, extra?: Record<string, unknown>) =>
  ({ ok: false, rejection: { status, code, message, extra } }) as const;
