import { describe, expect, it } from 'vitest';
import { describeDefenseEvent } from '../../../shared/engine/games/defense/view/describe-event';

// 002 · Events phase: the event drawn is told in one sentence, with one full stop however the card's own words end.
describe('002 · Events phase: the event in words', () => {
  it('an event whose words end their sentence gets no second full stop; one without, or with effects, gets one', () => {
    expect(describeDefenseEvent({ type: 'eventHappened', round: 2, source: 'deck', name: 'Still water', text: 'Nothing stirs on the river.', effects: [] })).toBe(
      'Round 2, event: Still water — Nothing stirs on the river.',
    );
    expect(describeDefenseEvent({ type: 'eventHappened', round: 3, source: 'schedule', name: 'Raiders arrive', text: '', effects: ['2 raiders in the lane'] })).toBe(
      'Round 3, arrival: Raiders arrive (2 raiders in the lane).',
    );
    expect(describeDefenseEvent({ type: 'eventHappened', round: 1, source: 'deck', name: 'Fog', text: 'The far bank is hidden', effects: [] })).toBe('Round 1, event: Fog — The far bank is hidden.');
  });
});
