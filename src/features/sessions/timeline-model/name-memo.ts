/**
 * A bounded memo of a pure function of one or two short strings (tool names, commands): the folds read
 * the same few names tens of thousands of times (25 000 tool calls of a dozen tools in ses_100k), so a
 * name's regex tests run once per name instead of once per event. The store shares repeated strings
 * (timeline-entries.ts), so a lookup hashes a string V8 has already hashed. Past `max` keys it forgets
 * everything (names are few; commands repeat close together). Keys longer than KEY_MAX are computed
 * every time: a long command is text, not a name, and is not kept alive by the memo.
 *
 * API: new NameMemo(compute, max?) · of(a, b?) → the value of compute(a, b) (b defaults to "")
 */
const KEY_MAX = 256;

export class NameMemo<T> {
  private readonly held = new Map<string, Map<string, T>>();
  private size = 0;

  constructor(
    private readonly compute: (a: string, b: string) => T,
    private readonly max = 4096,
  ) {}

  of(a: string, b = ""): T {
    if (a.length > KEY_MAX || b.length > KEY_MAX) return this.compute(a, b);
    let inner = this.held.get(a);
    const found = inner?.get(b);
    if (found !== undefined || inner?.has(b)) return found as T;
    const value = this.compute(a, b);
    if (this.size >= this.max) {
      this.held.clear();
      this.size = 0;
      inner = undefined;
    }
    if (!inner) {
      inner = new Map();
      this.held.set(a, inner);
    }
    inner.set(b, value);
    this.size++;
    return value;
  }
}
