import { describe, expect, it } from "vitest";
import { buildDraft, type ComposerValues, EMPTY_VALUES } from "./compose-request";

const values = (patch: Partial<ComposerValues>): ComposerValues => ({ ...EMPTY_VALUES, message: "Go on", ...patch });
const idle = { turnRunning: false };

describe("buildDraft's target moves", () => {
  it("names each missing Device field, and sends both trimmed", () => {
    expect(buildDraft(values({ move: "device", deviceId: " ", root: "" }), idle)).toEqual({
      ok: false,
      errors: { deviceId: "Enter the Device id.", root: "Enter the root folder on the Device." },
    });
    expect(buildDraft(values({ move: "device", deviceId: "dev_1", root: "  " }), idle)).toEqual({
      ok: false,
      errors: { root: "Enter the root folder on the Device." },
    });
    expect(buildDraft(values({ move: "device", deviceId: " dev_1 ", root: " /work " }), idle)).toEqual({
      ok: true,
      draft: {
        text: "Go on",
        options: { queue: false, target: { kind: "device", device_id: "dev_1", root: "/work" } },
      },
    });
  });

  it("holds a Machine name to the Machines feature's rule, counted after trimming", () => {
    expect(buildDraft(values({ move: "machine", machine: "   " }), idle)).toEqual({
      ok: false,
      errors: { machine: "Enter a Machine name or id." },
    });
    const longest = "🚀".repeat(63);
    expect(buildDraft(values({ move: "machine", machine: ` ${longest} ` }), idle)).toMatchObject({
      ok: true,
      draft: { options: { target: { kind: "machine", machine: longest } } },
    });
    expect(buildDraft(values({ move: "machine", machine: `${longest}x` }), idle).ok).toBe(false);
  });
});
