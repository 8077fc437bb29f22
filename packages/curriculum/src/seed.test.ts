import { checkAnswer } from '@mathwise/learning-rules';
import { describe, expect, it } from 'vitest';
import { skills, tasks, tasksOfSkill } from './catalogue';
import { buildSeedQuestions, questionKey } from './seed';

const all = [...buildSeedQuestions()];

describe('buildSeedQuestions', () => {
  it('yields at least 9,000 questions', () => {
    expect(all.length).toBeGreaterThanOrEqual(9000);
  });

  it('yields at least 30 distinct questions per skill and level, with no repeats', () => {
    const groups = new Map<string, Set<string>>();
    for (const q of all) {
      const key = `${q.skillId}:${q.difficult_level}`;
      const seen = groups.get(key) ?? new Set<string>();
      expect(seen.has(questionKey(q))).toBe(false);
      seen.add(questionKey(q));
      groups.set(key, seen);
    }
    expect(groups.size).toBe(skills.length * 5);
    for (const seen of groups.values()) expect(seen.size).toBeGreaterThanOrEqual(30);
  });

  it('carries consistent course, subject, topic, skill and task ids', () => {
    // Skills are listed in display order (added skills sit inside their strand), so ids are looked up, not indexed.
    const skillById = new Map(skills.map((s) => [s.id, s]));
    const skillOfTask = new Map(tasks.map((t) => [t.id, t.skillId]));
    for (const q of all.slice(0, 2000)) {
      const skill = skillById.get(q.skillId)!;
      expect(q.topicId).toBe(skill.topicId);
      expect(q.subjectId).toBe(skill.subjectId);
      expect(q.courseId).toBe(1);
      expect(skillOfTask.get(q.taskId)).toBe(q.skillId);
      expect(q.seed).toBeGreaterThanOrEqual(1);
    }
  });

  it('uses both question types and several answer kinds', () => {
    const types = new Set(all.map((q) => q.question_type));
    const kinds = new Set(all.map((q) => q.answer_kind));
    expect(types).toEqual(new Set(['model_one', 'typed']));
    expect(kinds).toEqual(new Set(['text', 'number', 'fraction', 'money', 'percent', 'expression']));
  });
});

describe('seed questions against the platform answer check', () => {
  it('accept every key and reject every distractor', () => {
    for (const q of all) {
      const question = {
        answer: q.answer,
        question_type: q.question_type,
        answer_kind: q.answer_kind,
        requires_answer_form: q.requires_answer_form,
      };
      expect(checkAnswer(question, q.answer).status).toBe('correct');
      for (const option of q.question_options ?? []) {
        if (option.value !== q.answer) expect(checkAnswer(question, option.value).status).toBe('wrong');
      }
    }
  });
});

describe('buildSeedQuestions with a limit', () => {
  it('keeps exactly the requested number per skill and level, drawn from every task of the skill', () => {
    const limited = [...buildSeedQuestions({ perSkillLevel: 30 })];
    expect(limited).toHaveLength(skills.length * 5 * 30);
    const tasksPerGroup = new Map<string, Set<number>>();
    for (const q of limited) {
      const key = `${q.skillId}:${q.difficult_level}`;
      tasksPerGroup.set(key, (tasksPerGroup.get(key) ?? new Set()).add(q.taskId));
    }
    for (const [key, used] of tasksPerGroup) {
      expect(used.size).toBe(tasksOfSkill(Number(key.split(':')[0])).length);
    }
  });
});
