import type { DomainFactory } from "../core/types.ts";
import { createMachinesDomain } from "./machines/index.ts";
import { createMembersDomain } from "./members/index.ts";
import { createNetworkDomain } from "./network/index.ts";
import { createPlatformDomain } from "./platform/index.ts";
import { createRepositoriesDomain } from "./repositories/index.ts";
import { createRetiredDomain } from "./retired/index.ts";
import { createSecretsDomain } from "./secrets/index.ts";
import { createSessionsDomain } from "./sessions/index.ts";
import { createSkillsDomain } from "./skills/index.ts";

/** Every domain of the simulator, in handler order (msw uses the first handler that answers). */
export const DOMAIN_FACTORIES: readonly DomainFactory[] = [
  createPlatformDomain,
  createSessionsDomain,
  createSkillsDomain,
  createSecretsDomain,
  createMachinesDomain,
  createMembersDomain,
  createRepositoriesDomain,
  createNetworkDomain,
  createRetiredDomain,
];
