/**
 * Makes `new Date()` (no argument) say `iso` until the returned function is called: a screen that
 * shows today's date (the date a signing writes) draws the same pixels every day. `Date.now()`
 * and dates built from a value are left alone, so timers, toasts and the data layer keep time.
 * Return it from a story's `beforeEach` to restore the clock after the story.
 */
export function freezeToday(iso: string): () => void {
  const RealDate = globalThis.Date;
  const frozen = new RealDate(iso).getTime();
  class TodayIsFrozen extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(frozen);
      else super(...(args as ConstructorParameters<typeof RealDate>));
    }
  }
  globalThis.Date = TodayIsFrozen as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
