import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { skills, subjects, tasksOfSkill } from './catalogue';
import { NOT_YET_COVERED, REFERENCE_EXPECTATIONS, REVIEW_SKILLS, practisedBy } from './coverage';
import { TABLE_END, TABLE_START, coverageMarkdown } from './coverage-table';

describe('curriculum coverage', () => {
  for (const subject of subjects) {
    const reference = REFERENCE_EXPECTATIONS[subject.grade];
    const own = skills.filter((s) => s.subjectId === subject.id);

    it(`${subject.name}: every expectation of the reference has a task, or is listed as not yet covered`, () => {
      const practised = new Set(
        own.filter((s) => tasksOfSkill(s.id).length > 0).flatMap((s) => practisedBy(s)),
      );
      const uncovered = reference.filter((code) => !practised.has(code));
      expect(uncovered).toEqual([...NOT_YET_COVERED[subject.grade]]);
    });

    it(`${subject.name}: every skill claims only codes of its grade that its tasks practise`, () => {
      for (const skill of own) {
        for (const code of skill.expectations) {
          expect(reference, `skill ${skill.id} claims ${code}`).toContain(code);
          expect(practisedBy(skill), `skill ${skill.id} claims ${code}`).toContain(code);
        }
        if (skill.expectations.length === 0) expect(REVIEW_SKILLS[skill.id]).toBeDefined();
      }
    });
  }

  it('keeps the generated table in docs/curriculum.md up to date', () => {
    const doc = readFileSync(new URL('../../../docs/curriculum.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf(TABLE_START), doc.indexOf(TABLE_END) + TABLE_END.length);
    expect(table).toBe(coverageMarkdown());
  });
});
