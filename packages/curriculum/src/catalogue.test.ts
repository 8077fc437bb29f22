import { describe, expect, it } from 'vitest';
import { STRANDS, course, skills, subjects, tasks, tasksOfSkill, topics } from './catalogue';

const STRAND_LETTER = {
  Number: 'B',
  Algebra: 'C',
  Data: 'D',
  'Spatial Sense': 'E',
  'Financial Literacy': 'F',
} as const;

describe('curriculum catalogue', () => {
  it('has course 1 with Grades 6, 7 and 8 as subjects 1, 2 and 3', () => {
    expect(course).toEqual({ id: 1, name: 'Ontario Mathematics' });
    expect(subjects.map((s) => [s.id, s.name])).toEqual([
      [1, 'Grade 6'],
      [2, 'Grade 7'],
      [3, 'Grade 8'],
    ]);
  });

  it('has the five strands per grade with fixed topic ids 1-15', () => {
    expect(topics).toHaveLength(15);
    topics.forEach((topic, i) => {
      expect(topic.id).toBe(i + 1);
      expect(topic.subjectId).toBe(Math.floor(i / 5) + 1);
      expect(topic.name).toBe(STRANDS[i % 5]);
      expect(topic.description.length).toBeGreaterThan(40);
      expect(topic.description.endsWith('.')).toBe(true);
    });
  });

  it('has at least 4 skills per topic and 60 in all, with stable ids 1..N', () => {
    expect(skills.length).toBeGreaterThanOrEqual(60);
    skills.forEach((skill, i) => expect(skill.id).toBe(i + 1));
    for (const topic of topics) {
      expect(skills.filter((s) => s.topicId === topic.id).length).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(skills.map((s) => s.name + s.subjectId)).size).toBe(skills.length);
  });

  it('names each skill after expectations of its own strand', () => {
    for (const skill of skills) {
      const topic = topics.find((t) => t.id === skill.topicId);
      expect(topic?.subjectId).toBe(skill.subjectId);
      expect(skill.expectations.length).toBeGreaterThan(0);
      for (const code of skill.expectations) {
        expect(code).toMatch(/^[B-F][1-4]\.\d{1,2}$/);
        expect(code[0]).toBe(STRAND_LETTER[topic!.name]);
      }
      expect(skill.description.length).toBeGreaterThan(30);
    }
  });

  it('has exactly 3 tasks per skill with ids 1..3N in skill order', () => {
    expect(tasks).toHaveLength(skills.length * 3);
    tasks.forEach((task, i) => {
      expect(task.id).toBe(i + 1);
      expect(task.skillId).toBe(Math.floor(i / 3) + 1);
    });
    for (const skill of skills) {
      const own = tasksOfSkill(skill.id);
      expect(own).toHaveLength(3);
      expect(new Set(own.map((t) => t.name)).size).toBe(3);
    }
  });
});

describe('generateQuestion input checks', () => {
  it('rejects unknown tasks, levels outside 1-5 and non-integer seeds', async () => {
    const { generateQuestion } = await import('./catalogue');
    expect(() => generateQuestion(0, 1, 1)).toThrow(RangeError);
    expect(() => generateQuestion(tasks.length + 1, 1, 1)).toThrow(RangeError);
    expect(() => generateQuestion(1, 6 as 1, 1)).toThrow(RangeError);
    expect(() => generateQuestion(1, 1, 1.5)).toThrow(RangeError);
    expect(generateQuestion(1, 1, 1).difficult_level).toBe(1);
  });
});
