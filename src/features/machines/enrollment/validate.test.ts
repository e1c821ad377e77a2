import { describe, expect, it } from "vitest";
import { LIMITS } from "@/api/limits";
import {
  charCount,
  isLifecycle,
  validateCodeChallenge,
  validateExecutionMode,
  validateInstallId,
  validateMachine,
  validatePathFingerprint,
  validateRootCount,
} from "./validate";

const challenge = (n: number, c = "A") => c.repeat(n);

describe("validateMachine (1..63 characters)", () => {
  it("takes 1 and 63 characters and refuses 0 and 64, saying why", () => {
    expect(validateMachine("")).toBe("Enter a Machine name or id.");
    expect(validateMachine("a")).toBeNull();
    expect(validateMachine("m".repeat(LIMITS.machineParamMaxChars))).toBeNull();
    expect(validateMachine("m".repeat(LIMITS.machineParamMaxChars + 1))).toBe(
      "A Machine name or id has at most 63 characters (this one has 64).",
    );
    expect(validateMachine("   ")).toBe("Enter a Machine name or id.");
  });
});

describe("validateInstallId (16..160 characters)", () => {
  it("refuses 15, takes 16 and 160, refuses 161", () => {
    expect(validateInstallId("i".repeat(15))).toBe("An install id has at least 16 characters; this has 15.");
    expect(validateInstallId("i".repeat(16))).toBeNull();
    expect(validateInstallId("i".repeat(160))).toBeNull();
    expect(validateInstallId("i".repeat(161))).toBe("An install id has at most 160 characters; this has 161.");
  });

  it("asks for a value when empty and ignores the newline a terminal paste brings", () => {
    expect(validateInstallId("")).toBe("Paste the install id the worker printed.");
    expect(validateInstallId("   ")).toBe("Paste the install id the worker printed.");
    expect(validateInstallId(`${"i".repeat(16)}\n`)).toBeNull();
    expect(validateInstallId(` ${"i".repeat(15)} `)).toBe("An install id has at least 16 characters; this has 15.");
  });

  it("counts characters, not UTF-16 units, as the service does", () => {
    expect(charCount("😀")).toBe(1);
    expect(validateInstallId("😀".repeat(16))).toBeNull();
    expect(validateInstallId("😀".repeat(161))).toBe("An install id has at most 160 characters; this has 161.");
  });
});

describe("validateCodeChallenge (^[A-Za-z0-9_-]{43}$)", () => {
  it("refuses 42, takes 43, refuses 44", () => {
    expect(validateCodeChallenge(challenge(42))).toBe("A code challenge is exactly 43 characters; this has 42.");
    expect(validateCodeChallenge(challenge(43))).toBeNull();
    expect(validateCodeChallenge(challenge(44))).toBe("A code challenge is exactly 43 characters; this has 44.");
  });

  it("takes every base64url character", () => {
    expect(validateCodeChallenge(`abcXYZ0189-_${"a".repeat(31)}`)).toBeNull();
  });

  it("names a character outside base64url (base64's + / =, spaces, others)", () => {
    expect(validateCodeChallenge(`${challenge(42)}+`)).toBe(
      "A code challenge is base64url: letters, digits, - and _ only; it has “+”.",
    );
    expect(validateCodeChallenge(`${challenge(41)}/=`)).toContain("it has “/”.");
    expect(validateCodeChallenge(`${challenge(21)} ${challenge(21)}`)).toContain("it has a space.");
    expect(validateCodeChallenge(`${challenge(42)}é`)).toContain("it has “é”.");
  });

  it("asks for a value when empty and trims a pasted newline", () => {
    expect(validateCodeChallenge("")).toBe("Paste the code challenge the worker printed.");
    expect(validateCodeChallenge(`${challenge(43)}\n`)).toBeNull();
  });
});

describe("validateRootCount (1..32 roots)", () => {
  it("refuses 0, takes 1 and 32, refuses 33", () => {
    expect(validateRootCount(0)).toBe("Approve at least 1 root.");
    expect(validateRootCount(1)).toBeNull();
    expect(validateRootCount(LIMITS.rootsMax)).toBeNull();
    expect(validateRootCount(LIMITS.rootsMax + 1)).toBe("A worker can be approved for at most 32 roots.");
  });
});

describe("root fields", () => {
  it("need a path fingerprint and an execution mode", () => {
    expect(validatePathFingerprint(" ")).toBe("Paste the root's path fingerprint from the worker.");
    expect(validatePathFingerprint("sha256:1f3a")).toBeNull();
    expect(validateExecutionMode("")).toBe("Name the execution mode, e.g. confined.");
    expect(validateExecutionMode("confined")).toBeNull();
  });
});

describe("isLifecycle", () => {
  it("knows persistent and ephemeral only", () => {
    expect(isLifecycle("persistent")).toBe(true);
    expect(isLifecycle("ephemeral")).toBe(true);
    expect(isLifecycle("forever")).toBe(false);
  });
});

describe("a Machine name is one path segment", () => {
  it("refuses in the field what the proxy would refuse with 400: slashes, dot-dots, control characters", () => {
    for (const bad of ["build/fleet", "../etc", "..", ".", "a..b", "back\\slash", "tab\there", "nul\u0000"]) {
      expect(validateMachine(bad), bad).not.toBeNull();
    }
    for (const good of ["build-fleet", "gpu.pool", "nightly_2", "Ünïcode-fleet", "a.b.c"]) {
      expect(validateMachine(good), good).toBeNull();
    }
  });
});
