// What happens after an edit of the editor's form, decided in one place: one subscription to the form
// (use-form-changes.ts) tells each follower of each change, classified, at once and/or once the changes
// it counts have paused for as long as it needs (the undo step, the draft, "Unsaved changes" each wait
// their own time). One timer serves every pause: it is set for the nearest one, and each keystroke
// moves it once instead of once per follower.

/** One change of the form's values. */
export interface FormChange {
  /** The field that changed (`questions.3.question`, or `questions` for a move); none: the whole form. */
  name: string | undefined;
  /**
   * `typing`: an input's own change (a keystroke, a pick in a select); `structural`: values set by code
   * (a move, a delete, a duplicate, undo and redo, a reset).
   */
  kind: 'typing' | 'structural';
}

export interface FollowOptions {
  /** Which changes this follower counts (others pass it by, its pause included); all when absent. */
  accept?: (change: FormChange) => boolean;
  /** Called at once for each change counted. */
  onChange?: (change: FormChange) => void;
  /** Called once the changes counted have paused for `ms`: one call for a burst of them. */
  pause?: { ms: number; onPause: () => void };
}

export interface Follower {
  /** A pause call is owed: a change was counted since the last one, and the pause is not over. */
  pending(): boolean;
  /** Drops the owed pause call (the next counted change owes one again). */
  cancel(): void;
  unsubscribe(): void;
}

interface Entry extends FollowOptions {
  /** When the owed pause call is due (on `now()`'s clock); undefined when none is owed. */
  due: number | undefined;
}

export class FormChanges {
  private readonly entries = new Set<Entry>();
  private timer: number | undefined;
  private timerAt = Infinity;
  /**
   * When the timer last fired, as the timer saw it. A timer that fired counts as that much time passed
   * even when the clock says less (a timer can fire a millisecond early; tests fake timers, not always
   * the clock), so a pause measured across a fired timer is never cut short or stretched.
   */
  private firedAt = -Infinity;

  private now() {
    return Math.max(performance.now(), this.firedAt);
  }

  follow(options: FollowOptions): Follower {
    const entry: Entry = { ...options, due: undefined };
    this.entries.add(entry);
    return {
      pending: () => entry.due !== undefined,
      cancel: () => {
        if (entry.due === undefined) return;
        entry.due = undefined;
        this.arm();
      },
      unsubscribe: () => {
        if (!this.entries.delete(entry)) return;
        entry.due = undefined;
        this.arm();
      },
    };
  }

  /** One change of the form (use-form-changes.ts calls it for each). */
  notify(change: FormChange) {
    const now = this.now();
    // A copy: a follower may unsubscribe another while it is told.
    for (const entry of [...this.entries]) {
      if (!this.entries.has(entry) || (entry.accept && !entry.accept(change))) continue;
      entry.onChange?.(change);
      if (entry.pause) entry.due = now + entry.pause.ms;
    }
    this.arm(now);
  }

  /** Stops the timer (the form is gone); owed pause calls are dropped. */
  stop() {
    for (const entry of this.entries) entry.due = undefined;
    this.arm();
  }

  /** Sets the one timer for the nearest owed pause call, or clears it when none is owed. */
  private arm(now = this.now()) {
    let nearest = Infinity;
    for (const entry of this.entries) if (entry.due !== undefined && entry.due < nearest) nearest = entry.due;
    if (nearest === this.timerAt) return;
    window.clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = nearest;
    if (nearest === Infinity) return;
    this.timer = window.setTimeout(() => this.fire(nearest), Math.max(0, nearest - now));
  }

  private fire(at: number) {
    this.timer = undefined;
    this.timerAt = Infinity;
    this.firedAt = Math.max(this.firedAt, at);
    const now = this.now();
    for (const entry of [...this.entries]) {
      if (entry.due === undefined || entry.due > now || !this.entries.has(entry)) continue;
      entry.due = undefined;
      entry.pause?.onPause();
    }
    this.arm(now);
  }
}
