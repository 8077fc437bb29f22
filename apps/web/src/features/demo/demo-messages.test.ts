import { LEAVE_WARNING, NO_GOOD_SKILLS, NO_RESULTS_TITLE, NO_TROUBLE_SKILLS } from '@mathwise/api-contract';
import { describe, expect, it } from 'vitest';
import strings from './locales/en-CA.json';

describe("the demo's spec messages", () => {
  it('are word for word the spec text shared by the contract', () => {
    expect(strings.leave.body).toBe(LEAVE_WARNING);
    expect(strings.report.noResultsTitle).toBe(NO_RESULTS_TITLE);
    expect(strings.report.noTrouble).toBe(NO_TROUBLE_SKILLS);
    expect(strings.report.noGood).toBe(NO_GOOD_SKILLS);
    expect(strings.answer.nextStep).toBe('Next Step: Tailored Plan');
    expect(strings.answer.cantAnswer).toBe("I can't answer this question");
    expect([strings.report.troubleTab, strings.report.goodTab]).toEqual([
      'Trouble Skills',
      'Skills I am good at',
    ]);
  });
});
