import type { SessionEvent } from "@/api/types";
import { msOf } from "@/ui/time";
import type { SeqList } from "./seq-list";
import type { EntriesView, EntryChange, TimelineEntry } from "./timeline-entries";

/**
 * EntryFold — the one incremental fold the session's readers are written on (steps.ts, changes.ts,
 * diff-fold.ts): a reader says what one entry version contributes and how a contribution is added and
 * taken back; the engine brings it up to date from the entries journal in O(changes). A grown or
 * re-delivered version takes back what its earlier version contributed, re-derived from the journal's
 * `before` (nothing is kept per event: a reader holds only its summary), so any page order converges.
 * A journal that no longer reaches back, or a view of another store (a new feed after a reset), is one
 * rebuild pass: reset, then every entry.
 *
 * A third reader is a subclass: contributionOf, add, retract and reset, plus settle (after each sync,
 * e.g. to re-derive what several entries share or to drop caches) and seen (every entry version,
 * contributing or not) when it needs them. `timed` readers get each version's time (ui/time.ts's msOf).
 *
 * API: timeOf(event) → epoch ms | null · abstract class EntryFold<C>: sync(view, changesSince) → boolean
 *      (true when anything changed) · version · contributing (entries that contribute) · rebuilding
 *      (to readers: inside a full pass)
 */
export function timeOf(event: SessionEvent): number | null {
  return msOf(event.created_at);
}

export abstract class EntryFold<C> {
  /** The entries version folded (−1 before the first sync). */
  version = -1;
  /** How many entries contribute (a non-null contribution). */
  contributing = 0;
  /** The entries list of the latest sync (set before its entries are taken in). */
  protected list: SeqList<TimelineEntry> | null = null;
  /** Whether contributionOf and seen are given the entry's time (else null, unparsed). */
  protected readonly timed: boolean = false;
  /** During a rebuild pass (reset, every entry, settle): a reader can leave per-change bookkeeping out. */
  protected rebuilding = false;
  private origin: object | null = null;

  sync(view: EntriesView, changesSince: (from: number) => readonly EntryChange[] | null): boolean {
    if (view.version === this.version && this.list === view.list) return false;
    const sameStore = this.origin === view.origin && this.version >= 0 && view.version > this.version;
    const changes = sameStore ? changesSince(this.version) : null;
    this.list = view.list;
    this.origin = view.origin;
    this.rebuilding = changes === null;
    if (changes === null) {
      this.contributing = 0;
      this.reset();
      view.list.forEach((entry) => {
        this.take(null, entry);
      });
    } else for (const change of changes) this.take(change.before, change.after);
    this.version = view.version;
    this.settle(this.rebuilding);
    this.rebuilding = false;
    return true;
  }

  /** What one entry version adds; null for nothing. `at`: its time when the reader is timed. */
  protected abstract contributionOf(entry: TimelineEntry, at: number | null): C | null;
  protected abstract add(id: string, contribution: C): void;
  /** Takes back what `add` did with an equal contribution of the same event id. */
  protected abstract retract(id: string, contribution: C): void;
  /** Forgets everything before a rebuild. */
  protected abstract reset(): void;
  /** After every sync (`rebuilt`: it was a full pass). */
  protected settle(_rebuilt: boolean): void {}
  /** Every entry version taken in, contributing or not. */
  protected seen(_entry: TimelineEntry, _at: number | null): void {}

  private take(before: TimelineEntry | null, after: TimelineEntry): void {
    const id = after.event.id;
    const at = this.timed ? timeOf(after.event) : null;
    this.seen(after, at);
    if (before !== null) {
      const previous = this.contributionOf(before, this.timed ? timeOf(before.event) : null);
      if (previous !== null) {
        this.retract(id, previous);
        this.contributing--;
      }
    }
    const next = this.contributionOf(after, at);
    if (next === null) return;
    this.add(id, next);
    this.contributing++;
  }
}
