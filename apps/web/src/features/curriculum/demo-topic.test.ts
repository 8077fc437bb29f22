import { describe, expect, it } from 'vitest';
import { pickDemoTopicId } from './demo-topic';

describe('pickDemoTopicId', () => {
  it("keeps a Grade 6 strand's own topic", () => {
    expect(pickDemoTopicId(3)).toBe(3);
  });

  it('picks a demo topic from 1 to 5 for a Grade 7 or 8 strand', () => {
    expect(pickDemoTopicId(12, () => 0)).toBe(1);
    expect(pickDemoTopicId(12, () => 0.999)).toBe(5);
  });
});
