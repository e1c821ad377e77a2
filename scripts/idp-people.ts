/**
 * The demo identity provider's people (`npm run idp`) and the simulator keys their groups map to.
 * One person per group the dashboard knows, and one in none, to see a refusal.
 */
export interface DemoPerson {
  id: string;
  name: string;
  email: string;
  groups: string[];
}

export const DEMO_PASSWORD = "demo";

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { id: "u-owner", name: "Olivia Owner", email: "olivia@example.com", groups: ["owners"] },
  { id: "u-admin", name: "Adam Admin", email: "adam@example.com", groups: ["admins"] },
  { id: "u-engineer", name: "Erin Engineer", email: "erin@example.com", groups: ["engineers"] },
  { id: "u-viewer", name: "Victor Viewer", email: "victor@example.com", groups: ["viewers"] },
  { id: "u-nogroup", name: "Nora Nogroup", email: "nora@example.com", groups: [] },
];

/** The demo simulator's owner, admin, member and read-only keys (src/simulator/README.md). */
export const DEMO_ROLE_KEYS =
  "owners=svc_0d0e0000000000000000000000000001;admins=svc_0d0e0000000000000000000000000002;" +
  "engineers=svc_0d0e0000000000000000000000000003;viewers=svc_0d0e0000000000000000000000000004";

export const DEMO_CLIENT = { id: "session-control", secret: "demo-secret" } as const;
