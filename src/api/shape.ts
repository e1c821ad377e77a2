import { ApiError } from "./errors";

/**
 * Checks for the one thing a page cannot do without: the object or list an answer is about. A
 * service that drifted from the contract (`machine: null`, `items` missing) would otherwise leave
 * a page silently empty; this turns it into an error that says what could not be read, shown and
 * retried like any other. Fields inside are left to the panels, which show what they can.
 */
export const UNREADABLE_ANSWER = "unreadable_answer";

function kindOf(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`.slice(0, 60);
}

/** status 200: the service answered, the answer is what could not be used. */
export function unreadable(field: string, found: unknown, expected: string): ApiError {
  return new ApiError(
    200,
    UNREADABLE_ANSWER,
    `The service's answer has ${kindOf(found)} where \`${field}\` should be ${expected}.`,
  );
}

export function objectAt<T>(value: T | null | undefined, field: string): T {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw unreadable(field, value, "an object");
  return value;
}

export function listAt<T>(value: readonly T[] | null | undefined, field: string): readonly T[] {
  if (!Array.isArray(value)) throw unreadable(field, value, "a list");
  return value;
}
