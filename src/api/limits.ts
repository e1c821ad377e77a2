/**
 * Every numeric limit of the API contract (spec §8 plus the decisions in
 * docs/api-decisions.md). Forms, the simulator and openapi.yaml all use these
 * numbers; a test checks openapi.yaml against this file.
 */
export const LIMITS = {
  followUpMessageMaxBytes: 2 * 1024 * 1024,
  clientMessageIdMinChars: 1,
  clientMessageIdMaxChars: 160,
  /**
   * Ids a person types for a path (a user id, a session id): the spec names no bound, so the one id
   * bound it does name (client_message_id, 1..160) applies (docs/api-decisions.md).
   */
  typedIdMaxChars: 160,
  heldFollowUpTimeoutMs: 10 * 60 * 1000,
  secretValueMaxBytes: 65_536,
  secretNoteMaxChars: 2000,
  secretNameMaxChars: 128,
  eventsPageDefault: 200,
  eventsPageMax: 1000,
  waitMsMax: 20_000,
  promptEchoMaxBytes: 16 * 1024,
  errorMessageMaxChars: 1000,
  diagnosticMessageMaxChars: 160,
  machineParamMinChars: 1,
  machineParamMaxChars: 63,
  installIdMinChars: 16,
  installIdMaxChars: 160,
  rootsMin: 1,
  rootsMax: 32,
  enrollmentTicketLifetimeS: 120,
  ttlMinS: 60,
  ttlPersistentDefaultS: 30 * 24 * 3600,
  ttlPersistentMaxS: 90 * 24 * 3600,
  ttlEphemeralDefaultS: 3600,
  ttlEphemeralMaxS: 24 * 3600,
  skillInstructionsMaxChars: 100_000,
  retryAfterMinS: 1,
  /** Simulator default token bucket: this many requests per window, per key. */
  rateLimitRequests: 120,
  rateLimitWindowMs: 10_000,
} as const;

export const SECRET_NAME_PATTERN = /^[A-Z][A-Z0-9_]*$/;
export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const REASONING_EFFORTS = ["minimal", "low", "medium", "high", "xhigh", "max"] as const;
export const MEMBER_ROLES = ["owner", "admin", "member"] as const;
export const SECRET_SCOPES = ["organization", "user", "repo"] as const;
export const LIFECYCLES = ["persistent", "ephemeral"] as const;
export const SESSION_STATUSES = ["running", "exit", "error", "suspended"] as const;
export const OUTCOMES = ["success", "failure", "action_required"] as const;
