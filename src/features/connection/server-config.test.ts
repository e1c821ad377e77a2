import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { readServerConfig } from "./server-config";

function pageWith(content: string | null): Document {
  const { document } = new Window();
  if (content !== null) {
    const meta = document.createElement("meta");
    meta.setAttribute("name", "session-control-config");
    meta.setAttribute("content", content);
    document.head.appendChild(meta);
  }
  return document as unknown as Document;
}

describe("readServerConfig", () => {
  it("reads the production server's live config", () => {
    expect(readServerConfig(pageWith('{"mode":"live","baseUrl":"/api","serverKey":true}'))).toEqual({
      baseUrl: "/api",
      serverKey: true,
      signIn: false,
      openDoor: false,
    });
    expect(readServerConfig(pageWith('{"mode":"live","baseUrl":"/api"}'))).toEqual({
      baseUrl: "/api",
      serverKey: false,
      signIn: false,
      openDoor: false,
    });
    expect(
      readServerConfig(pageWith('{"mode":"live","baseUrl":"/api","serverKey":true,"signIn":true,"openDoor":"yes"}')),
    ).toMatchObject({ signIn: true, openDoor: false });
  });

  it("is null without the tag, or with one it cannot use", () => {
    expect(readServerConfig(pageWith(null))).toBeNull();
    expect(readServerConfig(pageWith("not json"))).toBeNull();
    expect(readServerConfig(pageWith('{"mode":"demo","baseUrl":"/api"}'))).toBeNull();
    expect(readServerConfig(pageWith('{"mode":"live","baseUrl":7}'))).toBeNull();
    expect(readServerConfig(pageWith("null"))).toBeNull();
  });
});
