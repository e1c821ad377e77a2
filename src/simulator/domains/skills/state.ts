import type { Skill, SkillProvenance } from "../../../api/types.ts";
import type { SkillCreateInput } from "./validate.ts";

interface Seed {
  name: string;
  provenance: SkillProvenance;
  description: string;
  keywords: string[];
  enabled: boolean;
}

const SEEDS: readonly Seed[] = [
  {
    name: "Release notes",
    provenance: "authored",
    description: "Drafts release notes from merged PRs.",
    keywords: ["changelog"],
    enabled: true,
  },
  {
    name: "Flaky test triage",
    provenance: "skills_sh",
    description: "Reproduces and quarantines flaky tests.",
    keywords: ["flaky", "ci"],
    enabled: true,
  },
  {
    name: "Monorepo conventions",
    provenance: "git",
    description: "House rules for the web monorepo.",
    keywords: ["lint"],
    enabled: true,
  },
  {
    name: "Database migrations",
    provenance: "agent_plugin",
    description: "Writes reversible schema migrations.",
    keywords: ["sql", "migration"],
    enabled: false,
  },
  {
    name: "Issue tracker sync",
    provenance: "curated_integration",
    description: "Links work to tracker issues.",
    keywords: ["tickets"],
    enabled: true,
  },
  {
    name: "Verify before PR",
    provenance: "builtin",
    description: "Runs the test suite before opening a PR.",
    keywords: [],
    enabled: true,
  },
];

/** Skills of one organization; ids count up so a reset with the same seed reproduces them. */
export class SkillStore {
  private readonly skills: Skill[] = [];
  private counter = 0;

  constructor(
    private readonly orgId: string,
    seededBy: string,
    seededAt: string,
  ) {
    for (const seed of SEEDS) {
      this.skills.push({
        skill_id: this.nextId(),
        name: seed.name,
        description: seed.description,
        instructions: `Follow the ${seed.name.toLowerCase()} playbook step by step.`,
        activation_keywords: seed.keywords,
        is_enabled: seed.enabled,
        author: "user",
        provenance: seed.provenance,
        created_by: seededBy,
        created_at: seededAt,
        updated_at: seededAt,
      });
    }
  }

  private nextId(): string {
    this.counter += 1;
    return `skl_${this.orgId.replace(/^org_/, "")}_${String(this.counter).padStart(4, "0")}`;
  }

  list(): Skill[] {
    return [...this.skills].sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  create(input: SkillCreateInput, userId: string, at: string): Skill {
    const skill: Skill = {
      skill_id: this.nextId(),
      ...input,
      is_enabled: true,
      author: "user",
      provenance: "authored",
      created_by: userId,
      created_at: at,
      updated_at: at,
    };
    this.skills.push(skill);
    return skill;
  }
}
