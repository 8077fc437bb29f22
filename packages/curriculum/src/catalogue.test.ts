import { describe, expect, it } from 'vitest';
import { STRANDS, course, skills, subjects, tasks, tasksOfSkill, topics } from './catalogue';
import firstRelease from './catalogue-ids.fixture.json';
import { REVIEW_SKILLS } from './coverage';

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

  it('keeps every skill and task of the first release at its id, name and place', () => {
    // Learners' points and levels are stored by these ids: a renumbering would hand them to other skills.
    for (const [id, name, topicId] of firstRelease.skills) {
      expect(skills.find((s) => s.id === id)).toMatchObject({ name, topicId });
    }
    for (const [id, name, skillId] of firstRelease.tasks) {
      expect(tasks.find((t) => t.id === id)).toMatchObject({ name, skillId });
    }
    expect(firstRelease.skills).toHaveLength(60);
    expect(firstRelease.tasks).toHaveLength(180);
  });

  it('numbers added skills and tasks after the first release, without gaps, inside their grade and strand', () => {
    const skillIds = skills.map((s) => s.id).sort((a, b) => a - b);
    skillIds.forEach((id, i) => expect(id).toBe(i + 1));
    const taskIds = tasks.map((t) => t.id).sort((a, b) => a - b);
    taskIds.forEach((id, i) => expect(id).toBe(i + 1));
    for (const topic of topics) {
      const own = skills.filter((s) => s.topicId === topic.id);
      expect(own.length).toBeGreaterThanOrEqual(4);
      // Display order within a topic: the first release's skills, then the added ones by id.
      expect(own.map((s) => s.id)).toEqual([...own.map((s) => s.id)].sort((a, b) => a - b));
    }
    // The skills list is in topic order, so a position in it is the display position.
    expect(skills.map((s) => s.topicId)).toEqual([...skills.map((s) => s.topicId)].sort((a, b) => a - b));
    expect(new Set(skills.map((s) => s.name + s.subjectId)).size).toBe(skills.length);
  });

  it('names each skill after expectations of its own strand', () => {
    for (const skill of skills) {
      const topic = topics.find((t) => t.id === skill.topicId);
      expect(topic?.subjectId).toBe(skill.subjectId);
      if (!(skill.id in REVIEW_SKILLS)) expect(skill.expectations.length).toBeGreaterThan(0);
      for (const code of skill.expectations) {
        expect(code).toMatch(/^[B-F][1-4]\.\d{1,2}$/);
        expect(code[0]).toBe(STRAND_LETTER[topic!.name]);
      }
      expect(skill.description.length).toBeGreaterThan(30);
    }
  });

  it('has at least 3 tasks per skill, each with a distinct name, listed under their skill', () => {
    for (const skill of skills) {
      const own = tasksOfSkill(skill.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(new Set(own.map((t) => t.name)).size).toBe(own.length);
      for (const task of own)
        expect([task.topicId, task.subjectId]).toEqual([skill.topicId, skill.subjectId]);
    }
    expect(tasks.map((t) => skills.findIndex((s) => s.id === t.skillId))).toEqual(
      [...tasks.map((t) => skills.findIndex((s) => s.id === t.skillId))].sort((a, b) => a - b),
    );
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
