import type { AddedSkillDefinition, AddedTaskDefinition } from '../../core/catalogue-types';
import { type CodingGrade, codeAlterTask, codeChoiceTask, codeTraceTask } from '../coding.family';

/** The four kinds of coding question C3 asks for, in one grade's programs; ids are given by the caller. */
function codingTasks(grade: CodingGrade, firstId: number) {
  return [
    {
      id: firstId,
      task: codeTraceTask(grade, 'Predict the output', 'Read a program and say what it prints.'),
    },
    {
      id: firstId + 1,
      task: codeChoiceTask(
        grade,
        'fix',
        'Find and fix the bug',
        'Find the line that makes a program go wrong and fix it.',
      ),
    },
    {
      id: firstId + 2,
      task: codeAlterTask(
        grade,
        'Alter the code',
        'Change a number in a program so that it prints a new output.',
      ),
    },
    {
      id: firstId + 3,
      task: codeChoiceTask(
        grade,
        'complete',
        'Complete the missing line',
        'Choose the line that makes a program print its goal.',
      ),
    },
  ];
}

/** Grade 6's coding skill (skill 8) gains the four kinds, with conditions and an optimisation at level 5. */
export const CODING_TASKS: AddedTaskDefinition[] = codingTasks(6, 181).map((t) => ({ ...t, skillId: 8 }));

export const CODING_SKILLS: AddedSkillDefinition[] = [
  {
    id: 61,
    grade: 7,
    strand: 'Algebra',
    name: 'Coding with sub-programs and simulations',
    description:
      'Read, fix, alter and complete programs that use counted loops and sub-programs, including probability simulations.',
    expectations: ['C3.1', 'C3.2'],
    tasks: codingTasks(7, 185),
  },
  {
    id: 62,
    grade: 8,
    strand: 'Algebra',
    name: 'Coding to analyse data',
    description:
      'Read, fix, alter and complete programs that total, average, count and compare the values of a data set.',
    expectations: ['C3.1', 'C3.2'],
    tasks: codingTasks(8, 189),
  },
];
