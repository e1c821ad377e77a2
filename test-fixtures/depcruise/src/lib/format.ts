import { stubApi } from "@/test/stub-api"; // planted: no-test-code-in-app

export function formatCount(n: number): string {
  return `${n} ${stubApi.unit}`;
}
