// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/api/client";
import { LIMITS } from "@/api/limits";
import type { SkillList } from "@/api/types";
import type { SkillsApi } from "@/simulator/domains/skills";
import { createTestSimulator } from "@/simulator/node";
import { renderInApp } from "@/ui/test-harness";
import { skillKeys } from "../queries";
import { SkillsPage } from "./skills-page";

const KEYS = {
  owner: "svc_0d0e0000000000000000000000000001",
  member: "svc_0d0e0000000000000000000000000003",
  readOnly: "svc_0d0e0000000000000000000000000004",
};

const simulator = createTestSimulator();
beforeAll(() => simulator.server.listen());
afterEach(() => {
  simulator.sim.setGates({ cloudAgentConfig: true });
  simulator.reset();
});
afterAll(() => simulator.server.close());

const simulatorSkills = () => simulator.sim.ctx.domain<SkillsApi>("skills")?.list("org_demo") ?? [];

async function open(key = KEYS.owner) {
  configureApi({ baseUrl: simulator.baseUrl, apiKey: key });
  const view = renderInApp(<SkillsPage orgId="org_demo" />);
  const region = await screen.findByRole("region", { name: "Skills in this organization" });
  await within(region).findByRole("table");
  return { ...view, region };
}

const nameBox = () => screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement;
const descriptionBox = () => screen.getByRole("textbox", { name: /^Description/ }) as HTMLTextAreaElement;
const instructionsBox = () => screen.getByRole("textbox", { name: "Instructions" }) as HTMLTextAreaElement;
const keywordBox = () => screen.getByRole("textbox", { name: /^Activation keywords/ }) as HTMLInputElement;
const create = () => screen.getByRole("button", { name: /Create skill|Creating/ });
const tags = () =>
  within(screen.getByRole("list", { name: "Activation keywords" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("activation keywords", () => {
  it("adds with Enter or a comma, splits a paste, leaves out repeats and removes with a button or Backspace", async () => {
    await open();
    await userEvent.type(keywordBox(), "release{Enter}notes,");
    expect(tags()).toEqual(["release", "notes"]);
    expect(keywordBox().value).toBe("");
    keywordBox().focus();
    await userEvent.paste("changelog, Release, ");
    expect(tags()).toEqual(["release", "notes", "changelog"]);
    expect(screen.getByText("Already added: Release.", { selector: "p" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove keyword notes" }));
    expect(tags()).toEqual(["release", "changelog"]);
    expect(document.activeElement).toBe(keywordBox());
    await userEvent.keyboard("{Backspace}");
    expect(tags()).toEqual(["release"]);
    expect(screen.getByText("Removed changelog.")).toBeInTheDocument();
    expect(screen.getByText(/never activate a skill by themselves/)).toBeInTheDocument();
  });
});

describe("create a skill", () => {
  it("shows every returned field and puts the new skill at the top of the list", async () => {
    const { region, queryClient } = await open();
    await userEvent.type(nameBox(), "Release notes v2");
    await userEvent.type(descriptionBox(), "Drafts release notes from merged PRs.");
    await userEvent.type(instructionsBox(), "Collect merged PRs.{Enter}Group them by label.");
    expect(screen.getByText("40 of 100,000 characters")).toBeInTheDocument();
    await userEvent.type(keywordBox(), "changelog{Enter}");
    // A keyword still in the box when saving is kept, not dropped.
    await userEvent.type(keywordBox(), "release");
    await userEvent.click(create());

    const created = await screen.findByRole("region", { name: "Created “Release notes v2”" });
    const newest = simulatorSkills()[0];
    expect(newest).toMatchObject({ name: "Release notes v2", activation_keywords: ["changelog", "release"] });
    const text = created.textContent ?? "";
    for (const part of [
      `skill_id${newest?.skill_id}`,
      "provenanceauthored",
      "is_enabledenabled",
      "authoruser",
      "created_byusr_0d0e0001",
      "activation_keywordschangelogrelease",
      "descriptionDrafts release notes from merged PRs.",
    ]) {
      expect(text).toContain(part);
    }
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Created “Release notes v2”" }));
    expect(nameBox().value).toBe("");
    expect(instructionsBox().value).toBe("");

    const firstRow = within(region).getAllByRole("row")[1] as HTMLElement;
    expect(firstRow.textContent).toContain("Release notes v2");
    expect(firstRow.textContent).toContain("new");
    expect(within(firstRow).getByRole("group", { name: "Search aliases" }).textContent).toBe("changelogrelease");
    const cached = queryClient.getQueryData<SkillList>(skillKeys.list("org_demo"));
    expect(cached?.items[0]?.skill_id).toBe(newest?.skill_id);
  });

  it("asks for a name and instructions, whitespace-only included, and sends nothing", async () => {
    await open();
    const before = simulatorSkills().length;
    await userEvent.click(create());
    expect(screen.getByText("A name is required.")).toBeInTheDocument();
    expect(screen.getByText("Instructions are required.")).toBeInTheDocument();
    expect(document.activeElement).toBe(nameBox());
    await userEvent.type(nameBox(), "Deploy");
    await userEvent.type(instructionsBox(), "   ");
    expect(instructionsBox().getAttribute("aria-invalid")).toBe("true");
    await userEvent.click(create());
    expect(document.activeElement).toBe(instructionsBox());
    expect(simulatorSkills()).toHaveLength(before);
  });

  it("counts instructions in code points and refuses one over the limit as typed", async () => {
    await open();
    await userEvent.type(nameBox(), "Big");
    fireEvent.change(instructionsBox(), { target: { value: "😀".repeat(LIMITS.skillInstructionsMaxChars) } });
    expect(screen.getByText("100,000 of 100,000 characters")).toBeInTheDocument();
    expect(instructionsBox().getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(instructionsBox(), { target: { value: `${"😀".repeat(LIMITS.skillInstructionsMaxChars)}!` } });
    expect(screen.getByText("At most 100,000 characters (1 too many).")).toBeInTheDocument();
  });
});

describe("refusals keep every input", () => {
  async function fillAndCreate() {
    await open();
    await userEvent.type(nameBox(), "Triage");
    await userEvent.type(descriptionBox(), "Sorts new issues.");
    await userEvent.type(instructionsBox(), "Label and assign.");
    await userEvent.type(keywordBox(), "issues{Enter}");
    await userEvent.click(create());
  }

  function expectKept() {
    expect(nameBox().value).toBe("Triage");
    expect(descriptionBox().value).toBe("Sorts new issues.");
    expect(instructionsBox().value).toBe("Label and assign.");
    expect(tags()).toEqual(["issues"]);
  }

  it("503 cloud_agent_config_disabled", async () => {
    simulator.sim.setGates({ cloudAgentConfig: false });
    await fillAndCreate();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Configuration disabled");
    expect(alert.textContent).toContain("cloud_agent_config_disabled");
    expectKept();
  });

  it("413 skill_instructions_too_large from the service", async () => {
    // The form never sends oversized instructions, so pad the body in flight to get the simulator's own 413.
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== "POST") return realFetch(request);
      const body = (await request.json()) as { instructions: string };
      const padded = { ...body, instructions: body.instructions + "x".repeat(LIMITS.skillInstructionsMaxChars) };
      return realFetch(
        new Request(request.url, { method: "POST", headers: request.headers, body: JSON.stringify(padded) }),
      );
    });
    try {
      await fillAndCreate();
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain("Instructions too long");
      expect(alert.textContent).toContain("at most 100,000 characters");
      expectKept();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("what the key may do", () => {
  it("a member may create skills", async () => {
    await open(KEYS.member);
    await waitFor(() => expect(create().hasAttribute("disabled")).toBe(false));
    expect(screen.queryByText(/This key lacks/)).toBeNull();
  });

  it("a read-only key sees the form disabled with the missing scope, and the list refused", async () => {
    configureApi({ baseUrl: simulator.baseUrl, apiKey: KEYS.readOnly });
    renderInApp(<SkillsPage orgId="org_demo" />);
    const notes = await screen.findAllByText("This key lacks skills:write.");
    // Said at the top of the form (the fields point at it) and again beside the button.
    expect(notes.map((note) => note.closest("[id]")?.id)).toEqual(["skill-write-note", "skill-create-note"]);
    expect(create().hasAttribute("disabled")).toBe(true);
    expect(create().getAttribute("aria-describedby")).toBe("skill-create-note");
    for (const box of [nameBox(), descriptionBox(), instructionsBox(), keywordBox()]) {
      expect(box.hasAttribute("disabled")).toBe(true);
    }
    expect((await screen.findByRole("alert")).textContent).toContain("This key lacks skills:read");
  });
});
