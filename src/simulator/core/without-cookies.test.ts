import { getResponse, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { withoutCookies } from "./without-cookies.ts";

const request = (url: string) => new Request(url, { headers: { cookie: "session=abc" } });

describe("withoutCookies", () => {
  it("matches as MSW does, without parsing the request's cookies", async () => {
    const resolver = () => HttpResponse.json({});
    const plain = http.get("*/v3/things/:id", resolver);
    const lean = withoutCookies(http.get("*/v3/things/:id", resolver));
    for (const url of ["http://sim.test/v3/things/t1", "http://sim.test/v3/other"]) {
      const mine = await lean.parse({ request: request(url) });
      const theirs = await plain.parse({ request: request(url) });
      expect(mine.match).toEqual(theirs.match);
      expect(theirs.cookies).toEqual({ session: "abc" });
      expect(mine.cookies).toEqual({});
    }
  });

  it("answers through the handler list as before, with the path's params", async () => {
    const handlers = [
      withoutCookies(http.get("*/v3/other", () => HttpResponse.json({ which: "other" }))),
      withoutCookies(http.get("*/v3/things/:id", ({ params }) => HttpResponse.json({ id: params.id }))),
      withoutCookies(http.post("*/v3/things/:id", () => HttpResponse.json({ which: "post" }))),
    ];
    const response = await getResponse(handlers, request("http://sim.test/v3/things/t2"));
    expect(await response?.json()).toEqual({ id: "t2" });
    expect(await getResponse(handlers, request("http://sim.test/v3/nothing"))).toBeUndefined();
  });
});
