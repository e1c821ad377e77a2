import type { components } from "./schema";

/**
 * Friendly names for the generated schemas (src/api/schema.d.ts, from openapi.yaml).
 * Everything else in the app imports these, never `components[...]` directly, so a
 * schema rename breaks one file.
 */
type Schemas = components["schemas"];

export type OkResponse = Schemas["OkResponse"];

export type Self = Schemas["Self"];
export type Model = Schemas["Model"];
export type ModelList = Schemas["ModelList"];
export type KeyKind = Self["key_kind"];

export type Session = Schemas["Session"];
export type SessionStatus = Session["status"];
export type Outcome = NonNullable<Session["outcome"]>;
export type SessionPolicy = Schemas["SessionPolicy"];
export type SessionMachine = Schemas["SessionMachine"];
export type SessionTarget = Schemas["SessionTarget"];
export type FailureDiagnostics = Schemas["FailureDiagnostics"];
export type Usage = Schemas["Usage"];
export type SessionListPage = Schemas["SessionListPage"];

export type SessionEvent = Schemas["SessionEvent"];
export type SessionEventData = Schemas["SessionEventData"];
export type EventsPage = Schemas["EventsPage"];

export type SendMessageRequest = Schemas["SendMessageRequest"];
export type SendMessageResponse = Schemas["SendMessageResponse"];
export type MessageTarget = Schemas["MessageTarget"];
export type ReasoningEffort = Schemas["ReasoningEffort"];
export type WithdrawResponse = Schemas["WithdrawResponse"];
export type SessionMessage = Schemas["SessionMessage"];
export type SessionMessageList = Schemas["SessionMessageList"];

/** Values of SendMessageResponse.delivery we know; the field itself stays an open string. */
export const KNOWN_DELIVERIES = ["delivered", "queued", "saved_for_follow_up"] as const;

/** Event kinds we render; SessionEvent.type stays an open string (unknown kinds are tolerated). */
export const KNOWN_EVENT_TYPES = [
  "status",
  "assistant",
  "reasoning",
  "tool_use",
  "tool_result",
  "diagnostic",
  "raw",
] as const;
export type KnownEventType = (typeof KNOWN_EVENT_TYPES)[number];

export type SharedLink = Schemas["SharedLink"];
export type SharedLinkList = Schemas["SharedLinkList"];

export type Skill = Schemas["Skill"];
export type SkillProvenance = Skill["provenance"];
export type SkillCreateRequest = Schemas["SkillCreateRequest"];
export type SkillList = Schemas["SkillList"];

export type SecretWriteRequest = Schemas["SecretWriteRequest"];
export type SecretScope = NonNullable<SecretWriteRequest["scope"]>;
export type SecretWriteResult = Schemas["SecretWriteResult"];
export type SecretMeta = Schemas["SecretMeta"];
export type SecretList = Schemas["SecretList"];

export type Machine = Schemas["Machine"];
export type MachineList = Schemas["MachineList"];
export type EnrollmentTicketRequest = Schemas["EnrollmentTicketRequest"];
export type EnrollmentRoot = Schemas["EnrollmentRoot"];
export type EnrollmentTicket = Schemas["EnrollmentTicket"];
export type Lifecycle = EnrollmentTicket["lifecycle"];

export type Member = Schemas["Member"];
export type MemberList = Schemas["MemberList"];
export type MemberRole = Schemas["MemberRole"];
export type RoleUpdateResult = Schemas["RoleUpdateResult"];

export type IndexedRepository = Schemas["IndexedRepository"];
export type IndexedRepositoryList = Schemas["IndexedRepositoryList"];
export type Organization = Schemas["Organization"];
export type OrganizationList = Schemas["OrganizationList"];
export type AgentNetwork = Schemas["AgentNetwork"];
export type AgentNetworkAgent = Schemas["AgentNetworkAgent"];
export type AgentNetworkComputer = Schemas["AgentNetworkComputer"];
