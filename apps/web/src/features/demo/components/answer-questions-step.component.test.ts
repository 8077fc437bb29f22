import { describe, expect, it } from 'vitest';
import { nameTaskOf } from './answer-questions-step.component';

describe('the demo question label', () => {
  const skill = {
    tasks: [
      { id: 11, name: 'Paying with cash' },
      { id: 12, name: 'Paying by credit card' },
    ],
  };

  it('names the task of the question served, not the task the demo asked for', () => {
    expect(nameTaskOf({ task_id: 12 }, skill)).toBe('Paying by credit card');
    expect(nameTaskOf({ task_id: 11 }, skill)).toBe('Paying with cash');
  });

  it('names no task for a question without one', () => {
    expect(nameTaskOf({ task_id: null }, skill)).toBeUndefined();
    expect(nameTaskOf({ task_id: 99 }, skill)).toBeUndefined();
  });
});
