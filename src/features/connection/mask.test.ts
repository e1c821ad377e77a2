import { describe, expect, it } from "vitest";
import { maskKey, validateApiKey, validateBaseUrl } from "./mask";

describe("maskKey", () => {
  it("shows the prefix and the last four characters only", () => {
    expect(maskKey("svc_0d0e0000000000000000000000000001")).toBe("svc_…0001");
    expect(maskKey("old_abcdef1234")).toBe("old_…1234");
    expect(maskKey(null)).toBe("added by the server");
  });
});

describe("validateApiKey", () => {
  it("accepts svc_ and old_ keys only", () => {
    expect(validateApiKey("svc_0d0e01")).toBeNull();
    expect(validateApiKey(" old_abc ")).toBeNull();
    expect(validateApiKey("")).toMatch(/Enter/);
    expect(validateApiKey("sk_live_123")).toMatch(/svc_/);
    expect(validateApiKey("svc_")).not.toBeNull();
  });
});

describe("validateBaseUrl", () => {
  it("accepts http(s) URLs and same-origin paths", () => {
    expect(validateBaseUrl("https://api.example.com")).toBeNull();
    expect(validateBaseUrl("/api")).toBeNull();
    expect(validateBaseUrl("ftp://x")).not.toBeNull();
    expect(validateBaseUrl("not a url")).not.toBeNull();
  });
});
