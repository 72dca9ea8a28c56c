// Writes commit in the order their requests arrived. A route reads the request body before it can commit, and
// two overlapping POSTs (the Studio sends them: one document's next commit leaves as soon as the previous one is
// answered, another document's at any time) may finish reading in either order; committing in read order could
// then apply a diff-match-patch before the edit it was computed on. Each write takes its place in line on
// arrival and hands its transaction to the store only after every earlier write has committed or failed.

export class ArrivalOrder {
  private tail: Promise<void> = Promise.resolve();

  /** Reads the request at once, then commits what it read in its turn. */
  async inTurn<Input, Result>(read: () => Promise<Input>, commit: (input: Input) => Promise<Result>): Promise<Result> {
    const earlier = this.tail;
    let done!: () => void;
    this.tail = new Promise((resolve) => (done = resolve));
    try {
      const input = await read();
      await earlier;
      return await commit(input);
    } finally {
      // A write that failed to read still waits its turn, so it cannot let a later one overtake an earlier one.
      await earlier;
      done();
    }
  }
}
