import { getResponse, type HttpHandler, HttpResponse, http } from "msw";
import type { TestSimulator } from "@/simulator/node";

/**
 * Contract drift, for component tests: a handler that asks the simulator for its real answer, then
 * bends the JSON body the way a service that drifted from the contract might (a field missing, a
 * null, an unknown enum value, an extra field, an integer timestamp). Install it over the
 * simulator with `server.use(drifted(...))`; everything else keeps answering as the simulator does.
 */
export type Bend = (body: unknown) => unknown;

type Method = "get" | "post" | "put" | "delete";

export function drifted(simulator: TestSimulator, method: Method, path: string, bend: Bend): HttpHandler {
  return http[method](`${simulator.baseUrl}${path}`, async ({ request }) => {
    const real = await getResponse(simulator.sim.handlers, request);
    if (!real) throw new Error(`the simulator has no handler for ${method.toUpperCase()} ${request.url}`);
    if (!real.ok) return real;
    return HttpResponse.json(bend(await real.json()) as never, { status: real.status });
  });
}

/** A path into a JSON body: keys and array indexes, `"*"` for every item of an array. */
export type JsonPath = readonly (string | number)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Applies `change` to every value the path reaches (a copy: the simulator's own objects stay untouched). */
export function atPath(body: unknown, path: JsonPath, change: (parent: Record<string, unknown>, key: string) => void) {
  const copy: unknown = structuredClone(body);
  const walk = (node: unknown, rest: JsonPath) => {
    const [head, ...tail] = rest;
    if (head === undefined) return;
    if (Array.isArray(node)) {
      // Items themselves are not replaced: every drift here is about a field of an object.
      if (tail.length === 0) return;
      for (const item of head === "*" ? node : [node[Number(head)]]) walk(item, tail);
      return;
    }
    if (!isRecord(node)) return;
    if (tail.length === 0) change(node, String(head));
    else walk(node[String(head)], tail);
  };
  walk(copy, path);
  return copy;
}

/** Sets the field the path names (creating it when missing). */
export const setAt =
  (path: JsonPath, value: unknown): Bend =>
  (body) =>
    atPath(body, path, (parent, key) => {
      parent[key] = value;
    });

/** Removes the field the path names. */
export const removeAt =
  (path: JsonPath): Bend =>
  (body) =>
    atPath(body, path, (parent, key) => {
      delete parent[key];
    });

/** Several bends, in order. */
export const all =
  (...bends: Bend[]): Bend =>
  (body) =>
    bends.reduce<unknown>((acc, bend) => bend(acc), body);
