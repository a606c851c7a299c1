/**
 * The purge rule (docs/scale-out.md, "Checkpoints and purges"): the result stream keeps everything
 * after the lowest of the checkpoint before the newest, the persister's acknowledged floor and each recorded
 * follower's position; a symbol's command subject everything after its engine's snapshot.
 */
import { describe, expect, it } from 'vitest';
import { firstCommandsToKeep, firstResultToKeep } from './stream-purge.ts';

describe('the spot streams purge rule', () => {
  it.each([
    // the checkpoint before the newest, ack floor, followers, first result kept
    [0, 500, [], 1], // not two checkpoints yet: keep everything
    [400, 500, [], 401],
    [400, 300, [], 301], // the persister's acknowledgements lag the checkpoint's commit
    [400, 500, [350], 351], // the product server's plans need results after 350
    [400, 500, [450, 120], 121],
    [400, 500, [0], 1], // a follower that needs the whole stream
  ] as const)(
    'previous checkpoint %i, ack floor %i, followers %j: keeps from %i',
    (previousCheckpointSeq, ackFloor, followers, kept) => {
      expect(firstResultToKeep({ previousCheckpointSeq, ackFloor, followerPositions: followers })).toBe(kept);
    },
  );

  it("keeps each symbol's commands after its engine's snapshot", () => {
    expect(
      firstCommandsToKeep(
        new Map([
          ['BTCUSDT', 1_000],
          ['ETHUSDT', 3],
        ]),
      ),
    ).toEqual(
      new Map([
        ['BTCUSDT', 1_001],
        ['ETHUSDT', 4],
      ]),
    );
  });
});
