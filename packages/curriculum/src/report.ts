/**
 * Teacher-facing review of the question bank: `npm run curriculum:report`.
 * Prints skills by grade and strand, the tasks of each skill, how many distinct questions the
 * database seed stores per skill and level, and a few sample questions.
 */
import { course, generateQuestion, skills, subjects, tasks, tasksOfSkill, topics } from './catalogue';
import { SEED_RANGE, skillLevelQuestions } from './seed';
import { DIFFICULTY_LEVELS } from './types';

const out: string[] = [];
const print = (line = ''): void => {
  out.push(line);
};

print(`${course.name}: question bank report`);
print(`Seeds 1..${SEED_RANGE} per task and level; repeats within a skill and level are dropped.`);
print();

print('Skills per grade and strand');
for (const subject of subjects) {
  const row = topics
    .filter((t) => t.subjectId === subject.id)
    .map((t) => `${t.name} ${skills.filter((s) => s.topicId === t.id).length}`);
  print(`  ${subject.name}: ${row.join(', ')}`);
}
print(`  Total: ${skills.length} skills, ${tasks.length} tasks`);
print();

let total = 0;
let minimum = Number.POSITIVE_INFINITY;
for (const subject of subjects) {
  print(`== ${subject.name} ==`);
  for (const topic of topics.filter((t) => t.subjectId === subject.id)) {
    print(`-- Topic ${topic.id} ${topic.name}: ${topic.description}`);
    for (const skill of skills.filter((s) => s.topicId === topic.id)) {
      const counts = DIFFICULTY_LEVELS.map((level) => [...skillLevelQuestions(skill.id, level)].length);
      total += counts.reduce((s, c) => s + c, 0);
      minimum = Math.min(minimum, ...counts);
      print(`  Skill ${skill.id} ${skill.name} [${skill.expectations.join(', ')}]`);
      print(`    distinct questions by level 1-5: ${counts.join(' / ')}`);
      for (const task of tasksOfSkill(skill.id))
        print(`    task ${task.id}: ${task.name} - ${task.description}`);
    }
  }
  print();
}

print('Samples (seed 1)');
for (const skillId of [1, 22, 43, 53, 60]) {
  const skill = skills.find((s) => s.id === skillId);
  if (!skill) continue;
  for (const level of [1, 5] as const) {
    const task = tasksOfSkill(skillId)[level === 1 ? 0 : 2];
    if (!task) continue;
    const q = generateQuestion(task.id, level, 1);
    const options = q.question_options
      ? ` | options: ${q.question_options.map((o) => o.label).join('; ')}`
      : '';
    print(
      `  [${skill.name}, level ${level}] ${q.title}${q.description ? ` | ${q.description}` : ''}${options}`,
    );
    print(
      `      answer: ${q.answer} (${q.answer_kind}, ${q.question_type}, ${q.points} points)${q.image_svg ? ' + diagram' : ''}`,
    );
  }
}
print();
print(`Total distinct questions in the seed: ${total} (minimum per skill and level: ${minimum})`);

console.log(out.join('\n'));
