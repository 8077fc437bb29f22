/**
 * Teacher-facing review of the question bank: `npm run curriculum:report`.
 * Prints skills by grade and strand, the tasks of each skill, how many distinct questions the
 * database seed stores per skill and level, the distinct question shapes per level, the content lint's findings per
 * check (issue 19 wants them all zero), the share of questions with a diagram, and a few sample questions.
 */
import { course, generateQuestion, skills, subjects, tasks, tasksOfSkill, topics } from './catalogue';
import { coverageByStrand } from './coverage-table';
import { CHECKS } from './lint/checks';
import { levelProfile } from './lint/difficulty';
import { lintSkill } from './lint/walk';
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

print('Expectations of the reference practised, per grade and strand (docs/curriculum.md has the table)');
for (const subject of subjects) {
  const row = coverageByStrand(subject.grade).map(
    ({ strand, practised, total }) =>
      `${strand} ${practised}/${total} (${Math.round((100 * practised) / total)} %)`,
  );
  print(`  ${subject.name}: ${row.join(', ')}`);
}
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
      const shapes = DIFFICULTY_LEVELS.map((level) => levelProfile(skill.id, level).shapes.size);
      print(`    distinct question shapes by level 1-5: ${shapes.join(' / ')}`);
      const findings = lintSkill(skill.id);
      print(
        `    lint findings: ${CHECKS.map((c) => `${c.id} ${findings.filter((f) => f.check === c.id).length}`).join(', ')}`,
      );
      let drawn = 0;
      let generated = 0;
      for (const task of tasksOfSkill(skill.id))
        for (const level of DIFFICULTY_LEVELS)
          for (let seed = 1; seed <= SEED_RANGE; seed += 1) {
            generated += 1;
            if (generateQuestion(task.id, level, seed).image_svg) drawn += 1;
          }
      print(`    questions with a diagram: ${Math.round((100 * drawn) / generated)} % of ${generated}`);
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
